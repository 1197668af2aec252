/**
 * The store's service worker (docs/rules.md#offline-and-installing, docs/decisions/022-service-worker.md).
 * A module worker, registered from app/entry.client.tsx as `/sw.js?v=<client build version>`; every rule about
 * what it keeps lives in ./offline-cache-policy.js, which the unit tests import.
 *
 * - Install: the offline page in English and in Hindi (asked for without cookies, so it is nobody's page),
 *   its stylesheet and the app's own files; then it takes over at once.
 * - Activate: the caches of older builds are deleted.
 * - Fetch: build files from the cache first (hashed, so never stale); app files from the network, the cache
 *   when offline; navigations from the network, the offline page in the address's language when that fails
 *   (the English one if the Hindi one is not kept). Nothing else is touched,
 *   and no page is ever kept.
 */
import {
  APP_FILES,
  HINDI_OFFLINE_PAGE,
  OFFLINE_PAGE,
  offlinePageFor,
  buildStylesheetsOf,
  cacheNameFor,
  mayStoreResponse,
  staleCaches,
  strategyFor,
} from "./offline-cache-policy.js";

/** @type {any} The worker's global scope (ServiceWorkerGlobalScope). */
const worker = self;
const CACHE = cacheNameFor(new URL(worker.location.href).searchParams.get("v"));

/** A GET without cookies: what the worker keeps must be the same for every shopper. */
const anonymous = (/** @type {string} */ path) => new Request(path, { credentials: "omit", cache: "no-store" });

/** @param {Response} response @param {string} what */
function storable(response, what) {
  if (!mayStoreResponse(response)) throw new Error(`${what} answered ${response.status} and may not be stored`);
  return response;
}

async function precache() {
  const cache = await caches.open(CACHE);
  const page = storable(await fetch(anonymous(OFFLINE_PAGE)), OFFLINE_PAGE);
  const hindiPage = storable(await fetch(anonymous(HINDI_OFFLINE_PAGE)), HINDI_OFFLINE_PAGE);
  const stylesheets = new Set([...buildStylesheetsOf(await page.clone().text()), ...buildStylesheetsOf(await hindiPage.clone().text())]);
  await Promise.all([...APP_FILES, ...stylesheets].map(async (path) => cache.put(path, storable(await fetch(anonymous(path)), path))));
  // Last: the pages are worth showing only with their look.
  await cache.put(HINDI_OFFLINE_PAGE, hindiPage);
  await cache.put(OFFLINE_PAGE, page);
}

worker.addEventListener("install", (/** @type {any} */ event) => {
  event.waitUntil(precache().then(() => worker.skipWaiting()));
});

worker.addEventListener("activate", (/** @type {any} */ event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), CACHE).map((name) => caches.delete(name)));
      await worker.clients.claim();
    })(),
  );
});

/** @param {string} key */
async function cached(key) {
  const cache = await caches.open(CACHE);
  // The offline page was asked for without cookies and varies on them: it is the one answer for every request.
  return cache.match(key, { ignoreVary: true });
}

/** @param {Request} request */
async function buildFile(request) {
  const hit = await cached(request.url);
  if (hit) return hit;
  const response = await fetch(request);
  if (mayStoreResponse(response)) {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/**
 * @param {Request} request
 * @param {string[]} fallbackKeys the kept answers to try, in order
 */
async function networkElse(request, ...fallbackKeys) {
  try {
    return await fetch(request);
  } catch (error) {
    // Only a network failure: an answer from the store, an error page included, is shown as it came.
    for (const key of fallbackKeys) {
      const fallback = await cached(key);
      if (fallback) return fallback;
    }
    throw error;
  }
}

worker.addEventListener("fetch", (/** @type {any} */ event) => {
  const request = event.request;
  switch (strategyFor(request, worker.location.origin)) {
    case "build":
      return event.respondWith(buildFile(request));
    case "app-file":
      return event.respondWith(networkElse(request, new URL(request.url).pathname));
    case "page":
      return event.respondWith(networkElse(request, offlinePageFor(request.url), OFFLINE_PAGE));
    default:
      // Not answered here: the browser goes to the network as if there were no worker.
      return;
  }
});
