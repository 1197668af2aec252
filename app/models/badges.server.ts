/** Rows behind badges (docs/rules.md#badges): the activity they count, and the badges shoppers earned. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import { giftCards, orderEvents, orders, printFiles, santaMembers, userBadges } from "./schema.server";

type Conn = Db | Tx;

const asDate = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));

export interface DeliveredOrderRow {
  orderId: number;
  placedAt: Date;
  deliveredAt: Date;
  /** The order printed at least one file. */
  hasPrint: boolean;
}

/** The user's delivered orders, oldest delivery first: when each was placed and delivered, and whether it printed. */
export async function deliveredOrdersOf(db: Conn, userId: number): Promise<DeliveredOrderRow[]> {
  const deliveredAt = sql<Date | string>`coalesce(min(${orderEvents.at}), ${orders.updatedAt})`;
  const rows = await db
    .select({
      orderId: orders.id,
      placedAt: orders.createdAt,
      deliveredAt,
      hasPrint: sql<boolean>`exists (select 1 from ${printFiles} where ${printFiles.orderId} = ${orders.id})`,
    })
    .from(orders)
    .leftJoin(orderEvents, and(eq(orderEvents.orderId, orders.id), eq(orderEvents.status, "DELIVERED")))
    .where(and(eq(orders.userId, userId), eq(orders.status, "DELIVERED")))
    .groupBy(orders.id)
    .orderBy(asc(deliveredAt), asc(orders.id));
  return rows.map((r) => ({ ...r, placedAt: asDate(r.placedAt), deliveredAt: asDate(r.deliveredAt), hasPrint: Boolean(r.hasPrint) }));
}

/** When the user bought gift cards, oldest first, at most `limit`. */
export async function giftCardPurchaseTimes(db: Conn, userId: number, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ at: giftCards.createdAt })
    .from(giftCards)
    .where(eq(giftCards.purchaserId, userId))
    .orderBy(asc(giftCards.createdAt), asc(giftCards.id))
    .limit(limit);
  return rows.map((r) => r.at);
}

/** Records earned badges; one already stored keeps its date. */
export async function insertBadges(db: Conn, userId: number, badges: { id: string; earnedAt: Date }[]): Promise<void> {
  if (!badges.length) return;
  await db
    .insert(userBadges)
    .values(badges.map((b) => ({ userId, badge: b.id, earnedAt: b.earnedAt })))
    .onConflictDoNothing({ target: [userBadges.userId, userBadges.badge] });
}

/** The user's stored badges: badge id → when it was earned. */
export async function storedBadges(db: Conn, userId: number): Promise<Map<string, Date>> {
  const rows = await db
    .select({ badge: userBadges.badge, earnedAt: userBadges.earnedAt })
    .from(userBadges)
    .where(eq(userBadges.userId, userId));
  return new Map(rows.map((r) => [r.badge, r.earnedAt]));
}

/** When the user joined secret santa groups (an organiser joins the group they create), oldest first. */
export async function santaJoinTimes(db: Conn, userId: number, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ joinedAt: santaMembers.joinedAt })
    .from(santaMembers)
    .where(eq(santaMembers.userId, userId))
    .orderBy(asc(santaMembers.joinedAt))
    .limit(limit);
  return rows.map((r) => asDate(r.joinedAt));
}
