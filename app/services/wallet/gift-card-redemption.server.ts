/** Redeeming a gift card's code into the wallet's gift-card balance, with a cap on wrong codes (docs/rules.md#gift-cards). */
import { giftCardByHash, markRedeemed } from "~/models/gift-cards.server";
import type { Db } from "~/models/db.server";
import { giftCodeHashes, normaliseGiftCode } from "./gift-card-codes.server";
import { credit } from "./ledger.server";
import { giftCodeInvalid, giftCodeRedeemed } from "./gifting.server";
import { formatDate } from "~/lib/i18n/dates";
import { requestLocale, say } from "~/lib/i18n/request-language.server";
import { ConflictError, RefusedError, TooManyRequestsError } from "~/lib/errors";
import { returnGiftCodeTry, takeGiftCodeTry } from "../platform/limiter.server";

export interface Redemption {
  giftCardId: number;
  amount: number;
}

/**
 * Adds a gift card's value to the user's gift-card balance, once: the card
 * turns "redeemed" by a conditional update in the same transaction as the
 * credit, so of two concurrent attempts exactly one credits.
 */
export async function redeemGiftCard(db: Db, userId: number, typedCode: string, now: Date = new Date()): Promise<Redemption> {
  const code = normaliseGiftCode(typedCode);
  // A code of the wrong shape never reaches the database and is no guess at a real one: not counted.
  if (!code) throw new RefusedError(giftCodeInvalid(), 400, { field: "code" });
  // Counted in the database (docs/decisions/013-rate-limits.md), so every process and a restart see the
  // same wrong codes; the try is given back when the code names a card, so only wrong codes count.
  const limited = await takeGiftCodeTry(db, userId, now);
  if (!limited.ok) throw new TooManyRequestsError(limited.message, limited.retryAt, { field: "code" });
  const card = await giftCardByHash(db, giftCodeHashes(code));
  if (!card) throw new RefusedError(giftCodeInvalid(), 400, { field: "code" });
  await returnGiftCodeTry(db, userId, now);
  if (card.status !== "active") throw new ConflictError(giftCodeRedeemed(), { field: "code" });
  if (card.expiresAt <= now) {
    const date = formatDate(card.expiresAt, requestLocale(), "date");
    throw new ConflictError(say("This gift card expired on {date}.", { date }), { field: "code" });
  }
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
  if (!won) throw new ConflictError(giftCodeRedeemed(), { field: "code" });
  return { giftCardId: card.id, amount: card.amount };
}
