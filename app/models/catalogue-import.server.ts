/** Queries for the catalogue import (app/services/catalogue/import): read what is there, write rows in batches. */
import { inArray, sql } from "drizzle-orm";
import { vocabularyWords } from "~/lib/search-query";
import type { Db, Tx } from "./db.server";
import { brands, categories, products, searchWords, storeProducts, stores } from "./schema.server";

type Conn = Db | Tx;

export type ProductInsert = typeof products.$inferInsert;
export type ProductRecord = typeof products.$inferSelect;
export type BrandInsert = typeof brands.$inferInsert;
export type StoreProductRecord = typeof storeProducts.$inferSelect;

const BATCH = 500;

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Categories, brands and store ids: what file rows name. */
export async function importReference(db: Conn) {
  const [categoryRows, brandRows, storeRows, [groups]] = await Promise.all([
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categories.name,
        position: categories.position,
        icon: categories.icon,
      })
      .from(categories),
    db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands),
    db.select({ id: stores.id }).from(stores),
    db.select({ max: sql<number>`coalesce(max(${products.groupId}), 0)::int` }).from(products),
  ]);
  return { categories: categoryRows, brands: brandRows, storeIds: storeRows.map((s) => s.id), maxGroupId: Number(groups?.max ?? 0) };
}

export async function productsByIds(db: Conn, ids: number[]): Promise<ProductRecord[]> {
  const out: ProductRecord[] = [];
  for (const batch of chunks(ids)) out.push(...(await db.select().from(products).where(inArray(products.id, batch))));
  return out;
}

export async function storeProductsByIds(db: Conn, productIds: number[]): Promise<StoreProductRecord[]> {
  const out: StoreProductRecord[] = [];
  for (const batch of chunks(productIds)) {
    out.push(...(await db.select().from(storeProducts).where(inArray(storeProducts.productId, batch))));
  }
  return out;
}

export async function insertBrands(db: Conn, rows: BrandInsert[]): Promise<void> {
  for (const batch of chunks(rows)) await db.insert(brands).values(batch);
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/** Inserts new products and overwrites existing ones (by id) with every column given. */
export async function upsertProducts(db: Conn, rows: ProductInsert[]): Promise<void> {
  for (const batch of chunks(rows)) {
    await db
      .insert(products)
      .values(batch)
      .onConflictDoUpdate({
        target: products.id,
        set: {
          slug: excluded("slug"),
          name: excluded("name"),
          nameHi: excluded("name_hi"),
          brandId: excluded("brand_id"),
          categoryId: excluded("category_id"),
          l0CategoryId: excluded("l0_category_id"),
          unit: excluded("unit"),
          mrp: excluded("mrp"),
          price: excluded("price"),
          groupId: excluded("group_id"),
          typeId: excluded("type_id"),
          icon: excluded("icon"),
          background: excluded("background"),
          imageCount: excluded("image_count"),
          highlights: excluded("highlights"),
          details: excluded("details"),
          searchText: excluded("search_text"),
          popularity: excluded("popularity"),
          diet: excluded("diet"),
          badges: excluded("badges"),
          listedAt: excluded("listed_at"),
        },
      });
    // The search vocabulary grows with the catalogue (docs/decisions/019-search-vocabulary.md).
    const words = vocabularyWords(batch.map((p) => `${p.name} ${p.searchText}`));
    if (words.length)
      await db
        .insert(searchWords)
        .values(words.map((word) => ({ word })))
        .onConflictDoNothing();
  }
}

/** Store rows per statement: four small numbers each, so a statement carries some 600 KB of JSON. */
const STORE_BATCH = 20_000;

/**
 * Inserts or overwrites price and stock per (store, product). The rows travel as one JSON parameter per
 * statement rather than four parameters a row: a catalogue has a row per product and store (the demo's
 * 175,000), and row-by-row parameters made its seed ten times slower.
 */
export async function upsertStoreProducts(db: Conn, rows: StoreProductRecord[]): Promise<void> {
  for (const batch of chunks(rows, STORE_BATCH)) {
    const json = JSON.stringify(batch.map((r) => [r.storeId, r.productId, r.price, r.stock]));
    await db.execute(sql`
      insert into ${storeProducts} (store_id, product_id, price, stock)
      select (r->>0)::int, (r->>1)::int, (r->>2)::int, (r->>3)::int from jsonb_array_elements(${json}::jsonb) as r
      on conflict (store_id, product_id) do update set price = excluded.price, stock = excluded.stock`);
  }
}
