/** Recent searches per device (docs/search.md#recent-searches) and what shoppers taught search. */
import { boolean, index, integer, pgTable, primaryKey, real, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue-tables.server";

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

/**
 * What the store's own shoppers taught search (docs/search.md#learning-from-shoppers): for a query in its
 * canonical form (the vocabulary's meaning of each word, so "pyaaz" and "onion" are one key), a product
 * shoppers added to their cart within 30 minutes of searching it. Rewritten whole by the search-learning job
 * (app/services/search/search-learning.server.ts) from search_learning_evidence; only pairs above the floor
 * of evidence are kept.
 */
export const searchLearnedBoosts = pgTable(
  "search_learned_boosts",
  {
    /** learningKey() of app/lib/search-query.ts: the canonical words, sorted, and the pack size if one was typed. */
    queryKey: text("query_key").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Distinct devices that searched the query and then added the product. */
    sessions: integer("sessions").notNull(),
    /** Those devices' evidence, each halved every half-life of its age: what ranking orders by. */
    score: real("score").notNull(),
    /** The newest of that evidence. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.queryKey, t.productId] })],
);

/**
 * The evidence behind the learned boosts: a device (the analytics device hash, docs/rules.md#analytics) searched
 * the query and added the product within 30 minutes, latest at `at`. Kept as long as the analytics events
 * (90 days), so the job reads only the events since its last run; an account's deletion deletes its devices' rows.
 */
export const searchLearningEvidence = pgTable(
  "search_learning_evidence",
  {
    queryKey: text("query_key").notNull(),
    productId: integer("product_id").notNull(),
    device: text("device").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.queryKey, t.productId, t.device] }), index("search_learning_evidence_device_idx").on(t.device)],
);

/** The search-learning job's progress: the analytics events up to `events_until` have been read (one row). */
export const searchLearningState = pgTable("search_learning_state", {
  id: smallint("id").primaryKey().default(1),
  eventsUntil: timestamp("events_until", { withTimezone: true }).notNull(),
});

/**
 * Search's postings (docs/decisions/050-search-postings.md): one row per product and word of its search vector,
 * with what ranking orders by that does not depend on the query — the word's weighted rank in the product, its
 * category's boost, single pack or multipack, popularity — so the best products for a word are read first, from
 * an index in ranking order, and a broad word costs a page of them, not every match. Written only by the
 * database: triggers on products and categories (drizzle/0034_search_postings.sql) keep it in step with every
 * writer of products, as the generated search vector is.
 */
export const searchPostings = pgTable(
  "search_postings",
  {
    /** A lexeme of the product's search_vector (the english configuration's stem: "onion", "tomato"). */
    lexeme: text("lexeme").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** ts_rank of the lexeme alone in the product's vector, with ranking's word weights (D 0.1, C 0.3, B 0.5, A 1). */
    rank: real("rank").notNull(),
    /** The product's leaf category's search_boost. */
    boost: smallint("boost").notNull(),
    /** "4 x 100 g": a multipack ranks after the single pack. */
    multipack: boolean("multipack").notNull(),
    popularity: integer("popularity").notNull(),
    /** The product's pack size ("500 g"): a typed size ranks its packs first. */
    unit: text("unit").notNull(),
    /** The product's categories, for a search limited to one and for leaving out age-restricted ones. */
    categoryId: integer("category_id").notNull(),
    l0CategoryId: integer("l0_category_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lexeme] })],
);

/** Every lexeme of search_postings once: the words a typed prefix ("amu") can continue to ("amul"). */
export const searchLexemes = pgTable("search_lexemes", {
  lexeme: text("lexeme").primaryKey(),
});
