/** Recipes and their ingredients, with the serving store's price and stock per ingredient. No business rules. */
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import { brands, categories, products, recipeIngredients, recipes, storeProducts } from "./schema.server";
import { offerColumns } from "./shared-carts.server";

export type RecipeRow = typeof recipes.$inferSelect;
export type NewRecipeRow = typeof recipes.$inferInsert;
export type NewRecipeIngredientRow = typeof recipeIngredients.$inferInsert;

export async function countRecipes(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recipes);
  return Number(row?.n ?? 0);
}

/** One page of recipes in list order, with how many ingredients each has. */
export async function listRecipes(db: Db, offset: number, limit: number) {
  const ingredientCount = db
    .select({ recipeId: recipeIngredients.recipeId, n: count().as("n") })
    .from(recipeIngredients)
    .groupBy(recipeIngredients.recipeId)
    .as("ingredient_count");
  const rows = await db
    .select({
      id: recipes.id,
      slug: recipes.slug,
      name: recipes.name,
      description: recipes.description,
      icon: recipes.icon,
      background: recipes.background,
      course: recipes.course,
      servings: recipes.servings,
      prepMinutes: recipes.prepMinutes,
      cookMinutes: recipes.cookMinutes,
      ingredients: ingredientCount.n,
    })
    .from(recipes)
    .leftJoin(ingredientCount, eq(ingredientCount.recipeId, recipes.id))
    .orderBy(asc(recipes.position), asc(recipes.id))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => ({ ...r, ingredients: Number(r.ingredients ?? 0) }));
}

export async function getRecipe(db: Db, recipeId: number): Promise<RecipeRow | undefined> {
  const [row] = await db.select().from(recipes).where(eq(recipes.id, recipeId));
  return row;
}

/**
 * A recipe's ingredients in order, each with its product (null when none stands for it) and the store's
 * price and stock (null when the store does not list it).
 */
export async function recipeIngredientsAt(db: Db, recipeId: number, storeId: number) {
  return db
    .select({
      position: recipeIngredients.position,
      label: recipeIngredients.label,
      quantity: recipeIngredients.quantity,
      packs: recipeIngredients.packs,
      ...offerColumns,
    })
    .from(recipeIngredients)
    .leftJoin(products, eq(products.id, recipeIngredients.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.l0CategoryId))
    .leftJoin(storeProducts, and(eq(storeProducts.productId, products.id), eq(storeProducts.storeId, storeId)))
    .where(eq(recipeIngredients.recipeId, recipeId))
    .orderBy(asc(recipeIngredients.position));
}

/** Products by exact name, for mapping seed ingredients (name + pack size) to product ids. */
export async function productsNamed(tx: Tx, names: string[]): Promise<{ id: number; name: string; unit: string }[]> {
  if (!names.length) return [];
  return tx
    .select({ id: products.id, name: products.name, unit: products.unit })
    .from(products)
    .where(inArray(products.name, names))
    .orderBy(asc(products.id));
}

/** Replaces every recipe (the seed's data is the whole truth). */
export async function replaceRecipes(tx: Tx, rows: NewRecipeRow[], ingredients: NewRecipeIngredientRow[]): Promise<void> {
  await tx.delete(recipeIngredients);
  await tx.delete(recipes);
  if (rows.length) await tx.insert(recipes).values(rows);
  if (ingredients.length) await tx.insert(recipeIngredients).values(ingredients);
}

/** Every recipe's id and name, for the sitemap. */
export async function sitemapRecipes(db: Db): Promise<{ id: number; name: string }[]> {
  return db.select({ id: recipes.id, name: recipes.name }).from(recipes).orderBy(asc(recipes.position), asc(recipes.id));
}
