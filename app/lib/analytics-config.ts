/**
 * The analytics configuration clients read from `GET /v1/analytics_events_properties`
 * (docs/product/api.md#configuration-calls), kept for a day. It is made from the very constants the store's
 * own events use (./analytics-events: the event names, the search types its links send as `t`, the checkout
 * steps, the cart quantity directions, the minimum time between impressions), so what the call tells a client
 * is what the collector accepts and the store records; tests/integration/analytics-config.test.ts holds the two
 * against each other.
 */
import {
  ANALYTICS_DEFAULTS,
  BROWSER_EVENT_NAMES,
  CART_QUANTITY,
  CHECKOUT_STEPS,
  EVENT_NAMES,
  MAX_BROWSER_EVENTS_PER_CALL,
  MAX_SEARCH_TYPE,
  MIN_MS_BETWEEN_IMPRESSIONS,
  SEARCH_TYPES,
} from "./analytics-events";

/** The client asks again after this long (docs/product/constants.md: analytics config refresh 24 h). */
export const ANALYTICS_CONFIG_REFRESH_MS = 24 * 60 * 60 * 1000;

/** `didYouMean` → `did_you_mean`: the configuration's names are snake case, like the events'. */
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The call's `data`. */
export function analyticsConfig() {
  return {
    refresh_after_ms: ANALYTICS_CONFIG_REFRESH_MS,
    min_time_between_impressions_ms: MIN_MS_BETWEEN_IMPRESSIONS,
    defaults: { ...ANALYTICS_DEFAULTS },
    /** The `t` of a search link, by how the search began; 0–`max_search_type`, unassigned numbers unused. */
    search_types: Object.entries(SEARCH_TYPES)
      .map(([name, id]) => ({ id, name: snakeCase(name) }))
      .sort((a, b) => a.id - b.id),
    max_search_type: MAX_SEARCH_TYPE,
    checkout_steps: { ...CHECKOUT_STEPS },
    cart_quantity_changes: { ...CART_QUANTITY },
    /** Every event the store records. */
    events: [...EVENT_NAMES],
    /** The events a client may send to `POST /v1/events`, at most `max_events_per_call` a call. */
    browser_events: [...BROWSER_EVENT_NAMES],
    max_events_per_call: MAX_BROWSER_EVENTS_PER_CALL,
  };
}
