/**
 * The "no internet" state (docs/product/errors.md#cart-failures, docs/rules.md#offline-and-installing): what the
 * shopper is told when the store cannot be reached — on the offline page the service worker keeps, when a cart
 * change is tried offline, and when a page's data or a form's answer never arrives.
 */
export const NO_INTERNET = "No internet connection";

/** What browsers call a fetch that never reached a server: Chrome, Firefox, Safari, and older WebKit. */
const NETWORK_FAILURE = /^(?:Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed|Network request failed)$/;

/**
 * Whether an error a route boundary caught is the network, not the store: a fetch that failed while the
 * browser knows it is offline, or failed the way only a network failure does (a connection with no internet
 * behind it still says "online"). `online` is `navigator.onLine` in the browser; on the server pass true.
 */
export function isNetworkFailure(error: unknown, online: boolean): boolean {
  if (!(error instanceof TypeError)) return false;
  return !online || NETWORK_FAILURE.test(error.message);
}

/** `navigator.onLine`, counted as online wherever it is not known (the server, Node's own navigator). */
export function browserOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

/** Route handles (`export const handle`) the root layout reads. */
export interface LayoutHandle {
  /**
   * A page without the shopper's chrome or the store's scripts: the offline page, which the service worker
   * keeps and shows to whoever is offline, so it must name no one and need nothing more to work.
   */
  bare?: boolean;
  /**
   * A page with its own way through the catalogue (a listing's category rail, search's results): on a phone the
   * header's category menu steps aside, so the first screen shows products (docs/product/routes.md#header).
   */
  ownNavigation?: boolean;
}
