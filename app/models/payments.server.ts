/** Payment rows and processed gateway events. The lifecycle rules live in services/payments. */
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import { linkedWallets, paymentEvents, payments, savedCards } from "./schema.server";

type Conn = Db | Tx;
export type PaymentRow = typeof payments.$inferSelect;
export type SavedCardRow = typeof savedCards.$inferSelect;

export async function insertPayment(conn: Conn, row: typeof payments.$inferInsert): Promise<void> {
  await conn.insert(payments).values(row);
}

/** The user's payment; null for anyone else's (owner-scoped). */
export async function findUserPayment(conn: Conn, userId: number, id: string): Promise<PaymentRow | undefined> {
  const [row] = await conn
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  return row;
}

export async function findPaymentByGatewayOrder(conn: Conn, gatewayOrderId: string): Promise<PaymentRow | undefined> {
  const [row] = await conn.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId));
  return row;
}

/** Locks the payment: settling it (callback, poll, webhook, reconciliation) happens one at a time. */
export async function lockPayment(tx: Tx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
  return row;
}

export async function updatePayment(conn: Conn, id: string, change: Partial<typeof payments.$inferInsert>): Promise<void> {
  await conn
    .update(payments)
    .set({ updatedAt: sql`now()`, ...change })
    .where(eq(payments.id, id));
}

/** Gives a pending payment its gateway order, once; false if it was settled or given one meanwhile. */
export async function setGatewayOrderIfPending(conn: Conn, id: string, gateway: string, gatewayOrderId: string): Promise<boolean> {
  const rows = await conn
    .update(payments)
    .set({ gateway, gatewayOrderId })
    .where(and(eq(payments.id, id), eq(payments.status, "PAYMENT_PENDING"), isNull(payments.gatewayOrderId)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** True the first time an event id is seen; false for a replay. */
export async function recordEvent(tx: Tx, id: string, paymentId: string | null, kind: string): Promise<boolean> {
  const rows = await tx.insert(paymentEvents).values({ id, paymentId, kind }).onConflictDoNothing().returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** Payments unchanged since before `before` and still waiting: the reconciliation job's work list (oldest first). */
export async function pendingPaymentsBefore(db: Db, before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(sql`${payments.status} in ('ACTIVE', 'PAYMENT_PENDING')`, lt(payments.updatedAt, before)))
    .orderBy(payments.updatedAt)
    .limit(limit);
}

/** The latest payment for a cart (the checkout's failure screen and retries). */
export async function latestCartPayment(conn: Conn, userId: number, cartId: string): Promise<PaymentRow | undefined> {
  const [row] = await conn
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.cartId, cartId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function listSavedCards(conn: Conn, userId: number): Promise<SavedCardRow[]> {
  return conn.select().from(savedCards).where(eq(savedCards.userId, userId)).orderBy(desc(savedCards.id));
}

export async function findSavedCard(conn: Conn, userId: number, id: number): Promise<SavedCardRow | undefined> {
  const [row] = await conn
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.id, id)));
  return row;
}

export async function saveCard(conn: Conn, card: typeof savedCards.$inferInsert): Promise<void> {
  await conn.insert(savedCards).values(card).onConflictDoNothing();
}

export async function deleteSavedCard(conn: Conn, userId: number, id: number): Promise<boolean> {
  const rows = await conn
    .delete(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.id, id)))
    .returning({ id: savedCards.id });
  return rows.length > 0;
}

export async function listLinkedWallets(conn: Conn, userId: number) {
  return conn.select().from(linkedWallets).where(eq(linkedWallets.userId, userId));
}
