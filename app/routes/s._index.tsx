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
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import type { action, loader } from "./s._index.loader";

// The loader and action live apart so the browser build leaves their server imports out (docs/decisions/042-javascript-budget-100.md).
export { action, loader } from "./s._index.loader";

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
  const { location, result, listing, query, categories, limited, recent, related, categoryId, help, feedbackSent, popularSearches } =
    useLoaderData<typeof loader>();
  const t = useT();
  const actionData = useActionData<typeof action>();
  const failure = isFormFailure(actionData) ? actionData : null;
  // Fetched after hydration, so the next search that finds nothing shows its help at once.
  useEffect(() => void NoResults.preload(), []);
  if (limited) {
    return (
      <div className="container-layout py-6">
        <h1 className="text-xl font-bold">{t("Please slow down")}</h1>
        <p role="alert" className="mt-2 rounded-xl bg-amber-50 p-4 font-semibold text-amber-900">
          {limited}
        </p>
      </div>
    );
  }
  if (!result || !listing) return <NonServiceable label={location.label} />;
  const browse = (
    <SearchSection id="browse-title" title={t("Or browse a category")}>
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
        <h1 className="mb-3 text-xl font-bold">{t("Search")}</h1>
        <RecentSearches terms={recent} t={SEARCH_TYPES.recent} />
        <SearchSection id="popular-title" title={t("Popular searches")}>
          <SearchChips terms={popularSearches} suggestionType="popular" t={SEARCH_TYPES.popular} />
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
      <h1>
        {result.mode === "none"
          ? t("No results for “{query}”", { query: result.query })
          : t("Results for “{query}”", { query: result.query })}
      </h1>
      {result.mode === "corrected" && result.corrected ? <Corrected to={result.corrected} /> : null}
      {categoryId ? (
        <p className="mb-3 text-sm">
          {t("In one category.")}{" "}
          <Link to={searchPath(result.query)} className="font-bold text-leaf-700 underline">
            {t("Search everywhere")}
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
            popularTerms={popularSearches}
            popular={result.popular}
            browse={browse}
            feedbackSent={feedbackSent}
            failure={failure}
          />
        </Suspense>
      ) : result.pastLastPage ? (
        <PastLastPage capped={result.capped} pageCount={result.pageCount} firstPage={listingHref("/s/", query, { page: 1 }, keep)} />
      ) : (
        <Listing
          listing={listing}
          query={query}
          label={t("Search results for {query}", { query: result.query })}
          filters={false}
          keep={keep}
        />
      )}
    </div>
  );
}

/** "No exact matches. Showing results for “dahi”.", the spelling searched for in bold, where each language puts it. */
function Corrected({ to }: { to: string }) {
  const t = useT();
  const [before, after] = t("No exact matches. Showing results for “{corrected}”.").split("{corrected}");
  return (
    <p className="mb-3 text-sm text-ink-muted">
      {before}
      <strong className="text-ink">{to}</strong>
      {after}
    </p>
  );
}

/** A page number past the results (an edited link, or beyond the ranked first 1,000): say so, and offer the way back. */
function PastLastPage({ capped, pageCount, firstPage }: { capped: boolean; pageCount: number; firstPage: string }) {
  const t = useT();
  return (
    <div className="mt-4 rounded-xl bg-white p-4 sm:p-6" data-testid="past-last-page">
      <p className="mb-3">
        {capped
          ? t("Search shows the best {count} matches, on {pages} pages. Add a word to narrow the search.", {
              count: groupIndian(String(SEARCH_RESULT_CAP)),
              pages: pageCount,
            })
          : t("The results end at page {count}.", { count: pageCount })}
      </p>
      <Link to={firstPage} className="font-bold text-leaf-700 underline">
        {t("Back to the first page")}
      </Link>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const result = data?.result;
  const q = result?.query;
  const found = result && (result.mode === "fulltext" || result.mode === "corrected");
  const t = metaT(matches);
  const query = { query: q ?? "" };
  return seoMeta({
    locale: pageLocale(matches),
    title: !q ? t("Search | Nukkad") : found ? t("Buy {query} online | Nukkad", query) : t("No results for “{query}” | Nukkad", query),
    description: q ? t("Find {query} and more on Nukkad, delivered in minutes.", query) : t("Search groceries and essentials on Nukkad."),
    path: q ? searchPath(q) : "/s/",
    origin: data?.origin,
    // Result pages with nothing found, or past the last page, are thin content; a category-filtered search is a variant of its search.
    noindex: !found || Boolean(data?.categoryId) || Boolean(result?.pastLastPage),
  });
};
