/** Queries behind the XML sitemaps: just enough columns to build each canonical path. */
import { asc, count, eq, exists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "./db.server";
import { brands, categories, cities, products } from "./schema.server";

export async function sitemapCities(db: Db): Promise<{ slug: string }[]> {
  return db.select({ slug: cities.slug }).from(cities).orderBy(asc(cities.id));
}

export interface SitemapCategoryRow {
  id: number;
  name: string;
  l0Id: number;
  l0Name: string;
}

/** Every L1 category with its L0, in menu order. */
export async function sitemapCategories(db: Db): Promise<SitemapCategoryRow[]> {
  const l0 = alias(categories, "l0");
  return db
    .select({ id: categories.id, name: categories.name, l0Id: l0.id, l0Name: l0.name })
    .from(categories)
    .innerJoin(l0, eq(l0.id, categories.parentId))
    .orderBy(asc(l0.position), asc(l0.id), asc(categories.position), asc(categories.id));
}

/** Brands that sell at least one product (an empty brand page is not worth crawling). */
export async function sitemapBrands(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(exists(db.select({ one: products.id }).from(products).where(eq(products.brandId, brands.id))))
    .orderBy(asc(brands.id));
}

export async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return Number(row?.n ?? 0);
}

/** One page of products, by id, so pages are stable between crawls. */
export async function sitemapProducts(db: Db, offset: number, limit: number): Promise<{ id: number; name: string }[]> {
  return db.select({ id: products.id, name: products.name }).from(products).orderBy(asc(products.id)).offset(offset).limit(limit);
}
