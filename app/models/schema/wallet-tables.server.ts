/** Wallets (Nukkad Cash and gift-card balance), their ledger, and gift cards. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account-tables.server";

/**
 * Balances per user, kept in step with the ledger in the same transaction.
 * The CHECKs make a negative balance impossible whatever the code does;
 * spending is a conditional UPDATE, so concurrent spends cannot overdraw.
 */
export const wallets = pgTable(
  "wallets",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Nukkad Cash: added money and refunds. */
    cashBalance: integer("cash_balance").notNull().default(0),
    /** Redeemed gift cards: spendable in part, no cash-out, cannot buy gift cards. */
    giftBalance: integer("gift_balance").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("wallets_cash_non_negative", sql`${t.cashBalance} >= 0`), check("wallets_gift_non_negative", sql`${t.giftBalance} >= 0`)],
);

/** Every credit and debit of a wallet, one row each. (kind, reference) makes each posting happen once. */
export const walletEntries = pgTable(
  "wallet_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "cash" or "gift". */
    bucket: text("bucket").notNull(),
    /** Signed paise: credits positive, debits negative. */
    amount: integer("amount").notNull(),
    /** The bucket's balance after this entry. */
    balanceAfter: integer("balance_after").notNull(),
    /** topup, payment, release, refund, gift_redeem. */
    kind: text("kind").notNull(),
    /** What caused it, e.g. a payment id, "order:12", "gift:5". */
    reference: text("reference").notNull(),
    description: text("description").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wallet_entries_once_idx").on(t.userId, t.kind, t.reference, t.bucket),
    index("wallet_entries_user_idx").on(t.userId, t.id.desc()),
  ],
);

/**
 * Gift cards bought through the gateway. The code is a bearer secret: only
 * its keyed hash is looked up, and it is kept encrypted for the buyer to see again.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: serial("id").primaryKey(),
    purchaserId: integer("purchaser_id")
      .notNull()
      .references(() => users.id),
    paymentId: text("payment_id").notNull().unique(),
    amount: integer("amount").notNull(),
    /** Ten digits; the buyer's own phone when bought for themselves. */
    recipientPhone: text("recipient_phone").notNull(),
    recipientName: text("recipient_name"),
    message: text("message"),
    codeHash: text("code_hash").notNull().unique(),
    codeCipher: text("code_cipher").notNull(),
    codeLast4: text("code_last4").notNull(),
    /** active, redeemed. */
    status: text("status").notNull().default("active"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    redeemedBy: integer("redeemed_by").references(() => users.id),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("gift_cards_purchaser_idx").on(t.purchaserId), index("gift_cards_recipient_idx").on(t.recipientPhone)],
);
