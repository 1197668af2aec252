/**
 * Writes the demo recipes (data/recipes.ts) after the products: each ingredient's product is looked up by
 * name and pack size in the products just written, so recipes follow the catalogue whatever ids it gives
 * (docs/rules.md#recipes). An ingredient whose product is missing is kept without one (shown as not sold
 * here) rather than failing the seed; tests/unit/recipes-data.test.ts keeps the curated data complete.
 */
import { slugify } from "~/lib/slug";
import type { Tx } from "~/models/db.server";
import { productsNamed, replaceRecipes, type NewRecipeIngredientRow, type NewRecipeRow } from "~/models/recipes.server";
import type { SeedRecipe } from "./data/recipes";

export interface ProductName {
  id: number;
  name: string;
  unit: string;
}

/** The product for an ingredient: the named product in that pack size, else the same product's smallest id. */
export function productFor(products: readonly ProductName[], name: string, unit: string): number | null {
  const same = products.filter((p) => p.name === name);
  return (same.find((p) => p.unit === unit) ?? same[0])?.id ?? null;
}

/** The rows for the recipes, given the catalogue's products (pure: the unit tests call it too). */
export function recipeRows(recipes: readonly SeedRecipe[], products: readonly ProductName[]) {
  const rows: NewRecipeRow[] = recipes.map((r, position) => ({
    id: r.id,
    slug: slugify(r.name),
    name: r.name,
    description: r.description,
    icon: r.icon,
    background: r.background,
    cuisine: r.cuisine,
    course: r.course,
    servings: r.servings,
    prepMinutes: r.prepMinutes,
    cookMinutes: r.cookMinutes,
    steps: r.steps,
    position,
  }));
  const ingredients: NewRecipeIngredientRow[] = recipes.flatMap((r) =>
    r.ingredients.map((i, position) => ({
      recipeId: r.id,
      position,
      label: i.label,
      quantity: i.quantity,
      productId: productFor(products, i.product, i.unit),
      packs: i.packs ?? 1,
    })),
  );
  return { rows, ingredients };
}

/** Replaces the recipes; run inside the catalogue seed's transaction, after the products. */
export async function seedRecipes(tx: Tx): Promise<void> {
  const { RECIPES } = await import("./data/recipes");
  const names = [...new Set(RECIPES.flatMap((r) => r.ingredients.map((i) => i.product)))];
  const { rows, ingredients } = recipeRows(RECIPES, await productsNamed(tx, names));
  await replaceRecipes(tx, rows, ingredients);
}
