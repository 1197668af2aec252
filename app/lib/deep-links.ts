/**
 * App deep links and the web routes they stand for (docs/deep-links.md). Pure and small: the browser uses
 * `pageDeepLink` for the install banner, the server uses `webRouteFor` for `/dl?link=…`.
 *
 * A deep link is `nukkad://{screen}` with its parameters in the query string, e.g.
 * `nukkad://track_order?cart_id=abc&order_id=42`. Every web route it maps to is a path on this site built
 * from a fixed prefix and encoded parameters, so `/dl` can never redirect anywhere else.
 */

export const APP_SCHEME = "nukkad:";

/** Ids in deep links: what cart and order ids look like, nothing that could carry a path. */
const ID = /^[A-Za-z0-9_-]{1,100}$/;
const NUMBER = /^\d{1,10}$/;

type Params = URLSearchParams;
type Rule = (params: Params) => string | null;

function id(params: Params, name: string, pattern = ID): string | null {
  const value = params.get(name);
  return value !== null && pattern.test(value) ? encodeURIComponent(value) : null;
}

/** The listed query parameters that are present, in this order, as a query string ("" when none). */
function keep(params: Params, names: readonly string[]): string {
  const out = new URLSearchParams();
  for (const name of names) {
    const value = params.get(name);
    if (value !== null && value !== "") out.set(name, value);
  }
  const text = out.toString();
  return text ? `?${text}` : "";
}

const fixed =
  (path: string): Rule =>
  () =>
    path;

/** The search link's parameters (docs/deep-links.md): q, category_id, suggestion_type and t. */
export const SEARCH_PARAMS = ["q", "category_id", "suggestion_type", "t"] as const;

/**
 * The mapping table: app screen → web route (docs/deep-links.md lists it). `null` from a rule means the
 * link lacks a parameter the route needs, which `/dl` answers like an unknown link.
 */
export const DEEP_LINK_ROUTES: Readonly<Record<string, Rule>> = {
  print: fixed("/print"),
  home: fixed("/"),
  cart: fixed("/checkout"),
  checkout: fixed("/checkout"),
  orders: fixed("/account/orders"),
  order: (p) => {
    const cart = id(p, "cart_id");
    const order = id(p, "order_id", NUMBER);
    return cart && order ? `/account/orders/${cart}/${order}` : null;
  },
  track_order: (p) => {
    const cart = id(p, "cart_id");
    const order = id(p, "order_id", NUMBER);
    return cart && order ? `/orders/track/${cart}/${order}` : null;
  },
  aboutus: fixed("/aboutus"),
  addresses: fixed("/account/addresses"),
  wallet: fixed("/account/wallet"),
  gift_cards: fixed("/account/gifts"),
  privacy: fixed("/account/privacy"),
  delete_account: fixed("/account/delete-account"),
  delete_account_feedback: (p) => `/account/delete-account-feedback${keep(p, ["reason", "subreason"])}`,
  offers: fixed("/offers"),
  search: (p) => `/s/${keep(p, SEARCH_PARAMS)}`,
  paan: fixed("/paan"),
  tab_layouts: (p) => {
    const text = p.toString();
    return `/tab-layouts${text ? `?${text}` : ""}`;
  },
  sale_signup: fixed("/sale-signup"),
  // The page types of the install banner (pageDeepLink below) map back to their pages. The slug is a
  // placeholder: those pages answer a wrong slug with a 301 to their canonical address.
  product: (p) => {
    const product = id(p, "product_id", NUMBER);
    return product ? `/prn/product/prid/${product}` : null;
  },
  listing: (p) => {
    const l0 = id(p, "l0_id", NUMBER);
    const l1 = id(p, "l1_id", NUMBER);
    if (!l0 || !l1) return null;
    const rest = new URLSearchParams(p);
    rest.delete("l0_id");
    rest.delete("l1_id");
    const text = rest.toString();
    return `/cn/category/cid/${l0}/${l1}${text ? `?${text}` : ""}`;
  },
  layout: (p) => {
    const layout = id(p, "layout_id");
    return layout ? `/le/${layout}` : null;
  },
};

/** Longest deep link read; anything longer is not one of ours. */
export const MAX_DEEP_LINK_LENGTH = 2_000;

/** `nukkad://track_order?cart_id=a&order_id=1` → `/orders/track/a/1`; null for anything that is not a known deep link. */
export function webRouteFor(link: string): string | null {
  if (link.length > MAX_DEEP_LINK_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== APP_SCHEME) return null;
  // "nukkad://track_order" puts the screen in the host; "nukkad:track_order" in the path.
  const screen = (url.host || url.pathname).replace(/^\/+|\/+$/g, "").toLowerCase();
  if (!Object.hasOwn(DEEP_LINK_ROUTES, screen)) return null;
  const route = DEEP_LINK_ROUTES[screen]!(url.searchParams);
  // Every rule builds a local path; this keeps it so whatever a rule is changed to.
  return route !== null && route.startsWith("/") && !route.startsWith("//") && !route.startsWith("/\\") ? route : null;
}
