/**
 * The recipe list and recipe pages (docs/rules.md#recipes): recipes are data, each ingredient mapped to a
 * product priced and stocked at the store serving the shopper; "add all" goes through the one add-many
 * path of the cart (app/services/cart/add-many.server.ts).
 */
import { describeAdds } from "~/lib/add-many";
import { NotFoundError } from "~/lib/errors";
import { productImageUrl } from "~/lib/image-urls";
import { recipePath, recipesPath } from "~/lib/paths";
import type { RecipeIngredientLine, RecipeListData, RecipePageData } from "~/lib/views/discovery";
import { countRecipes, getRecipe, listRecipes, recipeIngredientsAt } from "~/models/recipes.server";
import type { Db } from "~/models/db.server";
import { addProductsForShopper, type AddManyResult } from "../../cart/add-many.server";
import type { RequestContext } from "../../platform/request-context.server";
import { movedPermanently } from "../../platform/http.server";
import { pageContext, parseId } from "./listing-pages.server";
import { pickLine } from "../pick-lines.server";
import { dbInt } from "~/lib/db-int.server";

/** Default pagination, page size 20 (docs/product/constants.md). */
export const RECIPE_PAGE_SIZE = 20;

const PageSchema = dbInt({ min: 1, max: 10_000, message: "There is no such page of recipes." });

export async function loadRecipeList(ctx: RequestContext, pageSize = RECIPE_PAGE_SIZE): Promise<RecipeListData> {
  const { db, origin, url } = await pageContext(ctx);
  const raw = url.searchParams.get("page");
  const parsed = PageSchema.safeParse(raw ?? 1);
  if (!parsed.success) throw new NotFoundError("There is no such page of recipes.");
  const page = parsed.data;
  // ?page=1 is the bare list: one address per page.
  if (raw !== null && page === 1) throw movedPermanently(recipesPath());
  const total = await countRecipes(db);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page > pageCount) throw new NotFoundError("There is no such page of recipes.");
  const rows = await listRecipes(db, (page - 1) * pageSize, pageSize);
  return {
    origin,
    canonical: recipesPath(page),
    recipes: rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      href: recipePath(r.name, r.id),
      image: productImageUrl(r.icon, r.background, 1),
      course: r.course,
      servings: r.servings,
      totalMinutes: r.prepMinutes + r.cookMinutes,
      ingredientCount: r.ingredients,
    })),
    page,
    pageCount,
    previousHref: page > 1 ? recipesPath(page - 1) : null,
    nextHref: page < pageCount ? recipesPath(page + 1) : null,
  };
}

async function ingredientLines(db: Db, recipeId: number, storeId: number, adult: boolean): Promise<RecipeIngredientLine[]> {
  const rows = await recipeIngredientsAt(db, recipeId, storeId);
  return rows.map((r) => ({
    ...pickLine(r, { fallbackName: r.label, packs: r.packs, adult }),
    label: r.label,
    quantity: r.quantity,
  }));
}

/** `/recipe/{slug}/{id}`; `/recipe/{id}` and a stale slug answer 301 to it. */
export async function loadRecipePage(ctx: RequestContext, params: { slug?: string; recipeId?: string }): Promise<RecipePageData> {
  const recipeId = parseId(params.recipeId);
  const { db, origin, url, location, adult } = await pageContext(ctx);
  const recipe = await getRecipe(db, recipeId);
  if (!recipe) throw new NotFoundError("We couldn't find that recipe.");
  const canonical = recipePath(recipe.name, recipe.id);
  if (params.slug !== recipe.slug) throw movedPermanently(canonical + url.search);
  const ingredients = await ingredientLines(db, recipe.id, location.store?.id ?? -1, adult);
  return {
    origin,
    canonical,
    recipe: {
      id: recipe.id,
      name: recipe.name,
      description: recipe.description,
      image: productImageUrl(recipe.icon, recipe.background, 1),
      cuisine: recipe.cuisine,
      course: recipe.course,
      servings: recipe.servings,
      prepMinutes: recipe.prepMinutes,
      cookMinutes: recipe.cookMinutes,
      steps: recipe.steps,
    },
    ingredients,
    addable: ingredients.filter((i) => i.status === "in_stock").length,
    storeName: location.store?.name ?? null,
  };
}

/**
 * "Add N ingredients to cart": every ingredient of the recipe, each with its packs, through the cart's
 * add-many path; the answer says what went in and why the rest did not.
 */
export async function addRecipeToCart(
  ctx: RequestContext,
  headers: Headers,
  recipeIdParam: string | undefined,
  mutationId: string,
  now: Date,
): Promise<{ result: AddManyResult; message: string }> {
  const recipeId = parseId(recipeIdParam);
  const db = await ctx.db();
  const location = await ctx.location();
  const recipe = await getRecipe(db, recipeId);
  if (!recipe) throw new NotFoundError("We couldn't find that recipe.");
  const rows = await recipeIngredientsAt(db, recipe.id, location.store?.id ?? -1);
  const items = rows.map((r) => ({ productId: r.productId, quantity: r.packs, name: r.label }));
  const result = await addProductsForShopper(ctx, headers, items, mutationId, now);
  const message = result.applied ? describeAdds(result.lines, "ingredient") : "These ingredients are already in your cart.";
  return { result, message };
}
