/**
 * What several server processes share through the database (docs/decisions/023-several-processes.md): the
 * background jobs' leases and the "catalogue changed" broadcast. Two handles on one database stand for two
 * processes (each has its own pool, listeners and caches); on the embedded database there is one process,
 * and the lease and the local broadcast are checked there too.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DbHandle } from "~/models/db.server";
import { claimJobRun, getJobLease } from "~/models/job-leases.server";
import { perDatabaseCache } from "~/services/platform/cache.server";
import {
  announceCatalogueChanged,
  listenForCatalogueChanges,
  onCatalogueChanged,
  type CatalogueChangeListener,
} from "~/services/platform/catalogue-changes.server";
import { withStartupLock } from "~/services/boot/startup-lock.server";
import { engine, queryRow, setUpTestDb } from "../support/db";

const first = setUpTestDb({ seed: false });

/** Resolves once `count()` reaches `target`: the notice travels through the server, so it is awaited, not slept on. */
async function until(count: () => number, target: number, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (count() < target) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} (${count()} of ${target})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("job leases", () => {
  it("lets one claim through per period, and counts the runs", async () => {
    const { db } = first;
    expect(await claimJobRun(db, "lease-once", 60, "a:1")).toBe(true);
    expect(await claimJobRun(db, "lease-once", 60, "b:2")).toBe(false);
    expect(await getJobLease(db, "lease-once")).toMatchObject({ holder: "a:1", runs: 1 });

    // A whole period later (the last start moved back an hour) the next claim goes through.
    await db.execute(sql`update job_leases set started_at = now() - interval '1 hour' where job = 'lease-once'`);
    expect(await claimJobRun(db, "lease-once", 60, "b:2")).toBe(true);
    expect(await getJobLease(db, "lease-once")).toMatchObject({ holder: "b:2", runs: 2 });
  });

  it("gives a job to exactly one of many claims made at once", async () => {
    const { db } = first;
    const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => claimJobRun(db, "lease-race", 60, `p:${i}`)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});

describe("the catalogue change broadcast in one process", () => {
  it("calls this database's listeners at once, and no other database's", async () => {
    const { db } = first;
    let heard = 0;
    const stop = onCatalogueChanged(db, () => heard++);
    await announceCatalogueChanged(db);
    expect(heard).toBe(1);
    stop();
    await announceCatalogueChanged(db);
    expect(heard).toBe(1);
  });

  it("empties a cache subscribed with clearOn", async () => {
    const { db } = first;
    const cache = perDatabaseCache<number, typeof db>({ ttlMs: 60_000, maxEntries: 10, clearOn: onCatalogueChanged });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache(db, "k", load)).toBe(1);
    expect(await cache(db, "k", load)).toBe(1);
    await announceCatalogueChanged(db);
    expect(await cache(db, "k", load)).toBe(2);
  });
});

describe.runIf(engine === "postgres")("the catalogue change broadcast between processes (PostgreSQL)", () => {
  let second: DbHandle;
  let listening: CatalogueChangeListener;
  let heardBySecond = 0;

  beforeAll(async () => {
    second = await openDatabase({ kind: "postgres", url: first.url!, poolSize: 2 });
    onCatalogueChanged(second.db, () => heardBySecond++);
    listening = await listenForCatalogueChanges(second.db, first.url!);
  });
  afterAll(async () => {
    await listening?.close();
    await second?.close();
  });

  it("reaches the other process's listeners, and a process's own announcement is heard once", async () => {
    const before = heardBySecond;
    await announceCatalogueChanged(first.db);
    await until(() => heardBySecond, before + 1, "the other process's notice");

    // Its own: the listener is called at once, and the same notice coming back on its LISTEN connection is
    // skipped. A later notice from the first process arrives after it, so the count shows any echo.
    await announceCatalogueChanged(second.db);
    expect(heardBySecond).toBe(before + 2);
    await announceCatalogueChanged(first.db);
    await until(() => heardBySecond, before + 3, "the next notice");
    expect(heardBySecond).toBe(before + 3);
  });

  it("listens again after its connection is cut, and clears once for what it may have missed", async () => {
    const admin = new pg.Client({ connectionString: first.url });
    await admin.connect();
    try {
      const cut = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
      );
      expect(cut.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    const before = heardBySecond;
    // Reconnected: the missed-changes clear …
    await until(() => heardBySecond, before + 1, "the clear on reconnecting");
    // … and announcements are heard again.
    await announceCatalogueChanged(first.db);
    await until(() => heardBySecond, before + 2, "a notice after reconnecting");
  });
});

describe.runIf(engine === "postgres")("the start-up lock (PostgreSQL)", () => {
  it("runs two processes' start-up work one after the other", async () => {
    const url = first.url!;
    const events: string[] = [];
    let entered!: () => void;
    const firstEntered = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const firstReleased = new Promise<void>((resolve) => (release = resolve));

    const firstStart = withStartupLock(url, async () => {
      events.push("first in");
      entered();
      await firstReleased;
      events.push("first out");
    });
    await firstEntered;
    const secondStart = withStartupLock(url, async () => {
      events.push("second in");
    });
    // The second is waiting for the lock (PostgreSQL shows it), not running.
    const deadline = Date.now() + 15_000;
    while (
      (await queryRow<{ n: number }>(first.db, sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`))
        .n < 1
    ) {
      if (Date.now() > deadline) throw new Error("The second start never waited for the lock");
    }
    expect(events).toEqual(["first in"]);
    release();
    await Promise.all([firstStart, secondStart]);
    expect(events).toEqual(["first in", "first out", "second in"]);
  });
});
