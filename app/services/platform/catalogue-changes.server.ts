/**
 * "The catalogue changed": one process announces it (an import, a layout, a collection or awards change,
 * through `npm run ops` or a running store), and every process's in-memory copies of catalogue reads are
 * dropped (docs/decisions/023-several-processes.md).
 *
 * - In the announcing process, listeners are called at once, before the announcement returns.
 * - Other processes hear it through PostgreSQL's NOTIFY on a channel each server process LISTENs to on a
 *   connection of its own (`listenForCatalogueChanges`, started by app-start.server.ts). NOTIFY is delivered
 *   only once the announcing transaction commits, so a listener never clears before the change is readable.
 *   While that connection is down, announcements are missed; on reconnecting every listener is called once,
 *   as if the catalogue had changed.
 * - The embedded database is one process: its announcements only ever reach the local listeners.
 *
 * Subscribe with `onCatalogueChanged(db, listener)` (or `perDatabaseCache({ clearOn: onCatalogueChanged })`).
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "~/models/db.server";

export const CATALOGUE_CHANNEL = "nukkad_catalogue_changed";

type Listener = () => void;
const listeners = new WeakMap<Db, Set<Listener>>();

/**
 * A random name per database handle (a server process has one), sent with each announcement: a handle's
 * own announcements come back on its LISTEN connection and are skipped, its listeners having heard them.
 */
const handleIds = new WeakMap<Db, string>();
function handleId(db: Db): string {
  let id = handleIds.get(db);
  if (!id) handleIds.set(db, (id = randomUUID()));
  return id;
}

/** Calls `listener` whenever the catalogue of this database changes, here or in another process. Returns an unsubscribe. */
export function onCatalogueChanged(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

function tellListeners(db: Db): void {
  for (const listener of listeners.get(db) ?? []) {
    try {
      listener();
    } catch (error) {
      console.error("A catalogue change listener failed:", error instanceof Error ? error.message : error);
    }
  }
}

/**
 * Announces a change already written (call it after the transaction commits, with the database, not the
 * transaction): this process's listeners at once, every other process's when PostgreSQL delivers the notice.
 */
export async function announceCatalogueChanged(db: Db): Promise<void> {
  tellListeners(db);
  await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${handleId(db)})`);
}

export interface CatalogueChangeListener {
  close(): Promise<void>;
}

/** Waits between reconnection attempts: doubling from one second up to half a minute. */
const RETRY_MS = { first: 1_000, max: 30_000 };

/**
 * Hears other processes' announcements for `db` on a dedicated PostgreSQL connection to `url` (the same
 * server and database). Resolves once listening; a lost connection is retried with backoff. The URL must
 * reach PostgreSQL itself or a session-mode pooler: a transaction-mode pooler (PgBouncer's default) does
 * not carry LISTEN.
 */
export async function listenForCatalogueChanges(db: Db, url: string): Promise<CatalogueChangeListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MS.first;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on("notification", (message) => {
      if (message.channel === CATALOGUE_CHANNEL && message.payload !== handleId(db)) tellListeners(db);
    });
    // A dropped connection emits "error" (when it was in use) and then "end": reconnect once, on "end".
    next.on("error", (error) => console.warn(`The catalogue change listener lost its connection: ${error.message}`));
    next.on("end", () => {
      if (client === next) client = null;
      if (!closed) reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`listen ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners("end");
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryMs = RETRY_MS.first;
  };

  const reconnectLater = () => {
    if (retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect()
        .then(() => {
          // Announcements made while the connection was down were missed: behave as if there had been one.
          if (client) tellListeners(db);
        })
        .catch((error: unknown) => {
          console.warn(`The catalogue change listener could not reconnect: ${error instanceof Error ? error.message : error}`);
          retryMs = Math.min(retryMs * 2, RETRY_MS.max);
          reconnectLater();
        });
    }, retryMs);
    retryTimer.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      await client?.end();
      client = null;
    },
  };
}
