/** Engagement: the badges shoppers earned (docs/rules.md#badges) and the yearly brand awards (docs/rules.md#brand-awards). */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./account-tables.server";
import { brands, categories } from "./catalogue-tables.server";

/**
 * A badge a shopper earned, once: the key makes awarding idempotent, and `earnedAt` (the time of the activity
 * that earned it, not of the visit that noticed it) never changes afterwards.
 */
export const userBadges = pgTable(
  "user_badges",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A badge id of app/lib/badges.ts (first-order, orders-5, night-owl …). */
    badge: text("badge").notNull(),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badge] })],
);

/** Editorial brand awards: per year and category, the brands honoured, ranked (1 = Winner), with a citation. */
export const brandAwards = pgTable(
  "brand_awards",
  {
    year: smallint("year").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    rank: smallint("rank").notNull(),
    /** "Winner", "Runner-up", "Editor's pick" … */
    title: text("title").notNull(),
    citation: text("citation").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.categoryId, t.brandId] }),
    index("brand_awards_year_idx").on(t.year, t.categoryId, t.rank),
    check("brand_awards_rank_check", sql`${t.rank} between 1 and 10`),
  ],
);
