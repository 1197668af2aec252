import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Listing } from "~/components/catalogue/listing";
import { NonServiceable } from "~/components/layout/non-serviceable";
import { ProductGrid } from "~/components/product/product-card";
import { RecentSearches, RelatedSuggestions, SearchChips, SearchSection } from "~/components/search/search-panels";
import { RefusedError } from "~/lib/errors";
import { SEARCH_TYPES } from "~/lib/analytics-events";
import { listingHref } from "~/lib/catalogue";
import { groupIndian } from "~/lib/money";
import { searchPath } from "~/lib/paths";
import { SEARCH_RESULT_CAP } from "~/lib/search-results";
import { seoMeta } from "~/lib/seo";
import { getCategoryTree } from "~/services/catalogue/browse.server";
import { cachedData, pageContext } from "~/services/catalogue/listing-pages.server";
import {
  clearSearches,
  parseSearchLink,
  recentSearches,
  recordSearch,
  RecentSearchesFormSchema,
} from "~/services/catalogue/recent-searches.server";
import { normaliseQuery, searchCatalogue, searchSuggestions } from "~/services/catalogue/search.server";
import { recordSearchEvent } from "~/services/analytics/record.server";
import { errorResponse } from "~/services/platform/error-response.server";
import { requireSameOrigin, seeOther, setRetryAfter } from "~/services/platform/http.server";
import { takeSearch } from "~/services/platform/limiter.server";
import { requestContext } from "~/services/platform/request-context.server";
import { parseForm } from "~/services/platform/request-body.server";

const POPULAR = ["milk", "bread", "eggs", "atta", "chips", "cold drink", "chocolate", "detergent"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const { db, location, query, origin, url, adult } = await pageContext(ctx);
  const q = normaliseQuery(url.searchParams.get("q"));
  const link = parseSearchLink(url.searchParams);
  // A search mints the device cookie if need be: recent searches are the device's (docs/search.md#recent-searches).
  const minted = new Headers();
  const deviceId = q ? await ctx.ensureDeviceId(minted) : await ctx.deviceId();
  const base = { location, origin, query, categoryId: link.categoryId ?? null, recent: [] as string[], related: null, limited: null };
  if (q) {
    // Searches are the most expensive reads: each device gets a per-minute budget (docs/decisions/013-rate-limits.md).
    const now = new Date();
    const limit = await takeSearch(db, await ctx.requester(), now);
    if (!limit.ok) {
      const headers = new Headers({ "Cache-Control": "private, no-store" });
      setRetryAfter(headers, limit.retryAt, now);
      return data({ ...base, result: null, listing: null, categories: [], limited: limit.message }, { status: 429, headers });
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
  // The first page only: "Load more" fetches this loader again for the same search (docs/rules.md#analytics).
  if (q && result && query.page === 1) {
    const resultCount = result.mode === "none" ? 0 : result.total;
    recordSearchEvent(db, request, { deviceId, query: q, searchType: link.searchType, resultCount, now: new Date() });
  }
  const body = {
    ...base,
    result,
    related,
    recent,
    // "Load more" fetches this loader and appends `listing` (see <Listing>).
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
  const cookie = minted.get("Set-Cookie");
  // A new device cookie makes the answer this device's: never shared from a cache.
  if (cookie) return data(body, { headers: { "Cache-Control": "private, no-cache", Vary: "Cookie", "Set-Cookie": cookie } });
  return cachedData(request, body);
}

/** Clears the device's recent searches (a plain form post, then back to the search page). */
export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const parsed = await parseForm(request, RecentSearchesFormSchema);
  if (!parsed.ok) return errorResponse(new RefusedError(parsed.message), {});
  const deviceId = await ctx.deviceId();
  if (deviceId) await clearSearches(await ctx.db(), deviceId);
  return seeOther("/s/");
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Search() {
  const { location, result, listing, query, categories, limited, recent, related, categoryId } = useLoaderData<typeof loader>();
  if (limited) {
    return (
      <div className="container-layout py-6">
        <h1 className="text-xl font-bold">Please slow down</h1>
        <p role="alert" className="mt-2 rounded-xl bg-amber-50 p-4 font-semibold text-amber-900">
          {limited}
        </p>
      </div>
    );
  }
  if (!result || !listing) return <NonServiceable label={location.label} />;
  const browse = (
    <SearchSection id="browse-title" title="Or browse a category">
      <ul className="flex flex-wrap gap-2">
        {categories.map((c) => (
          <li key={c.id}>
            <Link
              to={c.href}
              className="inline-flex min-h-11 items-center rounded-full border border-gray-300 bg-white px-4 text-sm hover:border-leaf-600"
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </SearchSection>
  );
  if (result.mode === "empty") {
    return (
      <div className="container-layout py-4">
        <h1 className="mb-3 text-xl font-bold">Search</h1>
        <RecentSearches terms={recent} t={SEARCH_TYPES.recent} />
        <SearchSection id="popular-title" title="Popular searches">
          <SearchChips terms={POPULAR} suggestionType="popular" t={SEARCH_TYPES.popular} />
        </SearchSection>
        {browse}
      </div>
    );
  }
  const keep: Record<string, string> = { q: result.query };
  if (categoryId) keep.category_id = String(categoryId);
  return (
    <div className="container-layout py-4">
      <h1 className="mb-1 text-xl font-bold">
        {result.mode === "none" ? `No results for “${result.query}”` : `Results for “${result.query}”`}
      </h1>
      {result.mode === "corrected" && result.corrected ? (
        <p className="mb-3 text-sm text-ink-muted">
          No exact matches. Showing results for “<strong className="text-ink">{result.corrected}</strong>”.
        </p>
      ) : null}
      {categoryId ? (
        <p className="mb-3 text-sm">
          In one category.{" "}
          <Link to={searchPath(result.query)} className="font-bold text-leaf-700 underline">
            Search everywhere
          </Link>
        </p>
      ) : null}
      {related && result.mode !== "none" ? <RelatedSuggestions brands={related.brands} categories={related.categories} /> : null}
      {result.mode === "none" ? (
        <div className="mt-4 rounded-xl bg-white p-4 sm:p-6" data-testid="no-results">
          <p className="mb-4">Check the spelling or try a more general word.</p>
          {result.suggestions.length ? (
            <SearchSection id="dym-title" title="Did you mean">
              <SearchChips terms={result.suggestions} suggestionType="did_you_mean" t={SEARCH_TYPES.didYouMean} />
            </SearchSection>
          ) : null}
          <SearchSection id="try-title" title="Try popular searches">
            <SearchChips terms={POPULAR} suggestionType="popular" t={SEARCH_TYPES.popular} />
          </SearchSection>
          {browse}
          {result.popular.length ? (
            <SearchSection id="popular-items-title" title="Popular right now">
              <ProductGrid products={result.popular} label="Popular right now" />
            </SearchSection>
          ) : null}
        </div>
      ) : result.pastLastPage ? (
        <PastLastPage capped={result.capped} pageCount={result.pageCount} firstPage={listingHref("/s/", query, { page: 1 }, keep)} />
      ) : (
        <Listing listing={listing} query={query} label={`Search results for ${result.query}`} filters={false} keep={keep} />
      )}
    </div>
  );
}

/** A page number past the results (an edited link, or beyond the ranked first 1,000): say so, and offer the way back. */
function PastLastPage({ capped, pageCount, firstPage }: { capped: boolean; pageCount: number; firstPage: string }) {
  return (
    <div className="mt-4 rounded-xl bg-white p-4 sm:p-6" data-testid="past-last-page">
      <p className="mb-3">
        {capped
          ? `Search shows the best ${groupIndian(String(SEARCH_RESULT_CAP))} matches, on ${pageCount} pages. Add a word to narrow the search.`
          : `The results end at page ${pageCount}.`}
      </p>
      <Link to={firstPage} className="font-bold text-leaf-700 underline">
        Back to the first page
      </Link>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const result = data?.result;
  const q = result?.query;
  const found = result && (result.mode === "fulltext" || result.mode === "corrected");
  return seoMeta({
    title: !q ? "Search | Nukkad" : found ? `Buy ${q} online | Nukkad` : `No results for “${q}” | Nukkad`,
    description: q ? `Find ${q} and more on Nukkad, delivered in minutes.` : "Search groceries and essentials on Nukkad.",
    path: q ? searchPath(q) : "/s/",
    origin: data?.origin,
    // Result pages with nothing found, or past the last page, are thin content; a category-filtered search is a variant of its search.
    noindex: !found || Boolean(data?.categoryId) || Boolean(result?.pastLastPage),
  });
};
