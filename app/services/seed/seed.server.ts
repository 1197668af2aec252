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
import { seedRecipes } from "./recipes.server";
import { demoAwardRows } from "./brand-awards";
import { upsertAwards } from "~/models/brand-awards.server";
import { packShape } from "../catalogue/pack-types.server";

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

/** Replaces the whole catalogue (and, through cascades, carts that point into it). */
export async function seedCatalogue(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  // The catalogue data (some 370 KB of source) is loaded here, not when the server starts: a store
  // that is already seeded never holds it in memory (docs/benchmarks.md, "Memory").
  const [{ BRANDS, CATEGORIES, PRODUCT_LINES }, { CITIES }, generate, { cityLayout, homeLayout }, demo] = await Promise.all([
    import("./data/catalogue"),
    import("./data/cities"),
    import("./generate"),
    import("./layouts"),
    import("./collections"),
  ]);
  const { brandRows, categoryRows, cityRows, generateProducts, localityRows, storeRows, toImportRows } = generate;
  const productRows = generateProducts(PRODUCT_LINES, BRANDS, CATEGORIES, { products: options.products });
  const curatedCount = generateProducts(PRODUCT_LINES, BRANDS, CATEGORIES).length;
  const lastCurated = productRows[curatedCount - 1];
  const defaultCity = CITIES[0];
  if (!lastCurated || !defaultCity) throw new Error("The curated catalogue has no products or no cities");
  const lastCuratedId = lastCurated.id;
  const defaultCityId = defaultCity.id;

  // Brands with the most products lead the brand rail.
  const perBrand = new Map<number, number>();
  for (const p of productRows.slice(0, curatedCount)) perBrand.set(p.brandId, (perBrand.get(p.brandId) ?? 0) + 1);
  const topBrands = [...BRANDS]
    .filter((b) => !b.name.startsWith("Nukkad"))
    .sort((a, b) => (perBrand.get(b.id) ?? 0) - (perBrand.get(a.id) ?? 0) || a.id - b.id);

  // Fresh produce and loose items show a photo-like render (./data/produce-renders), read and stored by the
  // importer's picture step as an operator's photos are; packaged goods keep their generated pack shot.
  const pictures = new Map<string, string | null>();
  const pictureFor = (p: { icon: string; categoryId: number; name: string }) => {
    if (packShape(p.categoryId, p.name) !== "produce") return null;
    if (!pictures.has(p.icon)) {
      const file = path.join(PRODUCE_RENDERS, `${p.icon}.webp`);
      pictures.set(p.icon, fs.existsSync(file) ? file : null);
    }
    return pictures.get(p.icon) ?? null;
  };
  const prepared = await prepareImportImages(db, toImportRows(productRows, BRANDS, CATEGORIES, pictureFor));
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
    // Products go through the catalogue importer's upsert, as an operator's file does (docs/catalogue-import.md).
    const imported = await upsertRows(tx, prepared.rows, prepared.images);
    const refused = imported.refused[0];
    if (refused) throw new Error(`The demo catalogue has a product the importer refuses (product ${refused.row}: ${refused.reason})`);

    // Per-store price and stock, derived from ids so every engine gets the same
    // numbers: stores shave 0–3 % off the reference price, and about one
    // product in 23 is out of stock at a given store. Synthetic multipacks
    // (benchmark catalogues) are stocked only in the default city.
    await tx.execute(sql`
      insert into store_products (store_id, product_id, price, stock)
      select s.id, p.id,
             greatest(100, p.price - (p.price * ((p.id + s.id) % 4) / 100) / 100 * 100),
             case when (p.id * 31 + s.id * 17) % 23 = 0 then 0 else 3 + (p.id * 13 + s.id * 7) % 48 end
      from stores s cross join products p
      where p.id <= ${lastCuratedId} or s.city_id = ${defaultCityId}`);

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

  // Fresh statistics, or the planner guesses row counts from empty tables.
  await db.execute(sql`analyze`);

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
