/**
 * Opens the database: embedded PostgreSQL (PGlite, WASM) by default, or a
 * PostgreSQL server through `pg` when given a URL. Both speak the same SQL and
 * share one set of migrations (./drizzle), applied on open.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
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
    // No JIT compilation: it pays off for long analytic queries, and this application's are short. With it, a
    // search whose estimated cost passed jit_above_cost (json_to_recordset guesses 100 rows) spent 17–20 ms
    // compiling a 1 ms query (docs/decisions/050-search-postings.md).
    // Prepared statements (queryRowsPlanned) run on their generic plan from the first execution, as on PGlite.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      options: "-c jit=off -c plan_cache_mode=force_generic_plan",
    });
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

/** Each embedded database's prepared statements, by their SQL text: the name, once the statement is prepared. */
const preparedStatements = new WeakMap<PGlite, Map<string, Promise<string>>>();
const dialect = new PgDialect();

/**
 * queryRows for a query a request makes often whose planning costs more than its execution (search ranking:
 * docs/decisions/050-search-postings.md): prepared once per SQL text and session, and run on its generic plan after.
 * On PostgreSQL, a statement named after its text, which node-postgres prepares on each pooled session the first
 * time that session runs it; on the embedded database, whose one session is the process's own, PREPARE and EXECUTE.
 * A query's text must be one of a few shapes (its values parameters), or each variant is another prepared
 * statement kept for the session's life.
 */
export async function queryRowsPlanned<T>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (client instanceof pg.Pool) {
    const name = `nk_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    return (await client.query({ name, text, values: params as unknown[] })).rows as T[];
  }
  if (!(client instanceof PGlite)) return queryRows<T>(db, query);
  let names = preparedStatements.get(client);
  if (!names) {
    preparedStatements.set(client, (names = new Map()));
    // A prepared statement's own plan, made once: by default the first five executions are each planned anew.
    // Only prepared statements (these, and PL/pgSQL's) have a plan to reuse; every other query is planned as before.
    await client.query("set plan_cache_mode = force_generic_plan");
  }
  let prepared = names.get(text);
  if (!prepared) {
    // Named and remembered before the first await, so two requests of one shape at once prepare it once.
    const name = `nk_planned_${names.size + 1}`;
    prepared = client.query(`prepare ${name} as ${text}`).then(() => name);
    names.set(text, prepared);
    prepared.catch(() => names.delete(text));
  }
  const name = await prepared;
  // EXECUTE takes its arguments as SQL, not as bound parameters: each written as a literal.
  const result = await client.query<T>(params.length ? `execute ${name}(${params.map(sqlLiteral).join(", ")})` : `execute ${name}`);
  return result.rows;
}

/**
 * A value as an SQL literal: a string quoted with its quotes doubled (with standard_conforming_strings, PostgreSQL's
 * default since 9.1 and the embedded database's, a backslash is an ordinary character), a finite number as written.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return String(value);
  if (typeof value === "string" && !value.includes("\0")) return `'${value.replace(/'/g, "''")}'`;
  throw new TypeError(`Cannot write ${typeof value} as an SQL literal`);
}

/** Run raw SQL and get typed rows back, on either engine. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
