/** Shared-cart links: an unguessable token and a snapshot of product ids and quantities. No business rules. */
import { and, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "./db.server";
import { brands, categories, products, sharedCarts, storeProducts, type SharedCartItem } from "./schema.server";

export type { SharedCartItem };
export type SharedCartRow = typeof sharedCarts.$inferSelect;

export async function insertSharedCart(
  db: Db,
  row: { token: string; items: SharedCartItem[]; printCount: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sharedCarts).values(row);
}

/** The link, unless it has expired by `now`. */
export async function findLiveSharedCart(db: Db, token: string, now: Date): Promise<SharedCartRow | undefined> {
  const [row] = await db
    .select()
    .from(sharedCarts)
    .where(and(eq(sharedCarts.token, token), gt(sharedCarts.expiresAt, now)));
  return row;
}

/**
 * What an "add all" line shows of a product and the serving store's offer (app/services/catalogue/pick-lines.server.ts):
 * recipes and shared carts select the same columns. Join products, brands, L0 categories and store_products.
 */
export const offerColumns = {
  productId: products.id,
  name: products.name,
  unit: products.unit,
  icon: products.icon,
  background: products.background,
  categoryId: products.categoryId,
  brandName: brands.name,
  brandColor: brands.color,
  photo: products.photo,
  mrp: products.mrp,
  ageRestricted: categories.ageRestricted,
  price: storeProducts.price,
  stock: storeProducts.stock,
};

/** Products with the serving store's offer (price and stock null when the store does not list one). */
export async function productsAt(db: Db, productIds: number[], storeId: number) {
  if (!productIds.length) return [];
  return db
    .select(offerColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.l0CategoryId))
    .leftJoin(storeProducts, and(eq(storeProducts.productId, products.id), eq(storeProducts.storeId, storeId)))
    .where(inArray(products.id, productIds));
}
