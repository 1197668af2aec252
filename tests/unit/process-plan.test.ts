import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getEnv, type Env } from "~/services/platform/env.server";
import { isNewEmbeddedStore, processPlan } from "~/services/boot/process-plan.server";

const base = getEnv();
const env = (overrides: Partial<Env>): Env => ({
  ...base,
  NODE_ENV: "production",
  DATABASE_URL: undefined,
  WEB_CONCURRENCY: undefined,
  ...overrides,
});
const POSTGRES = "postgres://postgres@127.0.0.1:5432/store";

describe("processPlan", () => {
  it("runs one worker per core on PostgreSQL unless WEB_CONCURRENCY says otherwise", () => {
    expect(processPlan(env({ DATABASE_URL: POSTGRES }), 4).workers).toBe(4);
    expect(processPlan(env({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: 3 }), 4).workers).toBe(3);
    expect(processPlan(env({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: 1 }), 4)).toMatchObject({ workers: 1 });
  });

  it("keeps the embedded database to one process whatever WEB_CONCURRENCY says, and says so", () => {
    expect(processPlan(env({}), 8).workers).toBe(1);
    const plan = processPlan(env({ WEB_CONCURRENCY: 4 }), 8);
    expect(plan.workers).toBe(1);
    expect(plan.reason).toContain("WEB_CONCURRENCY=4 ignored");
  });

  it("prepares a new embedded store in a short-lived child process, and an existing one in the serving process", () => {
    const isNew = (answer: boolean) => () => answer;
    const fresh = processPlan(env({}), 2, isNew(true));
    expect(fresh).toMatchObject({ workers: 1, prepareInChild: true });
    expect(fresh.reason).toContain("created and seeded by a short-lived process first");
    expect(processPlan(env({}), 2, isNew(false))).toMatchObject({ workers: 1, prepareInChild: false });
    // A PostgreSQL server is prepared by the primary itself, whatever is in DATA_DIR.
    expect(processPlan(env({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: 1 }), 2, isNew(true)).prepareInChild).toBe(false);
  });

  it("knows a new embedded data directory by the missing database cluster in it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nukkad-plan-"));
    try {
      expect(isNewEmbeddedStore(dir)).toBe(true);
      fs.mkdirSync(path.join(dir, "pglite"));
      expect(isNewEmbeddedStore(dir)).toBe(true);
      fs.writeFileSync(path.join(dir, "pglite", "PG_VERSION"), "17\n");
      expect(isNewEmbeddedStore(dir)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps the development server to one process, which its rebuilds reload", () => {
    expect(processPlan(env({ NODE_ENV: "development", DATABASE_URL: POSTGRES, WEB_CONCURRENCY: 4 }), 8).workers).toBe(1);
  });
});
