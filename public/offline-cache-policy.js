// @ts-check
/**
 * What the service worker (public/sw.js) may keep and how it answers each request
 * (docs/rules.md#offline-and-installing, docs/decisions/022-service-worker.md). Pure and plain JavaScript: the
 * browser imports this very file into the worker, and tests/unit/offline-cache-policy.test.ts imports it too,
 * so the rule tested is the rule that runs.
 *
 * The worker stores an allow-list only — the hashed build files, the installed app's own files and the
 * offline page — never a page or data call: pages show a shopper's cart, name and orders, and the store's
 * prices and stock must be live. Anything not on the list goes to the network untouched.
 */

/** The page shown for a navigation that cannot reach the store. Rendered for no one in particular at install. */
export const OFFLINE_PAGE = "/offline";

/** The same page in the Hindi store (docs/decisions/055-hindi.md): precached too, for navigations under /hi. */
export const HINDI_OFFLINE_PAGE = "/hi/offline";

/**
 * The offline page for a navigation to `url`: the Hindi one for an address under /hi, else the English one.
 * @param {string} url
 */
export function offlinePageFor(url) {
  const { pathname } = new URL(url);
  return pathname === "/hi" || pathname.startsWith("/hi/") ? HINDI_OFFLINE_PAGE : OFFLINE_PAGE;
}

/** The installed app's own files: precached at install, so the offline page has its icon and the app its manifest. */
export const APP_FILES = Object.freeze([
  "/manifest.webmanifest",
  "/favicon.svg",
  "/apple-touch-icon.png",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/icon-maskable-512.png",
]);

/** The hashed output of the client build (vite.config.ts assetsDir): a name never changes its content. */
const BUILD_PREFIX = "/build/";

/**
 * @typedef {"build" | "app-file" | "page" | "network"} Strategy
 * - build: from the cache, else the network (and kept);
 * - app-file: from the network, else the cache;
 * - page: a navigation: from the network, else the offline page; never kept;
 * - network: not the worker's business: data calls and posts from the page's JavaScript among them (their
 *   failure is the page's to show, docs/decisions/022-service-worker.md).
 */

/**
 * How the worker answers a request.
 * @param {{ method: string; url: string; mode: string }} request
 * @param {string} origin the worker's own origin
 * @returns {Strategy}
 */
export function strategyFor(request, origin) {
  const url = new URL(request.url);
  if (url.origin !== origin) return "network";
  // Every method: a form post without JavaScript is a navigation too, and offline it gets the offline page.
  if (request.mode === "navigate") return "page";
  if (request.method !== "GET") return "network";
  // A query string on a build file or an app file is not ours: such a URL is never linked.
  if (url.search) return "network";
  if (url.pathname.startsWith(BUILD_PREFIX)) return "build";
  if (APP_FILES.includes(url.pathname)) return "app-file";
  return "network";
}

/**
 * May this request's answer be kept? Only what `strategyFor` keeps: the build's files and the app's own
 * files, asked for with GET from this origin. Pages (account, orders, checkout, cart and every other one),
 * data calls and posts never are.
 * @param {{ method: string; url: string; mode: string }} request
 * @param {string} origin
 */
export function mayCacheRequest(request, origin) {
  const strategy = strategyFor(request, origin);
  return strategy === "build" || strategy === "app-file";
}

/**
 * May this response be kept? A whole 200 from this origin that does not forbid it: `private` or `no-store`
 * (how the store marks anything about one shopper, docs/decisions/016-error-model.md) is never stored, nor
 * a response that varies on everything.
 * @param {{ status: number; type: string; headers: { get(name: string): string | null } }} response
 */
export function mayStoreResponse(response) {
  if (response.status !== 200 || (response.type !== "basic" && response.type !== "default")) return false;
  const cacheControl = (response.headers.get("Cache-Control") ?? "").toLowerCase();
  if (/(?:^|[,\s])(?:private|no-store)(?:$|[,\s=])/.test(cacheControl)) return false;
  return (response.headers.get("Vary") ?? "").trim() !== "*";
}

/**
 * The stylesheets a page links from the build (the offline page's look), to precache with it.
 * @param {string} html
 * @returns {string[]}
 */
export function buildStylesheetsOf(html) {
  const found = new Set();
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    if (!/\brel="stylesheet"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href?.startsWith(BUILD_PREFIX)) found.add(href);
  }
  return [...found];
}

/**
 * The worker's cache for one client build: a new build (a new `v`) gets a new cache, and activating it
 * deletes every older one.
 * @param {string | null} version the client build's version, from the worker's own URL (`/sw.js?v=…`)
 */
export function cacheNameFor(version) {
  return `nukkad-${(version ?? "").replace(/[^\w-]/g, "") || "dev"}`;
}

/**
 * The caches a newly active worker deletes: the store's older ones. Another script's caches on this origin
 * are not ours to touch.
 * @param {readonly string[]} names
 * @param {string} current
 */
export function staleCaches(names, current) {
  return names.filter((name) => name.startsWith("nukkad-") && name !== current);
}
