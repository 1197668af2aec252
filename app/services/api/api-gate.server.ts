/**
 * The gate every JSON API call passes (docs/decisions/021-json-api-auth.md, docs/rules.md#json-api):
 *
 * - **An API client** sends `auth_key` (and, logged in, `access_token`). A missing, wrong or expired key, or
 *   a token issued to another device than the key's, answers 403 telling the client to fetch a new key and
 *   retry once; a token whose session is gone, 401 (the client logs out, docs/product/roles.md). Header authentication is not CSRF-prone: a page on another site
 *   cannot send these headers without a CORS preflight, which the store never grants.
 * - **The store's own pages** send no key: they are the browser's cookies, as before, and a cookie-carried
 *   write must be same-origin (`refuseCrossSite`). Calls made for API clients (`cookieNeeds: "store-cookie"`)
 *   also want one of the store's cookies, so a client with neither key nor cookie is told to fetch a key.
 *
 * Refusals are `{ success: false, message }` with a 4xx (app/services/platform/json-api.server.ts); a typed
 * service error (app/lib/errors.ts) becomes one with its own status, so bad input never becomes a 500. A route
 * wires a call with `apiRoute` (app/services/boot/api-route.server.ts), which builds the request context first.
 */
import { jsonFail, refuseCrossSite } from "../platform/json-api.server";
import type { RequestContext, SessionUser } from "../platform/request-context.server";
import { RefusedError } from "~/lib/errors";

export const AUTH_KEY_REFRESH = "Your auth key is missing, wrong or expired. Fetch a new one from /v2/accounts/auth_key/ and retry.";
export const SESSION_ENDED = "Your session has ended. Please log in again.";
export const LOG_IN_FIRST = "Log in first: send the access_token from /v2/accounts/verify/phone/code/.";

export interface ApiCall {
  ctx: RequestContext;
  /** "key": an API client (headers only); "cookie": the store's own page. */
  mode: "key" | "cookie";
  /** Answer headers (a cookie-mode call may set the device cookie). */
  headers: Headers;
  now: Date;
}

export interface GateOptions {
  /** "none": the store's pages call it by cookie whatever they hold (the user calls answer 401 themselves); "store-cookie": a cookie call must carry one of the store's cookies. */
  cookieNeeds?: "none" | "store-cookie";
  /** No key needed (the auth key call itself). */
  open?: boolean;
}

const STORE_COOKIE = /(?:^|;\s*)nk_(device|session)=/;

/** The gate for one call: its context (built by the route's wrapper, app/services/boot/api-route.server.ts), or the refusal. */
export async function openApiCall(ctx: RequestContext, options: GateOptions = {}): Promise<ApiCall | Response> {
  const { request } = ctx;
  const client = ctx.apiClient();
  const now = new Date();
  const headers = new Headers();
  if (client.headerError) return jsonFail(400, client.headerError);
  if (options.open) return { ctx, mode: client.key === "valid" ? "key" : "cookie", headers, now };
  if (client.key === "invalid") return jsonFail(403, AUTH_KEY_REFRESH);
  if (client.key === "valid") {
    if (client.accessToken) {
      const shopper = await ctx.shopper();
      // A token beside another device's key: 403 like a wrong key, so the client refreshes once and, still
      // refused, logs out (docs/product/errors.md); the session itself stays for its own device.
      if (shopper.tokenOfAnotherDevice) return jsonFail(403, AUTH_KEY_REFRESH);
      if (!shopper.user) return jsonFail(401, SESSION_ENDED);
    }
    return { ctx, mode: "key", headers, now };
  }
  // No key: an access token alone is an API client that lost its key.
  if (client.accessToken) return jsonFail(403, AUTH_KEY_REFRESH);
  if (request.method !== "GET" && request.method !== "HEAD") {
    const crossSite = refuseCrossSite(request);
    if (crossSite) return crossSite;
  }
  if (options.cookieNeeds === "store-cookie" && !STORE_COOKIE.test(request.headers.get("Cookie") ?? ""))
    return jsonFail(403, AUTH_KEY_REFRESH);
  return { ctx, mode: "cookie", headers, now };
}

/**
 * The logged-in caller of a call that needs one (the purchase calls, docs/product/api.md#buying-through-the-api):
 * an app without `access_token`, or a page without a session, is told to log in (401, docs/product/roles.md).
 */
export async function requireApiUser(call: ApiCall): Promise<SessionUser> {
  const { user } = await call.ctx.shopper();
  if (!user) throw new RefusedError(LOG_IN_FIRST, 401);
  return user;
}
