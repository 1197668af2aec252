/**
 * The wallet (docs/rules.md#wallet): Nukkad Cash (provider 1) and gift-card balance,
 * kept as a ledger. Every credit and debit is a row; a posting is keyed by
 * (kind, reference) so a retried webhook or refund posts once; balances never
 * go negative (a conditional update under the wallet's row lock, and a CHECK).
 */
import { DbIdSchema } from "~/lib/ids.server";
import type { Db, Tx } from "~/models/db.server";
import type { WalletBalance, WalletBucket, WalletEntryView } from "~/lib/views/wallet";
import { adjustBalance, entryExists, insertEntry, listEntries, lockWallet, readWallet } from "~/models/wallet.server";
import { ConflictError, RefusedError } from "~/lib/errors";
import { say } from "~/lib/i18n/request-language.server";

export const WALLET_PAGE_SIZE = 10;
/** Add money: ₹100 to ₹10,000 per top-up (docs/rules.md#wallet). */
export const TOP_UP_MIN = 10_000;
export const TOP_UP_MAX = 1_000_000;

/** The balance is short for a debit: callers that hold wallet money for a payment say "your balance changed". */
export class InsufficientBalanceError extends ConflictError {}

export interface Posting {
  bucket: WalletBucket;
  /** Paise, positive. */
  amount: number;
  /** topup, payment, release, refund, gift_redeem. */
  kind: string;
  reference: string;
  description: string;
}

export async function walletBalance(db: Db | Tx, userId: number): Promise<WalletBalance> {
  const { cash, gift } = await readWallet(db, userId);
  return { cash, gift, total: cash + gift };
}

/** Adds money to a bucket. False when this (kind, reference) was already posted. */
export async function credit(tx: Tx, userId: number, posting: Posting): Promise<boolean> {
  return post(tx, userId, posting, 1);
}

/** Takes money from a bucket; throws InsufficientBalanceError when the balance is short. False when already posted. */
export async function debit(tx: Tx, userId: number, posting: Posting): Promise<boolean> {
  return post(tx, userId, posting, -1);
}

async function post(tx: Tx, userId: number, posting: Posting, sign: 1 | -1): Promise<boolean> {
  if (!Number.isInteger(posting.amount) || posting.amount < 0) throw new RefusedError("Amounts are whole paise.");
  await lockWallet(tx, userId);
  if (await entryExists(tx, userId, posting.kind, posting.reference, posting.bucket)) return false;
  if (posting.amount === 0) return true;
  const balanceAfter = await adjustBalance(tx, userId, posting.bucket, sign * posting.amount);
  if (balanceAfter === null) throw new InsufficientBalanceError(say("Your wallet balance is not enough for this payment."));
  await insertEntry(tx, {
    userId,
    bucket: posting.bucket,
    amount: sign * posting.amount,
    balanceAfter,
    kind: posting.kind,
    reference: posting.reference,
    description: posting.description,
  });
  return true;
}

/**
 * How much of `amount` the wallet can pay and from which balance: gift-card
 * balance first (it is the money given to spend), then Nukkad Cash.
 * `allowGift` is false when buying a gift card (no gift card with gift-card balance).
 */
export function splitWalletSpend(
  balance: { cash: number; gift: number },
  amount: number,
  allowGift = true,
): { cash: number; gift: number } {
  const gift = allowGift ? Math.min(balance.gift, amount) : 0;
  const cash = Math.min(balance.cash, amount - gift);
  return { cash, gift };
}

type WalletSplit = { cash: number; gift: number };

/** Debits both buckets for one payment under one lock: all or nothing. */
export async function holdForPayment(tx: Tx, userId: number, split: WalletSplit, reference: string, description: string): Promise<void> {
  await postSplit(tx, userId, split, { kind: "payment", sign: -1, reference, description });
}

/** Gives back what `holdForPayment` took, once (a failed or expired payment). */
export async function releaseHold(tx: Tx, userId: number, split: WalletSplit, reference: string, description: string): Promise<void> {
  await postSplit(tx, userId, split, { kind: "release", sign: 1, reference, description });
}

/** Posts a split's gift part, then its cash part, skipping a bucket with nothing in it. */
async function postSplit(
  tx: Tx,
  userId: number,
  split: WalletSplit,
  entry: { kind: string; sign: 1 | -1; reference: string; description: string },
): Promise<void> {
  const { sign, ...posting } = entry;
  for (const bucket of ["gift", "cash"] as const) {
    if (split[bucket] > 0) await post(tx, userId, { ...posting, bucket, amount: split[bucket] }, sign);
  }
}

/** The ledger, newest first, ten a page; `before` is the last id of the previous page. */
export async function walletTransactions(
  db: Db,
  userId: number,
  before?: number,
  limit = WALLET_PAGE_SIZE,
): Promise<{ entries: WalletEntryView[]; nextBefore: number | null }> {
  const rows = await listEntries(db, userId, before, limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((r) => ({
      id: r.id,
      bucket: r.bucket === "gift" ? "gift" : "cash",
      amount: r.amount,
      balanceAfter: r.balanceAfter,
      kind: r.kind,
      description: describedInLanguage(r.description),
      createdAt: r.createdAt.toISOString(),
    })),
    nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * A posting's description in the request's language (docs/decisions/055-hindi.md). The ledger keeps the English
 * its writer gave (payment-start, payment-settlement, order-lifecycle, gift-card-redemption), so the wallet page
 * says each of those texts here; a description written any other way is shown as it is.
 */
function describedInLanguage(description: string): string {
  switch (description) {
    case "Added money":
      return say("Added money");
    case "Bought a gift card":
      return say("Bought a gift card");
    case "Paid for your order":
      return say("Paid for your order");
    case "Payment failed: returned to your wallet":
      return say("Payment failed: returned to your wallet");
    case "Refund: the order could not be placed":
      return say("Refund: the order could not be placed");
    case "Refund: a payment that arrived after it had failed":
      return say("Refund: a payment that arrived after it had failed");
  }
  const cancelled = /^Refund for cancelled order #(\d+)$/.exec(description);
  if (cancelled) return say("Refund for cancelled order #{id}", { id: cancelled[1]! });
  const redeemed = /^Gift card ••••(\w{4}) redeemed$/.exec(description);
  if (redeemed) return say("Gift card ••••{last4} redeemed", { last4: redeemed[1]! });
  return description;
}

export const WalletCursorSchema = DbIdSchema.optional();
