/**
 * Gift cards (docs/rules.md#gift-cards): ₹100–₹10,000, paid through
 * the gateway (never with gift-card balance), valid 12 months, redeemed once
 * into the wallet's gift-card balance, spendable in part, no cash-out. The
 * code is a bearer secret: any logged-in shopper holding it may redeem it,
 * whoever it was sent to. Issuing lives in gift-card-issue.server.ts (the
 * payments core calls it).
 */
import { formatDate } from "~/lib/i18n/dates";
import { requestLocale, say } from "~/lib/i18n/request-language.server";
import { formatPaise } from "~/lib/money";
import { formatPhone } from "~/lib/phone";
import { giftCardForOwner, giftCardsBoughtBy, giftCardsSentTo, type GiftCardRow } from "~/models/gift-cards.server";
import type { BoughtGiftCard, GiftCardStatus, ReceivedGiftCard } from "~/lib/views/wallet";
import type { Db } from "~/models/db.server";
import { decryptGiftCode, formatGiftCode } from "./gift-card-codes.server";
import { GIFT_MESSAGE_MAX, GIFT_NAME_MAX } from "./gift-card-issue.server";

export { GIFT_MESSAGE_MAX, GIFT_NAME_MAX };
export const GIFT_CARD_MIN = 10_000;
export const GIFT_CARD_MAX = 1_000_000;
/** The newest cards shown in each list; older ones stay valid and redeemable. */
export const GIFT_CARD_LIST_LIMIT = 50;

export const GIFT_AMOUNT_ERROR = "Choose an amount from ₹100 to ₹10,000, in whole rupees.";
export const GIFT_CODE_INVALID = "This gift card code is not valid.";
export const GIFT_CODE_REDEEMED = "This gift card has already been redeemed.";

/**
 * The refusals above as a shopper reads them, in the request's language (docs/decisions/055-hindi.md): the same
 * English, as literals, so tests/unit/messages.test.ts checks their Hindi; the constants are what tests compare.
 */
export const giftAmountError = () => say("Choose an amount from ₹100 to ₹10,000, in whole rupees.");
export const giftCodeInvalid = () => say("This gift card code is not valid.");
export const giftCodeRedeemed = () => say("This gift card has already been redeemed.");

export type GiftCardField = "amount" | "recipientPhone" | "recipientName" | "message" | "code" | "form";

function statusOf(card: GiftCardRow, now: Date): GiftCardStatus {
  if (card.status === "redeemed") return "redeemed";
  return card.expiresAt <= now ? "expired" : "active";
}

export async function listGiftCards(
  db: Db,
  user: { id: number; phone: string },
  now: Date = new Date(),
): Promise<{ bought: BoughtGiftCard[]; received: ReceivedGiftCard[] }> {
  const [bought, received] = await Promise.all([
    giftCardsBoughtBy(db, user.id, GIFT_CARD_LIST_LIMIT),
    giftCardsSentTo(db, user.phone, user.id, GIFT_CARD_LIST_LIMIT),
  ]);
  return {
    bought: bought.map((card) => {
      const status = statusOf(card, now);
      const self = card.recipientPhone === user.phone && !card.recipientName;
      const plain = status === "active" ? decryptGiftCode(card.codeCipher, card.paymentId) : null;
      return {
        id: card.id,
        amount: card.amount,
        recipientLabel: self ? "You" : (card.recipientName ?? formatPhone(card.recipientPhone)),
        recipientPhone: card.recipientPhone,
        self,
        message: card.message,
        status,
        expiresAt: card.expiresAt.toISOString(),
        createdAt: card.createdAt.toISOString(),
        last4: card.codeLast4,
        code: plain ? formatGiftCode(plain) : null,
      };
    }),
    received: received.map(({ card, senderName }) => ({
      id: card.id,
      amount: card.amount,
      senderName,
      message: card.message,
      status: statusOf(card, now),
      expiresAt: card.expiresAt.toISOString(),
      createdAt: card.createdAt.toISOString(),
      last4: card.codeLast4,
    })),
  };
}

export interface GiftCardTerms {
  id: number;
  amount: number;
  status: GiftCardStatus;
  role: "buyer" | "recipient";
  recipientName: string | null;
  message: string | null;
  last4: string;
  createdAt: string;
  expiresAt: string;
  terms: string[];
}

/** The card's terms, for its buyer or the phone it was sent to; null for anyone else (a 404). */
export async function giftCardTerms(db: Db, userId: number, giftCardId: number, now: Date = new Date()): Promise<GiftCardTerms | null> {
  const card = await giftCardForOwner(db, userId, giftCardId);
  if (!card) return null;
  const expires = formatDate(card.expiresAt, requestLocale(), "date");
  return {
    id: card.id,
    amount: card.amount,
    status: statusOf(card, now),
    role: card.purchaserId === userId ? "buyer" : "recipient",
    recipientName: card.recipientName,
    message: card.message,
    last4: card.codeLast4,
    createdAt: card.createdAt.toISOString(),
    expiresAt: card.expiresAt.toISOString(),
    // In the request's language (docs/decisions/055-hindi.md), the date as its page writes dates.
    terms: [
      say("This gift card is worth {amount} and can be redeemed until {date} (12 months from purchase). After that it cannot be used.", {
        amount: formatPaise(card.amount),
        date: expires,
      }),
      say(
        "It can be redeemed once, by any Nukkad account, into that account's gift-card balance. Redeeming it by mistake into the wrong account cannot be undone.",
      ),
      say(
        "Gift-card balance pays for orders on Nukkad, in part or in full, over as many orders as you like. What is left stays in your balance and does not expire.",
      ),
      say(
        "Gift-card balance cannot be withdrawn, transferred to a bank account or exchanged for cash, and cannot be used to buy other gift cards.",
      ),
      say("The code works like cash: anyone who has it can redeem it. Keep it private. A lost or shared code cannot be replaced."),
      say("Once bought, a gift card cannot be cancelled or refunded."),
    ],
  };
}
