/** Redeeming a gift card's code into the wallet's gift-card balance, with a cap on wrong codes (docs/rules.md#gift-cards). */
import { giftCardByHash, markRedeemed } from "~/models/gift-cards.server";
import type { Db } from "~/models/db.server";
import { giftCodeHashes, normaliseGiftCode } from "./gift-card-codes.server";
import { formatGiftDate } from "./gift-card-issue.server";
import { credit } from "./ledger.server";
import { GIFT_CODE_INVALID, GIFT_CODE_REDEEMED } from "./gifting.server";
import { ConflictError, RefusedError, TooManyRequestsError } from "~/lib/errors";

const HOUR = 60 * 60 * 1000;
export const WRONG_CODES_PER_HOUR = 10;

/**
 * Wrong codes per user in a sliding hour. Kept in this process's memory: an
 * 80-bit code is out of reach of guessing anyway, and this only stops one
 * account from hammering the lookup; with several server processes each
 * keeps its own count (a shared store would be needed to make it exact).
 */
export class WrongCodeLimiter {
  private readonly misses = new Map<string, number[]>();

  constructor(
    private readonly limit = WRONG_CODES_PER_HOUR,
    private readonly windowMs = HOUR,
    private readonly maxKeys = 50_000,
  ) {}

  private recent(key: string, now: Date): number[] {
    return (this.misses.get(key) ?? []).filter((at) => at > now.getTime() - this.windowMs);
  }

  /** When this key may try again, or null when it may now. */
  blockedUntil(key: string, now: Date): Date | null {
    const times = this.recent(key, now);
    const oldest = times[times.length - this.limit];
    return times.length >= this.limit && oldest !== undefined ? new Date(oldest + this.windowMs) : null;
  }

  recordMiss(key: string, now: Date): void {
    const times = this.recent(key, now);
    times.push(now.getTime());
    // Re-insert so the oldest-touched key is first to go when the map is full.
    this.misses.delete(key);
    this.misses.set(key, times);
    for (const old of this.misses.keys()) {
      if (this.misses.size <= this.maxKeys) break;
      this.misses.delete(old);
    }
  }
}

const defaultLimiter = new WrongCodeLimiter();

const timeOnly = new Intl.DateTimeFormat("en-IN", { timeStyle: "short", timeZone: "Asia/Kolkata" });

export interface Redemption {
  giftCardId: number;
  amount: number;
}

/**
 * Adds a gift card's value to the user's gift-card balance, once: the card
 * turns "redeemed" by a conditional update in the same transaction as the
 * credit, so of two concurrent attempts exactly one credits.
 */
export async function redeemGiftCard(
  db: Db,
  userId: number,
  typedCode: string,
  now: Date = new Date(),
  limiter: WrongCodeLimiter = defaultLimiter,
): Promise<Redemption> {
  const key = `user:${userId}`;
  const blocked = limiter.blockedUntil(key, now);
  if (blocked)
    throw new TooManyRequestsError(`Too many wrong codes. Please try again after ${timeOnly.format(blocked)}.`, blocked, { field: "code" });
  const code = normaliseGiftCode(typedCode);
  // A code of the wrong shape never reaches the database and is no guess at a real one: not counted.
  if (!code) throw new RefusedError(GIFT_CODE_INVALID, 400, { field: "code" });
  const card = await giftCardByHash(db, giftCodeHashes(code));
  if (!card) {
    limiter.recordMiss(key, now);
    throw new RefusedError(GIFT_CODE_INVALID, 400, { field: "code" });
  }
  if (card.status !== "active") throw new ConflictError(GIFT_CODE_REDEEMED, { field: "code" });
  if (card.expiresAt <= now) throw new ConflictError(`This gift card expired on ${formatGiftDate(card.expiresAt)}.`, { field: "code" });
  const won = await db.transaction(async (tx) => {
    if (!(await markRedeemed(tx, card.id, userId, now))) return false;
    await credit(tx, userId, {
      bucket: "gift",
      amount: card.amount,
      kind: "gift_redeem",
      reference: `gift:${card.id}`,
      description: `Gift card ••••${card.codeLast4} redeemed`,
    });
    return true;
  });
  // Someone redeemed it between our read and our update.
  if (!won) throw new ConflictError(GIFT_CODE_REDEEMED, { field: "code" });
  return { giftCardId: card.id, amount: card.amount };
}
