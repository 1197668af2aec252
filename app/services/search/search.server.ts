/**
 * Product search (docs/search.md): the query's words, Hinglish and Hindi words expanded to catalogue
 * words ("doodh" → milk), typed words the catalogue does not know corrected against the search vocabulary
 * by trigram similarity ("choclate" → chocolate), then one full-text match that ranks products with all
 * the words first. Type-ahead and the results page's related brands and categories use the same parse.
 */
import { PAGE_SIZE, type ProductCard } from "~/lib/catalogue";
import { SEARCH_TYPES } from "~/lib/analytics-events";
import { brandPath, productPath, searchLink } from "~/lib/paths";
import {
  bestCorrection,
  learningKey,
  markMatches,
  matchWords,
  parseQuery,
  searchableTerms,
  termRanking,
  type ParsedQuery,
  type QueryTerm,
} from "~/lib/search-query";
import type { SearchSuggestions, Suggestion } from "~/lib/views/search";
import { resultPages, SEARCH_RESULT_CAP } from "~/lib/search-results";
import { productCardsByIds, railProducts } from "~/models/catalogue.server";
import { countSearchMatches, rankedSearchMatches, type ProductSearch } from "~/models/search-ranking.server";
import type { Db } from "~/models/db.server";
import { knownWords, namesMatching, similarWords, suggestTerms } from "~/models/search.server";
import { getCategoryTree, toProductCard } from "../catalogue/browse.server";
import { cachedRead } from "../platform/cache.server";
import { productCardImage } from "../catalogue/images/product-images.server";
import { shownName } from "~/lib/i18n/catalogue-names.server";
import { requestLocale, say } from "~/lib/i18n/request-language.server";

export { normaliseQuery, MAX_QUERY_LENGTH } from "~/lib/search-query";

/** Words shorter than this are never "corrected": too few trigrams to tell a typo from another word. */
const MIN_CORRECTABLE = 4;
/** Trigram-close words weighed by edit distance for one correction. */
const CORRECTION_CANDIDATES = 8;
/** Popular items offered when nothing matches. */
const POPULAR_ITEMS = 8;
export interface SearchResult {
  query: string;
  /**
   * empty: no query; fulltext: the words as typed (Hindi words translated); corrected: some words were
   * typos, searched as `corrected`; none: nothing found.
   */
  mode: "empty" | "fulltext" | "corrected" | "none";
  /** The query as searched when words were corrected ("choclate" → "chocolate"). */
  corrected: string | null;
  products: ProductCard[];
  /** Matches, or SEARCH_RESULT_CAP when `capped`. */
  total: number;
  /** More products matched than SEARCH_RESULT_CAP: only the best of them are paged, and the total reads "500+". */
  capped: boolean;
  page: number;
  pageCount: number;
  /** `page` is past the last page of results (a hand-edited link, or beyond the cap): the page says so. */
  pastLastPage: boolean;
  /** "Did you mean": category and brand names close to a query that found nothing. */
  suggestions: string[];
  /** Popular products at the store, when nothing matched. */
  popular: ProductCard[];
}

export interface SearchRequest {
  query: string;
  storeId: number;
  page: number;
  /** The shopper declared 18+, so age-restricted products may appear. */
  adult?: boolean;
  /** Search links' category_id: only this category (leaf or top level). */
  categoryId?: number;
}

/** `adult`: the shopper declared 18+; `options.categoryId`: search links' category filter. */
export function searchCatalogue(
  db: Db,
  query: string,
  storeId: number,
  page: number,
  adult = false,
  options: { categoryId?: number } = {},
): Promise<SearchResult> {
  const req: SearchRequest = { query, storeId, page, adult, categoryId: options.categoryId };
  const key = `search:${req.storeId}:${req.page}:${Boolean(req.adult)}:${req.categoryId ?? ""}:${req.query.toLowerCase()}`;
  return cachedRead(db, key, () => runSearch(db, req));
}

export interface Resolved {
  parsed: ParsedQuery;
  terms: QueryTerm[];
  /** The query with corrected words, or null when nothing was corrected. */
  corrected: string | null;
}

/**
 * Parses the query and corrects words no catalogue word begins with: each such word is replaced by the
 * closest vocabulary word, if any is close enough (docs/decisions/019-search-vocabulary.md).
 */
export async function resolveQuery(db: Db, query: string): Promise<Resolved> {
  const parsed = parseQuery(query);
  const candidates = parsed.terms.filter(
    (t) => !t.translated && t.alternatives.length === 1 && t.text.length >= MIN_CORRECTABLE && !/^\d+$/.test(t.text),
  );
  if (!candidates.length) return { parsed, terms: searchableTerms(parsed), corrected: null };
  const known = await knownWords(
    db,
    candidates.map((t) => t.text),
  );
  const unknown = candidates.filter((t) => !known.has(t.text));
  if (!unknown.length) return { parsed, terms: searchableTerms(parsed), corrected: null };
  const fixes = new Map<string, string>();
  await Promise.all(
    unknown.map(async (t) => {
      const fix = bestCorrection(t.text, await similarWords(db, t.text, CORRECTION_CANDIDATES));
      if (fix) fixes.set(t.text, fix);
    }),
  );
  if (!fixes.size) return { parsed, terms: searchableTerms(parsed), corrected: null };
  const terms = searchableTerms(parsed).map((t) => {
    const fix = fixes.get(t.text);
    return fix ? { ...t, text: fix, alternatives: [[fix]] } : t;
  });
  const corrected =
    parsed.terms.map((t) => fixes.get(t.text) ?? t.text).join(" ") + (parsed.size ? ` ${parsed.size.replace(" ", "")}` : "");
  return { parsed, terms, corrected };
}

/** What the database is asked for a query: its words resolved (translated, corrected) and the request's filters. */
export async function resolveProductSearch(db: Db, req: Omit<SearchRequest, "page">): Promise<ProductSearch> {
  return productSearch(await resolveQuery(db, req.query), req);
}

export function productSearch(resolved: Resolved, req: Omit<SearchRequest, "query" | "page">): ProductSearch {
  return {
    storeId: req.storeId,
    terms: resolved.terms.map(termRanking),
    size: resolved.parsed.size,
    categoryId: req.categoryId,
    includeAgeRestricted: Boolean(req.adult),
    learningKey: learningKey(resolved.terms, resolved.parsed.size),
  };
}

async function runSearch(db: Db, req: SearchRequest): Promise<SearchResult> {
  const { query, page } = req;
  const blank = {
    query,
    corrected: null,
    products: [],
    total: 0,
    capped: false,
    page,
    pageCount: 1,
    pastLastPage: false,
    suggestions: [],
    popular: [],
  };
  if (!query) return { ...blank, mode: "empty" };
  const resolved = await resolveQuery(db, query);
  const search = productSearch(resolved, req);
  // Every match is ranked (docs/decisions/050-search-postings.md); the count stops past the cap ("500+").
  // The count and the page's products at once; a page past the cap's last is not ranked at all.
  const [matches, ranked] = await Promise.all([
    countSearchMatches(db, search, SEARCH_RESULT_CAP),
    page * PAGE_SIZE <= SEARCH_RESULT_CAP ? rankedSearchMatches(db, search, page * PAGE_SIZE) : Promise.resolve([]),
  ]);
  if (matches > 0) {
    const total = Math.min(matches, SEARCH_RESULT_CAP);
    const pages = resultPages(total, page, PAGE_SIZE);
    const ids = pages.pastLastPage ? [] : ranked.slice((page - 1) * PAGE_SIZE);
    const rows = await productCardsByIds(db, req.storeId, ids);
    return {
      ...blank,
      mode: resolved.corrected ? "corrected" : "fulltext",
      corrected: resolved.corrected,
      products: rows.map(toProductCard),
      total,
      capped: matches > SEARCH_RESULT_CAP,
      ...pages,
    };
  }
  // Nothing: never a dead end (docs/search.md#nothing-found).
  const [suggestions, popular] = await Promise.all([
    suggestTerms(db, query.toLowerCase(), 6),
    railProducts(db, { storeId: req.storeId, includeAgeRestricted: Boolean(req.adult) }, POPULAR_ITEMS),
  ]);
  return { ...blank, mode: "none", suggestions, popular: popular.map(toProductCard) };
}

/** The best few products for a query, without a count. */
async function topProducts(db: Db, search: ProductSearch, limit: number) {
  return productCardsByIds(db, search.storeId, await rankedSearchMatches(db, search, limit));
}

/** Type-ahead and "related" lists: a few products, brands and categories, the typed part marked. */
export function searchSuggestions(db: Db, req: Omit<SearchRequest, "page">, limits = { products: 5, brands: 3, categories: 3 }) {
  const key = `suggest:${req.storeId}:${Boolean(req.adult)}:${req.categoryId ?? ""}:${JSON.stringify(limits)}:${req.query.toLowerCase()}`;
  return cachedRead(db, key, () => runSuggestions(db, req, limits));
}

async function runSuggestions(
  db: Db,
  req: Omit<SearchRequest, "page">,
  limits: { products: number; brands: number; categories: number },
): Promise<SearchSuggestions> {
  const empty: SearchSuggestions = { query: req.query, products: [], brands: [], categories: [] };
  if (!req.query) return empty;
  const resolved = await resolveQuery(db, req.query);
  const words = [...matchWords(resolved.parsed), ...resolved.terms.flatMap((t) => t.alternatives.flat())];
  const [products, { brands, categories }] = await Promise.all([
    limits.products ? topProducts(db, productSearch(resolved, req), limits.products) : Promise.resolve([]),
    limits.brands || limits.categories ? namesMatching(db, words, limits) : Promise.resolve({ brands: [], categories: [] }),
  ]);
  const mark = (label: string) => markMatches(label, words);
  const searched = resolved.corrected ?? req.query;
  // Where the best match lives, as a search within it, named by what the words mean ("pyaaz": "Onion in Fresh
  // Vegetables"), or by the category alone when its name already says it ("doodh": "Milk"); docs/search.md#type-ahead.
  const top = products[0] && !req.categoryId ? (await getCategoryTree(db)).byId.get(products[0].categoryId) : undefined;
  const meaning = resolved.terms.map((t) => t.alternatives[0]?.join(" ") ?? t.text).join(" ");
  // On a Hindi page the category's Hindi name alone: the words' meaning is English ("Onion in ताज़ी सब्ज़ियाँ").
  const topLabel =
    top &&
    (requestLocale() === "hi" || top.name.toLowerCase().includes(meaning.toLowerCase())
      ? top.name
      : `${capitalise(meaning)} in ${top.name}`);
  const topCategory: Suggestion[] =
    top && topLabel
      ? [
          {
            type: "category",
            label: topLabel,
            detail: say("Category"),
            html: mark(topLabel),
            href: searchLink({ q: searched, categoryId: top.id, suggestionType: "category", t: SEARCH_TYPES.suggestion }),
          },
        ]
      : [];
  return {
    query: req.query,
    products: products.map((p): Suggestion => ({
      type: "product",
      label: shownName(p),
      // Out of stock, the row has no ADD: it says why.
      detail: `${p.brandName} · ${p.unit}${p.stock > 0 ? "" : ` · ${say("Out of stock")}`}`,
      html: mark(shownName(p)),
      href: productPath(p.name, p.id),
      productId: p.id,
      picture: productCardImage(p),
      price: p.price,
      mrp: p.mrp,
      inStock: p.stock > 0,
    })),
    brands: brands.map((b): Suggestion => ({
      type: "brand",
      label: b.name,
      detail: say("Brand"),
      html: mark(b.name),
      href: brandPath(b.name, b.id),
    })),
    categories: [
      ...topCategory,
      ...categories
        .filter((c) => (req.adult || !c.ageRestricted) && c.id !== top?.id)
        .map((c): Suggestion => ({
          type: "category",
          label: shownName(c),
          detail: say("Category"),
          html: mark(shownName(c)),
          href: searchLink({ q: searched, categoryId: c.id, suggestionType: "category", t: SEARCH_TYPES.suggestion }),
        })),
    ].slice(0, limits.categories),
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
