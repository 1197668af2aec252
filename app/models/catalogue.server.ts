/**
 * Catalogue queries. Prices and stock always come from the store that serves
 * the shopper (store_products); no business rules here.
 */
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Photo } from "~/lib/photos";
import { queryRows, type Db } from "./db.server";
import { brands, products, storeProducts } from "./schema.server";

export type SortKey = "relevance" | "price_asc" | "price_desc" | "discount";

export interface ProductListFilter {
  storeId: number;
  categoryId?: number;
  l0CategoryId?: number;
  /** The page's own brand (brand pages); brandIds is the shopper's brand filter. */
  brandId?: number;
  brandIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  /** Only these products; a relevance sort keeps their order (a curated collection's). */
  productIds?: number[];
  /**
   * A dynamic collection's rule (docs/collections-and-layouts.md): bounds of the page itself, apart from the
   * shopper's brand and price filters above, which narrow within them.
   */
  scope?: {
    brandIds?: number[];
    minPrice?: number;
    maxPrice?: number;
    minDiscountPercent?: number;
    addedSince?: Date;
  };
  /** Age-restricted categories (Paan Corner) are left out unless the shopper declared 18+. */
  includeAgeRestricted?: boolean;
}

/** Products of age-restricted L0 categories. */
const ageRestrictedProduct = sql`${products.l0CategoryId} in (select id from categories where age_restricted)`;

/** Columns every product tile needs, priced at the given store. */
const cardColumns = {
  id: products.id,
  name: products.name,
  nameHi: products.nameHi,
  unit: products.unit,
  icon: products.icon,
  background: products.background,
  mrp: products.mrp,
  price: storeProducts.price,
  stock: storeProducts.stock,
  brandName: brands.name,
  categoryId: products.categoryId,
  brandColor: brands.color,
  popularity: products.popularity,
  diet: products.diet,
  badges: products.badges,
  listedAt: products.listedAt,
  ratingCount: products.ratingCount,
  ratingTotal: products.ratingTotal,
  photo: products.photo,
};

export type ProductCardRow = {
  id: number;
  name: string;
  /** The Hindi name, shown on Hindi pages (shownName); the path keeps `name`. */
  nameHi: string | null;
  unit: string;
  icon: string;
  background: string;
  mrp: number;
  price: number;
  stock: number;
  brandName: string;
  categoryId: number;
  brandColor: string;
  popularity: number;
  diet: string | null;
  badges: string[];
  listedAt: Date;
  ratingCount: number;
  ratingTotal: number;
  photo: Photo | null;
};

function filterConditions(f: ProductListFilter): SQL[] {
  const where: SQL[] = [eq(storeProducts.storeId, f.storeId)];
  if (f.categoryId) where.push(eq(products.categoryId, f.categoryId));
  if (f.l0CategoryId) where.push(eq(products.l0CategoryId, f.l0CategoryId));
  if (f.brandId) where.push(eq(products.brandId, f.brandId));
  if (f.brandIds?.length) where.push(inArray(products.brandId, f.brandIds));
  if (f.minPrice !== undefined) where.push(gte(storeProducts.price, f.minPrice));
  if (f.maxPrice !== undefined) where.push(lte(storeProducts.price, f.maxPrice));
  if (!f.includeAgeRestricted) where.push(sql`not ${ageRestrictedProduct}`);
  if (f.productIds) where.push(inArray(products.id, f.productIds.length ? f.productIds : [-1]));
  const scope = f.scope;
  if (scope) {
    if (scope.brandIds?.length) where.push(inArray(products.brandId, scope.brandIds));
    if (scope.minPrice !== undefined) where.push(gte(storeProducts.price, scope.minPrice));
    if (scope.maxPrice !== undefined) where.push(lte(storeProducts.price, scope.maxPrice));
    if (scope.minDiscountPercent !== undefined) {
      where.push(sql`(${products.mrp} - ${storeProducts.price}) * 100 >= ${scope.minDiscountPercent} * ${products.mrp}`);
    }
    if (scope.addedSince) where.push(gte(products.listedAt, scope.addedSince));
  }
  return where;
}

/** Product tiles priced at a store: every listing query starts here. */
function cardQuery(db: Db) {
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(storeProducts, eq(storeProducts.productId, products.id))
    .innerJoin(brands, eq(brands.id, products.brandId));
}

/** One page of tiles plus the total count, for paginated screens. */
async function pagedCards(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
): Promise<{ rows: ProductCardRow[]; total: number }> {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    cardQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(storeProducts, eq(storeProducts.productId, products.id))
      .where(where),
  ]);
  return { rows, total: Number(total) };
}

const discountRatio = sql`(${products.mrp} - ${storeProducts.price})::float8 / ${products.mrp}`;

/** A curated list's own order (its position in the list). */
function listOrder(productIds: number[]): SQL {
  return sql`array_position(${`{${productIds.join(",")}}`}::int[], ${products.id})`;
}

function orderFor(sort: SortKey, filter: ProductListFilter): SQL[] {
  // In-stock first: shoppers cannot buy the rest, so they sink to the end.
  const inStockFirst = sql`(${storeProducts.stock} > 0) desc`;
  if (sort === "relevance" && filter.productIds?.length) return [inStockFirst, listOrder(filter.productIds), asc(products.id)];
  switch (sort) {
    case "price_asc":
      return [inStockFirst, asc(storeProducts.price), asc(products.id)];
    case "price_desc":
      return [inStockFirst, desc(storeProducts.price), asc(products.id)];
    case "discount":
      return [inStockFirst, sql`${discountRatio} desc`, asc(products.id)];
    default:
      return [inStockFirst, desc(products.popularity), asc(products.id)];
  }
}

export async function listProducts(
  db: Db,
  filter: ProductListFilter,
  options: { sort: SortKey; limit: number; offset: number },
): Promise<{ rows: ProductCardRow[]; total: number }> {
  return pagedCards(db, and(...filterConditions(filter)), orderFor(options.sort, filter), options);
}

/**
 * In-stock products for a rail, most popular first. No count and no
 * out-of-stock ordering, so the popularity index can stop after `limit` rows.
 */
export async function railProducts(db: Db, filter: ProductListFilter, limit: number): Promise<ProductCardRow[]> {
  return cardQuery(db)
    .where(and(...filterConditions(filter), sql`${storeProducts.stock} > 0`))
    .orderBy(...(filter.productIds?.length ? [listOrder(filter.productIds)] : [desc(products.popularity)]), asc(products.id))
    .limit(limit);
}

/** How many popular products "Top deals" looks among: deep discounts on things people buy. */
const DEAL_CANDIDATES = 400;

/** Best discounts among the store's popular in-stock products, for "Top deals". */
export async function listDeals(db: Db, storeId: number, limit: number): Promise<ProductCardRow[]> {
  const candidates = await railProducts(db, { storeId }, DEAL_CANDIDATES);
  return candidates.sort((a, b) => (b.mrp - b.price) / b.mrp - (a.mrp - a.price) / a.mrp || b.id - a.id).slice(0, limit);
}

/** Brands present in a listing, with how many products each has there. */
export async function brandFacets(db: Db, filter: Omit<ProductListFilter, "brandIds" | "minPrice" | "maxPrice">) {
  return db
    .select({ id: brands.id, name: brands.name, count: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(storeProducts, eq(storeProducts.productId, products.id))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(...filterConditions(filter)))
    .groupBy(brands.id, brands.name)
    .orderBy(desc(sql`count(*)`), asc(brands.name));
}

/** L1 categories present in a listing, with how many products each has there (a collection's chips). */
export async function categoryFacets(
  db: Db,
  filter: Omit<ProductListFilter, "brandIds" | "minPrice" | "maxPrice">,
): Promise<{ id: number; count: number }[]> {
  return db
    .select({ id: products.categoryId, count: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(storeProducts, eq(storeProducts.productId, products.id))
    .where(and(...filterConditions(filter)))
    .groupBy(products.categoryId)
    .orderBy(desc(sql`count(*)`), asc(products.categoryId));
}

/** Products sharing the leaf category, for "You might also like". */
/** Products of the product's own category at the store; the category is read in the same query, so it needs no round trip first. */
export async function similarProducts(db: Db, productId: number, storeId: number, limit: number) {
  return cardQuery(db)
    .where(
      and(
        sql`${products.categoryId} = (select p.category_id from products p where p.id = ${productId})`,
        eq(storeProducts.storeId, storeId),
        sql`${products.id} <> ${productId}`,
      ),
    )
    .orderBy(sql`(${storeProducts.stock} > 0) desc`, desc(products.popularity))
    .limit(limit);
}

/** Product tiles of the given ids at a store, in the order of `ids` (ids the store does not list are left out). */
export async function productCardsByIds(db: Db, storeId: number, ids: number[]): Promise<ProductCardRow[]> {
  if (!ids.length) return [];
  const rows = await cardQuery(db).where(and(eq(storeProducts.storeId, storeId), inArray(products.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getLayout(db: Db, id: string): Promise<unknown | null> {
  const rows = await queryRows<{ widgets: unknown }>(db, sql`select widgets from layouts where id = ${id}`);
  return rows[0]?.widgets ?? null;
}

/** In-stock products of a listing at its store, with the lowest and highest price (paise); nulls when none. */
export async function listingPriceRange(
  db: Db,
  filter: Omit<ProductListFilter, "brandIds" | "minPrice" | "maxPrice">,
): Promise<{ count: number; minPrice: number | null; maxPrice: number | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      minPrice: sql<number | null>`min(${storeProducts.price})::int`,
      maxPrice: sql<number | null>`max(${storeProducts.price})::int`,
    })
    .from(products)
    .innerJoin(storeProducts, eq(storeProducts.productId, products.id))
    .where(and(...filterConditions(filter), sql`${storeProducts.stock} > 0`));
  return { count: Number(row?.count ?? 0), minPrice: row?.minPrice ?? null, maxPrice: row?.maxPrice ?? null };
}

/** Each product's variant group and leaf category (the JSON API's `group_id` and `type_id`, docs/product/entities.md#product). */
export async function productGroupsAndLeaves(db: Db, ids: number[]): Promise<{ id: number; groupId: number; categoryId: number }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: products.id, groupId: products.groupId, categoryId: products.categoryId })
    .from(products)
    .where(inArray(products.id, ids));
}
