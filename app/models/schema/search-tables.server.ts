/** Recent searches per device (docs/search.md#recent-searches). */
import { index, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The latest searches of one device (spec constant: at most 6, the oldest dropped first), keyed by the
 * device cookie so they work without JavaScript and without an account. One row per distinct query;
 * searching it again moves it to the top.
 */
export const recentSearches = pgTable(
  "recent_searches",
  {
    deviceId: text("device_id").notNull(),
    /** The query as the shopper typed it (normalised spaces). */
    query: text("query").notNull(),
    /** Lower-cased query: "Milk" and "milk" are one entry. */
    queryKey: text("query_key").notNull(),
    /** Where the search came from (a type-ahead suggestion, a recent search …), from the link's suggestion_type. */
    suggestionType: text("suggestion_type"),
    /** Analytics search type 0–9 from the link's `t`. */
    searchType: smallint("search_type"),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.queryKey] }), index("recent_searches_device_idx").on(t.deviceId, t.searchedAt)],
);
