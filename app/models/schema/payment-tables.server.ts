/** Payments, gateway events, saved cards, linked wallets and the sandbox gateway (docs/decisions/009-payments.md). */
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account-tables.server";

/** What a payment pays for, and what to do once it succeeds (validated with zod when read). */
export type PaymentPurpose = "order" | "wallet_topup" | "gift_card";

/**
 * One attempt to pay through the gateway or the wallet (a payment
 * transaction; its id is the `transaction_id` the browser polls). Status
 * follows docs/product/states.md#payment-statuses: ACTIVE → PAYMENT_PENDING → PAYMENT_SUCCESS | PAYMENT_FAILED
 * → ORDER_CREATED. Only instrument metadata is kept: never a card number or CVV.
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    purpose: text("purpose").$type<PaymentPurpose>().notNull(),
    /** The cart being paid for (purpose "order"). */
    cartId: text("cart_id"),
    method: text("method").notNull(),
    providerId: integer("provider_id").notNull(),
    /** Non-secret choice details: saved card id, network and last four, VPA, bank code, wallet provider. */
    instrument: jsonb("instrument").$type<Record<string, string | number | boolean>>().notNull().default({}),
    /** Paise charged through the gateway (0 when the wallet pays it all). */
    amount: integer("amount").notNull(),
    /** Paise held from the wallet's two balances for this payment (released if it fails). */
    walletCash: integer("wallet_cash").notNull().default(0),
    walletGift: integer("wallet_gift").notNull().default(0),
    status: text("status").notNull().default("ACTIVE"),
    gateway: text("gateway").notNull(),
    gatewayOrderId: text("gateway_order_id").unique(),
    gatewayPaymentId: text("gateway_payment_id"),
    failureReason: text("failure_reason"),
    /** What the shopper agreed to (order: address, store, expected total; top-up or gift card details). */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    orderId: integer("order_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payments_status_idx").on(t.status, t.createdAt), index("payments_user_idx").on(t.userId, t.createdAt.desc())],
);

/** Gateway events already processed (webhooks and callbacks): a replay is recognised and ignored. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  paymentId: text("payment_id"),
  kind: text("kind").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Cards saved at the gateway: its token, the network and last four digits only (RBI tokenisation). */
export const savedCards = pgTable(
  "saved_cards",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gateway: text("gateway").notNull(),
    token: text("token").notNull(),
    network: text("network").notNull(),
    last4: text("last4").notNull(),
    /** The issuing bank when the gateway reports it (bank offers match on it). */
    issuer: text("issuer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("saved_cards_token_idx").on(t.userId, t.gateway, t.token)],
);

/** External wallets the shopper linked by phone and code, for one-tap payments. */
export const linkedWallets = pgTable(
  "linked_wallets",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    providerId: integer("provider_id").notNull(),
    phone: text("phone").notNull(),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.providerId] })],
);

/**
 * The built-in sandbox gateway's own books, kept apart from ours as a real
 * gateway's would be: we learn its outcomes only through signed callbacks,
 * webhooks and status fetches.
 */
export const sandboxOrders = pgTable("sandbox_orders", {
  id: text("id").primaryKey(),
  receipt: text("receipt").notNull(),
  amount: integer("amount").notNull(),
  method: text("method").notNull(),
  /** created, attempted (pending at the bank or UPI app), paid, failed. */
  status: text("status").notNull().default("created"),
  paymentId: text("payment_id"),
  failureReason: text("failure_reason"),
  /** What the payer used, as a gateway reports it: card token/network/last4, VPA, bank, wallet. */
  instrument: jsonb("instrument").$type<Record<string, string | number | boolean>>().notNull().default({}),
  callbackUrl: text("callback_url").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
