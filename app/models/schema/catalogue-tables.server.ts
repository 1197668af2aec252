/** The catalogue: categories, brands, products, each store's price and stock, and server-driven layouts. */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import type { Diet, StoredBadge } from "~/lib/product-extras";
import type { Photo } from "~/lib/photos";
import type { ProductDetails, ProductHighlight } from "~/lib/views/catalogue";
import { stores } from "./place-tables.server";

/** L0 categories have no parent; L1 categories hang under an L0. */
export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    /** The name on Hindi pages (docs/product/entities.md#hindi-names); null shows `name`. Slugs stay English. */
    nameHi: text("name_hi"),
    slug: text("slug").notNull(),
    position: integer("position").notNull(),
    icon: text("icon").notNull(),
    ageRestricted: boolean("age_restricted").notNull().default(false),
    /**
     * How strongly a bare word prefers this category's products in search (docs/search.md#ranking): 3 fresh
     * produce, eggs and raw meat, 2 staples (atta, dal, oil, milk …), 1 other food and drink, 0 the rest.
     * Read for a product's leaf category.
     */
    searchBoost: smallint("search_boost").notNull().default(0),
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
    /**
     * The name on Hindi pages and for JSON API clients asking for Hindi, the brand as printed ("Amul Taaza टोंड
     * दूध"); null shows `name`. Slugs stay English (docs/product/entities.md#hindi-names).
     */
    nameHi: text("name_hi"),
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
    /**
     * The first of the product's stored photos (product_images, docs/decisions/018-stored-product-images.md),
     * repeated here so a listing draws its cards without a join; null shows the generated picture.
     */
    photo: jsonb("photo").$type<Photo>(),
    highlights: jsonb("highlights").$type<ProductHighlight[]>().notNull(),
    details: jsonb("details").$type<ProductDetails>().notNull(),
    /** Brand and category names, for full-text search. */
    searchText: text("search_text").notNull(),
    popularity: integer("popularity").notNull().default(0),
    /** The diet mark for food packs ("veg" | "non_veg"; null for non-food): docs/rules.md#product-badges. */
    diet: text("diet").$type<Diet>(),
    /** Badges an operator states (STORED_BADGES: "organic", …); the rest are computed (app/lib/product-extras.ts). */
    badges: text("badges")
      .array()
      .$type<StoredBadge[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the product was first listed: the "New" badge (NEW_FOR_DAYS) and "new this week" collections (docs/collections-and-layouts.md). */
    listedAt: timestamp("listed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Ratings of shoppers who received it (product_ratings), kept in step in the rating's transaction, for the tiles. */
    ratingCount: integer("rating_count").notNull().default(0),
    ratingTotal: integer("rating_total").notNull().default(0),
  },
  (t) => [
    index("products_category_idx").on(t.categoryId),
    index("products_l0_category_idx").on(t.l0CategoryId),
    index("products_brand_idx").on(t.brandId),
    index("products_group_idx").on(t.groupId),
    // Rails ("bestsellers", category rails) walk products by popularity.
    index("products_popularity_idx").on(t.popularity.desc().nullsFirst(), t.id),
    // "New this week" collections filter by listing date.
    index("products_listed_at_idx").on(t.listedAt),
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

/**
 * Server-driven layouts: a list of widgets (type code + props), zod-validated on read. `kind` says which
 * route shows it (docs/collections-and-layouts.md): "page" (home, city), "use_case" (/le/{id}), "store"
 * (/store/{id}), "tabs" (/tab-layouts, whose `tabs` name other layouts), "print" (the print landing).
 */
export const layouts = pgTable("layouts", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull().default("page"),
  title: text("title").notNull().default(""),
  /**
   * The title on Hindi pages (docs/collections-and-layouts.md#hindi); null shows `title`. The widgets' own words
   * carry their Hindi in their JSON (`titleHi`, `labelHi` …), the tabs' too.
   */
  titleHi: text("title_hi"),
  widgets: jsonb("widgets").notNull(),
  tabs: jsonb("tabs").notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Collections (docs/collections-and-layouts.md): a curated, ordered list of products (/cln/…) or a rule
 * evaluated by the listing query (/dc/…). `definition` is zod-validated on read, like layouts.
 */
export const collections = pgTable("collections", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  /** The name on Hindi pages (docs/collections-and-layouts.md#hindi); null shows `name`. The address's slug stays English. */
  nameHi: text("name_hi"),
  description: text("description").notNull().default(""),
  /** The description on Hindi pages; null shows `description`. */
  descriptionHi: text("description_hi"),
  definition: jsonb("definition").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Search vocabulary: every distinct word of product names, brands and categories, kept by the catalogue
 * importer. A typed word missing from it is corrected against it by trigram similarity on a few thousand
 * rows instead of the whole products table (docs/search.md, docs/decisions/019-search-vocabulary.md). A GiST
 * trigram index: it answers `%` and the nearest words by `<->` distance, which the planner uses even on a
 * table this small (docs/decisions/025-search-candidate-set.md).
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
  },
  (t) => [index("search_words_word_trgm_idx").using("gist", t.word.op("gist_trgm_ops"))],
);
