import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./account-tables.server";
import { orders } from "./order-tables.server";

/** Coupons are data (docs/rules.md#coupons): flat or percent with a cap, minimum order, validity, per-user limit, clubbable. */
export const coupons = pgTable("coupons", {
  code: text("code").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  /** "flat" (value in paise) or "percent" (value in whole percent, capped by maxDiscount). */
  kind: text("kind").notNull(),
  value: integer("value").notNull(),
  maxDiscount: integer("max_discount"),
  minOrder: integer("min_order").notNull().default(0),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  perUserLimit: integer("per_user_limit").notNull().default(1),
  clubbable: boolean("clubbable").notNull().default(false),
  /** A bank or card offer applies only when paying with this method (and issuer, when set). */
  paymentMethod: text("payment_method"),
  issuer: text("issuer"),
  terms: text("terms").notNull(),
  active: boolean("active").notNull().default(true),
});

/** Coupons used by placed orders: the per-user limit counts these. */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    couponCode: text("coupon_code")
      .notNull()
      .references(() => coupons.code),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.couponCode, t.orderId] }), index("coupon_redemptions_user_idx").on(t.couponCode, t.userId)],
);
