/**
 * The application's database: opened once per process from the environment,
 * migrated, and seeded with the demo catalogue on first start. Kept on
 * globalThis so the dev server's rebuilds reuse one connection.
 */
import path from "node:path";
import { openDatabase, type Db, type DbHandle } from "~/models/db.server";
import { getEnv } from "./env.server";
import { startOpsSocket } from "./ops.server";
import { startOrderSimulator } from "./order-simulator.server";
import { startPaymentReconciler } from "./payments/payments.server";
import { startPrintRetention } from "./print/retention.server";
import { startRetention } from "./retention.server";
import { getPrintStorage } from "./print/storage.server";
import { seedCoupons } from "./seed/coupons";
import { seedPrintLayout } from "./seed/print-layout";
import { isCatalogueEmpty, seedCatalogue } from "./seed/seed.server";

declare global {
  var __nukkadDb: Promise<DbHandle> | undefined;
}

async function init(): Promise<DbHandle> {
  const env = getEnv();
  const handle = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR, "pglite") },
  );
  if (await isCatalogueEmpty(handle.db)) {
    const started = Date.now();
    const summary = await seedCatalogue(handle.db);
    console.info(`Seeded the demo catalogue in ${Date.now() - started} ms:`, summary);
  }
  // Every start, not only the first: databases seeded before coupons or the print landing existed get them too.
  await seedCoupons(handle.db);
  await seedPrintLayout(handle.db);
  // PGlite admits one process per data dir, so `npm run ops` reaches a running store through this socket.
  const ops = handle.engine === "pglite" ? await startOpsSocket(handle.db, env.DATA_DIR) : null;
  startOrderSimulator(handle.db, env.ORDER_SIMULATOR_SECONDS ?? (env.SMS_PROVIDER === "outbox" ? 20 : 0));
  startPaymentReconciler(handle.db, env.PAYMENT_RECONCILE_SECONDS);
  startPrintRetention(handle.db, getPrintStorage, env.PRINT_RETENTION_SECONDS);
  startRetention(handle.db, env.RETENTION_SECONDS);
  const shutdown = (signal: NodeJS.Signals) => {
    // PGlite holds the process open; close it so remix-serve can exit. The print inspector's children go with it.
    Promise.all([ops?.close(), globalThis.__nukkadPrintInspector?.close()])
      .finally(() => handle.close())
      .finally(() => process.kill(process.pid, signal));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  return handle;
}

export function getDb(): Promise<Db> {
  globalThis.__nukkadDb ??= init().catch((error) => {
    globalThis.__nukkadDb = undefined;
    throw error;
  });
  return globalThis.__nukkadDb.then((h) => h.db);
}
