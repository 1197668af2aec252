/**
 * The database schema (PostgreSQL dialect, shared by embedded PGlite and a
 * PostgreSQL server). Money is integer paise. Search columns and trigram
 * indexes that Drizzle cannot express live in the hand-written migration
 * drizzle/0002_search.sql.
 */
import { sql } from "drizzle-orm";
import type { ProductDetails, ProductHighlight } from "~/lib/views/catalogue";
import type { OrderAddressSnapshot, OrderBillSnapshot } from "~/lib/views/orders";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const cities = pgTable("cities", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  state: text("state").notNull(),
  lat: doublePrecision("lat").notNull(),
  lon: doublePrecision("lon").notNull(),
  isTopCity: boolean("is_top_city").notNull().default(false),
  isDefault: boolean("is_default").notNull().default(false),
});

export const localities = pgTable(
  "localities",
  {
    id: serial("id").primaryKey(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    pincode: text("pincode").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
  },
  (t) => [index("localities_pincode_idx").on(t.pincode), uniqueIndex("localities_city_slug_idx").on(t.cityId, t.slug)],
);

/** Dark stores (merchants). A store serves every location within radiusKm. */
export const stores = pgTable("stores", {
  id: integer("id").primaryKey(),
  cityId: integer("city_id")
    .notNull()
    .references(() => cities.id),
  name: text("name").notNull(),
  lat: doublePrecision("lat").notNull(),
  lon: doublePrecision("lon").notNull(),
  radiusKm: doublePrecision("radius_km").notNull(),
  /** Operators flag rain; the fee engine adds the rain surge. */
  isRaining: boolean("is_raining").notNull().default(false),
  chainId: integer("chain_id").notNull().default(1383),
});

/** L0 categories have no parent; L1 categories hang under an L0. */
export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull(),
    icon: text("icon").notNull(),
    ageRestricted: boolean("age_restricted").notNull().default(false),
  },
  (t) => [index("categories_parent_idx").on(t.parentId)],
);

export const brands = pgTable("brands", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  color: text("color").notNull(),
  manufacturer: text("manufacturer").notNull(),
  countryOfOrigin: text("country_of_origin").notNull(),
});

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    /** Leaf (L1) category. */
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    l0CategoryId: integer("l0_category_id")
      .notNull()
      .references(() => categories.id),
    unit: text("unit").notNull(),
    /** Maximum retail price printed on the pack, paise, incl. all taxes. */
    mrp: integer("mrp").notNull(),
    /** Reference selling price, paise; each store sets its own in store_products. */
    price: integer("price").notNull(),
    /** Products of one group are variants of each other (500 ml / 1 l). */
    groupId: integer("group_id").notNull(),
    typeId: integer("type_id"),
    icon: text("icon").notNull(),
    background: text("background").notNull(),
    imageCount: integer("image_count").notNull().default(3),
    highlights: jsonb("highlights").$type<ProductHighlight[]>().notNull(),
    details: jsonb("details").$type<ProductDetails>().notNull(),
    /** Brand and category names, for full-text search. */
    searchText: text("search_text").notNull(),
    popularity: integer("popularity").notNull().default(0),
  },
  (t) => [
    index("products_category_idx").on(t.categoryId),
    index("products_l0_category_idx").on(t.l0CategoryId),
    index("products_brand_idx").on(t.brandId),
    index("products_group_idx").on(t.groupId),
    // Rails ("bestsellers", category rails) walk products by popularity.
    index("products_popularity_idx").on(t.popularity.desc().nullsFirst(), t.id),
  ],
);

/** Per-store price and stock: the store that serves the shopper decides both. */
export const storeProducts = pgTable(
  "store_products",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    price: integer("price").notNull(),
    stock: integer("stock").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId] }), index("store_products_product_idx").on(t.productId)],
);

/** Server-driven layouts: a list of widgets (type code + props), zod-validated on read. */
export const layouts = pgTable("layouts", {
  id: text("id").primaryKey(),
  widgets: jsonb("widgets").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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

/** Shoppers. A phone number is the identity; it is verified by a one-time code. */
export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  /** Ten digits, no country code (normalised before storage). */
  phone: text("phone").notNull().unique(),
  name: text("name"),
  verified: boolean("verified").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Server-side sessions. The cookie carries only the session id; the row
 * stores its SHA-256 (a leaked table cannot be replayed as cookies) and, once
 * logged in, the user id and the access token (logged in means both: docs/product/entities.md#user).
 */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessTokenHash: text("access_token_hash").notNull(),
    deviceId: text("device_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the id last changed (a new id every 15 minutes while active: docs/product/constants.md#device-and-session). */
    rotatedAt: timestamp("rotated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The id before the last rotation, accepted briefly so requests already in flight are not logged out. */
    previousIdHash: text("previous_id_hash"),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    index("sessions_previous_id_idx").on(t.previousIdHash),
    index("sessions_expires_idx").on(t.expiresAt),
  ],
);

/**
 * One-time login codes: only a keyed hash is stored. A code is single use,
 * expires, and burns after too many wrong tries; rows also count requests
 * per phone for the hourly and daily caps.
 */
export const loginCodes = pgTable(
  "login_codes",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    /** Set when the code was used, burnt by wrong tries, or replaced by a resend. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  // created_at alone: the retention job's deletes (app/services/platform/retention-job.server.ts).
  (t) => [index("login_codes_phone_idx").on(t.phone, t.createdAt), index("login_codes_created_idx").on(t.createdAt)],
);

/** Messages the outbox SMS provider "sent" (demo mode): read at /dev/outbox. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    body: text("body").notNull(),
    /**
     * The device cookie of the request that caused the text: /dev/outbox shows a
     * device only its own messages (docs/rules.md#demo-mode). Null for
     * texts no device asked for (an operator's gift card, a job).
     */
    deviceId: text("device_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_outbox_device_idx").on(t.deviceId, t.createdAt), index("sms_outbox_created_idx").on(t.createdAt)],
);

/**
 * Rate-limit counters (docs/decisions/013-rate-limits.md): one row per key
 * and fixed window; the limiter weighs the previous window to get a sliding
 * count. In the database so that every server process and a restart see the
 * same counts. The retention job deletes windows that have ended.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    /** "<rule>:<subject>", e.g. "texts-phone-hour:9876543210". */
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    windowSeconds: integer("window_seconds").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_counters_window_idx").on(t.windowStart)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "Home" (default), "Other", or the shopper's own word. */
    label: text("label").notNull().default("Home"),
    salutation: text("salutation"),
    name: text("name").notNull(),
    house: text("house").notNull(),
    floor: text("floor"),
    building: text("building"),
    landmark: text("landmark"),
    locality: text("locality").notNull(),
    pincode: text("pincode").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    locationSource: text("location_source").notNull().default("map"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("addresses_user_idx").on(t.userId)],
);

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

// ------------------------------------------------------------------ payments

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

// ------------------------------------------------------------------ wallet

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

// ------------------------------------------------------------------ gift cards

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

// ------------------------------------------------------------------ coupons

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

// ------------------------------------------------------------------ print service

/**
 * Print upload statuses (docs/product/states.md#print-uploads), plus the two steps before a verdict:
 * AWAITING_UPLOAD (an upload address was issued) → VALIDATING → UPLOADED |
 * PASSWORD_PROTECTED (→ UPLOADED once unlocked) | FAILED | PAGE_LIMIT_EXCEEDED | NUDITY_DETECTED.
 */
export type PrintFileStatus =
  "AWAITING_UPLOAD" | "VALIDATING" | "UPLOADED" | "PASSWORD_PROTECTED" | "FAILED" | "PAGE_LIMIT_EXCEEDED" | "NUDITY_DETECTED";

/**
 * One uploaded document or photo (a print_id, docs/product/entities.md#print-state). The bytes live in
 * print storage under keys derived from the id, never from the shopper's file
 * name; the name is kept only to show it back to its owner. Rows outlive their
 * files (purgedAt) so an order still says what was printed.
 */
export const printFiles = pgTable(
  "print_files",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    displayName: text("display_name").notNull(),
    /** Bytes promised when the upload address was issued; the signed PUT accepts exactly this many. */
    declaredSize: integer("declared_size").notNull(),
    status: text("status").$type<PrintFileStatus>().notNull().default("AWAITING_UPLOAD"),
    /** The upload message for a refused file (docs/product/errors.md#upload-messages). */
    failureMessage: text("failure_message"),
    /** PDF, JPEG or PNG, from the content once validated. */
    fileType: text("file_type"),
    pages: integer("pages"),
    thumbnails: integer("thumbnails").notNull().default(0),
    isEncrypted: boolean("is_encrypted").notNull().default(false),
    passwordAttempts: integer("password_attempts").notNull().default(0),
    /** Asynchronous validation (postback request_id, docs/product/api.md#upload-validate) and how often it was polled. */
    validationRequestId: text("validation_request_id").unique(),
    validationPolls: integer("validation_polls").notNull().default(0),
    validationStartedAt: timestamp("validation_started_at", { withTimezone: true }),
    /** Print settings (docs/product/entities.md#print-request), per file; null page range = every page. */
    color: text("color").notNull().default("BLACK_AND_WHITE"),
    side: text("side").notNull().default("SINGLE"),
    orientation: text("orientation").notNull().default("PORTRAIT"),
    copies: integer("copies").notNull().default(1),
    pageRange: text("page_range"),
    /** The cart it was added to (a paas cart) and the order that printed it. */
    cartId: text("cart_id"),
    orderId: integer("order_id"),
    /** Paise per printed side charged by its order (set when ordered): the order keeps its prices if the price list changes. */
    pricePerSide: integer("price_per_side"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the retention job deleted its bytes (24 h: docs/rules.md#print-retention). */
    purgedAt: timestamp("purged_at", { withTimezone: true }),
  },
  (t) => [
    index("print_files_user_idx").on(t.userId, t.createdAt),
    index("print_files_retention_idx")
      .on(t.createdAt)
      .where(sql`purged_at is null`),
    // Every page's cart reads its prints; orders and retention find theirs.
    index("print_files_cart_idx")
      .on(t.cartId)
      .where(sql`order_id is null and purged_at is null`),
    index("print_files_order_idx").on(t.orderId),
    check("print_files_copies_check", sql`${t.copies} between 1 and 100`),
  ],
);
