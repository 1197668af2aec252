/** Brand and brand-category listings (docs/product/routes.md#brands: brand/{name}/{id} and brand/{name}/{id}/{slug}/{categoryId}). */
import { redirect } from "@remix-run/node";
import { brandCategoryPath, brandPath } from "~/lib/paths";
import { slugify } from "~/lib/slug";
import { brandCategories, getBrand } from "~/models/brands-categories.server";
import { getListing, toBrandLink } from "./browse.server";
import { pageContext, parseId } from "./listing-pages.server";
import { NotFoundError } from "~/lib/errors";

export async function loadBrandPage(
  request: Request,
  params: { brandName?: string; brandId?: string; slug?: string; categoryId?: string },
) {
  const brandId = parseId(params.brandId);
  const { db, location, query, origin, url, adult } = await pageContext(request);
  const brand = await getBrand(db, brandId);
  if (!brand) throw new NotFoundError();
  const categories = await brandCategories(db, brand.id);
  const categoryId = params.categoryId === undefined ? undefined : parseId(params.categoryId);
  const category = categoryId === undefined ? undefined : categories.find((c) => c.id === categoryId);
  if (categoryId !== undefined && !category) throw new NotFoundError();

  const canonical = category ? brandCategoryPath(brand.name, brand.id, category.name, category.id) : brandPath(brand.name, brand.id);
  if (params.brandName !== brand.slug || (category && params.slug !== slugify(category.name))) {
    throw redirect(canonical + url.search, 301);
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
    category: category ? { id: category.id, name: category.name } : null,
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      count: c.count,
      href: brandCategoryPath(brand.name, brand.id, c.name, c.id),
    })),
    listing,
  };
}

export type BrandPageData = Awaited<ReturnType<typeof loadBrandPage>>;
