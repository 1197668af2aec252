/**
 * Catalogue queries. Prices and stock always come from the store that serves
 * the shopper (store_products); no business rules here.
 */
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Photo } from "~/lib/photos";
import type { TermRanking } from "~/lib/search-query";
import { queryRows, type Db } from "./db.server";
import { brands, categories, products, storeProducts } from "./schema.server";

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

export interface ProductSearch {
  storeId: number;
  /** One per typed word: how it matches and how its alternatives count (termRanking in app/lib/search-query.ts). */
  terms: TermRanking[];
  /** A pack size in products' unit form ("500 g"): matching packs rank first among equals. */
  size: string | null;
  /** Leaf or top-level category the results are limited to (search links' category_id). */
  categoryId?: number;
  includeAgeRestricted: boolean;
  /**
   * The query as search learns it (learningKey in app/lib/search-query.ts): the store's shoppers' boosts for it
   * (search_learned_boosts) order products the ranking otherwise ties (docs/search.md#learning-from-shoppers).
   */
  learningKey?: string;
}

/** The product-level filters of a search: the link's category and, unless the shopper declared 18+, no age-restricted products. */
function searchFilters(s: ProductSearch): SQL {
  return sql.join(
    [
      s.categoryId ? sql` and (p.category_id = ${s.categoryId} or p.l0_category_id = ${s.categoryId})` : sql``,
      s.includeAgeRestricted ? sql`` : sql` and p.l0_category_id not in (select id from categories where age_restricted)`,
    ],
    sql``,
  );
}

/**
 * Products matching `match` (a full-text condition on `p.search_vector`) at the store, in the order the
 * full-text index yields them, at most `limit`. The match is a materialized CTE so it is planned for all its
 * rows: a bitmap scan of the GIN index (the planner would otherwise pick a sequential scan to reach the LIMIT
 * "early", testing every product's vector); it is read lazily, so the heap and the store's row are visited
 * for at most `limit` matches.
 */
function matchPool(name: string, match: SQL, s: ProductSearch, limit: SQL): SQL {
  const matches = sql.raw(`${name}_match`);
  return sql`${matches} as materialized (
      select p.id, p.unit, p.popularity, p.category_id, p.search_vector from products p
      where ${match}${searchFilters(s)}
    ), ${sql.raw(`${name}_pool`)} as (
      select m.*, sp.stock from ${matches} m
      join store_products sp on sp.store_id = ${s.storeId} and sp.product_id = m.id
      limit ${limit}
    )`;
}

const matchesQuery = (tsquery: string): SQL => sql`p.search_vector @@ to_tsquery('english', ${tsquery})`;

/**
 * ts_rank's weights for the search vector's D, C, B and A words (drizzle/0032_search_ranking.sql): what the
 * product is (A) far above the other words of its name (B), its leaf category (C), and its brand, top-level
 * category or what it is sold without (D).
 */
const WORD_WEIGHTS = "{0.1, 0.3, 0.5, 1.0}";

/**
 * How well a product matches one typed word: its best alternative's weighted rank, a whole-word match counting
 * fully and a prefix-only match a quarter ("dal" is Toor Dal before Daliya).
 */
function termScore(term: TermRanking): SQL {
  // The whole word's rank when it matches, else a quarter of the prefix's. Not one rank over "word | word:*": a
  // prefix matching several lexemes of a product (Daliya's "daliya" and its top category's "dal") adds them all
  // up and outranked the whole word.
  const rank = (tsquery: string) => sql`ts_rank(${WORD_WEIGHTS}::float4[], search_vector, to_tsquery('english', ${tsquery}))`;
  const ranks = term.alternatives.map(
    (a) =>
      sql`${a.weight}::float4 * case when search_vector @@ to_tsquery('english', ${a.exact}) then ${rank(a.exact)} else 0.25 * ${rank(a.prefix)} end`,
  );
  return ranks.length === 1 ? (ranks[0] as SQL) : sql`greatest(${sql.join(ranks, sql`, `)})`;
}

/**
 * The ordering terms of a search, by name (searchOrder uses them best first; `npm run ops -- search-explain`
 * shows each product's values): products matching all typed words first, then most of them ("paneer tikka":
 * paneer tikka, then the other paneer); then how well they match — a product named the thing above one that
 * merely mentions it ("onion": the onion before onion hair oil) —, in stock, the typed pack size, what the
 * store's shoppers added after this search, the category's boost (fresh produce and staples above processed
 * goods), single packs before multipacks, popularity (docs/search.md#ranking).
 */
function searchRankParts(s: ProductSearch): { name: string; value: SQL; order: "asc" | "desc" }[] {
  // One word: every match matches all of it, so the count of matched words orders nothing.
  const matched = sql.join(
    s.terms.map((t) => sql`(search_vector @@ to_tsquery('english', ${t.match}))::int`),
    sql` + `,
  );
  return [
    ...(s.terms.length > 1 ? [{ name: "words", value: matched, order: "desc" as const }] : []),
    { name: "score", value: sql`${sql.join(s.terms.map(termScore), sql` + `)}`, order: "desc" },
    { name: "in_stock", value: sql`(stock > 0)`, order: "desc" },
    ...(s.size ? [{ name: "size", value: sql`(unit = ${s.size})`, order: "desc" as const }] : []),
    // A tie-breaker only: after how well the product matches, so it never lifts a product that merely mentions
    // the word above one named it, nor an out-of-stock one above one in stock (docs/decisions/047-search-learning.md).
    ...(s.learningKey ? [{ name: "learned", value: sql`coalesce(lb.score, 0)`, order: "desc" as const }] : []),
    { name: "category_boost", value: sql`c.search_boost`, order: "desc" },
    // A single pack before a multipack ("4 x 100 g", the bench catalogue's "Pack of 6" of a product).
    { name: "multipack", value: sql`(unit like '% x %')`, order: "asc" },
    { name: "popularity", value: sql`popularity`, order: "desc" },
    { name: "id", value: sql`candidates.id`, order: "asc" },
  ];
}

function searchOrder(s: ProductSearch): SQL {
  return sql.join(
    searchRankParts(s).map((p) => sql`${p.value} ${sql.raw(p.order)}`),
    sql`, `,
  );
}

export interface RankedMatches {
  /** Product ids, best first: every match when `capped` is false, else the best `cap` of the candidates. */
  ids: number[];
  /** More products match than `cap`: the total is "more than cap", not ids.length. */
  capped: boolean;
}

/**
 * Full-text search with prefix matching ("amu mil" finds "Amul Milk") over a bounded candidate set
 * (docs/decisions/025-search-candidate-set.md): at most `cap + 1` products, as the index yields them, those
 * with every typed word first and then those with some, ranked together. A broad word ("oil", 11,000 products at
 * 100,000) costs `cap` candidates instead of ranking and counting every match; when more match, `capped`
 * says so and the total shown is "cap+".
 */
export async function rankedSearchMatches(db: Db, search: ProductSearch, cap: number): Promise<RankedMatches> {
  if (!search.terms.length) return { ids: [], capped: false };
  const rows = await queryRows<{ id: number }>(db, rankedSearchQuery(search, cap));
  const ids = rows.map((r) => Number(r.id));
  return { ids: ids.slice(0, cap), capped: ids.length > cap };
}

/**
 * The SQL of rankedSearchMatches (search with at least one term): ids, best first, at most `cap + 1`. With
 * several words, the products with every word come first and only the places they leave are offered to
 * products with some of them: every product with all the words ranks above every one without, so a
 * partial match beyond those places could never reach the ranked ids ("amul butter" at 100,000 products, with
 * 1,000 places: 702 with both words and 299 with one, where it was 1,001 with either beside the 702; with 500,
 * the 501 places all go to products with both).
 */
export function rankedSearchQuery(search: ProductSearch, cap: number, options: { explain?: { rows: number } } = {}): SQL {
  const limit = cap + 1;
  const any = matchesQuery(search.terms.map((t) => t.match).join(" | "));
  const learned = Boolean(search.learningKey);
  // The products shoppers taught this query are candidates whatever the table order (a word naming more than
  // `cap` products would otherwise leave them out), but only when they match it: a boost never brings in a
  // product that does not (docs/search.md#learning-from-shoppers).
  const notLearned = learned ? sql` and p.id not in (select product_id from learned)` : sql``;
  let pools: { name: string; match: SQL }[];
  if (search.terms.length === 1) {
    // What the product is before what mentions the word: the onion before onion chips, whatever the table order.
    const named = sql`p.search_kind @@ to_tsquery('english', ${search.terms[0]!.match})`;
    pools = [
      { name: "named", match: sql`${named}${notLearned}` },
      { name: "rest", match: sql`${any} and not ${named}${notLearned}` },
    ];
  } else {
    const every = matchesQuery(search.terms.map((t) => t.match).join(" & "));
    pools = [
      { name: "every", match: sql`${every}${notLearned}` },
      { name: "some", match: sql`${any} and not ${every}${notLearned}` },
    ];
  }
  // An array of the few learned ids, so the primary key finds them rather than the full-text index every match.
  if (learned) pools = [{ name: "taught", match: sql`p.id = any(array(select product_id from learned)) and ${any}` }, ...pools];
  const places = (i: number): SQL =>
    i === 0
      ? sql`${limit}`
      : sql`greatest(0, ${limit} - ${sql.join(
          pools.slice(0, i).map((p) => sql`(select count(*) from ${sql.raw(`${p.name}_pool`)})`),
          sql` - `,
        )})`;
  const learnedCte = learned
    ? [
        sql`learned as materialized (
      select product_id, score, sessions, last_seen_at from search_learned_boosts where query_key = ${search.learningKey})`,
      ]
    : [];
  const columns = options.explain
    ? sql`candidates.id, ${sql.join(
        searchRankParts(search)
          .filter((p) => p.name !== "id")
          .map((p) => sql`${p.value} as ${sql.raw(p.name)}`),
        sql`, `,
      )}, lb.sessions as learned_sessions, lb.last_seen_at as learned_last_seen_at`
    : sql`candidates.id`;
  return sql`with ${sql.join([...learnedCte, ...pools.map((p, i) => matchPool(p.name, p.match, search, places(i)))], sql`, `)}
    select ${columns} from (${sql.join(
      pools.map((p) => sql.raw(`select * from ${p.name}_pool`)),
      sql` union all `,
    )}) candidates
    join categories c on c.id = candidates.category_id${learned ? sql` left join learned lb on lb.product_id = candidates.id` : sql``}
    order by ${searchOrder(search)}
    limit ${options.explain ? Math.min(options.explain.rows, limit) : limit}`;
}

export interface RankExplanation {
  id: number;
  /** Each ordering term's value (searchRankParts), best first as ranking compares them. */
  parts: Record<string, number | boolean | null>;
  learnedSessions: number | null;
  learnedLastSeenAt: Date | null;
}

/**
 * The best `rows` of a search's ranked candidates (at most `cap + 1`, as rankedSearchMatches gathers them) with
 * the value of every term that ordered them (`npm run ops -- search-explain`).
 */
export async function explainSearchRanking(db: Db, search: ProductSearch, cap: number, rows: number): Promise<RankExplanation[]> {
  if (!search.terms.length) return [];
  const result = await queryRows<Record<string, unknown>>(db, rankedSearchQuery(search, cap, { explain: { rows } }));
  return result.map((r) => {
    const { id, learned_sessions, learned_last_seen_at, ...parts } = r;
    return {
      id: Number(id),
      parts: Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, typeof v === "boolean" || v === null ? v : Number(v)])) as Record<
        string,
        number | boolean | null
      >,
      learnedSessions: learned_sessions === null || learned_sessions === undefined ? null : Number(learned_sessions),
      learnedLastSeenAt: learned_last_seen_at ? new Date(learned_last_seen_at as string) : null,
    };
  });
}

/** Product tiles of the given ids at a store, in the order of `ids` (ids the store does not list are left out). */
export async function productCardsByIds(db: Db, storeId: number, ids: number[]): Promise<ProductCardRow[]> {
  if (!ids.length) return [];
  const rows = await cardQuery(db).where(and(eq(storeProducts.storeId, storeId), inArray(products.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Category and brand names close to a query, offered as "did you mean". */
export async function suggestTerms(db: Db, query: string, limit: number): Promise<string[]> {
  const result = await queryRows<{ term: string }>(
    db,
    sql`
    select term from (
      select name as term, word_similarity(${query}::text, name) as score from ${categories}
      union all
      select name as term, word_similarity(${query}::text, name) as score from ${brands}
    ) t
    where score > 0.3
    order by score desc, term asc
    limit ${limit}`,
  );
  return result.map((r) => r.term);
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
