/** The loader and action of s._index.tsx, apart from the route module so the browser build leaves their server imports out (docs/decisions/042-javascript-budget-100.md). */
import { pageMessages } from "~/lib/i18n/page-messages.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { z } from "zod";
import { RefusedError } from "~/lib/errors";
import {
  clearSearches,
  parseSearchLink,
  RECENT_SEARCHES_UNKNOWN,
  RecentSearchesFormSchema,
} from "~/services/search/recent-searches.server";
import { normaliseQuery } from "~/services/search/search.server";
import { loadSearchPage } from "~/services/search/search-page.server";
import { submitSearchFeedback } from "~/services/analytics/search-gaps.server";
import { errorResponse } from "~/services/platform/error-response.server";
import { catalogueData, PRIVATE_NO_STORE, requireSameOrigin, seeOther, setRetryAfter } from "~/services/platform/http.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { parseForm } from "~/services/platform/request-body.server";
import { errorsOf, firstMessage } from "~/lib/forms/failure";
import { formFailure, formSchema } from "~/lib/forms/schema.server";
import { SEARCH_FEEDBACK_FORM, SEARCH_FEEDBACK_ID, SEARCH_FEEDBACK_INTENT } from "~/lib/forms/search-feedback";
import { searchPath } from "~/lib/paths";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const params = new URL(request.url).searchParams;
  const loaded = await loadSearchPage(ctx, {
    q: normaliseQuery(params.get("q")),
    link: parseSearchLink(params),
    feedbackSent: params.get("feedback") === "sent",
  });
  const { limited, setCookie } = loaded;
  const page = { ...loaded.page, messages: pageMessages(request, "shop") };
  if (limited) {
    const headers = new Headers({ "Cache-Control": "private, no-store" });
    setRetryAfter(headers, limited.retryAt, limited.now);
    return data(page, { status: 429, headers });
  }
  // A new device cookie makes the answer this device's: never shared from a cache.
  if (setCookie) return data(page, { headers: { "Cache-Control": "private, no-cache", Vary: "Cookie", "Set-Cookie": setCookie } });
  return catalogueData(request, page);
}

/**
 * The search page's two plain form posts, each answered by a redirect back (Post/Redirect/Get): clearing the
 * device's recent searches, and "tell us what you looked for" on a search that found nothing
 * (docs/search.md#nothing-found) — refused with a 4xx and the typed note kept.
 */
const SearchActionSchema = z.discriminatedUnion(
  "intent",
  [formSchema(SEARCH_FEEDBACK_FORM).extend({ intent: z.literal(SEARCH_FEEDBACK_INTENT) }), RecentSearchesFormSchema],
  { errorMap: () => ({ message: RECENT_SEARCHES_UNKNOWN }) },
);

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  // The search comes in the feedback form's action URL, percent-encoded: ASCII, whatever the script of the query.
  const parsed = await parseForm(request, SearchActionSchema, { fromQuery: ["q"] });
  if (!parsed.ok) {
    // No known button: refused as a whole. Otherwise the feedback form comes back with its messages.
    if (errorsOf(parsed.failure, "intent")) return errorResponse(new RefusedError(firstMessage(parsed.failure)), {});
    return formFailure(parsed.failure, { status: 400, headers: PRIVATE_NO_STORE });
  }
  if (parsed.data.intent === SEARCH_FEEDBACK_INTENT) {
    const submission = parsed.data;
    const query = normaliseQuery(submission.q);
    const values = { q: submission.q, note: submission.note };
    try {
      await submitSearchFeedback(await ctx.db(), request, {
        requester: await ctx.requester(),
        query,
        note: submission.note,
        now: new Date(),
      });
    } catch (error) {
      return errorResponse(error, values);
    }
    return seeOther(`${searchPath(query)}&feedback=sent#${SEARCH_FEEDBACK_ID}`, { headers: PRIVATE_NO_STORE });
  }
  const deviceId = await ctx.deviceId();
  if (deviceId) await clearSearches(await ctx.db(), deviceId);
  return seeOther("/s/");
}
