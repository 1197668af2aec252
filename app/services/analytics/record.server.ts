/**
 * The store's server-side events (docs/rules.md#analytics), one function per kind, called by the loaders and
 * actions that see them happen. Each returns at once: the event is queued (events.server.ts), and a failure
 * to read the request's platform or to queue is logged, never the shopper's problem.
 */
import { CART_QUANTITY, SEARCH_TYPES } from "~/lib/analytics-events";
import type { Db } from "~/models/db.server";
import { readDeviceId } from "../platform/cookies.server";
import { getDb } from "../platform/database.server";
import { requestPlatform } from "../platform/partner-session.server";
import { queueEvent, searchLabel, type EventFields } from "./events.server";

/**
 * One device repeating a search or a checkout step within this window counts once: a page reloaded by
 * Post/Redirect/Get after a cart change without JavaScript, or revalidated after one with it, is the same
 * search, not a new one.
 */
const REPEAT_WINDOW_MS = 30 * 60_000;
const MAX_REMEMBERED = 20_000;
const lastSeen = new Map<string, number>();

export function firstInWindow(key: string, now: Date, windowMs = REPEAT_WINDOW_MS): boolean {
  const seen = lastSeen.get(key);
  if (seen !== undefined && now.getTime() - seen < windowMs) return false;
  lastSeen.delete(key);
  lastSeen.set(key, now.getTime());
  // Oldest first (a Map keeps insertion order): a bounded memory, whatever the traffic.
  if (lastSeen.size > MAX_REMEMBERED) lastSeen.delete(lastSeen.keys().next().value as string);
  return true;
}

export function record(db: Db, request: Request, fields: EventFields): void {
  queueEvent(requestPlatform(request).then(({ platform }) => ({ db, fields: { ...fields, platform } })));
}

/**
 * A document the server rendered (entry.server.tsx; data requests and crawlers are not page views): the leaf
 * route's id, never the path with its ids, and the status in `value`. Nothing here waits for the database.
 */
export function recordPageView(request: Request, input: { routeId: string; status: number; now: Date }): void {
  queueEvent(
    Promise.all([getDb(), readDeviceId(request), requestPlatform(request)]).then(([db, deviceId, { platform }]) => ({
      db,
      fields: { name: "page_view", deviceId, platform, page: input.routeId, value: input.status, at: input.now },
    })),
  );
}

/** A results page's first page; `searchType` is the link's `t` (none: typed into the box). */
export function recordSearchEvent(
  db: Db,
  request: Request,
  input: { deviceId: string | null; query: string; searchType: number | null; resultCount: number; now: Date },
): void {
  const searchType = input.searchType ?? SEARCH_TYPES.typed;
  const label = searchLabel(input.query);
  if (input.deviceId && !firstInWindow(`search:${input.deviceId}:${searchType}:${label}`, input.now)) return;
  record(db, request, {
    name: "search",
    deviceId: input.deviceId,
    page: "routes/s._index",
    label,
    searchType,
    resultCount: input.resultCount,
    at: input.now,
  });
}

/** A cart line changed: +1 when it grew, -1 when it shrank; `value` is how many units. */
export function recordCartChange(
  db: Db,
  request: Request,
  input: { deviceId: string | null; productId: number; before: number; after: number; now: Date },
): void {
  const units = input.after - input.before;
  if (units === 0) return;
  record(db, request, {
    name: "cart_quantity",
    deviceId: input.deviceId,
    page: "routes/cart",
    productId: input.productId,
    quantity: units > 0 ? CART_QUANTITY.add : CART_QUANTITY.remove,
    value: Math.abs(units),
    at: input.now,
  });
}

/** A checkout step reached (CHECKOUT_STEPS): once per device and step within the repeat window. */
export function recordCheckoutStep(db: Db, request: Request, input: { deviceId: string | null; step: number; now: Date }): void {
  if (input.deviceId && !firstInWindow(`step:${input.deviceId}:${input.step}`, input.now)) return;
  record(db, request, { name: "checkout_step", deviceId: input.deviceId, page: "routes/checkout", step: input.step, at: input.now });
}
