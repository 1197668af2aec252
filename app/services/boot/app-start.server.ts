/**
 * What happens once when the store starts, before it listens (server.mjs calls these through the build's
 * entry module): the database is opened and migrated, the demo catalogue is seeded on a first start, and
 * the background jobs begin. Requests only ever ask for the database (`getDb`); nothing starts as a side
 * effect of the first request.
 *
 * One process: `startApp()` does it all. Several (docs/decisions/023-several-processes.md): the primary
 * calls `prepareStore()` once before it forks, so workers never race to migrate, seed or write the
 * generated secret, and each worker calls `startApp({ prepared: true })`.
 */
import { flushEvents } from "../analytics/events.server";
import { listenForCatalogueChanges, onCatalogueChanged } from "../platform/catalogue-changes.server";
import { clearSharedPages } from "./page-cache.server";
import { collectGarbage } from "./collect-garbage.server";
import { serverSecrets } from "../platform/cookies.server";
import { getDb, closeDb } from "../platform/database.server";
import { getEnv } from "../platform/env.server";
import { startOpsSocket } from "./ops-socket.server";
import { startOrderSimulator } from "../orders/simulator.server";
import { startPaymentReconciler } from "../payments/payment-reconciler.server";
import { startPrintRetention } from "../print/retention.server";
import { getPrintStorage } from "../print/storage/factory.server";
import { startRetention } from "../platform/retention-job.server";
import { startSearchLearning } from "../search/search-learning.server";
import { startBackInStockTexts } from "../catalogue/back-in-stock.server";
import { withStartupLock } from "./startup-lock.server";
import { seedCoupons } from "../seed/coupons";
import { seedPrintLayout } from "../seed/print-layout";
import { seedOperatorSettings } from "../platform/operator-settings.server";
import { isCatalogueEmpty, seedCatalogue } from "../seed/seed.server";
import { importIndiaPincodes } from "../seed/india-pincodes.server";

/** A shutdown that has not finished by then (a stuck query) ends the process anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * The database migrated (on open) and seeded, and the generated server secret written. On PostgreSQL one
 * process at a time, machines included (startup-lock.server.ts).
 */
async function prepare(): Promise<void> {
  const url = getEnv().DATABASE_URL;
  await (url ? withStartupLock(url, migrateAndSeed) : migrateAndSeed());
  // Without SESSION_SECRET the first process writes one into DATA_DIR: the primary, before any worker reads it.
  serverSecrets();
}

async function migrateAndSeed(): Promise<void> {
  const db = await getDb();
  if (await isCatalogueEmpty(db)) {
    const started = Date.now();
    const summary = await seedCatalogue(db);
    console.info(`Seeded the demo catalogue in ${Date.now() - started} ms:`, summary);
  }
  // India Post's pincodes (docs/decisions/058-all-india-pincodes.md): on a new store, and once on a store from before them.
  const pincodes = await importIndiaPincodes(db);
  if (pincodes) console.info(`Imported India Post's pincode directory in ${pincodes.ms} ms: ${pincodes.pincodes} pincodes`);
  // Every start, not only the first: databases seeded before coupons or the print landing existed get them too.
  await seedCoupons(db);
  await seedPrintLayout(db);
  // Fees, print prices and limits (docs/rules.md#operator-settings): rows a store lacks get today's figures.
  await seedOperatorSettings(db);
}

/** The primary of several processes: the one-time work, then the database closed again (it serves no request). */
export async function prepareStore(): Promise<void> {
  try {
    await prepare();
  } finally {
    await closeDb();
    // The primary only supervises from here on: what preparing the store left behind goes now.
    collectGarbage();
  }
}

export async function startApp(options: { prepared?: boolean } = {}): Promise<void> {
  const env = getEnv();
  if (!options.prepared) await prepare();
  const db = await getDb();
  // What opening, migrating and seeding left behind goes before the first request, not hours later.
  collectGarbage();

  // PGlite admits one process per data dir, so `npm run ops` reaches a running store through this socket.
  const ops = env.DATABASE_URL ? null : await startOpsSocket(db, env.DATA_DIR);
  // Other processes (workers, machines, `npm run ops`) announce catalogue changes; this one's caches hear them.
  const catalogueChanges = env.DATABASE_URL ? await listenForCatalogueChanges(db, env.DATABASE_URL) : null;
  // The anonymous visitors' shared pages are built from those reads: they go with them (docs/decisions/024-shared-page-cache.md).
  onCatalogueChanged(db, clearSharedPages);
  // Each job runs once per period across every process sharing the database (periodic-job.server.ts).
  startOrderSimulator(db, env.ORDER_SIMULATOR_SECONDS ?? (env.SMS_PROVIDER === "outbox" ? 20 : 0));
  startPaymentReconciler(db, env.PAYMENT_RECONCILE_SECONDS);
  startPrintRetention(db, getPrintStorage, env.PRINT_RETENTION_SECONDS);
  startRetention(db, env.RETENTION_SECONDS);
  startSearchLearning(db, env.SEARCH_LEARNING_SECONDS);
  startBackInStockTexts(db, env.BACK_IN_STOCK_SECONDS);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // One shutdown, however many signals: a worker hears Ctrl-C from the terminal and SIGTERM from its primary.
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    // PGlite holds the process open; close it so the server can exit. The print inspector's children go with it.
    // Queued analytics events are written first: they would otherwise go with the process.
    Promise.allSettled([ops?.close(), catalogueChanges?.close(), globalThis.__nukkadPrintInspector?.close(), flushEvents()])
      .then(() => closeDb())
      .catch((error: unknown) => console.error("Closing the database failed:", error instanceof Error ? error.message : error))
      .finally(() => {
        process.off("SIGINT", shutdown);
        process.off("SIGTERM", shutdown);
        process.kill(process.pid, signal);
      });
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
