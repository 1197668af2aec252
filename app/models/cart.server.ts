/** Cart storage: carts, their lines and applied mutation ids. No pricing rules. */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "./db.server";
import { brands, cartItems, cartMutations, carts, categories, products, storeProducts } from "./schema.server";

export type CartRow = typeof carts.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function findDeviceCart(db: Db, deviceId: string): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.deviceId, deviceId), eq(carts.status, "active"), isNull(carts.userId)));
  return row;
}

/** Lines with the serving store's price and stock (null when the store does not list the product). */
export async function cartLines(db: Db, cartId: string, storeId: number) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      unit: products.unit,
      icon: products.icon,
      background: products.background,
      brandName: brands.name,
      mrp: products.mrp,
      quantity: cartItems.quantity,
      price: storeProducts.price,
      stock: storeProducts.stock,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(storeProducts, and(eq(storeProducts.productId, cartItems.productId), eq(storeProducts.storeId, storeId)))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(products.id));
}

/** The device's active cart, created if missing, locked for this transaction. */
export async function lockDeviceCart(tx: Tx, deviceId: string, newId: string): Promise<CartRow> {
  await tx.insert(carts).values({ id: newId, deviceId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.deviceId, deviceId), eq(carts.status, "active"), isNull(carts.userId)))
    .for("update");
  return row;
}

/** Records a mutation id; false when it was already applied (a retry or double submit). */
export async function claimMutation(tx: Tx, cartId: string, mutationId: string): Promise<boolean> {
  const inserted = await tx.insert(cartMutations).values({ cartId, mutationId }).onConflictDoNothing().returning({ id: cartMutations.mutationId });
  return inserted.length > 0;
}

export async function storeOffer(tx: Tx, storeId: number, productId: number) {
  const [row] = await tx
    .select({ price: storeProducts.price, stock: storeProducts.stock, ageRestricted: categories.ageRestricted })
    .from(storeProducts)
    .innerJoin(products, eq(products.id, storeProducts.productId))
    .innerJoin(categories, eq(categories.id, products.l0CategoryId))
    .where(and(eq(storeProducts.storeId, storeId), eq(storeProducts.productId, productId)));
  return row;
}

export async function lineQuantity(tx: Tx, cartId: string, productId: number): Promise<number> {
  const [row] = await tx
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
  return row?.quantity ?? 0;
}

export async function writeLine(tx: Tx, cartId: string, productId: number, quantity: number): Promise<void> {
  if (quantity <= 0) {
    await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
  } else {
    await tx
      .insert(cartItems)
      .values({ cartId, productId, quantity })
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { quantity } });
  }
  await tx.update(carts).set({ version: sql`${carts.version} + 1`, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}
