/**
 * A collection as a listing filter (docs/collections-and-layouts.md): a curated collection is its product
 * ids, in their order; a dynamic one is its rule, evaluated by the one listing query
 * (~/models/catalogue.server's ProductListFilter), so there is no second listing implementation.
 */
import type { CollectionDefinition } from "~/lib/collections";
import type { ProductListFilter } from "~/models/catalogue.server";

const DAY_MS = 86_400_000;

/** The filter's own part (everything but the store and the shopper's age and filters). */
export type CollectionFilter = Omit<ProductListFilter, "storeId" | "brandIds" | "minPrice" | "maxPrice" | "includeAgeRestricted">;

/**
 * `isTopCategory` tells an L0 category (matched on products' L0) from an L1. "New within N days" counts
 * from the start of today (UTC), so a day's listings share one cache key.
 */
export function collectionFilter(definition: CollectionDefinition, isTopCategory: (id: number) => boolean, now: Date): CollectionFilter {
  if (definition.kind === "curated") return { productIds: definition.productIds };
  const { brandIds, categoryId, minPrice, maxPrice, minDiscountPercent, newWithinDays } = definition.rule;
  const scope: NonNullable<CollectionFilter["scope"]> = {};
  const filter: CollectionFilter = { scope };
  if (categoryId !== undefined) {
    if (isTopCategory(categoryId)) filter.l0CategoryId = categoryId;
    else filter.categoryId = categoryId;
  }
  if (brandIds) scope.brandIds = brandIds;
  if (minPrice !== undefined) scope.minPrice = minPrice;
  if (maxPrice !== undefined) scope.maxPrice = maxPrice;
  if (minDiscountPercent !== undefined) scope.minDiscountPercent = minDiscountPercent;
  if (newWithinDays !== undefined) {
    const startOfDay = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    scope.addedSince = new Date(startOfDay - newWithinDays * DAY_MS);
  }
  return filter;
}

/** A rule in words, for the page's subtitle and `ops collections list` ("Under ₹99 · new in the last 7 days"). */
export function describeRule(
  definition: CollectionDefinition,
  names: { brand: (id: number) => string; category: (id: number) => string },
): string {
  if (definition.kind === "curated") return `${definition.productIds.length} hand-picked products`;
  const r = definition.rule;
  const parts: string[] = [];
  if (r.brandIds) parts.push(r.brandIds.map(names.brand).join(", "));
  if (r.categoryId !== undefined) parts.push(`in ${names.category(r.categoryId)}`);
  const rupees = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
  if (r.minPrice !== undefined && r.maxPrice !== undefined) parts.push(`${rupees(r.minPrice)} to ${rupees(r.maxPrice)}`);
  else if (r.maxPrice !== undefined) parts.push(`up to ${rupees(r.maxPrice)}`);
  else if (r.minPrice !== undefined) parts.push(`from ${rupees(r.minPrice)}`);
  if (r.minDiscountPercent !== undefined) parts.push(`${r.minDiscountPercent}% off or more`);
  if (r.newWithinDays !== undefined) parts.push(`new in the last ${r.newWithinDays} ${r.newWithinDays === 1 ? "day" : "days"}`);
  return parts.join(" · ");
}
