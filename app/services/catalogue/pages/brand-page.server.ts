/** Brand and brand-category listings (docs/product/routes.md#brands: brand/{name}/{id} and brand/{name}/{id}/{slug}/{categoryId}). */
import { SEARCH_TYPES } from "~/lib/analytics-events";
import { brandCategoryPath, brandPath, searchLink } from "~/lib/paths";
import { movedPermanently } from "../../platform/http.server";
import { slugify } from "~/lib/slug";
import { shownName } from "~/lib/i18n/catalogue-names.server";
import type { BrandPageData } from "~/lib/views/catalogue";
import type { Db } from "~/models/db.server";
import { getListing, toBrandLink } from "../browse.server";
import type { RequestContext } from "../../platform/request-context.server";
import { pageContext, parseId } from "./listing-pages.server";
import { brandCategories, getBrand, findBrandBySlug, listBrandsWithCounts } from "~/models/brands-categories.server";
import { NotFoundError } from "~/lib/errors";

export async function loadBrandPage(
  ctx: RequestContext,
  params: { brandName?: string; brandId?: string; slug?: string; categoryId?: string },
): Promise<BrandPageData> {
  const brandId = parseId(params.brandId);
  const { db, location, query, origin, url, adult } = await pageContext(ctx);
  const brand = await getBrand(db, brandId);
  if (!brand) throw new NotFoundError();
  const categories = await brandCategories(db, brand.id);
  const categoryId = params.categoryId === undefined ? undefined : parseId(params.categoryId);
  const category = categoryId === undefined ? undefined : categories.find((c) => c.id === categoryId);
  if (categoryId !== undefined && !category) throw new NotFoundError();

  const canonical = category ? brandCategoryPath(brand.name, brand.id, category.name, category.id) : brandPath(brand.name, brand.id);
  if (params.brandName !== brand.slug || (category && params.slug !== slugify(category.name))) {
    throw movedPermanently(canonical + url.search);
  }
  const listing = location.store
    ? await getListing(db, { storeId: location.store.id, brandId: brand.id, categoryId: category?.id, includeAgeRestricted: adult }, query)
    : null;
  return {
    location,
    origin,
    query,
    canonical,
    brand: toBrandLink(brand),
    manufacturer: brand.manufacturer,
    category: category ? { id: category.id, name: shownName(category) } : null,
    categories: categories.map((c) => ({
      id: c.id,
      name: shownName(c),
      count: c.count,
      href: brandCategoryPath(brand.name, brand.id, c.name, c.id),
    })),
    listing,
  };
}

/** Brand search (brand/{brandName}): a known brand's page, else a search for the name. */
export async function brandSearchTarget(db: Db, name: string): Promise<string> {
  const brand = await findBrandBySlug(db, slugify(name));
  return brand ? brandPath(brand.name, brand.id) : searchLink({ q: name.replace(/-/g, " "), t: SEARCH_TYPES.brandFallback });
}

/**
 * A–Z as a shopper reads it: "Maaza" before "MDH", "Nestlé" beside "Nestle". Sorted here, not in SQL, because
 * a database's collation (C on the embedded one, the server's locale on PostgreSQL) would order them otherwise.
 */
const byReadingOrder = new Intl.Collator("en", { sensitivity: "base" }).compare;

/** Every brand with its product count, for the brands index. */
export async function listBrandLinks(db: Db) {
  const rows = await listBrandsWithCounts(db);
  // By id where two names read the same ("Maaza", "MAAZA"), so the order never depends on the database's.
  return rows.sort((a, b) => byReadingOrder(a.name, b.name) || a.id - b.id).map((b) => ({ ...toBrandLink(b), count: b.count }));
}
