/** Shoppers' ratings of products they received (docs/rules.md#ratings). */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { products } from "./catalogue-tables.server";
import { users } from "./account-tables.server";
import { orders } from "./order-tables.server";

/** One rating per product per shopper: rating again updates the row. */
export const productRatings = pgTable(
  "product_ratings",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The delivered order that made the shopper eligible (the latest one holding the product). */
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    stars: smallint("stars").notNull(),
    review: text("review"),
    /** "A.": the first-name initial the review shows, taken when rating; never the name or phone. */
    authorInitial: text("author_initial"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("product_ratings_product_user_idx").on(t.productId, t.userId),
    index("product_ratings_product_updated_idx").on(t.productId, t.updatedAt.desc()),
    index("product_ratings_user_idx").on(t.userId),
    check("product_ratings_stars_check", sql`${t.stars} between 1 and 5`),
  ],
);
