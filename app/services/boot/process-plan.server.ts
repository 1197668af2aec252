/**
 * How many server processes `npm start` runs (docs/decisions/023-several-processes.md): on a PostgreSQL
 * server, WEB_CONCURRENCY workers (default one per CPU core) under a primary that prepares the database and
 * restarts them; on the embedded database, always one process, which opens its data directory alone.
 *
 * On a new embedded data directory the one-time preparation (initdb, migrations, the demo seed) runs in a
 * short-lived child process first, so the serving process never carries the seed's memory, which PGlite's
 * WASM heap would keep for good (docs/decisions/040-server-memory.md).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getEnv, type Env } from "../platform/env.server";

export interface ProcessPlan {
  /** 1: the process serves requests itself; more: it forks this many workers and serves none. */
  workers: number;
  /** Said in the log at start: why the count is what it is. */
  reason: string;
  /**
   * One process only: prepare the store (migrate, seed, write the generated secret) in a child process that
   * exits before this one opens the database. True for a new embedded data directory.
   */
  prepareInChild: boolean;
}

/** An embedded database that PGlite has not created yet: no cluster in DATA_DIR/pglite (database.server.ts). */
export function isNewEmbeddedStore(dataDir: string): boolean {
  return !fs.existsSync(path.resolve(dataDir, "pglite", "PG_VERSION"));
}

export function processPlan(
  env: Env = getEnv(),
  cores: number = os.availableParallelism(),
  isNewStore: (dataDir: string) => boolean = isNewEmbeddedStore,
): ProcessPlan {
  if (!env.DATABASE_URL) {
    const ignored = env.WEB_CONCURRENCY && env.WEB_CONCURRENCY > 1 ? ` (WEB_CONCURRENCY=${env.WEB_CONCURRENCY} ignored)` : "";
    const prepareInChild = isNewStore(env.DATA_DIR);
    const first = prepareInChild ? " A new data directory: it is created and seeded by a short-lived process first." : "";
    return {
      workers: 1,
      reason: `One process${ignored}: the embedded database admits one process; set DATABASE_URL to a PostgreSQL server for more.${first}`,
      prepareInChild,
    };
  }
  // `npm run dev` rebuilds and reloads one server; workers would each need telling.
  if (env.NODE_ENV === "development") return { workers: 1, reason: "One process: the development server.", prepareInChild: false };
  const workers = env.WEB_CONCURRENCY ?? cores;
  const from = env.WEB_CONCURRENCY ? "WEB_CONCURRENCY" : `one per CPU core (${cores})`;
  return {
    workers,
    prepareInChild: false,
    reason: `${workers} ${workers === 1 ? "process" : "worker processes"}, ${from}, each with up to ${env.DATABASE_POOL_SIZE} PostgreSQL connections.`,
  };
}
