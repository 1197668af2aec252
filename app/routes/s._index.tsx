import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Listing } from "~/components/catalogue/listing";
import { NonServiceable } from "~/components/layout/non-serviceable";
import { Suspense, useEffect } from "react";
import { loadedLater } from "~/components/layout/loaded-later";
import { RecentSearches, RelatedSuggestions, SearchChips, SearchSection } from "~/components/search/search-panels";
import { SEARCH_TYPES } from "~/lib/analytics-events";
import { listingHref } from "~/lib/catalogue";
import { isFormFailure } from "~/lib/forms/failure";
import type { LayoutHandle } from "~/lib/offline";
import { groupIndian } from "~/lib/money";
import { searchPath } from "~/lib/paths";
import { SEARCH_RESULT_CAP } from "~/lib/search-results";
import { pageLocale, seoMeta } from "~/lib/seo";
import type { action, loader } from "./s._index.loader";

// The loader and action live apart so the browser build leaves their server imports out (docs/decisions/042-javascript-budget-100.md).
export { action, loader } from "./s._index.loader";

const POPULAR = ["milk", "bread", "eggs", "atta", "chips", "cold drink", "chocolate", "detergent"];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// Results are the way on from here: on a phone the header's category menu steps aside for them.
export const handle: LayoutHandle = { ownNavigation: true };

/**
 * The zero-results page's help (nearest spelling, bestsellers, "tell us what you looked for") is a module of its
 * own, fetched when a search finds nothing, or once a results page has hydrated: most searches find something,
 * so a first visit does not pay its 2 KiB (the budget: docs/decisions/042-javascript-budget-100.md). A first
 * visit to a zero-results page is the server's HTML, which stays as it is until the module has hydrated it.
 */
const NoResults = loadedLater(() => import("~/components/search/no-results").then((m) => m.NoResults), "[data-testid=no-results]");

export default function Search() {
  const { location, result, listing, query, categories, limited, recent, related, categoryId, help, feedbackSent } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failure = isFormFailure(actionData) ? actionData : null;
  // Fetched after hydration, so the next search that finds nothing shows its help at once.
  useEffect(() => void NoResults.preload(), []);
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
            <Link to={c.href} className="chip">
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
    // Its looks are named in tailwind.css (.search-results): on a phone a compact head, so the first screen shows
    // two rows of tiles with their ADD (docs/product/routes.md#search).
    <div className="container-layout search-results">
      <h1>{result.mode === "none" ? `No results for “${result.query}”` : `Results for “${result.query}”`}</h1>
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
        <Suspense fallback={null}>
          <NoResults
            query={result.query}
            help={help}
            names={result.suggestions}
            popularTerms={POPULAR}
            popular={result.popular}
            browse={browse}
            feedbackSent={feedbackSent}
            failure={failure}
          />
        </Suspense>
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

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const result = data?.result;
  const q = result?.query;
  const found = result && (result.mode === "fulltext" || result.mode === "corrected");
  return seoMeta({
    locale: pageLocale(matches),
    title: !q ? "Search | Nukkad" : found ? `Buy ${q} online | Nukkad` : `No results for “${q}” | Nukkad`,
    description: q ? `Find ${q} and more on Nukkad, delivered in minutes.` : "Search groceries and essentials on Nukkad.",
    path: q ? searchPath(q) : "/s/",
    origin: data?.origin,
    // Result pages with nothing found, or past the last page, are thin content; a category-filtered search is a variant of its search.
    noindex: !found || Boolean(data?.categoryId) || Boolean(result?.pastLastPage),
  });
};
