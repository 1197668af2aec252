/**
 * Gift cards (docs/rules.md#gift-cards): ₹100–₹10,000, paid through
 * the gateway (never with gift-card balance), valid 12 months, redeemed once
 * into the wallet's gift-card balance, spendable in part, no cash-out. The
 * code is a bearer secret: any logged-in shopper holding it may redeem it,
 * whoever it was sent to. Issuing lives in gift-card-issue.server.ts (the
 * payments core calls it).
 */
import { formatPaise } from "~/lib/money";
import { formatPhone, parsePhone } from "~/lib/phone";
import {
  giftCardByHash,
  giftCardForOwner,
  giftCardsBoughtBy,
  giftCardsSentTo,
  markRedeemed,
  type GiftCardRow,
} from "~/models/gift-cards.server";
import type { BoughtGiftCard, GiftCardStatus, ReceivedGiftCard } from "~/lib/views/wallet";
import type { Db } from "~/models/db.server";
import { decryptGiftCode, formatGiftCode, giftCodeHashes, normaliseGiftCode } from "./gift-card-codes.server";
import { formatGiftDate, GIFT_MESSAGE_MAX, GIFT_NAME_MAX } from "./gift-card-issue.server";
import { createPayment, PaymentError } from "../payments/payments.server";
import { takeText, type Requester } from "../platform/limiter.server";
import { credit } from "./ledger.server";

export { GIFT_MESSAGE_MAX, GIFT_NAME_MAX };
export const GIFT_CARD_MIN = 10_000;
export const GIFT_CARD_MAX = 1_000_000;
/** The newest cards shown in each list; older ones stay valid and redeemable. */
export const GIFT_CARD_LIST_LIMIT = 50;

export const GIFT_AMOUNT_ERROR = "Choose an amount from ₹100 to ₹10,000, in whole rupees.";
export const GIFT_CODE_INVALID = "This gift card code is not valid.";
export const GIFT_CODE_REDEEMED = "This gift card has already been redeemed.";

export type GiftCardField = "amount" | "recipientPhone" | "recipientName" | "message" | "code" | "form";

export class GiftCardError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 429 = 400,
    readonly field: GiftCardField = "form",
    /** When a 429 lifts. */
    readonly retryAt?: Date,
  ) {
    super(message);
  }
}

// ---------------------------------------------------------------------------
// Buying

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
    throw new GiftCardError(GIFT_AMOUNT_ERROR, 400, "amount");
  }
  let recipientPhone = user.phone;
  if (input.recipient === "other") {
    const phone = parsePhone(input.recipientPhone ?? "");
    if (!phone.ok) throw new GiftCardError(phone.message, 400, "recipientPhone");
    recipientPhone = phone.phone;
  }
  const recipientName = input.recipient === "other" ? cleanText(input.recipientName) : undefined;
  if (recipientName && recipientName.length > GIFT_NAME_MAX)
    throw new GiftCardError(`Keep the name to ${GIFT_NAME_MAX} characters.`, 400, "recipientName");
  const message = cleanText(input.message);
  if (message && message.length > GIFT_MESSAGE_MAX)
    throw new GiftCardError(`Keep the message to ${GIFT_MESSAGE_MAX} characters.`, 400, "message");
  // The card's code is texted to the recipient once paid: the text is counted now, while the buyer can still be told no.
  const budget = await takeText(db, { phone: recipientPhone, requester, now });
  if (!budget.ok) throw new GiftCardError(budget.message, 429, "form", budget.retryAt);
  try {
    return await createPayment(
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
  } catch (error) {
    if (error instanceof PaymentError) throw new GiftCardError(error.message, error.status === 429 ? 429 : 400, "form", error.retryAt);
    throw error;
  }
}

// ---------------------------------------------------------------------------
// Redeeming

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
  if (blocked) throw new GiftCardError(`Too many wrong codes. Please try again after ${timeOnly.format(blocked)}.`, 429, "code", blocked);
  const code = normaliseGiftCode(typedCode);
  // A code of the wrong shape never reaches the database and is no guess at a real one: not counted.
  if (!code) throw new GiftCardError(GIFT_CODE_INVALID, 400, "code");
  const card = await giftCardByHash(db, giftCodeHashes(code));
  if (!card) {
    limiter.recordMiss(key, now);
    throw new GiftCardError(GIFT_CODE_INVALID, 400, "code");
  }
  if (card.status !== "active") throw new GiftCardError(GIFT_CODE_REDEEMED, 409, "code");
  if (card.expiresAt <= now) throw new GiftCardError(`This gift card expired on ${formatGiftDate(card.expiresAt)}.`, 409, "code");
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
  if (!won) throw new GiftCardError(GIFT_CODE_REDEEMED, 409, "code");
  return { giftCardId: card.id, amount: card.amount };
}

// ---------------------------------------------------------------------------
// Lists and terms

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
  const expires = formatGiftDate(card.expiresAt);
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
    terms: [
      `This gift card is worth ${formatPaise(card.amount)} and can be redeemed until ${expires} (12 months from purchase). After that it cannot be used.`,
      "It can be redeemed once, by any Nukkad account, into that account's gift-card balance. Redeeming it by mistake into the wrong account cannot be undone.",
      "Gift-card balance pays for orders on Nukkad, in part or in full, over as many orders as you like. What is left stays in your balance and does not expire.",
      "Gift-card balance cannot be withdrawn, transferred to a bank account or exchanged for cash, and cannot be used to buy other gift cards.",
      "The code works like cash: anyone who has it can redeem it. Keep it private. A lost or shared code cannot be replaced.",
      "Once bought, a gift card cannot be cancelled or refunded.",
    ],
  };
}
