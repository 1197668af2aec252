/**
 * How many server processes `npm start` runs (docs/decisions/023-several-processes.md): on a PostgreSQL
 * server, WEB_CONCURRENCY workers (default one per CPU core) under a primary that prepares the database and
 * restarts them; on the embedded database, always one process, which opens its data directory alone.
 */
import os from "node:os";
import { getEnv, type Env } from "./env.server";

export interface ProcessPlan {
  /** 1: the process serves requests itself; more: it forks this many workers and serves none. */
  workers: number;
  /** Said in the log at start: why the count is what it is. */
  reason: string;
}

export function processPlan(env: Env = getEnv(), cores: number = os.availableParallelism()): ProcessPlan {
  if (!env.DATABASE_URL) {
    const ignored = env.WEB_CONCURRENCY && env.WEB_CONCURRENCY > 1 ? ` (WEB_CONCURRENCY=${env.WEB_CONCURRENCY} ignored)` : "";
    return {
      workers: 1,
      reason: `One process${ignored}: the embedded database admits one process; set DATABASE_URL to a PostgreSQL server for more.`,
    };
  }
  // `npm run dev` rebuilds and reloads one server; workers would each need telling.
  if (env.NODE_ENV === "development") return { workers: 1, reason: "One process: the development server." };
  const workers = env.WEB_CONCURRENCY ?? cores;
  const from = env.WEB_CONCURRENCY ? "WEB_CONCURRENCY" : `one per CPU core (${cores})`;
  return {
    workers,
    reason: `${workers} ${workers === 1 ? "process" : "worker processes"}, ${from}, each with up to ${env.DATABASE_POOL_SIZE} PostgreSQL connections.`,
  };
}
