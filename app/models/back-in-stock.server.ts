/**
 * Back-in-stock requests (docs/rules.md#back-in-stock-requests): a shopper's, always read and written with their
 * user id (docs/architecture.md#owner-scoped-data), and the job's claim of the requests whose product is back.
 * Queries only: the cap, the texts and their budget are app/services/catalogue/back-in-stock.server.ts's.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { queryRows, type Db, type Tx } from "./db.server";
import { backInStockRequests, products, storeProducts, users } from "./schema.server";

type Conn = Db | Tx;

export interface RequestKey {
  userId: number;
  productId: number;
  storeId: number;
}

/** The product's name and pack, and its stock at the store (null: the store does not sell it); null when there is no such product. */
export async function productStockAt(
  db: Conn,
  productId: number,
  storeId: number,
): Promise<{ name: string; unit: string; stock: number | null } | null> {
  const [row] = await db
    .select({ name: products.name, unit: products.unit, stock: storeProducts.stock })
    .from(products)
    .leftJoin(storeProducts, and(eq(storeProducts.productId, products.id), eq(storeProducts.storeId, storeId)))
    .where(eq(products.id, productId));
  return row ?? null;
}

/** Holds the shopper's row until the transaction ends: their asks are counted one after another. */
export async function lockRequestsOf(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return row !== undefined;
}

/** Whether the shopper is already waiting for this product at this store. */
export async function isRequestOpen(db: Conn, key: RequestKey): Promise<boolean> {
  const [row] = await db
    .select({ id: backInStockRequests.id })
    .from(backInStockRequests)
    .where(
      and(
        eq(backInStockRequests.userId, key.userId),
        eq(backInStockRequests.productId, key.productId),
        eq(backInStockRequests.storeId, key.storeId),
        isNull(backInStockRequests.notifiedAt),
      ),
    );
  return row !== undefined;
}

/** How many products the shopper is waiting for, at every store. */
export async function openRequestCount(db: Conn, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(backInStockRequests)
    .where(and(eq(backInStockRequests.userId, userId), isNull(backInStockRequests.notifiedAt)));
  return row?.n ?? 0;
}

/** A new request, or the shopper's earlier one for the same product and store, told already, open again from `now`. */
export async function openRequest(tx: Tx, key: RequestKey & { deviceId: string | null; now: Date }): Promise<void> {
  await tx
    .insert(backInStockRequests)
    .values({ ...key, createdAt: key.now, notifiedAt: null })
    .onConflictDoUpdate({
      target: [backInStockRequests.userId, backInStockRequests.productId, backInStockRequests.storeId],
      set: { deviceId: key.deviceId, createdAt: key.now, notifiedAt: null },
    });
}

/** The products the shopper is waiting for at this store (what their tiles and product pages show as asked). */
export async function openProductIdsAt(db: Conn, userId: number, storeId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: backInStockRequests.productId })
    .from(backInStockRequests)
    .where(and(eq(backInStockRequests.userId, userId), eq(backInStockRequests.storeId, storeId), isNull(backInStockRequests.notifiedAt)))
    .orderBy(backInStockRequests.productId);
  return rows.map((r) => r.productId);
}

export interface ClaimedRequest {
  id: number;
  userId: number;
  phone: string;
  deviceId: string | null;
  productId: number;
  name: string;
  unit: string;
}

/**
 * Marks told, in one statement, up to `limit` open requests (ids above `afterId`, in id order) whose product is in
 * stock again at their store, and returns them with what their text needs. A request claimed here is never
 * claimed again, by this process or another running the same job at the same moment: the statement locks the
 * rows it takes and skips those another claim holds, and a row it waited for no longer matches once the other
 * claim has set `notified_at`.
 */
export async function claimRequestsBackInStock(db: Db, input: { afterId: number; limit: number; now: Date }): Promise<ClaimedRequest[]> {
  return queryRows<ClaimedRequest>(
    db,
    sql`with due as (
          select r.id from ${backInStockRequests} r
          join ${storeProducts} sp on sp.store_id = r.store_id and sp.product_id = r.product_id
          where r.notified_at is null and sp.stock > 0 and r.id > ${input.afterId}
          order by r.id
          limit ${input.limit}
          for update of r skip locked
        )
        update ${backInStockRequests} r set notified_at = ${input.now}
        from due, ${users} u, ${products} p
        where r.id = due.id and r.notified_at is null and u.id = r.user_id and p.id = r.product_id
        returning r.id, r.user_id as "userId", u.phone, r.device_id as "deviceId", r.product_id as "productId", p.name, p.unit`,
  );
}

/** Puts a claimed request back to waiting (its text could not go), unless it was asked again since the claim. */
export async function reopenClaimedRequest(db: Db, id: number, claimedAt: Date): Promise<void> {
  await db
    .update(backInStockRequests)
    .set({ notifiedAt: null })
    .where(and(eq(backInStockRequests.id, id), eq(backInStockRequests.notifiedAt, claimedAt)));
}
