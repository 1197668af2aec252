import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Listing } from "~/components/catalogue/listing";
import { NonServiceable } from "~/components/layout/non-serviceable";
import { searchPath } from "~/lib/paths";
import { seoMeta } from "~/lib/seo";
import { getCategoryTree } from "~/services/catalogue/browse.server";
import { setRetryAfter } from "~/services/platform/http.server";
import { requestContext } from "~/services/platform/request-context.server";
import { cachedData, pageContext } from "~/services/catalogue/listing-pages.server";
import { takeSearch } from "~/services/platform/limiter.server";
import { normaliseQuery, searchCatalogue } from "~/services/catalogue/search.server";

const POPULAR = ["milk", "bread", "eggs", "atta", "chips", "cold drink", "chocolate", "detergent"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const { db, location, query, origin, url, adult } = await pageContext(ctx);
  const q = normaliseQuery(url.searchParams.get("q"));
  if (q) {
    // Searches are the most expensive reads: each device gets a per-minute budget (docs/decisions/013-rate-limits.md).
    const now = new Date();
    const limit = await takeSearch(db, await ctx.requester(), now);
    if (!limit.ok) {
      const headers = new Headers({ "Cache-Control": "private, no-store" });
      setRetryAfter(headers, limit.retryAt, now);
      return data(
        { location, origin, query, result: null, listing: null, categories: [], limited: limit.message },
        { status: 429, headers },
      );
    }
  }
  const result = location.store ? await searchCatalogue(db, q, location.store.id, query.page, adult) : null;
  const tree = await getCategoryTree(db);
  return cachedData(request, {
    location,
    origin,
    query,
    result,
    // "Load more" fetches this loader and appends `listing` (see <Listing>).
    listing: result ? { products: result.products, total: result.total, page: result.page, pageCount: result.pageCount, brands: [] } : null,
    categories: tree.roots.slice(0, 8).map(({ id, name, href }) => ({ id, name, href })),
    limited: null,
  });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Search() {
  const { location, result, listing, query, categories, limited } = useLoaderData<typeof loader>();
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
  return (
    <div className="container-layout py-4">
      {result.mode === "empty" ? (
        <section aria-labelledby="popular-title">
          <h1 id="popular-title" className="mb-3 text-xl font-bold">
            Popular searches
          </h1>
          <SuggestionList terms={POPULAR} />
        </section>
      ) : (
        <>
          <h1 className="mb-1 text-xl font-bold">
            {result.mode === "none" ? `No results for “${result.query}”` : `Results for “${result.query}”`}
          </h1>
          {result.mode === "fuzzy" ? (
            <p className="mb-3 text-sm text-ink-muted">No exact matches. Showing items with similar names.</p>
          ) : null}
          {result.mode === "none" ? (
            <div className="mt-4 space-y-6 rounded-xl bg-white p-6" data-testid="no-results">
              <p>Check the spelling or try a more general word.</p>
              {result.suggestions.length ? (
                <section aria-labelledby="dym-title">
                  <h2 id="dym-title" className="mb-2 font-bold">
                    Did you mean
                  </h2>
                  <SuggestionList terms={result.suggestions} />
                </section>
              ) : null}
              <section aria-labelledby="try-title">
                <h2 id="try-title" className="mb-2 font-bold">
                  Try popular searches
                </h2>
                <SuggestionList terms={POPULAR} />
              </section>
              <section aria-labelledby="browse-title">
                <h2 id="browse-title" className="mb-2 font-bold">
                  Or browse a category
                </h2>
                <ul className="flex flex-wrap gap-2">
                  {categories.map((c) => (
                    <li key={c.id}>
                      <Link
                        to={c.href}
                        className="inline-block rounded-full border border-gray-300 px-3 py-1 text-sm hover:border-leaf-600"
                      >
                        {c.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          ) : (
            <Listing listing={listing} query={query} label={`Search results for ${result.query}`} filters={false} />
          )}
        </>
      )}
    </div>
  );
}

function SuggestionList({ terms }: { terms: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {terms.map((t) => (
        <li key={t}>
          <Link
            to={searchPath(t)}
            className="inline-block rounded-full border border-gray-300 bg-white px-3 py-1 text-sm hover:border-leaf-600"
          >
            {t}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const q = data?.result?.query;
  return seoMeta({
    title: q ? `Buy ${q} online | Nukkad` : "Search | Nukkad",
    description: q ? `Find ${q} and more on Nukkad, delivered in minutes.` : "Search groceries and essentials on Nukkad.",
    path: q ? searchPath(q) : "/s/",
    origin: data?.origin,
    // Result pages with nothing found are thin content.
    noindex: !data?.result || data.result.mode === "none" || data.result.mode === "empty",
  });
};
