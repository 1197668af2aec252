/** "Need help with this order?" messages and the store's answers. No business rules. */
import { and, asc, count, eq, gte, isNull } from "drizzle-orm";
import type { Db } from "./db.server";
import { orderMessages, orders, users } from "./schema.server";

export type OrderMessageRow = typeof orderMessages.$inferSelect;

export async function insertOrderMessage(
  db: Db,
  row: { orderId: number; userId: number; body: string; now: Date },
): Promise<OrderMessageRow> {
  const [inserted] = await db
    .insert(orderMessages)
    .values({ orderId: row.orderId, userId: row.userId, body: row.body, createdAt: row.now })
    .returning();
  if (!inserted) throw new Error("insert into order_messages returned no row");
  return inserted;
}

/** The owner's messages about one order, oldest first. */
export async function messagesOfOrder(db: Db, userId: number, orderId: number): Promise<OrderMessageRow[]> {
  return db
    .select()
    .from(orderMessages)
    .where(and(eq(orderMessages.orderId, orderId), eq(orderMessages.userId, userId)))
    .orderBy(asc(orderMessages.id));
}

export async function countOpenMessagesOfOrder(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderMessages)
    .where(and(eq(orderMessages.orderId, orderId), isNull(orderMessages.answeredAt)));
  return row?.n ?? 0;
}

/** The user's messages since `since` (every order), oldest first: the daily cap counts them. */
export async function userMessagesSince(db: Db, userId: number, since: Date): Promise<{ createdAt: Date }[]> {
  return db
    .select({ createdAt: orderMessages.createdAt })
    .from(orderMessages)
    .where(and(eq(orderMessages.userId, userId), gte(orderMessages.createdAt, since)))
    .orderBy(asc(orderMessages.createdAt));
}

/** Unanswered messages, oldest first, with what an operator needs to answer them. */
export async function openMessages(db: Db, limit: number) {
  return db
    .select({
      id: orderMessages.id,
      orderId: orderMessages.orderId,
      status: orders.status,
      phone: users.phone,
      body: orderMessages.body,
      createdAt: orderMessages.createdAt,
    })
    .from(orderMessages)
    .innerJoin(orders, eq(orders.id, orderMessages.orderId))
    .innerJoin(users, eq(users.id, orderMessages.userId))
    .where(isNull(orderMessages.answeredAt))
    .orderBy(asc(orderMessages.id))
    .limit(limit);
}

export async function findOrderMessage(db: Db, messageId: number): Promise<OrderMessageRow | undefined> {
  const [row] = await db.select().from(orderMessages).where(eq(orderMessages.id, messageId));
  return row;
}

/** Answers a message still open; undefined when there is none, or it was answered meanwhile. */
export async function answerOpenMessage(db: Db, messageId: number, answer: string, now: Date): Promise<OrderMessageRow | undefined> {
  const [row] = await db
    .update(orderMessages)
    .set({ answer, answeredAt: now })
    .where(and(eq(orderMessages.id, messageId), isNull(orderMessages.answeredAt)))
    .returning();
  return row;
}
