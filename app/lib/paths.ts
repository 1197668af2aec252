/**
 * Canonical paths of the storefront (docs/product/routes.md). Every link to a screen is
 * built here so routes and links never drift apart.
 */
import { slugify } from "./slug";

export function categoryPath(l0Name: string, l0Id: number, l1Id: number): string {
  return `/cn/${slugify(l0Name)}/cid/${l0Id}/${l1Id}`;
}

export function productPath(name: string, productId: number, citySlug?: string): string {
  const path = `/prn/${slugify(name)}/prid/${productId}`;
  return citySlug ? `/${citySlug}${path}` : path;
}

export function brandPath(name: string, brandId: number): string {
  return `/brand/${slugify(name)}/${brandId}`;
}

export function brandCategoryPath(brandName: string, brandId: number, categoryName: string, categoryId: number): string {
  return `${brandPath(brandName, brandId)}/${slugify(categoryName)}/${categoryId}`;
}

export function searchPath(query: string): string {
  return `/s/?q=${encodeURIComponent(query)}`;
}

/**
 * A search link with what the spec's search links carry (docs/search.md#search-links): the query, an
 * optional category, where the search came from (`suggestion_type`) and the analytics search type `t`.
 */
export function searchLink(link: { q: string; categoryId?: number; suggestionType?: string; t?: number }): string {
  let path = searchPath(link.q);
  if (link.categoryId) path += `&category_id=${link.categoryId}`;
  if (link.suggestionType) path += `&suggestion_type=${encodeURIComponent(link.suggestionType)}`;
  if (link.t !== undefined) path += `&t=${link.t}`;
  return path;
}

export function cityPath(citySlug: string): string {
  return `/${citySlug}`;
}

/** Longest redirect target kept; a longer one is refused (no legitimate page address comes near it). */
export const MAX_REDIRECT_PATH_LENGTH = 2_000;

/** The origin local paths are resolved against: any fixed one will do, only "did it stay here" matters. */
const LOCAL_BASE = "http://local.invalid";

/**
 * The id of a product tile's list item in a grid (listings, search): a no-JavaScript ADD comes back to
 * `#product-{id}` rather than to the top of a long page (docs/product/routes.md#product-lists).
 */
export function cardAnchor(productId: number): string {
  return `product-${productId}`;
}

/** Where a cart change made without JavaScript goes back to: the page it came from, at the product's tile. */
export function backToCard(path: string, productId: number | undefined): string {
  return productId === undefined || path.includes("#") ? path : `${path}#${cardAnchor(productId)}`;
}

/**
 * Only paths on this site may be redirect targets, however they arrive
 * (`redirectTo`, `returnTo`, a form field, a cookie): "/x" yes; "//evil",
 * "/\evil", "https://…", "javascript:…", anything with a control character
 * (browsers drop tabs and newlines, so "/\t/evil" would become "//evil"),
 * or longer than MAX_REDIRECT_PATH_LENGTH no. The answer is the path as a
 * browser would resolve it, percent-encoded: a Location header cannot carry
 * characters outside Latin-1, which would otherwise fail the response.
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length > MAX_REDIRECT_PATH_LENGTH) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // C0 controls, DEL and C1 controls: finding them is the point of this pattern.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, LOCAL_BASE);
  } catch {
    return fallback;
  }
  const path = url.pathname + url.search + url.hash;
  // Dot segments can turn "/.//evil" into "//evil", which a browser would read as another host.
  if (url.origin !== LOCAL_BASE || path.startsWith("//")) return fallback;
  // Percent-encoding can make it longer than what was checked above.
  return path.length <= MAX_REDIRECT_PATH_LENGTH ? path : fallback;
}

const LOCATION_PICKER = "/location";

/**
 * Where to go back to after choosing a location. A target that is itself the
 * location page (an old link, or the header's link followed from that page)
 * is unwrapped to the page it was going back to, so the chain never grows and
 * choosing a location never lands on the picker again.
 */
export function locationReturnPath(target: unknown): string {
  let path = safeRedirectPath(target, "/");
  // Each step strips one level; MAX_REDIRECT_PATH_LENGTH bounds the nesting anyway.
  for (let depth = 0; depth < 10; depth++) {
    const url = new URL(path, LOCAL_BASE);
    // Routes match without regard to case or a trailing slash.
    const pathname = url.pathname.toLowerCase().replace(/\/$/, "");
    if (pathname !== LOCATION_PICKER) return path;
    path = safeRedirectPath(url.searchParams.get("redirectTo"), "/");
  }
  return "/";
}

/**
 * The "change location" link from the page at `pathname` + `search`: back to
 * that page afterwards, or, on the location page itself, to where that page
 * was already going back to (never to the picker, which would nest without end).
 */
export function locationPickerPath(pathname: string, search: string): string {
  return `${LOCATION_PICKER}?redirectTo=${encodeURIComponent(locationReturnPath(pathname + search))}`;
}

/** Where the browser polls a payment and the gateway returns the shopper (docs/product/routes.md#payment-status). */
export function paymentStatusPath(paymentId: string): string {
  return `/payment-status?transaction_id=${encodeURIComponent(paymentId)}`;
}

/** Paan Corner's own page (docs/rules.md#paan-corner). */
export const PAAN_PATH = "/paan";
/** Coupons and bank offers of the shopper's store (docs/rules.md#offers). */
export const OFFERS_PATH = "/offers";
/** Sale alerts: the `sale_signup` deep link's page (docs/deep-links.md, docs/rules.md#marketing-texts). */
export const SALE_SIGNUP_PATH = "/sale-signup";

/** The marketing-text unsubscribe page (docs/rules.md#marketing-texts). */
export const UNSUBSCRIBE_PATH = "/unsubscribe-ct";

/** An SEO page per category × city (docs/rules.md#order-online-pages): /order-online/milk-in-gurugram. */
export function orderOnlinePath(categoryName: string, citySlug: string): string {
  return `/order-online/${slugify(categoryName)}-in-${citySlug}`;
}

/** The recipe list; page 1 is the bare path (one canonical address per page). */
export function recipesPath(page = 1): string {
  return page > 1 ? `/recipes?page=${page}` : "/recipes";
}

export function recipePath(name: string, recipeId: number): string {
  return `/recipe/${slugify(name)}/${recipeId}`;
}

/** A shared-cart link (docs/rules.md#shared-carts); without a token, the page that makes one. */
export function sharedCartPath(token?: string): string {
  return token ? `/share/cart/${token}` : "/share/cart";
}

/** The coupon list (docs/product/api.md#campaigns). Here, not in ~/lib/coupons, so the cart does not ship the coupon rules. */
export const COUPONS_PATH = "/checkout/coupons";

/** The coupon list opened from the cart ("cart coupon" flag): applying or removing a coupon comes back to the cart. */
export const CART_COUPONS_PATH = `${COUPONS_PATH}?returnTo=%2Fcart`;
