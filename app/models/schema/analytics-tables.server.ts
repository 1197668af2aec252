/**
 * First-party analytics events (docs/rules.md#analytics). One row per event, fixed columns: a field an event
 * does not have holds the spec's default (`#-NA`, -1, INR: docs/product/constants.md#versions-and-analytics),
 * so the rows read the same whatever wrote them. No personal data: the device is a keyed hash, pages are
 * route ids (no order or cart ids), no user id, phone, name, address or coordinates. The retention job deletes
 * rows older than RETENTION_ANALYTICS_DAYS.
 */
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** One of EVENT_NAMES in app/lib/analytics-events.ts. */
    name: text("name").notNull(),
    /** "server" (recorded by a loader or action, so it exists without JavaScript) or "browser" (a beacon). */
    source: text("source", { enum: ["server", "browser"] }).notNull(),
    /** HMAC of the device cookie, 16 hex characters (app/services/analytics/events.server.ts), or #-NA. */
    device: text("device").notNull().default("#-NA"),
    /** The platform value (docs/rules.md#platform-values). */
    platform: text("platform").notNull().default("#-NA"),
    /** The page's route id (e.g. "routes/s._index") or, from the browser, its first path segment. */
    page: text("page").notNull().default("#-NA"),
    /** Search: the normalised query (digit runs masked); impression: the widget; order: the payment method. */
    label: text("label").notNull().default("#-NA"),
    searchType: smallint("search_type").notNull().default(-1),
    resultCount: integer("result_count").notNull().default(-1),
    productId: integer("product_id").notNull().default(-1),
    /** cart_quantity: +1 add, -1 remove. */
    quantity: smallint("quantity").notNull().default(-1),
    /** checkout_step: ADT 1, PAYMENTS 2. */
    step: smallint("step").notNull().default(-1),
    /** An order's grand total in paise, the units of a cart change, or the HTTP status of a page view. */
    value: integer("value").notNull().default(-1),
    currency: text("currency").notNull().default("INR"),
  },
  (t) => [
    index("analytics_events_name_at_idx").on(t.name, t.at),
    index("analytics_events_at_idx").on(t.at),
    check("analytics_events_source_check", sql`${t.source} in ('server', 'browser')`),
  ],
);
