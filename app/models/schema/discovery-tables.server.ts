/**
 * Recipes with ingredients mapped to products, and shared-cart links (docs/rules.md#recipes,
 * docs/rules.md#shared-carts).
 */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue-tables.server";

/** A recipe: written as data by the seed (app/services/seed/data/recipes.ts), reseeded with the catalogue. */
export const recipes = pgTable(
  "recipes",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    /** Fluent Emoji (flat) icon and background colour of the generated picture (app/lib/image-urls.ts). */
    icon: text("icon").notNull(),
    background: text("background").notNull(),
    cuisine: text("cuisine").notNull(),
    /** "Breakfast", "Main course", "Drink" … (schema.org recipeCategory). */
    course: text("course").notNull(),
    servings: integer("servings").notNull(),
    prepMinutes: integer("prep_minutes").notNull(),
    cookMinutes: integer("cook_minutes").notNull(),
    steps: jsonb("steps").$type<string[]>().notNull(),
    /** List order: lower first. */
    position: integer("position").notNull(),
  },
  (t) => [index("recipes_position_idx").on(t.position, t.id)],
);

/**
 * One ingredient line. `productId` is the product that stands for it; null (the product was removed
 * from the catalogue, or the seed found no product of that name) shows the line as not sold here.
 */
export const recipeIngredients = pgTable(
  "recipe_ingredients",
  {
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** What the recipe calls it: "Paneer". */
    label: text("label").notNull(),
    /** How much the recipe uses, as written: "200 g", "2 tbsp". */
    quantity: text("quantity").notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    /** Packs of the product one post adds. */
    packs: integer("packs").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.position] }), index("recipe_ingredients_product_idx").on(t.productId)],
);

/** An item of a shared-cart snapshot: a product and how many, nothing else. */
export interface SharedCartItem {
  productId: number;
  quantity: number;
}

/**
 * A shared-cart link: an unguessable token and a snapshot of the items (product ids and quantities). No
 * owner, cart id, prices or address are stored, so the link cannot reveal them.
 */
export const sharedCarts = pgTable(
  "shared_carts",
  {
    token: text("token").primaryKey(),
    items: jsonb("items").$type<SharedCartItem[]>().notNull(),
    /** Print jobs the cart also held, which are not shared: the page says so. */
    printCount: integer("print_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("shared_carts_expires_idx").on(t.expiresAt)],
);
