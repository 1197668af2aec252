/** Saved delivery addresses. Every read and write names the owner in the WHERE clause. */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import { addresses, carts } from "./schema.server";

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddress = Omit<typeof addresses.$inferInsert, "id" | "userId" | "createdAt" | "updatedAt">;

export async function listAddressRows(db: Db, userId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.createdAt), desc(addresses.id));
}

export async function findAddressRow(db: Db | Tx, userId: number, addressId: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}

/**
 * Locks the user's row for the rest of the transaction, so two concurrent
 * "add address" posts count and insert one after the other.
 */
export { lockUser } from "./users.server";

export async function countAddresses(tx: Db | Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return Number(row?.n ?? 0);
}

export async function insertAddress(tx: Db | Tx, userId: number, values: NewAddress): Promise<AddressRow> {
  const [row] = await tx
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error("insert into addresses returned no row");
  return row;
}

export async function updateAddressRow(
  db: Db | Tx,
  userId: number,
  addressId: number,
  values: NewAddress,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** Deletes the owner's address; false when it is not theirs (or already gone). */
export async function deleteAddressRow(tx: Db | Tx, userId: number, addressId: number): Promise<boolean> {
  const rows = await tx
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

/**
 * A deleted address must not stay chosen on the user's carts. The version
 * bump tells an open checkout page that its view is stale.
 */
export async function clearCartAddress(tx: Db | Tx, userId: number, addressId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ addressId: null, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(carts.userId, userId), eq(carts.addressId, addressId)));
}
