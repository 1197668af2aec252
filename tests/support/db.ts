/**
 * A fresh, migrated, seeded database per test file: embedded PGlite in memory
 * by default, or a throwaway database on the PostgreSQL server named by
 * TEST_DATABASE_URL (the same suite runs on both engines).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { SQL } from "drizzle-orm";
import { openDatabase, queryRows, type Db, type DbHandle } from "~/models/db.server";
import { seedCoupons } from "~/services/seed/coupons";
import { seedPrintLayout } from "~/services/seed/print-layout";
import { seedCatalogue } from "~/services/seed/seed.server";

export const engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/** `url`: on PostgreSQL, the throwaway database's address, for tests that open a second pool or process on it. */
export async function createTestDb(options: { seed?: boolean } = {}): Promise<DbHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let handle: DbHandle & { url?: string };
  if (serverUrl) {
    const name = `nukkad_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
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
    handle = await openDatabase({ kind: "pglite" });
  }
  if (options.seed !== false) {
    await seedCatalogue(handle.db);
    await seedCoupons(handle.db);
    await seedPrintLayout(handle.db);
  }
  return handle;
}

/** The query's first row: a test that relies on one fails here, saying so, when there is none. */
export async function queryRow<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await queryRows<T>(db, query);
  if (row === undefined) throw new Error("The query returned no row");
  return row;
}
