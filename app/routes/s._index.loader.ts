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
import { zeroResultsHelp } from "~/services/catalogue/zero-results.server";
import { recordSearchEvent } from "~/services/analytics/record.server";
import { submitSearchFeedback } from "~/services/analytics/search-gaps.server";
import { errorResponse } from "~/services/platform/error-response.server";
import { PRIVATE_NO_STORE, requireSameOrigin, seeOther, setRetryAfter } from "~/services/platform/http.server";
import { takeSearch } from "~/services/platform/limiter.server";
import { requestContext } from "~/services/platform/request-context.server";
import { firstIssueMessage, readForm } from "~/services/platform/request-body.server";
import { formFailure, parseSubmission } from "~/lib/forms/schema.server";
import { SEARCH_FEEDBACK_FORM, SEARCH_FEEDBACK_ID, SEARCH_FEEDBACK_INTENT } from "~/lib/forms/search-feedback";
import { searchPath } from "~/lib/paths";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const { db, location, query, origin, url, adult } = await pageContext(ctx);
  const q = normaliseQuery(url.searchParams.get("q"));
  const link = parseSearchLink(url.searchParams);
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
    // Back from "tell us what you looked for" (Post/Redirect/Get): the page thanks the shopper.
    feedbackSent: Boolean(q) && url.searchParams.get("feedback") === "sent",
  };
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
  // Nothing found: the nearest spelling, the category and its bestsellers (docs/search.md#nothing-found).
  const help = store && result?.mode === "none" ? await zeroResultsHelp(db, { query: q, storeId: store.id, adult }) : null;
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
    help,
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

/**
 * The search page's two plain form posts, each answered by a redirect back (Post/Redirect/Get): clearing the
 * device's recent searches, and "tell us what you looked for" on a search that found nothing
 * (docs/search.md#nothing-found) — refused with a 4xx and the typed note kept.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const form = await readForm(request);
  if (form.get("intent") === SEARCH_FEEDBACK_INTENT) {
    // The search comes in the form's action URL, percent-encoded: ASCII, whatever the script of the query.
    const q = new URL(request.url).searchParams.get("q");
    if (q !== null && !form.has("q")) form.set("q", q);
    const submission = parseSubmission(SEARCH_FEEDBACK_FORM, form);
    if (!submission.ok) return formFailure(submission.failure, { status: 400, headers: PRIVATE_NO_STORE });
    const query = normaliseQuery(submission.data.q);
    const values = { q: submission.data.q, note: submission.data.note };
    try {
      await submitSearchFeedback(await ctx.db(), request, {
        requester: await ctx.requester(),
        query,
        note: submission.data.note,
        now: new Date(),
      });
    } catch (error) {
      return errorResponse(error, values);
    }
    return seeOther(`${searchPath(query)}&feedback=sent#${SEARCH_FEEDBACK_ID}`, { headers: PRIVATE_NO_STORE });
  }
  const parsed = RecentSearchesFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return errorResponse(new RefusedError(firstIssueMessage(parsed.error)), {});
  const deviceId = await ctx.deviceId();
  if (deviceId) await clearSearches(await ctx.db(), deviceId);
  return seeOther("/s/");
}
