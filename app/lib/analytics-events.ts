/**
 * First-party analytics (docs/rules.md#analytics): the event names, the spec's defaults and codes, and the
 * limits of the browser's event call. Pure and tiny: the browser's impression module imports it.
 */

/** A field an event does not have (docs/product/constants.md#versions-and-analytics). */
export const ANALYTICS_DEFAULTS = { string: "#-NA", number: -1, currency: "INR" } as const;

export const EVENT_NAMES = [
  "page_view",
  "search",
  "cart_quantity",
  "checkout_step",
  "order_placed",
  "impression",
  "search_feedback",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];
/** What a browser or app reports itself to `POST /v1/events` (the rest the server sees happen). */
export const BROWSER_EVENT_NAMES = ["impression"] as const satisfies readonly EventName[];

/**
 * How a search began, `t` on search links (docs/search.md#search-links); analytics search types run 0 to 9
 * (docs/product/constants.md). 5–9 are unassigned: a new way in takes the next one, never a used number.
 */
export const SEARCH_TYPES = {
  /** Typed into a search box (the box sends only `q`, so a search without `t` is typed). */
  typed: 0,
  /** A type-ahead or related-category suggestion. */
  suggestion: 1,
  /** One of the device's recent searches. */
  recent: 2,
  /** A "popular searches" chip. */
  popular: 3,
  /** A "did you mean" chip on a page that found nothing. */
  didYouMean: 4,
  /** A brand link whose brand is unknown goes to a search for its name (docs/search.md#brand-search). */
  brandFallback: 5,
} as const;
export const MAX_SEARCH_TYPE = 9;

/** Checkout steps (docs/product/states.md#checkout-flow): the address step is ADT, the payment step PAYMENTS. */
export const CHECKOUT_STEPS = { ADT: 1, PAYMENTS: 2 } as const;

/** A cart quantity event's direction (docs/product/constants.md#versions-and-analytics): add +1, remove −1. */
export const CART_QUANTITY = { add: 1, remove: -1 } as const;

/**
 * A widget or product reports its impression again only after this long on one page
 * (docs/product/constants.md: "widgets repeat impressions only after their minimum time between impressions").
 * The store's own figure, which the analytics configuration call serves (./analytics-config.ts).
 */
export const MIN_MS_BETWEEN_IMPRESSIONS = 30 * 60_000;

/** At most this many impressions in one browser call (`POST /v1/events`); the browser sends more calls. */
export const MAX_BROWSER_EVENTS_PER_CALL = 20;
