/**
 * Opens the database: embedded PostgreSQL (PGlite, WASM) by default, or a
 * PostgreSQL server through `pg` when given a URL. Both speak the same SQL and
 * share one set of migrations (./drizzle), applied on open.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.server";

export type Schema = typeof schema;
/** The query builder, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * A transaction handle, for queries that must run inside one. Declared here, beside Db, so model files
 * share it without importing each other (no import circles: docs/architecture.md, "Who may import whom").
 */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface DbHandle {
  db: Db;
  engine: "pglite" | "postgres";
  close(): Promise<void>;
  /** Embedded only: the whole data directory as an uncompressed tar, to open again with `snapshot`. */
  snapshot?(): Promise<Blob>;
}

export type DbTarget =
  | { kind: "postgres"; url: string; poolSize?: number }
  /**
   * dataDir undefined means in memory (tests). `snapshot` starts the database from another one's
   * `snapshot()` instead of empty: the test suite seeds the demo catalogue once and opens each test
   * file's database from that (tests/support/db-templates.ts).
   */
  | { kind: "pglite"; dataDir?: string; snapshot?: Blob };

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

export async function openDatabase(target: DbTarget): Promise<DbHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection that the server drops (restart, failover) must not crash the process:
    // the pool replaces it on next use.
    pool.on("error", (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Db, engine: "postgres", close: () => pool.end() };
  }

  const releaseLock = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  try {
    let client = await startPglite(target.dataDir, target.snapshot);
    if (target.dataDir && (await sizePgliteBufferCache(client))) {
      // shared_buffers is read when PostgreSQL starts: start it again to use the new size.
      await client.close();
      client = await startPglite(target.dataDir);
    }
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Db,
      engine: "pglite",
      close: async () => {
        await client.close();
        releaseLock();
      },
      snapshot: () => client.dumpDataDir("none"),
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

async function startPglite(dataDir: string | undefined, snapshot?: Blob): Promise<PGlite> {
  // Options go in one object: PGlite ignores a second argument when the first is undefined.
  const client = new PGlite({ dataDir, loadDataDir: snapshot, extensions: { pg_trgm } });
  await client.waitReady;
  return client;
}

/**
 * PGlite's buffer cache lives in its WASM memory, which is resident and never
 * shrinks: PostgreSQL's default of 128 MB cost the store about 100 MB of RSS
 * from the first query on (docs/benchmarks.md, "Memory"). 16 MB holds the
 * demo catalogue's hot pages; the rest is one read away in the kernel's page
 * cache. Set with PostgreSQL's own ALTER SYSTEM (postgresql.auto.conf in the
 * data directory), so an operator's own ALTER SYSTEM of shared_buffers is
 * left alone. Returns true when the size changed, which takes a restart.
 */
export const PGLITE_SHARED_BUFFERS = "16MB";

async function sizePgliteBufferCache(client: PGlite): Promise<boolean> {
  const { rows } = await client.query<{ sourcefile: string | null }>("select sourcefile from pg_settings where name = 'shared_buffers'");
  if (rows[0]?.sourcefile?.endsWith("postgresql.auto.conf")) return false;
  await client.exec(`alter system set shared_buffers = '${PGLITE_SHARED_BUFFERS}'`);
  return true;
}

/**
 * PGlite is one process per data directory: a second opener would silently
 * lose writes. Take a lock file holding our pid and refuse a live second one.
 */
function lockDataDir(dataDir: string): () => void {
  // PGlite creates only the last folder of its path.
  fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const lockPath = `${path.resolve(dataDir)}.lock`;
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(fs.readFileSync(lockPath, "utf8"));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database at ${dataDir} is in use by process ${holder}. ` +
          `Stop that process, or point DATA_DIR elsewhere, or set DATABASE_URL to a PostgreSQL server.`,
      );
    }
    // A stale lock from a process that died: take it over.
    fs.writeFileSync(lockPath, String(process.pid));
  }
  return () => {
    try {
      if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Run raw SQL and get typed rows back, on either engine. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
