/**
 * Product search: PostgreSQL full text with prefix matching first; when that
 * finds nothing, trigram similarity catches typos ("tomatto", "biskut");
 * when even that fails, suggest close category and brand names.
 */
import { PAGE_SIZE, type ProductCard } from "~/lib/catalogue";
import { fuzzySearchProducts, searchProducts, suggestTerms } from "~/models/catalogue.server";
import type { Db } from "~/models/db.server";
import { cachedRead, toProductCard } from "./browse.server";

export const MAX_QUERY_LENGTH = 100;

/** Words a tsquery can safely hold: letters and digits only, apostrophes dropped ("lay's" → "lays"). */
export function searchTerms(query: string): string[] {
  return query
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

export function normaliseQuery(raw: string | null): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
}

export interface SearchResult {
  query: string;
  /** fulltext: exact words; fuzzy: typo-tolerant matches; none: nothing found. */
  mode: "empty" | "fulltext" | "fuzzy" | "none";
  products: ProductCard[];
  total: number;
  page: number;
  pageCount: number;
  suggestions: string[];
}

/** `adult`: the shopper declared 18+, so age-restricted products may appear. */
export function searchCatalogue(db: Db, query: string, storeId: number, page: number, adult = false): Promise<SearchResult> {
  return cachedRead(db, `search:${storeId}:${page}:${adult}:${query.toLowerCase()}`, () => runSearch(db, query, storeId, page, adult));
}

async function runSearch(db: Db, query: string, storeId: number, page: number, adult: boolean): Promise<SearchResult> {
  const terms = searchTerms(query);
  const empty = { query, products: [], total: 0, page, pageCount: 1, suggestions: [] };
  if (!terms.length) return { ...empty, mode: "empty" };

  const { rows, total } = await searchProducts(db, terms, storeId, {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    includeAgeRestricted: adult,
  });
  if (total > 0) {
    return {
      query,
      mode: "fulltext",
      products: rows.map(toProductCard),
      total,
      page,
      pageCount: Math.ceil(total / PAGE_SIZE),
      suggestions: [],
    };
  }
  const [fuzzy, suggestions] = await Promise.all([
    page === 1 ? fuzzySearchProducts(db, terms.join(" "), storeId, { limit: PAGE_SIZE, includeAgeRestricted: adult }) : Promise.resolve([]),
    suggestTerms(db, terms.join(" "), 6),
  ]);
  if (fuzzy.length) {
    return { query, mode: "fuzzy", products: fuzzy.map(toProductCard), total: fuzzy.length, page: 1, pageCount: 1, suggestions };
  }
  return { ...empty, mode: "none", suggestions };
}
