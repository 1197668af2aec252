/** Server-side carts, their lines and applied mutation ids (docs/decisions/004-idempotent-cart-mutations.md). */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { products } from "./catalogue-tables.server";

/** A server-side cart. Before login it is bound to the device cookie. */
export const carts = pgTable(
  "carts",
  {
    id: text("id").primaryKey(),
    deviceId: text("device_id").notNull(),
    userId: integer("user_id"),
    status: text("status").notNull().default("active"),
    /** Bumped by every mutation; clients send it back to detect stale views. */
    version: integer("version").notNull().default(0),
    /** Rider tip in paise: opt-in only, never pre-added. */
    tip: integer("tip").notNull().default(0),
    /** Feeding India donation opted into (₹2, never pre-added: docs/rules.md#tips-and-donation). */
    donation: boolean("donation").notNull().default(false),
    /** The delivery address chosen at checkout (owned by the cart's user). */
    addressId: integer("address_id"),
    /** A device cart copied from an account cart at logout: merging it back must not double it. */
    sourceCartId: text("source_cart_id"),
    /** Coupon codes the shopper applied, in order (checked again whenever the bill is computed). */
    promoCodes: text("promo_codes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One active anonymous cart per device: concurrent first adds cannot create two.
    uniqueIndex("carts_active_device_idx")
      .on(t.deviceId)
      .where(sql`status = 'active' and user_id is null`),
    // One active cart per account, whichever device it is used from.
    uniqueIndex("carts_active_user_idx")
      .on(t.userId)
      .where(sql`status = 'active' and user_id is not null`),
    index("carts_user_idx").on(t.userId, t.status),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] })],
);

/** Applied mutation ids: a retried or double-submitted mutation is applied once. */
export const cartMutations = pgTable(
  "cart_mutations",
  {
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    mutationId: text("mutation_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.mutationId] })],
);
