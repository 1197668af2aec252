/** Shoppers waiting to be told when an out-of-stock product is back (docs/rules.md#back-in-stock-requests). */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account-tables.server";
import { products } from "./catalogue-tables.server";
import { stores } from "./place-tables.server";

/**
 * One row per shopper, product and store: stock is each store's (store_products), so "back" means back at the
 * store that served the shopper when they asked. Asking again after being told reopens the same row.
 */
export const backInStockRequests = pgTable(
  "back_in_stock_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    /**
     * The device cookie of the request that asked: in demo mode the text is kept in the outbox for that device
     * to read at /dev/outbox, which shows a device only its own messages (docs/rules.md#demo-mode).
     */
    deviceId: text("device_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the text went (or was handed to the gateway); null while the shopper is still waiting. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    // Also the owner's index: every read and write of a shopper's requests starts with the user id.
    uniqueIndex("back_in_stock_requests_user_product_store_idx").on(t.userId, t.productId, t.storeId),
    // The job's scan: only the open requests, by what it joins the stock on.
    index("back_in_stock_requests_open_idx")
      .on(t.storeId, t.productId)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
