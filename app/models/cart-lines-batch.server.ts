/** Cart lines read and written several at a time (the add-many path: docs/rules.md#adding-several-products). */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "./db.server";
import { cartItems, categories, products, storeProducts } from "./schema.server";

/** The store's offer for each product it lists (a product missing from the map: the store does not sell it). */
export async function storeOffers(tx: Tx, storeId: number, productIds: number[]) {
  if (!productIds.length) return new Map<number, { price: number; stock: number; ageRestricted: boolean }>();
  const rows = await tx
    .select({
      productId: storeProducts.productId,
      price: storeProducts.price,
      stock: storeProducts.stock,
      ageRestricted: categories.ageRestricted,
    })
    .from(storeProducts)
    .innerJoin(products, eq(products.id, storeProducts.productId))
    .innerJoin(categories, eq(categories.id, products.l0CategoryId))
    .where(and(eq(storeProducts.storeId, storeId), inArray(storeProducts.productId, productIds)));
  return new Map(rows.map(({ productId, ...offer }) => [productId, offer]));
}

/** What the cart holds of each of these products (missing: none). */
export async function lineQuantities(tx: Tx, cartId: string, productIds: number[]): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  const rows = await tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.productId, productIds)));
  return new Map(rows.map((r) => [r.productId, r.quantity]));
}

/** Sets these lines' quantities (all above 0) in one statement; the caller bumps the cart's version once. */
export async function upsertLines(tx: Tx, cartId: string, lines: { productId: number; quantity: number }[]): Promise<void> {
  if (!lines.length) return;
  const sorted = [...lines].sort((a, b) => a.productId - b.productId);
  await tx
    .insert(cartItems)
    .values(sorted.map((l) => ({ cartId, productId: l.productId, quantity: l.quantity })))
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { quantity: sql.raw(`excluded."quantity"`) } });
}
