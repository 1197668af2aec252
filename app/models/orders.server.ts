/** Order storage: orders, their snapshotted lines, their timeline, and the stock they move. No business rules. */
import { and, asc, desc, eq, lt, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import { orderEvents, orderItems, orders, printFiles, products, storeProducts, stores, users } from "./schema.server";
import type { OrderAddressSnapshot, OrderBillSnapshot } from "~/lib/views/orders";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
type Conn = Db | Tx;

const FINAL_STATUSES = ["DELIVERED", "CANCELLED", "DELIVERY_FAILED"];

export async function findOrderByCart(db: Conn, userId: number, cartId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.userId, userId)));
  return row;
}

/** The owner's order; cartId narrows further when the URL carries it. */
export async function findUserOrder(db: Conn, userId: number, orderId: number, cartId?: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), cartId === undefined ? undefined : eq(orders.cartId, cartId)));
  return row;
}

/** Locks the order row for a status change; userId scopes it to its owner (operators pass null). */
export async function lockOrder(tx: Tx, orderId: number, userId: number | null): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), userId === null ? undefined : eq(orders.userId, userId)))
    .for("update");
  return row;
}

/**
 * Takes `quantity` off the shelf only if that many are there. The row lock
 * of the UPDATE serialises concurrent buyers, and each re-checks the
 * condition against the committed stock: the store can never oversell.
 */
export async function takeStock(tx: Tx, storeId: number, productId: number, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(storeProducts)
    .set({ stock: sql`${storeProducts.stock} - ${quantity}` })
    .where(and(eq(storeProducts.storeId, storeId), eq(storeProducts.productId, productId), sql`${storeProducts.stock} >= ${quantity}`))
    .returning({ stock: storeProducts.stock });
  return rows.length > 0;
}

export async function returnStock(tx: Tx, storeId: number, productId: number, quantity: number): Promise<void> {
  await tx
    .update(storeProducts)
    .set({ stock: sql`${storeProducts.stock} + ${quantity}` })
    .where(and(eq(storeProducts.storeId, storeId), eq(storeProducts.productId, productId)));
}

export async function stockOf(db: Conn, storeId: number, productId: number): Promise<number | null> {
  const [row] = await db
    .select({ stock: storeProducts.stock })
    .from(storeProducts)
    .where(and(eq(storeProducts.storeId, storeId), eq(storeProducts.productId, productId)));
  return row?.stock ?? null;
}

export interface NewOrder {
  cartId: string;
  userId: number;
  storeId: number;
  paymentMethod: string;
  paymentId: string | null;
  promoCodes: string[];
  address: OrderAddressSnapshot;
  bill: OrderBillSnapshot;
  etaMinutes: number;
  at: Date;
  items: Omit<OrderItemRow, "orderId">[];
}

/** Inserts the order, its lines and its first timeline event (CREATED). */
export async function insertOrder(tx: Tx, order: NewOrder): Promise<number> {
  const [row] = await tx
    .insert(orders)
    .values({
      cartId: order.cartId,
      userId: order.userId,
      storeId: order.storeId,
      status: "CREATED",
      paymentMethod: order.paymentMethod,
      paymentId: order.paymentId,
      promoCodes: order.promoCodes,
      address: order.address,
      bill: order.bill,
      grandTotal: order.bill.grandTotal,
      etaMinutes: order.etaMinutes,
      createdAt: order.at,
      updatedAt: order.at,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error("insert into orders returned no row");
  // A prints-only order has no item lines.
  if (order.items.length > 0) await tx.insert(orderItems).values(order.items.map((item) => ({ ...item, orderId: row.id })));
  await tx.insert(orderEvents).values({ orderId: row.id, status: "CREATED", at: order.at });
  return row.id;
}

/** Moves the order to `status`, recording each state entered (in order) on the timeline. */
export async function recordStatus(tx: Tx, orderId: number, entered: string[], at: Date, cancelReason?: string): Promise<void> {
  if (!entered.length) return;
  await tx
    .update(orders)
    .set({ status: entered[entered.length - 1], updatedAt: at, ...(cancelReason !== undefined ? { cancelReason } : {}) })
    .where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values(entered.map((status) => ({ orderId, status, at })));
}

export async function itemsOf(db: Conn, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.name));
}

export async function eventsOf(db: Conn, orderId: number) {
  return db
    .select({ status: orderEvents.status, at: orderEvents.at })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}

/** A page of the user's orders, newest first, older than `before` (an order id) when given. */
export async function listUserOrders(db: Db, userId: number, before: number | undefined, limit: number) {
  return db
    .select({
      id: orders.id,
      cartId: orders.cartId,
      status: orders.status,
      grandTotal: orders.grandTotal,
      createdAt: orders.createdAt,
      units: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      // Qualified by hand: print_files has an id of its own, which a bare "id" would name.
      printJobs: sql<number>`(select count(*)::int from ${printFiles} pf where pf.order_id = ${sql.raw('"orders"."id"')})`,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), before === undefined ? undefined : lt(orders.id, before)))
    .orderBy(desc(orders.id))
    .limit(limit);
}

/** Live orders whose latest step happened before `before`: the simulator's work list. */
export async function liveOrdersIdleSince(db: Db, before: Date, limit: number) {
  const lastStep = sql<Date>`(select max(${orderEvents.at}) from ${orderEvents} where ${orderEvents.orderId} = ${orders.id})`;
  return db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(notInArray(orders.status, FINAL_STATUSES), sql`${lastStep} < ${before.toISOString()}::timestamptz`))
    .orderBy(asc(orders.id))
    .limit(limit);
}

/** Recent orders with the buyer's phone, for operators. */
export async function recentOrders(db: Db, limit: number) {
  return db
    .select({
      id: orders.id,
      cartId: orders.cartId,
      phone: users.phone,
      status: orders.status,
      grandTotal: orders.grandTotal,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .orderBy(desc(orders.id))
    .limit(limit);
}

export async function storeExists(db: Conn, storeId: number): Promise<boolean> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  return row !== undefined;
}

export async function productPrice(db: Conn, productId: number): Promise<number | null> {
  const [row] = await db.select({ price: products.price }).from(products).where(eq(products.id, productId));
  return row?.price ?? null;
}

/** Sets a product's stock at a store, listing it at the reference price if the store did not sell it. */
export async function upsertStoreStock(db: Conn, storeId: number, productId: number, stock: number, price: number): Promise<void> {
  await db
    .insert(storeProducts)
    .values({ storeId, productId, stock, price })
    .onConflictDoUpdate({ target: [storeProducts.storeId, storeProducts.productId], set: { stock } });
}
