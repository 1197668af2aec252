/**
 * The database schema (PostgreSQL dialect, shared by embedded PGlite and a
 * PostgreSQL server), one file per group of tables under schema/. This index
 * is what models, drizzle.config.ts and `npm run db:generate` read
 * (docs/decisions/001-query-layer-drizzle.md). Money is integer paise. Search
 * columns and trigram indexes that Drizzle cannot express live in the
 * hand-written migration drizzle/0002_search.sql.
 */
export * from "./schema/place-tables.server";
export * from "./schema/catalogue-tables.server";
export * from "./schema/cart-tables.server";
export * from "./schema/account-tables.server";
export * from "./schema/platform-tables.server";
export * from "./schema/order-tables.server";
export * from "./schema/payment-tables.server";
export * from "./schema/wallet-tables.server";
export * from "./schema/coupon-tables.server";
export * from "./schema/print-tables.server";
export * from "./schema/rating-tables.server";
export * from "./schema/search-tables.server";
export * from "./schema/discovery-tables.server";
export * from "./schema/image-tables.server";
export * from "./schema/privacy-tables.server";
export * from "./schema/engagement-tables.server";
export * from "./schema/santa-tables.server";
export * from "./schema/analytics-tables.server";
export * from "./schema/back-in-stock-tables.server";
