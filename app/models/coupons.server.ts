/** Coupons, their redemptions, and the cart columns coupons and the wallet choice live in. No rules. */
import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import { carts, couponRedemptions, coupons } from "./schema.server";

type Conn = Db | Tx;
export type CouponRow = typeof coupons.$inferSelect;

/** Advisory-lock namespace for coupon redemptions (the second key is the user id). */
const REDEMPTION_LOCK_NAMESPACE = 7302;

export async function findCoupons(db: Conn, codes: string[]): Promise<CouponRow[]> {
  if (codes.length === 0) return [];
  return db.select().from(coupons).where(inArray(coupons.code, codes));
}

/** Coupons a shopper can see now: switched on, started, not ended. */
export async function liveCoupons(db: Conn, now: Date): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.active, true), lte(coupons.startsAt, now), or(isNull(coupons.endsAt), gt(coupons.endsAt, now))))
    .orderBy(asc(coupons.code));
}

/** Bank and card offers that are live now. */
export async function livePaymentOffers(db: Conn, now: Date): Promise<CouponRow[]> {
  return (await liveCoupons(db, now)).filter((c) => c.paymentMethod !== null);
}

/** How many placed orders of this user used each code (leaving one order out, when it is being recorded again). */
export async function redemptionCounts(db: Conn, userId: number, codes: string[], exceptOrderId?: number): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: couponRedemptions.couponCode, n: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.userId, userId),
        inArray(couponRedemptions.couponCode, codes),
        exceptOrderId === undefined ? undefined : ne(couponRedemptions.orderId, exceptOrderId),
      ),
    )
    .groupBy(couponRedemptions.couponCode);
  return new Map(rows.map((r) => [r.code, Number(r.n)]));
}

/**
 * Two orders of one shopper placed at once must not both spend the last use
 * of a coupon: their redemptions take turns. Released at commit.
 */
export async function lockRedemptionsOf(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REDEMPTION_LOCK_NAMESPACE}, ${userId})`);
}

export async function insertRedemptions(tx: Tx, rows: { couponCode: string; userId: number; orderId: number }[]): Promise<void> {
  if (rows.length === 0) return;
  // The order is the idempotency key: placing the same order again records nothing new.
  await tx.insert(couponRedemptions).values(rows).onConflictDoNothing();
}

/** Sets the cart's coupon codes and bumps its version (the page's view of the bill is now stale). */
export async function writePromoCodes(tx: Tx, cartId: string, codes: string[]): Promise<void> {
  await tx
    .update(carts)
    .set({ promoCodes: codes, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}
