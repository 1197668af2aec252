/** Gift card rows: issue, look up by code hash, redeem, list. The rules live in services/wallet/gifting.server.ts. */
import { and, desc, eq, gt, inArray, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import { giftCards, users } from "./schema.server";

type Conn = Db | Tx;
export type GiftCardRow = typeof giftCards.$inferSelect;
export type NewGiftCard = typeof giftCards.$inferInsert;

export async function giftCardByPayment(db: Conn, paymentId: string): Promise<GiftCardRow | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.paymentId, paymentId));
  return row;
}

/** Inserts the card unless one exists for its payment; the new id, or null when the payment already has one. */
export async function insertGiftCard(tx: Tx, card: NewGiftCard): Promise<number | null> {
  const [row] = await tx
    .insert(giftCards)
    .values(card)
    .onConflictDoNothing({ target: giftCards.paymentId })
    .returning({ id: giftCards.id });
  return row?.id ?? null;
}

/** The card whose stored hash is one of `hashes` (one per server secret while a rotation settles). */
export async function giftCardByHash(db: Conn, hashes: readonly string[]): Promise<GiftCardRow | undefined> {
  if (!hashes.length) return undefined;
  const [row] = await db
    .select()
    .from(giftCards)
    .where(inArray(giftCards.codeHash, [...hashes]));
  return row;
}

/**
 * Marks the card redeemed only if it is still active and unexpired: under
 * concurrent attempts exactly one update matches. True for the winner.
 */
export async function markRedeemed(tx: Tx, id: number, userId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(giftCards)
    .set({ status: "redeemed", redeemedBy: userId, redeemedAt: now })
    .where(and(eq(giftCards.id, id), eq(giftCards.status, "active"), gt(giftCards.expiresAt, now)))
    .returning({ id: giftCards.id });
  return rows.length === 1;
}

export async function userName(db: Conn, userId: number): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

/** Cards a user bought, newest first. */
export async function giftCardsBoughtBy(db: Conn, userId: number, limit: number): Promise<GiftCardRow[]> {
  return db.select().from(giftCards).where(eq(giftCards.purchaserId, userId)).orderBy(desc(giftCards.id)).limit(limit);
}

/** Cards others sent to this phone, newest first, with the sender's name when they gave one. */
export async function giftCardsSentTo(db: Conn, phone: string, exceptPurchaserId: number, limit: number) {
  return db
    .select({ card: giftCards, senderName: users.name })
    .from(giftCards)
    .innerJoin(users, eq(users.id, giftCards.purchaserId))
    .where(and(eq(giftCards.recipientPhone, phone), ne(giftCards.purchaserId, exceptPurchaserId)))
    .orderBy(desc(giftCards.id))
    .limit(limit);
}

/** One card, only when this user bought it or it was sent to this user's phone (anyone else: undefined, a 404). */
export async function giftCardForOwner(db: Conn, userId: number, giftCardId: number): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(
      and(
        eq(giftCards.id, giftCardId),
        or(
          eq(giftCards.purchaserId, userId),
          eq(giftCards.recipientPhone, sql`(select ${users.phone} from ${users} where ${users.id} = ${userId})`),
        ),
      ),
    );
  return row;
}
