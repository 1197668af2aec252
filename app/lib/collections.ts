/**
 * Collections (docs/collections-and-layouts.md): a curated, ordered list of products shown at
 * /cln/{name}/clid/{id}, or a dynamic collection at /dc/{name}/{id} whose products are whatever its rule
 * matches in the shopper's store today. Types and paths only: the zod schemas are in
 * ./collections.server, so zod stays out of the browser (docs/architecture.md).
 */
import { slugify } from "./slug";

/** What a dynamic collection matches. Every field narrows; money is paise. */
export interface CollectionRule {
  /** Any of these brands. */
  brandIds?: number[] | undefined;
  /** An L0 (top) or L1 category. */
  categoryId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** At least this discount off the MRP at the shopper's store. */
  minDiscountPercent?: number | undefined;
  /** First listed within this many days ("new this week" is 7). */
  newWithinDays?: number | undefined;
}

export type CollectionDefinition = { kind: "curated"; productIds: number[] } | { kind: "dynamic"; rule: CollectionRule };

export type CollectionKind = CollectionDefinition["kind"];

export function collectionPath(kind: CollectionKind, name: string, id: number, catOneId?: number): string {
  const base = kind === "curated" ? `/cln/${slugify(name)}/clid/${id}` : `/dc/${slugify(name)}/${id}`;
  return catOneId === undefined ? base : `${base}/${catOneId}`;
}

/** Layout kinds and the route each is shown at (docs/collections-and-layouts.md). */
export const LAYOUT_KINDS = ["page", "use_case", "store", "tabs", "print"] as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[number];

/** The one tab layout /tab-layouts shows. */
export const TAB_LAYOUT_ID = "tab-layouts";

/** Where a layout is shown, or null for one only shown inside another page (a city home's). */
export function layoutPath(kind: LayoutKind, id: string): string | null {
  switch (kind) {
    case "use_case":
      return `/le/${encodeURIComponent(id)}`;
    case "store":
      return `/store/${encodeURIComponent(id)}`;
    case "tabs":
      return id === TAB_LAYOUT_ID ? "/tab-layouts" : null;
    case "print":
      return "/print";
    case "page":
      return id === "home" ? "/" : null;
  }
}

/**
 * A use-case layout's link to a recipe by id alone: /recipe/{id} redirects to the recipe's canonical path
 * (`recipePath` in ~/lib/paths, which needs the name a layout does not carry).
 */
export function recipeByIdPath(recipeId: number): string {
  return `/recipe/${recipeId}`;
}
