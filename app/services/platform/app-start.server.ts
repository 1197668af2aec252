/**
 * What happens once when the server process starts, before it listens
 * (server.mjs calls `startApp` through the build's entry module): the
 * database is opened and migrated, the demo catalogue is seeded on a first
 * start, and the background jobs begin. Requests only ever ask for the
 * database (`getDb`); nothing starts as a side effect of the first request.
 */
import { flushEvents } from "../analytics/events.server";
import { getDb, closeDb } from "./database.server";
import { getEnv } from "./env.server";
import { startOpsSocket } from "./ops-socket.server";
import { startOrderSimulator } from "../orders/simulator.server";
import { startPaymentReconciler } from "../payments/payment-reconciler.server";
import { startPrintRetention } from "../print/retention.server";
import { getPrintStorage } from "../print/storage/factory.server";
import { startRetention } from "./retention-job.server";
import { seedCoupons } from "../seed/coupons";
import { seedPrintLayout } from "../seed/print-layout";
import { isCatalogueEmpty, seedCatalogue } from "../seed/seed.server";

export async function startApp(): Promise<void> {
  const env = getEnv();
  const db = await getDb();
  if (await isCatalogueEmpty(db)) {
    const started = Date.now();
    const summary = await seedCatalogue(db);
    console.info(`Seeded the demo catalogue in ${Date.now() - started} ms:`, summary);
  }
  // Every start, not only the first: databases seeded before coupons or the print landing existed get them too.
  await seedCoupons(db);
  await seedPrintLayout(db);

  // PGlite admits one process per data dir, so `npm run ops` reaches a running store through this socket.
  const ops = env.DATABASE_URL ? null : await startOpsSocket(db, env.DATA_DIR);
  startOrderSimulator(db, env.ORDER_SIMULATOR_SECONDS ?? (env.SMS_PROVIDER === "outbox" ? 20 : 0));
  startPaymentReconciler(db, env.PAYMENT_RECONCILE_SECONDS);
  startPrintRetention(db, getPrintStorage, env.PRINT_RETENTION_SECONDS);
  startRetention(db, env.RETENTION_SECONDS);

  const shutdown = (signal: NodeJS.Signals) => {
    // PGlite holds the process open; close it so the server can exit. The print inspector's children go with it.
    // Queued analytics events are written first: they would otherwise go with the process.
    Promise.all([ops?.close(), globalThis.__nukkadPrintInspector?.close(), flushEvents()])
      .finally(() => closeDb())
      .finally(() => process.kill(process.pid, signal));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}
