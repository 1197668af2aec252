/** HTTP rules shared by routes: caching, public origin, same-origin posts. */
import { data, redirect } from "@remix-run/node";
import { isSameOriginRequest } from "~/lib/same-origin";
import { retryAfterSeconds } from "~/lib/when-to-retry";
import { getEnv } from "./env.server";

/**
 * Anonymous catalogue pages (no device or location cookie: first visits and
 * crawlers) are the same for everyone, so a CDN may cache them briefly and
 * serve stale while it revalidates. Once a shopper has a cart or a location,
 * the page shows their store and cart: private, revalidated every time.
 */
export function catalogueCacheControl(request: Request): string {
  const cookie = request.headers.get("Cookie") ?? "";
  const personal = /(?:^|;\s*)nk_(device|location|session)=/.test(cookie);
  return personal ? "private, no-cache" : "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
}

export function catalogueHeaders(request: Request): HeadersInit {
  return { "Cache-Control": catalogueCacheControl(request), Vary: "Cookie" };
}

/**
 * A catalogue page's loader data with catalogueHeaders: it caches nothing itself, it tells browsers and a CDN
 * in front how long they may (the server's own caches: docs/decisions/005-catalogue-read-cache.md,
 * docs/decisions/024-shared-page-cache.md).
 */
export function catalogueData<T>(request: Request, body: T) {
  return data(body, { headers: catalogueHeaders(request) });
}

/** The public origin for canonical URLs: PUBLIC_URL when set (behind a proxy), else the request's. */
export function publicOrigin(request: Request): string {
  const configured = getEnv().PUBLIC_URL;
  return configured ? configured.replace(/\/+$/, "") : new URL(request.url).origin;
}

/** Every action starts here: a post from another site answers 403 and changes nothing. */
export function requireSameOrigin(request: Request): void {
  const allowed = [new URL(request.url).origin, publicOrigin(request)];
  if (!isSameOriginRequest(request.headers, allowed)) {
    throw new Response("Cross-site form posts are not accepted.", { status: 403, headers: { "Content-Type": "text/plain" } });
  }
}

/** Pages about one shopper (login, account, checkout, orders): never stored by browsers or proxies, never indexed. */
export const PRIVATE_NO_STORE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/** A refusal that says when to come back (429, a resend timer) carries it as `Retry-After`, in whole seconds. */
export function setRetryAfter(headers: Headers, retryAt: Date | null | undefined, now: Date): void {
  if (retryAt) headers.set("Retry-After", String(retryAfterSeconds(retryAt, now)));
}

/**
 * The one redirect after a form post: 303 See Other, so the browser follows
 * it with a GET and a reload never re-posts (Post/Redirect/Get,
 * docs/architecture.md#works-before-javascript). Loaders use it too; a 302
 * after a post is what the lint rule in eslint.config.js keeps out.
 */
export function seeOther(location: string, init: { headers?: HeadersInit } = {}) {
  return redirect(location, { status: 303, headers: init.headers });
}

/** A page's canonical address moved for good (a renamed slug): 301, for loaders only. */
export function movedPermanently(location: string) {
  return redirect(location, 301);
}

/** A page that is the same for everyone (help, policies): its canonical origin and `more`, cached like a catalogue page. */
export function publicPageData<T extends object>(request: Request, more?: T) {
  return data({ origin: publicOrigin(request), ...(more as T) }, { headers: catalogueHeaders(request) });
}
