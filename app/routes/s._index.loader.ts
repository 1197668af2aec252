/** The loader and action of s._index.tsx, apart from the route module so the browser build leaves their server imports out (docs/decisions/042-javascript-budget-100.md). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { RefusedError } from "~/lib/errors";
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
