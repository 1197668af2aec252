/**
 * A fresh, migrated, seeded database per test file: embedded PGlite in memory
 * by default, or a throwaway database on the PostgreSQL server named by
 * TEST_DATABASE_URL (the same suite runs on both engines).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, inject, vi } from "vitest";
import type { SQL } from "drizzle-orm";
import { openDatabase, queryRows, type Db, type DbHandle } from "~/models/db.server";
import type { TemplateKind } from "./db-templates";

export const engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/**
 * A copy of the run's migrated database, with the demo catalogue unless `seed: false`: both are built once
 * per run by tests/support/db-templates.ts. `url`: on PostgreSQL, the throwaway database's address, for
 * tests that open a second pool or process on it.
 */
export async function createTestDb(options: { seed?: boolean } = {}): Promise<DbHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const kind: TemplateKind = options.seed === false ? "bare" : "seeded";
  const templates = inject("testDbTemplates");
  let handle: DbHandle & { url?: string };
  if (serverUrl) {
    const template = templates.postgres?.[kind];
    if (!template) throw new Error("No PostgreSQL template database: is tests/support/db-templates.ts the global setup?");
    const name = `nukkad_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const inner = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 20 });
    handle = {
      ...inner,
      url: url.toString(),
      close: async () => {
        await inner.close();
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  } else {
    const template = templates.pglite?.[kind];
    if (!template) throw new Error("No embedded template database: is tests/support/db-templates.ts the global setup?");
    handle = await openDatabase({ kind: "pglite", snapshot: new Blob([fs.readFileSync(template)]) });
  }
  return handle;
}

export type TestDbHandle = DbHandle & { url?: string };

/**
 * This file's database, opened before its tests and closed after them (the hooks are registered here, so
 * a file's own `beforeAll` that uses it comes after this call). `appDb` also makes it the database the
 * app opens through getDb() (routes called directly, background work), and forgets it at the end.
 * A test that hands it to the app later (`globalThis.__nukkadDb`) is forgotten at the end as well.
 * The answer stands for the handle: `db` and the rest read through to it once it is open.
 */
export function setUpTestDb(options: { seed?: boolean; appDb?: boolean } = {}): TestDbHandle {
  let open: TestDbHandle | undefined;
  beforeAll(async () => {
    open = await createTestDb(options);
    if (options.appDb) globalThis.__nukkadDb = Promise.resolve(open);
  });
  afterAll(async () => {
    globalThis.__nukkadDb = undefined;
    await open?.close();
  });
  const current = (): TestDbHandle => {
    if (!open) throw new Error("The test database is opened in beforeAll: use it inside a hook or a test");
    return open;
  };
  return {
    get db() {
      return current().db;
    },
    get engine() {
      return current().engine;
    },
    get url() {
      return current().url;
    },
    close: () => current().close(),
  };
}

/** A fixed server secret, so cookies and the sandbox's signatures need no data directory; unstubbed after the file. */
export const TEST_SESSION_SECRET = "a-test-session-secret-of-at-least-32-characters";

/** Stubs the environment before anything reads it (call at the top of the file) and restores it after the file. */
export function stubTestEnv(variables: Record<string, string> = {}): void {
  for (const [name, value] of Object.entries({ SESSION_SECRET: TEST_SESSION_SECRET, ...variables })) vi.stubEnv(name, value);
  afterAll(() => {
    vi.unstubAllEnvs();
  });
}

/** The query's first row: a test that relies on one fails here, saying so, when there is none. */
export async function queryRow<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await queryRows<T>(db, query);
  if (row === undefined) throw new Error("The query returned no row");
  return row;
}
