/**
 * The store's one-time start-up work (migrations, the first seed) on a PostgreSQL server, one process at a
 * time: machines starting together on one database would otherwise both migrate an unmigrated database, or
 * both seed an empty one (docs/decisions/023-several-processes.md). A session-level advisory lock on a
 * connection of its own, held for the work and released with the connection even if the process dies.
 */
import pg from "pg";

/** Any fixed number, the same in every process: the advisory lock's key ("nukkad-start" in ASCII). */
const STARTUP_LOCK_KEY = 0x6e756b6b6164;

export async function withStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}
