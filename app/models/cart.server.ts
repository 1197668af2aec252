/** Cart storage: carts, their lines and applied mutation ids. No pricing rules. */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import { lockUser } from "./users.server";
import { brands, cartItems, cartMutations, carts, categories, products, storeProducts } from "./schema.server";

export type CartRow = typeof carts.$inferSelect;

/**
 * Whose cart: a logged-in shopper's cart belongs to the account (it follows
 * them across devices); before login it belongs to the device cookie.
 */
export type CartOwner = { userId: number; deviceId: string } | { userId: null; deviceId: string };

/** A logged-in shopper's cart owner: the account's cart. */
export type AccountCartOwner = Extract<CartOwner, { userId: number }>;

function activeCartOf(owner: CartOwner) {
  return owner.userId !== null
    ? and(eq(carts.userId, owner.userId), eq(carts.status, "active"))
    : and(eq(carts.deviceId, owner.deviceId), eq(carts.status, "active"), isNull(carts.userId));
}

export async function findActiveCart(db: Db | Tx, owner: CartOwner): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(activeCartOf(owner));
  return row;
}

/**
 * Lines with the serving store's price and stock (null when the store does
 * not list the product), in the order they were added, or by product id for
 * transactions that go on to take stock rows (one lock order: no deadlocks).
 */
export async function cartLines(db: Db | Tx, cartId: string, storeId: number, order: "added" | "productId" = "added") {
  return db
    .select({
      productId: products.id,
      name: products.name,
      nameHi: products.nameHi,
      unit: products.unit,
      icon: products.icon,
      background: products.background,
      brandName: brands.name,
      categoryId: products.categoryId,
      brandColor: brands.color,
      photo: products.photo,
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
    .orderBy(...(order === "added" ? [asc(cartItems.addedAt), asc(products.id)] : [asc(products.id)]));
}

/** The owner's active cart, created if missing, locked for this transaction. */
export async function lockActiveCart(tx: Tx, owner: CartOwner, newId: string): Promise<CartRow> {
  // An account's cart can be created here and claimed by a login on another device at once: take turns.
  if (owner.userId !== null) await lockUser(tx, owner.userId);
  // The partial unique indexes make a concurrent first add a no-op instead of a second cart.
  await tx.insert(carts).values({ id: newId, deviceId: owner.deviceId, userId: owner.userId }).onConflictDoNothing();
  const [row] = await tx.select().from(carts).where(activeCartOf(owner)).for("update");
  if (!row) throw new Error("The active cart just ensured is missing");
  return row;
}

export { lockUser };

/** The owner's active cart if there is one, locked for this transaction. */
export async function lockExistingCart(tx: Tx, owner: CartOwner): Promise<CartRow | undefined> {
  const [row] = await tx.select().from(carts).where(activeCartOf(owner)).for("update");
  return row;
}

export async function bumpVersion(tx: Tx, cartId: string, changes: Partial<Pick<CartRow, "tip" | "donation" | "addressId">> = {}) {
  await tx
    .update(carts)
    .set({ ...changes, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

export async function linesOf(tx: Tx, cartId: string) {
  return tx.select({ productId: cartItems.productId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.cartId, cartId));
}

/** Records a mutation id; false when it was already applied (a retry or double submit). */
export async function claimMutation(tx: Tx, cartId: string, mutationId: string): Promise<boolean> {
  const inserted = await tx
    .insert(cartMutations)
    .values({ cartId, mutationId })
    .onConflictDoNothing()
    .returning({ id: cartMutations.mutationId });
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
  await bumpVersion(tx, cartId);
}

/** Cart statuses: active (being filled), ordered (became an order), merged (joined an account cart at login), abandoned. */
export type CartStatus = "active" | "ordered" | "merged" | "abandoned";

export async function setCartStatus(tx: Tx, cartId: string, status: CartStatus): Promise<void> {
  await tx
    .update(carts)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

/** A device cart becomes the account's cart (login with no account cart yet). */
export async function claimCartForUser(tx: Tx, cartId: string, userId: number): Promise<void> {
  await tx.update(carts).set({ userId, sourceCartId: null }).where(eq(carts.id, cartId));
  await bumpVersion(tx, cartId);
}

export async function insertCartCopy(
  tx: Tx,
  cart: { id: string; deviceId: string; sourceCartId: string },
  lines: { productId: number; quantity: number }[],
): Promise<void> {
  await tx.insert(carts).values({ ...cart, userId: null });
  await tx.insert(cartItems).values(lines.map((l) => ({ cartId: cart.id, productId: l.productId, quantity: l.quantity })));
}
