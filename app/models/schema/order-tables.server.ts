/** Orders, their lines and timeline, with the address and bill as the shopper agreed to them. */
import { sql } from "drizzle-orm";
import type { TaxInvoice } from "~/lib/views/invoices";
import type { OrderAddressSnapshot, OrderBillSnapshot } from "~/lib/views/orders";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { stores } from "./place-tables.server";
import { products } from "./catalogue-tables.server";
import { users } from "./account-tables.server";

/** One order per cart: the unique cart id makes a repeated "place order" idempotent. */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    cartId: text("cart_id").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    /** CREATED, APPROVED, PICKING_STARTED, BILLED, ENROUTE, REACHED_DOORSTEP, DELIVERED, CANCELLED, DELIVERY_FAILED. */
    status: text("status").notNull().default("CREATED"),
    paymentMethod: text("payment_method").notNull(),
    /** The payment that paid for it (null for cash on delivery without wallet). */
    paymentId: text("payment_id"),
    promoCodes: text("promo_codes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    address: jsonb("address").$type<OrderAddressSnapshot>().notNull(),
    bill: jsonb("bill").$type<OrderBillSnapshot>().notNull(),
    grandTotal: integer("grand_total").notNull(),
    etaMinutes: integer("eta_minutes").notNull(),
    cancelReason: text("cancel_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("orders_user_idx").on(t.userId, t.id.desc()), index("orders_status_idx").on(t.status)],
);

/** Lines with the price paid, snapshotted: later catalogue changes do not rewrite history. */
export const orderItems = pgTable(
  "order_items",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    name: text("name").notNull(),
    unit: text("unit").notNull(),
    image: text("image").notNull(),
    price: integer("price").notNull(),
    mrp: integer("mrp").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] })],
);

/** The order's timeline: one row per state it entered. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

/**
 * "Need help with this order?": what the shopper wrote about one of their orders, and the store's
 * answer (docs/product/entities.md#order-messages). Open while `answeredAt` is null.
 */
export const orderMessages = pgTable(
  "order_messages",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    body: text("body").notNull(),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_messages_order_idx").on(t.orderId, t.id),
    index("order_messages_user_created_idx").on(t.userId, t.createdAt),
    index("order_messages_open_idx")
      .on(t.id)
      .where(sql`${t.answeredAt} is null`),
  ],
);

/**
 * GST tax invoices (docs/rules.md#invoices): one per delivered order, numbered per financial year, stored as
 * issued. Kept when the buyer deletes their account (the buyer is blanked, the invoice stays 72 months).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id),
    number: text("number").notNull().unique(),
    financialYear: text("financial_year").notNull(),
    serial: integer("serial").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    data: jsonb("data").$type<TaxInvoice>().notNull(),
  },
  (t) => [index("invoices_year_serial_idx").on(t.financialYear, t.serial)],
);

/** The last invoice serial of each financial year: taken with one atomic upsert, so serials never repeat. */
export const invoiceCounters = pgTable("invoice_counters", {
  financialYear: text("financial_year").primaryKey(),
  last: integer("last").notNull(),
});
