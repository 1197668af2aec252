/**
 * The application's database: opened once per process from the environment
 * and migrated. Kept on globalThis so the dev server's rebuilds reuse one
 * connection. Seeding and the background jobs start with the server
 * (app-start.server.ts), not here.
 */
import path from "node:path";
import { openDatabase, type Db, type DbHandle } from "~/models/db.server";
import { getEnv } from "./env.server";

declare global {
  var __nukkadDb: Promise<DbHandle> | undefined;
}

function open(): Promise<DbHandle> {
  const env = getEnv();
  return openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR, "pglite") },
  );
}

export function getDb(): Promise<Db> {
  globalThis.__nukkadDb ??= open().catch((error) => {
    globalThis.__nukkadDb = undefined;
    throw error;
  });
  return globalThis.__nukkadDb.then((h) => h.db);
}

/**
 * At shutdown (PGlite keeps the process alive until it is closed), and in the primary process of several
 * once it has prepared the database for its workers. A later getDb() opens it again.
 */
export async function closeDb(): Promise<void> {
  const opened = globalThis.__nukkadDb;
  globalThis.__nukkadDb = undefined;
  const handle = await opened;
  await handle?.close();
}
