/**
 * Issues the gift card a successful "gift_card" payment paid for. The
 * payments core calls this inside the transaction that marks the payment
 * successful, so the card exists exactly when the payment does. It must not
 * import the payments service (that imports this).
 */
import { z } from "zod";
import { formatDate } from "~/lib/i18n/dates";
import { textsIn } from "~/lib/i18n/in-language.server";
import type { Locale } from "~/lib/i18n/locale";
import { formatPaise } from "~/lib/money";
import type { Tx } from "~/models/db.server";
import { giftCardByPayment, insertGiftCard, userName } from "~/models/gift-cards.server";
import type { payments } from "~/models/schema.server";
import { encryptGiftCode, formatGiftCode, generateGiftCode, giftCodeHashes, giftCodeLast4, type RandomInt } from "./gift-card-codes.server";
import { recipientLocale } from "../platform/recipient-language.server";
import { getSmsProvider, type SmsProvider } from "../platform/sms.server";

export type PaymentRow = typeof payments.$inferSelect;

/** docs/rules.md#gift-cards: a gift card is valid for 12 months from purchase. */
export const GIFT_CARD_VALID_MONTHS = 12;
export const GIFT_MESSAGE_MAX = 200;
export const GIFT_NAME_MAX = 60;

/** What startGiftCardPurchase stored on the payment (stored JSON is validated when read). */
export const GiftCardDetailsSchema = z.object({
  recipient: z.enum(["self", "other"]).default("other"),
  recipientPhone: z.string().regex(/^[6-9]\d{9}$/),
  recipientName: z.string().trim().max(GIFT_NAME_MAX).optional(),
  message: z.string().trim().max(GIFT_MESSAGE_MAX).optional(),
  returnTo: z.string().optional(),
});

export function giftCardExpiry(now: Date): Date {
  const expires = new Date(now);
  expires.setUTCMonth(expires.getUTCMonth() + GIFT_CARD_VALID_MONTHS);
  return expires;
}

const dateOnly = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

/** India date, e.g. "21 Nov 2027". */
export function formatGiftDate(date: Date): string {
  return dateOnly.format(date);
}

/** The recipient's text, in their language (recipient-language.server.ts): the card's code, its value and its last day. */
export function giftCardSms(
  input: {
    code: string;
    amount: number;
    expiresAt: Date;
    senderName: string | null;
    message?: string;
    self: boolean;
  },
  locale: Locale = "en",
): string {
  const t = textsIn(locale);
  const amount = formatPaise(input.amount);
  const sender = input.senderName?.trim();
  const opening = input.self
    ? t("Your Nukkad gift card of {amount}.", { amount })
    : sender
      ? t("{sender} sent you a Nukkad gift card of {amount}.", { sender, amount })
      : t("Someone sent you a Nukkad gift card of {amount}.", { amount });
  const note = input.message ? ` "${input.message}"` : "";
  const date = locale === "en" ? formatGiftDate(input.expiresAt) : formatDate(input.expiresAt, locale, "date");
  return (
    `${opening}${note} ` +
    t("Code: {code}. Redeem it in Account > Gift cards by {date}. Anyone with this code can use it: keep it safe.", {
      code: formatGiftCode(input.code),
      date,
    })
  );
}

export interface IssueOptions {
  sms?: SmsProvider;
  random?: RandomInt;
}

/**
 * Creates the card for a successful gift-card payment and texts its code to
 * the recipient; returns the card id. Idempotent: a repeated call for the
 * same payment (webhook after callback, a retry) returns the existing card
 * and sends nothing.
 */
export async function issueGiftCard(tx: Tx, payment: PaymentRow, now: Date = new Date(), options: IssueOptions = {}): Promise<number> {
  const existing = await giftCardByPayment(tx, payment.id);
  if (existing) return existing.id;
  if (payment.purpose !== "gift_card") throw new Error(`Payment ${payment.id} is not for a gift card`);
  const details = GiftCardDetailsSchema.parse(payment.details);
  // The face value is everything the buyer paid: through the gateway plus any Nukkad Cash held for it.
  const amount = payment.amount + payment.walletCash + payment.walletGift;
  const code = generateGiftCode(options.random);
  const expiresAt = giftCardExpiry(now);
  const [codeHash] = giftCodeHashes(code);
  if (!codeHash) throw new Error("No server secret to hash the gift code with");
  const id = await insertGiftCard(tx, {
    purchaserId: payment.userId,
    paymentId: payment.id,
    amount,
    recipientPhone: details.recipientPhone,
    recipientName: details.recipientName || null,
    message: details.message || null,
    codeHash,
    codeCipher: encryptGiftCode(code, payment.id),
    codeLast4: giftCodeLast4(code),
    expiresAt,
    createdAt: now,
  });
  if (id === null) {
    // Another transaction issued it between our read and insert: theirs stands.
    const raced = await giftCardByPayment(tx, payment.id);
    if (!raced) throw new Error(`Gift card for payment ${payment.id} vanished`);
    return raced.id;
  }

  const senderName = await userName(tx, payment.userId);
  const locale = await recipientLocale(tx, { phone: details.recipientPhone });
  const body = giftCardSms({ code, amount, expiresAt, senderName, message: details.message, self: details.recipient === "self" }, locale);
  try {
    // In a savepoint of the payment's transaction: the outbox row commits (or rolls back) with
    // the card, and a failed send leaves the transaction usable.
    await tx.transaction((sp) => (options.sms ?? getSmsProvider(sp)).send(details.recipientPhone, body));
  } catch (error) {
    // A gateway hiccup must not undo a paid-for card: the buyer can always see the code on their gift cards page.
    console.warn(`Gift card ${id}: the SMS to the recipient failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return id;
}
