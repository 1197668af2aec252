/** Buying a gift card (docs/rules.md#gift-cards): checked, texted within the shared budget, paid through the gateway. */
import { parsePhone } from "~/lib/phone";
import type { Db } from "~/models/db.server";
import { GIFT_MESSAGE_MAX, GIFT_NAME_MAX } from "./gift-card-issue.server";
import { createPayment } from "../payments/payment-start.server";
import { takeText, type Requester } from "../platform/limiter.server";
import { GIFT_CARD_MIN, GIFT_CARD_MAX, giftAmountError } from "./gifting.server";
import { RefusedError, TooManyRequestsError } from "~/lib/errors";
import { say } from "~/lib/i18n/request-language.server";

export interface GiftCardPurchase {
  /** Paise. */
  amount: number;
  recipient: "self" | "other";
  recipientPhone?: string;
  recipientName?: string;
  message?: string;
}

/**
 * One line of plain text: the SMS and the card page show it as typed, minus
 * control characters, bidi overrides (they can disguise text) and runs of
 * spaces. Emoji joiners stay.
 */
function cleanText(value: string | undefined): string | undefined {
  const cleaned = value
    ?.replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned || undefined;
}

/**
 * Checks the order and opens its payment; returns the payment id for
 * /checkout/wallet. Nothing is issued until the payment succeeds.
 */
export async function startGiftCardPurchase(
  db: Db,
  user: { id: number; phone: string },
  input: GiftCardPurchase,
  requester: Requester,
  now = new Date(),
): Promise<string> {
  if (!Number.isInteger(input.amount) || input.amount % 100 !== 0 || input.amount < GIFT_CARD_MIN || input.amount > GIFT_CARD_MAX) {
    throw new RefusedError(giftAmountError(), 400, { field: "amount" });
  }
  let recipientPhone = user.phone;
  if (input.recipient === "other") {
    const phone = parsePhone(input.recipientPhone ?? "");
    if (!phone.ok) throw new RefusedError(say(phone.message), 400, { field: "recipientPhone" });
    recipientPhone = phone.phone;
  }
  const recipientName = input.recipient === "other" ? cleanText(input.recipientName) : undefined;
  if (recipientName && recipientName.length > GIFT_NAME_MAX)
    throw new RefusedError(say("Keep the name to {max} characters.", { max: GIFT_NAME_MAX }), 400, { field: "recipientName" });
  const message = cleanText(input.message);
  if (message && message.length > GIFT_MESSAGE_MAX)
    throw new RefusedError(say("Keep the message to {max} characters.", { max: GIFT_MESSAGE_MAX }), 400, { field: "message" });
  // The card's code is texted to the recipient once paid: the text is counted now, while the buyer can still be told no.
  const budget = await takeText(db, { phone: recipientPhone, requester, now });
  if (!budget.ok) throw new TooManyRequestsError(budget.message, budget.retryAt);
  // Its refusals (an amount, the payment-start limit) reach the shopper as they are.
  return createPayment(
    db,
    {
      userId: user.id,
      purpose: "gift_card",
      amount: input.amount,
      // docs/rules.md#gift-cards: gift cards cannot be bought with gift-card balance.
      allowGift: false,
      details: { recipient: input.recipient, recipientPhone, recipientName, message, returnTo: "/account/gifts" },
    },
    now,
  );
}
