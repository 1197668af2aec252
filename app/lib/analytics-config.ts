/**
 * The analytics configuration clients read from `GET /v1/analytics_events_properties`
 * (docs/product/api.md#configuration-calls), kept for a day: the spec's figures
 * (docs/product/constants.md): defaults `#-NA`, -1 and INR, search types 0–9, checkout steps ADT 1 and
 * PAYMENTS 2, cart quantity events +1/−1, and the minimum time between two impressions of a widget.
 * A constant module, so the analytics service (app/services/analytics) and the call share one source.
 */

/** The client asks again after this long (docs/product/constants.md: analytics config refresh 24 h). */
export const ANALYTICS_CONFIG_REFRESH_MS = 24 * 60 * 60 * 1000;

/** A widget's impression is counted again only after this long on screen elsewhere (docs/rules.md#analytics). */
export const MIN_TIME_BETWEEN_IMPRESSIONS_MS = 30 * 60 * 1000;

/** What an event carries for a value it does not know. */
export const ANALYTICS_DEFAULTS = { string: "#-NA", number: -1, currency: "INR" } as const;

/** Analytics search types run 0 to 9 (docs/product/constants.md); type_to_search is the default. */
export const SEARCH_TYPES = [
  { id: 0, name: "type_to_search" },
  { id: 1, name: "suggestion" },
  { id: 2, name: "recent_search" },
  { id: 3, name: "trending_search" },
  { id: 4, name: "category" },
  { id: 5, name: "brand" },
  { id: 6, name: "voice" },
  { id: 7, name: "deep_link" },
  { id: 8, name: "did_you_mean" },
  { id: 9, name: "zero_result_fallback" },
] as const;

/** docs/product/states.md#checkout-flow: analytics steps. */
export const CHECKOUT_STEPS = { ADT: 1, PAYMENTS: 2 } as const;

/** docs/product/constants.md: cart item quantity events. */
export const CART_QUANTITY_CHANGES = { add: 1, remove: -1 } as const;

/** The events the store records (issue 17: page views, searches, cart changes, checkout steps, orders, impressions). */
export const ANALYTICS_EVENTS = [
  "page_view",
  "search",
  "cart_quantity_change",
  "checkout_step",
  "order_placed",
  "widget_impression",
] as const;

/** The call's `data`. */
export function analyticsConfig() {
  return {
    refresh_after_ms: ANALYTICS_CONFIG_REFRESH_MS,
    min_time_between_impressions_ms: MIN_TIME_BETWEEN_IMPRESSIONS_MS,
    defaults: { ...ANALYTICS_DEFAULTS },
    search_types: SEARCH_TYPES.map((t) => ({ ...t })),
    checkout_steps: { ...CHECKOUT_STEPS },
    cart_quantity_changes: { ...CART_QUANTITY_CHANGES },
    events: [...ANALYTICS_EVENTS],
  };
}
