/**
 * `npm run seed [-- --products N]`: rebuild the demo catalogue in the
 * configured database (DATABASE_URL, else the embedded one in DATA_DIR).
 * Replaces the catalogue and empties carts. With --products, synthetic
 * multipacks are added until the catalogue has N products (benchmarks).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/models/db.server";
import { getEnv } from "../app/services/platform/env.server";
import { seedPrintLayout } from "../app/services/seed/print-layout";
import { seedCatalogue } from "../app/services/seed/seed.server";

const { values } = parseArgs({ options: { products: { type: "string" } } });
const products = values.products === undefined ? undefined : Number(values.products);
if (products !== undefined && (!Number.isInteger(products) || products < 1 || products > 1_000_000)) {
  console.error("--products must be a whole number between 1 and 1000000");
  process.exit(2);
}

const env = getEnv();
const handle = await openDatabase(
  env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR, "pglite") },
);
try {
  const started = Date.now();
  const summary = await seedCatalogue(handle.db, { products });
  // The catalogue reseed empties every layout; the print landing's is put back as on a first start.
  await seedPrintLayout(handle.db);
  console.log(`Seeded ${handle.engine} in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary);
} finally {
  await handle.close();
}
