/**
 * Writes the demo catalogue into the database: cities, localities, dark
 * stores, the category tree, brands, products, per-store price and stock,
 * and the home/city layouts. Deterministic; run on first start and by
 * `npm run seed`. Products go through the catalogue importer's upsert
 * (docs/catalogue-import.md).
 */
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/models/db.server";
import { brands, categories, cities, collections, layouts, localities, stores } from "~/models/schema.server";
import fs from "node:fs";
import path from "node:path";
import { prepareImportImages } from "../catalogue/import/images.server";
import { upsertRows } from "../catalogue/import/upsert.server";
import type { ImportRow } from "../catalogue/import/validate.server";
import { seedRecipes } from "./recipes.server";
import { demoAwardRows } from "./brand-awards";
import { upsertAwards } from "~/models/brand-awards.server";
import { isLooseItem } from "../catalogue/images/pack-types.server";

export interface SeedOptions {
  /** Minimum product count; multipacks fill the gap beyond the curated lines. */
  products?: number;
}

export interface SeedSummary {
  cities: number;
  localities: number;
  stores: number;
  categories: number;
  brands: number;
  products: number;
  storeProducts: number;
}

const BATCH = 500;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** True when the catalogue has never been seeded. */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${cities}`);
  return Number(rows[0]?.n ?? 0) === 0;
}

/** The demo's produce renders, found from the project root as the migrations are (see its README). */
const PRODUCE_RENDERS = path.resolve(process.cwd(), "app/services/seed/data/produce-renders");

/**
 * The demo catalogue: its data, the generated products and the importer's rows that write them (products,
 * and their price and stock at every store), as the seed writes them.
 */
async function demoCatalogue(options: SeedOptions, now: Date) {
  // The catalogue data (some 370 KB of source) is loaded here, not when the server starts: a store
  // that is already seeded never holds it in memory (docs/benchmarks.md, "Memory").
  const [{ BRANDS, CATEGORIES, PRODUCT_LINES }, { INGREDIENTS }, { CITIES }, generate] = await Promise.all([
    import("./data/catalogue"),
    import("./data/ingredients"),
    import("./data/cities"),
    import("./generate"),
  ]);
  const { generateProducts, storeRows, toImportRows } = generate;
  const productRows = generateProducts(PRODUCT_LINES, BRANDS, CATEGORIES, { products: options.products, ingredients: INGREDIENTS });
  const curatedCount = generateProducts(PRODUCT_LINES, BRANDS, CATEGORIES).length;
  const lastCurated = productRows[curatedCount - 1];
  const defaultCity = CITIES[0];
  if (!lastCurated || !defaultCity) throw new Error("The curated catalogue has no products or no cities");
  const lastCuratedId = lastCurated.id;

  // Fresh produce and loose items show a photo-like render (./data/produce-renders), read and stored by the
  // importer's picture step as an operator's photos are; packaged goods keep their generated pack shot. The
  // render is the line's own where the emoji set has no faithful picture (a green chilli, a beetroot), which
  // without a photo would be a labelled tray: no loose item of the demo shows one (docs/decisions/018-stored-product-images.md).
  const pictures = new Map<string, string | null>();
  const pictureFor = (p: { icon: string; render?: string; categoryId: number; name: string }) => {
    if (!isLooseItem(p.categoryId, p.name)) return null;
    const render = p.render ?? p.icon;
    if (!pictures.has(render)) {
      const file = path.join(PRODUCE_RENDERS, `${render}.webp`);
      pictures.set(render, fs.existsSync(file) ? file : null);
    }
    return pictures.get(render) ?? null;
  };
  // Every store sells the curated catalogue; synthetic multipacks (benchmark catalogues) are stocked only in
  // the default city.
  const allStores = storeRows(CITIES).map((s) => s.id);
  const defaultCityStores = defaultCity.stores.map((s) => s.id);
  const storesFor = (p: { id: number }) => (p.id <= lastCuratedId ? allStores : defaultCityStores);
  const importRows = toImportRows(productRows, BRANDS, CATEGORIES, { pictureFor, storesFor, now });
  return { BRANDS, CATEGORIES, CITIES, generate, productRows, curatedCount, importRows };
}

/**
 * The importer's rows the seed writes the demo catalogue with (docs/catalogue-import.md): a seeded database
 * is what upserting them gives. Listing dates count back from `now`.
 */
export async function demoImportRows(options: SeedOptions = {}, now = new Date()): Promise<ImportRow[]> {
  return (await demoCatalogue(options, now)).importRows;
}

/** Replaces the whole catalogue (and, through cascades, carts that point into it). */
export async function seedCatalogue(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const [demoData, { cityLayout, homeLayout }, demo] = await Promise.all([
    demoCatalogue(options, new Date()),
    import("./layouts"),
    import("./collections"),
  ]);
  const { BRANDS, CATEGORIES, CITIES, generate, productRows, curatedCount, importRows } = demoData;
  const { brandRows, categoryRows, cityRows, localityRows, storeRows } = generate;

  // Brands with the most products lead the brand rail.
  const perBrand = new Map<number, number>();
  for (const p of productRows.slice(0, curatedCount)) perBrand.set(p.brandId, (perBrand.get(p.brandId) ?? 0) + 1);
  const topBrands = [...BRANDS]
    .filter((b) => !b.name.startsWith("Nukkad"))
    .sort((a, b) => (perBrand.get(b.id) ?? 0) - (perBrand.get(a.id) ?? 0) || a.id - b.id);

  const prepared = await prepareImportImages(db, importRows);
  const badPicture = prepared.refused[0];
  if (badPicture)
    throw new Error(`The demo catalogue has a picture the importer refuses (product ${badPicture.row}: ${badPicture.reason})`);

  await db.transaction(async (tx) => {
    await tx.execute(
      sql`truncate table search_words, cart_mutations, cart_items, carts, recipe_ingredients, recipes, store_products, products, brands, categories, stores, localities, cities, layouts, collections restart identity cascade`,
    );
    await tx.insert(cities).values(cityRows(CITIES));
    await insertInBatches(localityRows(CITIES), (b) => tx.insert(localities).values(b));
    await tx.insert(stores).values(storeRows(CITIES));
    await insertInBatches(categoryRows(CATEGORIES), (b) => tx.insert(categories).values(b));
    await insertInBatches(brandRows(BRANDS), (b) => tx.insert(brands).values(b));
    // Products, and their price and stock at each store, go through the catalogue importer's upsert as an
    // operator's file does (docs/catalogue-import.md): one row per product and store.
    const imported = await upsertRows(tx, prepared.rows, prepared.images);
    const refused = imported.refused[0];
    if (refused) throw new Error(`The demo catalogue has a row the importer refuses (row ${refused.row}: ${refused.reason})`);

    // Demo collections and layouts (docs/collections-and-layouts.md), linked from home.
    const demoCollections = demo.demoCollections(productRows.slice(0, curatedCount), CATEGORIES, BRANDS);
    await tx.insert(collections).values(demoCollections);
    await tx
      .insert(layouts)
      .values([
        { id: "home", kind: "page", widgets: homeLayout(CATEGORIES, topBrands, demo.exploreTiles(demoCollections)) },
        { id: "city", kind: "page", widgets: cityLayout(CATEGORIES) },
        ...demo.demoLayouts(demoCollections, CATEGORIES),
      ]);
    // Recipes point at products: written after them, so a re-seed brings them back (docs/rules.md#recipes).
    await seedRecipes(tx);
    // Brand awards name brands and categories: the truncate above cleared them with those (docs/rules.md#brand-awards).
    await upsertAwards(tx, demoAwardRows(BRANDS));
  });

  // Fresh statistics, or the planner guesses row counts from empty tables; and the visibility map, without which
  // an index-only read (search's postings, docs/decisions/050-search-postings.md) visits the table after all — the
  // embedded database has no autovacuum to set it.
  await db.execute(sql`vacuum analyze`);

  const count = async (table: string) =>
    Number((await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n ?? 0);
  return {
    cities: await count("cities"),
    localities: await count("localities"),
    stores: await count("stores"),
    categories: await count("categories"),
    brands: await count("brands"),
    products: await count("products"),
    storeProducts: await count("store_products"),
  };
}
