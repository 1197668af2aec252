/**
 * Brand awards (docs/rules.md#brand-awards): the latest year's editorial awards, per category, and one
 * category's listing with the honoured brands' products at the shopper's store, addable to the cart.
 */
import { brandAwardsCategoryPath } from "~/lib/brand-awards";
import { NotFoundError } from "~/lib/errors";
import type { BrandAwardCategoryView, BrandAwardListingView, BrandAwardsPageView, BrandAwardView } from "~/lib/views/engagement";
import { awardsOfYear, latestAwardYear, type BrandAwardRow } from "~/models/brand-awards.server";
import { listProducts } from "~/models/catalogue.server";
import type { Db } from "~/models/db.server";
import type { RequestContext } from "../../platform/request-context.server";
import { toBrandLink, toProductCard } from "../browse.server";
import { cachedRead } from "../../platform/cache.server";
import { pageContext, parseId } from "./listing-pages.server";

/** Products shown per honoured brand on a category's awards listing (most popular first, in stock first). */
export const AWARD_PRODUCTS_PER_BRAND = 12;

function toAward(row: BrandAwardRow): BrandAwardView {
  const { id, name, href, logo } = toBrandLink({ id: row.brandId, name: row.brandName, color: row.brandColor });
  return { rank: row.rank, title: row.title, citation: row.citation, brand: { id, name, href, logo } };
}

/** Award rows grouped by category, in the rows' order. */
export function groupAwards(rows: BrandAwardRow[]): BrandAwardCategoryView[] {
  const byCategory = new Map<number, BrandAwardCategoryView>();
  for (const row of rows) {
    let category = byCategory.get(row.categoryId);
    if (!category) {
      category = {
        id: row.categoryId,
        name: row.categoryName,
        href: brandAwardsCategoryPath(row.categoryId),
        topLevel: row.categoryParentId === null,
        awards: [],
      };
      byCategory.set(row.categoryId, category);
    }
    category.awards.push(toAward(row));
  }
  return [...byCategory.values()];
}

/** The latest year's awards, every category (none yet: an empty list for the current year). */
export async function brandAwardsOfLatestYear(db: Db, now = new Date()): Promise<{ year: number; categories: BrandAwardCategoryView[] }> {
  return cachedRead(db, "brand-awards", async () => {
    const year = await latestAwardYear(db);
    if (year === null) return { year: now.getUTCFullYear(), categories: [] };
    return { year, categories: groupAwards(await awardsOfYear(db, year)) };
  });
}

export async function loadBrandAwards(ctx: RequestContext): Promise<BrandAwardsPageView> {
  const { db, origin } = await pageContext(ctx);
  const { year, categories } = await brandAwardsOfLatestYear(db);
  return { year, origin, categories };
}

/** One category's awards listing; 404 for an id that is not a category with awards in the latest year. */
export async function loadBrandAwardListing(ctx: RequestContext, params: { categoryId?: string }): Promise<BrandAwardListingView> {
  const categoryId = parseId(params.categoryId);
  const { db, origin, location, adult } = await pageContext(ctx);
  const { year, categories } = await brandAwardsOfLatestYear(db);
  const category = categories.find((c) => c.id === categoryId);
  if (!category) throw new NotFoundError("No brand awards for this category.");
  const store = location.store;
  const winners = store
    ? await Promise.all(
        category.awards.map(async (award) => {
          const { rows: products } = await listProducts(
            db,
            {
              storeId: store.id,
              brandId: award.brand.id,
              ...(category.topLevel ? { l0CategoryId: categoryId } : { categoryId }),
              includeAgeRestricted: adult,
            },
            { sort: "relevance", limit: AWARD_PRODUCTS_PER_BRAND, offset: 0 },
          );
          return { ...award, products: products.map(toProductCard) };
        }),
      )
    : null;
  return {
    year,
    origin,
    canonical: brandAwardsCategoryPath(categoryId),
    category: { id: category.id, name: category.name },
    location,
    winners,
  };
}
