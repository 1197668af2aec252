/**
 * A partner's redirection page (docs/rules.md#partner-web-views, docs/product/routes.md): the partner's app opens
 * it in its web view with `oauth_provider` and `oauth_temp_code`. One loader for both partners, each on its own
 * page (/inapp/airtel-redirection, /inapp/partner-redirection) with its own adapter and platform
 * (docs/decisions/057-second-partner.md). In boot/ because it builds the request context, as api-route.server.ts.
 *
 * A good code logs the shopper in, marks this browser as the partner's web view for the partner access (14 days)
 * and goes (303) to `redirectTo` when it is a path on this site, else home — never another site, as the login.
 * No code, or a refused, expired or used one: the partner's login page, for a fresh code
 * (docs/product/validation.md#partner-login). Malformed input, or another partner's `oauth_provider`: a 400 page
 * saying so; too many tries: 429; a partner that could not confirm the code (down, too slow, a bad answer): a
 * 503 page asking to try again, with a link to the partner's login page. A code never silently replaces another
 * logged-in shopper, nor logs in from another site's link outside the partner's web view: then the good code's
 * login waits for the shopper's answer on /inapp/partner-confirm (docs/rules.md#partner-login).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { logInOrHoldPartnerLogin } from "../account/partner-confirm.server";
import {
  BAD_CODE,
  OTHER_PARTNER,
  PARTNER_RETRY_SECONDS,
  PartnerRedirectionSchema,
  exchangePartnerCode,
  getPartnerAdapter,
  partnerRedirectTo,
  sayPartnerRefusal,
  sayPartnerUnavailable,
  type PartnerProvider,
} from "../account/partner-login.server";
import { PRIVATE_NO_STORE, seeOther, setRetryAfter } from "../platform/http.server";
import { requestContext } from "./request-context-builder.server";

export async function partnerRedirectionLoader({ request, context }: LoaderFunctionArgs, partner: PartnerProvider) {
  const ctx = requestContext({ request, context });
  const headers = new Headers(PRIVATE_NO_STORE);
  const messages = pageMessages(request, "account");
  const refuse = (message: string) => data({ message: sayPartnerRefusal(message), messages }, { status: 400, headers });
  const parsed = PartnerRedirectionSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? BAD_CODE);
  const { oauth_provider: provider, oauth_temp_code: code } = parsed.data;
  // Each partner's page exchanges its own partner's codes only: the other's adapter would refuse them anyway.
  if (provider !== undefined && provider !== partner) return refuse(OTHER_PARTNER);
  const redirectTo = partnerRedirectTo(request, parsed.data.redirectTo);
  const chrome = parsed.data.chrome ?? "full";
  const adapter = getPartnerAdapter(partner);
  const partnerLogin = adapter.loginPage({ redirectTo, chrome });
  if (!code) return seeOther(partnerLogin, { headers });
  // A code without its partner cannot be exchanged with anyone.
  if (!provider) return refuse(BAD_CODE);

  const db = await ctx.db();
  const now = new Date();
  const result = await exchangePartnerCode(db, { provider, code, requester: await ctx.requester(), now }, adapter);
  if (!result.ok) {
    if (result.kind === "partner-login") return seeOther(partnerLogin, { headers });
    if (result.kind === "unavailable") {
      headers.set("Retry-After", String(PARTNER_RETRY_SECONDS));
      return data({ message: sayPartnerUnavailable(), retry: partnerLogin, messages }, { status: 503, headers });
    }
    setRetryAfter(headers, result.retryAt, now);
    return data({ message: result.message, messages }, { status: 429, headers });
  }
  const next = await logInOrHoldPartnerLogin(ctx, db, { user: result.user, provider, chrome, redirectTo, headers, now });
  return seeOther(next, { headers });
}
