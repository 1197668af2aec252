/**
 * The search page /s/ (docs/product/routes.md#search, docs/search.md): what one request of it reads and records
 * — the search budget, the device's recent searches, the results and related lists, the help when nothing
 * matched, the analytics event — in one service, so the route only wires the request to it and answers.
 */
import type { ListingQuery } from "~/lib/catalogue";
import type { ProductListing } from "~/lib/views/catalogue";
import type { ShopperLocation } from "~/lib/views/location";
import type { SearchSuggestions } from "~/lib/views/search";
import { recordSearchEvent } from "../analytics/record.server";
import { takeSearch } from "../platform/limiter.server";
import type { RequestContext } from "../platform/request-context.server";
import { getCategoryTree } from "../catalogue/browse.server";
import { pageContext } from "../catalogue/pages/listing-pages.server";
import { recentSearches, recordSearch, type SearchLinkParams } from "./recent-searches.server";
import { searchCatalogue, searchSuggestions, type SearchResult } from "./search.server";
import { zeroResultsHelp, type ZeroResultsHelp } from "./zero-results.server";
import { requestLocale } from "~/lib/i18n/request-language.server";
import type { Locale } from "~/lib/i18n/locale";

/**
 * The searches a search page offers without a query and after one that found nothing (docs/search.md#nothing-found),
 * in the page's language: on a Hindi page Devanagari words the search knows (HINDI_WORDS, lib/search-words.ts), so
 * each one finds products; "चिप्स" or "कोल्ड ड्रिंक" would find nothing.
 */
export const POPULAR_SEARCHES: Readonly<Record<Locale, readonly string[]>> = {
  en: ["milk", "bread", "eggs", "atta", "chips", "cold drink", "chocolate", "detergent"],
  hi: ["दूध", "ब्रेड", "अंडे", "आटा", "चावल", "दाल", "चाय", "बिस्किट"],
};

/** What the search page's query string asks: the query (normalised) and where the search link came from. */
export interface SearchPageInput {
  q: string;
  link: SearchLinkParams;
  /** `feedback=sent`: back from "tell us what you looked for" (Post/Redirect/Get), the page thanks the shopper. */
  feedbackSent: boolean;
}

export interface SearchPageData {
  location: ShopperLocation;
  origin: string;
  query: ListingQuery;
  categoryId: number | null;
  /** Null when no store serves the shopper, or when the search budget ran out (`limited`). */
  result: SearchResult | null;
  /** The results as a listing page, which "Load more" fetches and appends (see <Listing>); `capped`: "500+ items". */
  listing: (ProductListing & { capped: boolean }) | null;
  /** Related brands and categories of a search. */
  related: SearchSuggestions | null;
  /** The device's recent searches, on the page without a query. */
  recent: string[];
  /** A search that found nothing: the nearest spelling, the category and its bestsellers (docs/search.md#nothing-found). */
  help: ZeroResultsHelp | null;
  /** The slow-down message of a device past its search budget. */
  limited: string | null;
  feedbackSent: boolean;
  /** "Popular searches" (POPULAR_SEARCHES). */
  popularSearches: readonly string[];
  /** Top-level categories offered as "Or browse a category". */
  categories: { id: number; name: string; href: string }[];
}

/**
 * The page, and what its answer must carry: `limited` when the device is past its search budget (the answer is a
 * 429 saying when to retry), `setCookie` when this search minted the device cookie (the answer is then the
 * device's own, never shared).
 */
export type SearchPageAnswer =
  | { page: SearchPageData; limited: { retryAt: Date | null; now: Date }; setCookie: null }
  | { page: SearchPageData; limited: null; setCookie: string | null };

export async function loadSearchPage(ctx: RequestContext, input: SearchPageInput): Promise<SearchPageAnswer> {
  const { db, location, query, origin, adult } = await pageContext(ctx);
  const { q, link } = input;
  // A search mints the device cookie if need be: recent searches are the device's (docs/search.md#recent-searches).
  const minted = new Headers();
  const deviceId = q ? await ctx.ensureDeviceId(minted) : await ctx.deviceId();
  const base = {
    location,
    origin,
    query,
    categoryId: link.categoryId ?? null,
    recent: [] as string[],
    related: null,
    limited: null,
    help: null,
    feedbackSent: Boolean(q) && input.feedbackSent,
    popularSearches: POPULAR_SEARCHES[requestLocale()],
  };
  if (q) {
    // Searches are the most expensive reads: each device gets a per-minute budget (docs/decisions/013-rate-limits.md).
    const now = new Date();
    const limit = await takeSearch(db, await ctx.requester(), now);
    if (!limit.ok) {
      const page = { ...base, result: null, listing: null, categories: [], limited: limit.message };
      return { page, limited: { retryAt: limit.retryAt, now }, setCookie: null };
    }
    if (deviceId) await recordSearch(db, deviceId, q, link, now);
  }
  const store = location.store;
  const [result, related, recent, tree] = await Promise.all([
    store ? searchCatalogue(db, q, store.id, query.page, adult, { categoryId: link.categoryId }) : null,
    store && q ? searchSuggestions(db, { query: q, storeId: store.id, adult }, { products: 0, brands: 4, categories: 4 }) : null,
    !q && deviceId ? recentSearches(db, deviceId) : [],
    getCategoryTree(db),
  ]);
  // Nothing found: the nearest spelling, the category and its bestsellers (docs/search.md#nothing-found).
  const help = store && result?.mode === "none" ? await zeroResultsHelp(db, { query: q, storeId: store.id, adult }) : null;
  // The first page only: "Load more" fetches this page again for the same search (docs/rules.md#analytics).
  if (q && result && query.page === 1) {
    const resultCount = result.mode === "none" ? 0 : result.total;
    recordSearchEvent(db, ctx.request, { deviceId, query: q, searchType: link.searchType, resultCount, now: new Date() });
  }
  const page: SearchPageData = {
    ...base,
    result,
    related,
    recent,
    help,
    listing: result
      ? {
          products: result.products,
          total: result.total,
          capped: result.capped,
          page: result.page,
          pageCount: result.pageCount,
          brands: [],
        }
      : null,
    categories: tree.roots.slice(0, 8).map(({ id, name, href }) => ({ id, name, href })),
  };
  return { page, limited: null, setCookie: minted.get("Set-Cookie") };
}
