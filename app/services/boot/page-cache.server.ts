/**
 * The shared page cache (docs/decisions/024-shared-page-cache.md): whole HTML documents of catalogue pages,
 * rendered for one anonymous visitor and served for a few seconds to the next visitors who would get the
 * very same bytes. It sits between server.mjs and Remix, so a hit skips the loaders and React's render.
 *
 * What makes a page shareable, in order:
 * - the request: a GET document request (no `.data` or `_data` request, no JSON API header), whose cookies
 *   are all on the list of anonymous choices below — a session, a device (a cart), a pending login, a flash
 *   message or a partner marker each make the request personal, and so does any cookie the list does not know;
 * - the route: the leaf route says so (`handle.sharedPage`), which entry.server.tsx reports with
 *   offerSharedPage(); pages whose loaders record something per request (search) do not;
 * - the response: a 200 HTML page without Set-Cookie that rendered without an error.
 *
 * The key holds every input such a page depends on: the full URL (host, path, query), the User-Agent (the
 * platform, the browser-support check and the crawler rendering derive from it) and the value of each cookie
 * on the list (delivery location and so the store, the 18+ declaration, the dismissed prompts, the installed
 * app). The Content-Security-Policy nonce is a fresh one on every response: the stored copy is cut where the
 * nonce was and joined with the serving response's own nonce (a random 128-bit value: page text cannot hold it).
 */
import type { AppLoadContext } from "@remix-run/node";
import { isbot } from "isbot";
import { API_HEADER_NAMES } from "~/lib/api-schemas.server";
import { INSTALLED_APP_COOKIE } from "~/lib/installed-app";
import { recordPageView } from "../analytics/record.server";
import { isLocalRequest } from "../security/demo-mode.server";
import { getEnv } from "../platform/env.server";

/**
 * Cookies that are an anonymous visitor's choices, not an identity: a page rendered with the same values
 * is the same page for everyone who sends them. Everything else a browser sends makes the request personal.
 */
const ANONYMOUS_CHOICE_COOKIES = new Set([
  "nk_location", // the chosen delivery location, and so the store
  "nk_location_prompt", // "Not now" on the first-visit prompt
  "nk_age", // the 18+ declaration
  "nk_app_banner", // "Not now" on the install banner
  "nk_old_browser", // "Continue anyway" on an unsupported browser
  INSTALLED_APP_COOKIE, // the installed app's marker
]);

/** The whole cache's size in bytes of HTML, whatever PAGE_CACHE_SECONDS; a page larger than a tenth is not kept. */
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_PAGE_BYTES = MAX_BYTES / 10;

export type RenderPage = (request: Request, loadContext: AppLoadContext) => Promise<Response>;

interface StoredPage {
  storedAt: number;
  status: number;
  headers: [string, string][];
  /** The HTML split where the nonce was: joined with the serving response's nonce. */
  parts: Buffer[];
  bytes: number;
  routeId: string;
}

interface Offer {
  routeId: string | null;
  withdrawn: boolean;
}

const offers = new WeakMap<AppLoadContext, Offer>();

/**
 * entry.server.tsx, for a document whose leaf route is shareable: the rendered page may be kept for other
 * anonymous visitors. Does nothing for a request the cache did not consider (a personal one).
 */
export function offerSharedPage(loadContext: AppLoadContext, routeId: string): void {
  const offer = offers.get(loadContext);
  if (offer && !offer.withdrawn) offer.routeId = routeId;
}

/** entry.server.tsx, when rendering failed after the shell: the page is not kept. */
export function withdrawSharedPage(loadContext: AppLoadContext): void {
  const offer = offers.get(loadContext);
  if (offer) offer.withdrawn = true;
}

/**
 * The cache key of a request that may share a page, or null when the request is personal (or not a plain
 * document request).
 */
export function sharedPageKey(request: Request): string | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  // Data requests (single fetch's .data, the older _data) answer JSON for one client's navigation.
  if (url.pathname.endsWith(".data") || url.searchParams.has("_data")) return null;
  // A JSON API client is a device and maybe a user by its headers (docs/decisions/021-json-api-auth.md).
  if (API_HEADER_NAMES.some((name) => request.headers.has(name))) return null;
  if (request.headers.has("Authorization")) return null;
  const choices: string[] = [];
  for (const pair of (request.headers.get("Cookie") ?? "").split(";")) {
    if (!pair.trim()) continue;
    const eq = pair.indexOf("=");
    const name = (eq === -1 ? pair : pair.slice(0, eq)).trim();
    if (!ANONYMOUS_CHOICE_COOKIES.has(name)) return null;
    choices.push(`${name}=${eq === -1 ? "" : pair.slice(eq + 1).trim()}`);
  }
  // The order a browser sends cookies in is not part of the page.
  choices.sort();
  return JSON.stringify([url.href, request.headers.get("User-Agent") ?? "", choices]);
}

export interface SharedPageCache {
  /** The response to a request: a stored page, or `render`'s, kept when it is shareable. */
  respond(request: Request, loadContext: AppLoadContext & { cspNonce: string }, render: RenderPage): Promise<Response>;
  /** Forgets every stored page (stock, prices or the catalogue changed). */
  clear(): void;
}

export function sharedPageCache(options: { ttlMs: number; maxBytes?: number; now?: () => number }): SharedPageCache {
  const now = options.now ?? Date.now;
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  const pages = new Map<string, StoredPage>();
  let bytes = 0;
  // Bumped by clear(): a page rendered before a change is not stored after it.
  let generation = 0;

  const forget = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  };

  const store = (key: string, page: StoredPage) => {
    forget(key);
    pages.set(key, page);
    bytes += page.bytes;
    // Map keeps insertion order: the first key is the oldest page.
    while (bytes > maxBytes) forget(pages.keys().next().value as string);
  };

  const serve = (request: Request, page: StoredPage, nonce: string): Response => {
    // A page view per page served, as entry.server.tsx records for a rendered one (crawlers are not shoppers).
    if (!isbot(request.headers.get("User-Agent") ?? "")) {
      recordPageView(request, { routeId: page.routeId, status: page.status, now: new Date(now()) });
    }
    const headers = new Headers(page.headers);
    headers.set("X-Page-Cache", "hit");
    // Bytes kept encoded: a hit copies them around the nonce rather than encoding the page again.
    const nonceBytes = Buffer.from(nonce);
    const body = Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part])));
    return new Response(body, { status: page.status, headers });
  };

  return {
    async respond(request, loadContext, render) {
      const shared = options.ttlMs > 0 ? sharedPageKey(request) : null;
      if (shared === null) return render(request, loadContext);
      // The "Demo store" ribbon points a local visitor at /dev/outbox and a public one nowhere
      // (docs/decisions/033-demo-mode-per-request.md): the two never get each other's page.
      const local = isLocalRequest({ url: request.url, headers: request.headers, clientAddress: loadContext.clientAddress });
      const key = local ? shared : `${shared} public`;
      const stored = pages.get(key);
      if (stored && now() - stored.storedAt < options.ttlMs) return serve(request, stored, loadContext.cspNonce);
      if (stored) forget(key);

      const offer: Offer = { routeId: null, withdrawn: false };
      offers.set(loadContext, offer);
      const renderedIn = generation;
      const response = await render(request, loadContext);
      const shareable =
        offer.routeId !== null &&
        !offer.withdrawn &&
        response.status === 200 &&
        response.body !== null &&
        !response.headers.has("Set-Cookie") &&
        (response.headers.get("Content-Type") ?? "").startsWith("text/html");
      if (!shareable || !response.body) return response;

      // The shopper gets the stream as it renders; a copy is gathered on the way and kept once the page is
      // complete, before the shopper's stream ends. A failed or aborted render never reaches the end.
      const toClient = response.body.pipeThrough(
        gatherInto(MAX_PAGE_BYTES, (html) => {
          if (request.signal.aborted || offer.withdrawn || offer.routeId === null || renderedIn !== generation) return;
          const nonce = loadContext.cspNonce;
          store(key, {
            storedAt: now(),
            status: response.status,
            headers: [...response.headers].filter(([name]) => name !== "content-length"),
            parts: (nonce ? html.split(nonce) : [html]).map((part) => Buffer.from(part)),
            bytes: Buffer.byteLength(html),
            routeId: offer.routeId,
          });
        }),
      );
      const headers = new Headers(response.headers);
      headers.set("X-Page-Cache", "miss");
      return new Response(toClient, { status: response.status, statusText: response.statusText, headers });
    },
    clear() {
      generation++;
      pages.clear();
      bytes = 0;
    },
  };
}

/** Passes the bytes through and hands their text to `complete` at the end, unless they grew past `limit`. */
function gatherInto(limit: number, complete: (html: string) => void): TransformStream<Uint8Array, Uint8Array> {
  let chunks: Uint8Array[] | null = [];
  let size = 0;
  return new TransformStream({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > limit) chunks = null;
      chunks?.push(chunk);
      controller.enqueue(chunk);
    },
    flush() {
      if (chunks) complete(Buffer.concat(chunks, size).toString("utf8"));
    },
  });
}

let processCache: SharedPageCache | undefined;

/** This process's cache, sized by PAGE_CACHE_SECONDS (0: every request renders). */
export function sharedPages(): SharedPageCache {
  processCache ??= sharedPageCache({ ttlMs: getEnv().PAGE_CACHE_SECONDS * 1000 });
  return processCache;
}

/** Forgets this process's shared pages: called wherever stock, prices or the catalogue change. */
export function clearSharedPages(): void {
  processCache?.clear();
}

/** A route's `handle` that lets anonymous visitors share its rendered page. */
export interface SharedPageHandle {
  sharedPage?: boolean;
}
