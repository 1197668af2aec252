/**
 * The store's edge: what server.mjs asks of every request before Remix sees
 * it, and of every response before it leaves (docs/decisions/012-own-http-server.md).
 *
 * Before: a post from another site gets a readable 403 (Remix's own origin
 * check would otherwise throw and answer an empty 500), and an address with
 * a NUL byte gets a 400 (PostgreSQL cannot store one, so it would become a
 * 500 deep inside a query). A page asked for in English by a shopper who
 * reads Hindi goes to its Hindi address (language-edge.server.ts). After: the security headers, and
 * `private, no-store` on any dynamic response that did not choose its own
 * caching, so a shopper's page is never cached by accident.
 */
import { HINDI_BASENAME, LANGUAGE_TAGS } from "~/lib/i18n/locale";
import { requestLocale, say } from "~/lib/i18n/request-language.server";
import { isSameOriginRequest } from "~/lib/same-origin";
import { getEnv } from "../platform/env.server";
import { publicOrigin } from "../platform/http.server";
import { securityHeaders } from "./headers.server";
import { languageRedirectResponse } from "./language-edge.server";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Posts that legitimately come from other sites, each proven by a
 * signature its handler verifies: the payment gateway's webhooks
 * (server to server) and the shopper's browser returning from the
 * gateway's hosted checkout (a cross-site form post, Razorpay style).
 */
export function acceptsCrossSitePosts(pathname: string): boolean {
  return pathname.startsWith("/webhooks/") || pathname === "/payment-status" || pathname === "/payment-status.data";
}

function wantsJson(request: Request, pathname: string): boolean {
  if (/^\/(v\d+|api|webhooks)\//.test(pathname) || pathname.endsWith(".data")) return true;
  const accept = request.headers.get("Accept") ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A refusal a person can read (an HTML page) or a client can parse (JSON), chosen by what was asked for. The
 * caller says `title` and `message` with `say()`: the page is in the language of the request's address, and a
 * Hindi one links to the Hindi home page (docs/decisions/055-hindi.md).
 */
export function refusal(request: Request, status: number, title: string, message: string): Response {
  const pathname = new URL(request.url).pathname;
  if (wantsJson(request, pathname)) {
    return Response.json({ success: false, message }, { status, headers: { "Cache-Control": "no-store" } });
  }
  const locale = requestLocale();
  const home = locale === "hi" ? HINDI_BASENAME : "/";
  const page = `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Nukkad</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2937"><h1 style="font-size:1.5rem">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${home}" style="color:#166534;font-weight:700">${escapeHtml(say("Go to the Nukkad home page"))}</a></p></body></html>`;
  return new Response(page, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

function hasNulByte(url: URL): boolean {
  return /%00/i.test(url.pathname + url.search) || url.pathname.includes("\0") || url.search.includes("\0");
}

/**
 * What to do with a request before the app runs: a refusal to send, or the
 * request to hand to Remix. A post from another site to a path that accepts
 * them is handed on without its Origin header: its handler checks the
 * signature, and Remix's built-in check (Origin must equal Host) would
 * otherwise abort it with a 500 before the handler could.
 */
export function admit(request: Request): Response | Request {
  const url = new URL(request.url);
  if (hasNulByte(url)) {
    return refusal(
      request,
      400,
      say("We could not read that address"),
      say("The address has a character we cannot read. Please check the link."),
    );
  }
  if (!UNSAFE_METHODS.has(request.method)) return languageRedirectResponse(request, url) ?? request;
  const allowed = [url.origin, publicOrigin(request)];
  if (isSameOriginRequest(request.headers, allowed)) return request;
  if (!acceptsCrossSitePosts(url.pathname)) {
    console.warn(`Refused a cross-site ${request.method} to ${url.pathname}`);
    return refusal(
      request,
      403,
      say("This form came from another website"),
      say(
        "For your safety we only accept forms sent from Nukkad's own pages. Nothing was changed. Please go back to the store and try again.",
      ),
    );
  }
  const headers = new Headers(request.headers);
  headers.delete("Origin");
  return new Request(request.url, {
    method: request.method,
    headers,
    body: request.body,
    signal: request.signal,
    // Node's fetch needs this to pass a streamed body on unread.
    duplex: "half",
  } as RequestInit);
}

/**
 * The headers added to every response: the security headers, and for a
 * dynamic response without its own Cache-Control, `private, no-store`.
 * Returns them for server.mjs to set; it also uses them for static files.
 */
export function responseHeaders(options: { nonce: string; https: boolean }): Record<string, string> {
  const env = getEnv();
  return securityHeaders({ nonce: options.nonce, https: options.https, env });
}

/** Pages and data the app rendered without saying how to cache them may show a shopper's data: never stored. */
export const DEFAULT_DYNAMIC_CACHE_CONTROL = "private, no-store";
