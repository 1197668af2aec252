/** Analytics event rows (docs/rules.md#analytics): batched inserts and the operator report's aggregates. */
import { and, count, countDistinct, desc, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import { ANALYTICS_DEFAULTS } from "~/lib/analytics-events";
import type { Db, Tx } from "./db.server";
import { analyticsEvents } from "./schema.server";

export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert;

/** One statement for a whole batch (the buffer flushes many page views at once). */
export async function insertEvents(db: Db | Tx, rows: NewAnalyticsEventRow[]): Promise<void> {
  if (!rows.length) return;
  await db.insert(analyticsEvents).values(rows);
}

/**
 * A deleted account's events (docs/rules.md#deletion): no longer linked to its devices (the device column
 * becomes the default), and its searches lose their words, which are the shopper's own. The counts stay, so
 * the report's totals and funnel do not change after the fact.
 */
export async function stripEventsOfDevices(tx: Tx, deviceHashes: readonly string[]): Promise<void> {
  if (!deviceHashes.length) return;
  const e = analyticsEvents;
  await tx
    .update(e)
    .set({
      device: ANALYTICS_DEFAULTS.string,
      // A search_feedback's label is the search and the shopper's note: the shopper's own words too.
      label: sql`case when ${e.name} in ('search', 'search_feedback') then ${ANALYTICS_DEFAULTS.string} else ${e.label} end`,
    })
    .where(inArray(e.device, [...deviceHashes]));
}

export interface Period {
  since: Date;
  until: Date;
}

const within = (period: Period) => and(gte(analyticsEvents.at, period.since), lt(analyticsEvents.at, period.until));

export interface SearchCount {
  query: string;
  searches: number;
  devices: number;
  /** The fewest results any of these searches found (0: at least one found nothing). */
  fewestResults: number;
}

/** The most searched queries; `zeroOnly` keeps the searches that found nothing. */
export async function searchCounts(db: Db, period: Period, options: { limit: number; zeroOnly: boolean }): Promise<SearchCount[]> {
  const searches = count();
  const rows = await db
    .select({
      query: analyticsEvents.label,
      searches,
      devices: countDistinct(analyticsEvents.device),
      fewestResults: sql<number>`min(${analyticsEvents.resultCount})`,
    })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.name, "search"),
        within(period),
        ne(analyticsEvents.label, "#-NA"),
        options.zeroOnly ? eq(analyticsEvents.resultCount, 0) : undefined,
      ),
    )
    .groupBy(analyticsEvents.label)
    .orderBy(desc(searches), analyticsEvents.label)
    .limit(options.limit);
  return rows.map((r) => ({ ...r, searches: Number(r.searches), devices: Number(r.devices), fewestResults: Number(r.fewestResults) }));
}

/** search_feedback events of the period, newest first: their label (the query, a line break, the note) and time. */
export async function searchFeedbackLabels(db: Db, period: Period, limit: number): Promise<{ label: string; at: Date }[]> {
  return db
    .select({ label: analyticsEvents.label, at: analyticsEvents.at })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.name, "search_feedback"), within(period), ne(analyticsEvents.label, "#-NA")))
    .orderBy(desc(analyticsEvents.at), desc(analyticsEvents.id))
    .limit(limit);
}

export interface FunnelCounts {
  cartAdds: { events: number; devices: number };
  addressStep: { events: number; devices: number };
  paymentStep: { events: number; devices: number };
  orders: { events: number; devices: number };
}

/**
 * The checkout funnel in one pass: each stage's events and the distinct devices that reached it (a device
 * hash of "#-NA", an event without a device cookie, is not a device).
 */
export async function funnelCounts(db: Db, period: Period, steps: { address: number; payment: number }): Promise<FunnelCounts> {
  const e = analyticsEvents;
  const stage = (condition: ReturnType<typeof sql>) => ({
    events: sql<number>`count(*) filter (where ${condition})`,
    devices: sql<number>`count(distinct ${e.device}) filter (where ${condition} and ${e.device} <> '#-NA')`,
  });
  const cartAdd = sql`${e.name} = 'cart_quantity' and ${e.quantity} > 0`;
  const address = sql`${e.name} = 'checkout_step' and ${e.step} = ${steps.address}`;
  const payment = sql`${e.name} = 'checkout_step' and ${e.step} = ${steps.payment}`;
  const order = sql`${e.name} = 'order_placed'`;
  const [row] = await db
    .select({
      cartAddEvents: stage(cartAdd).events,
      cartAddDevices: stage(cartAdd).devices,
      addressEvents: stage(address).events,
      addressDevices: stage(address).devices,
      paymentEvents: stage(payment).events,
      paymentDevices: stage(payment).devices,
      orderEvents: stage(order).events,
      orderDevices: stage(order).devices,
    })
    .from(e)
    .where(within(period));
  const n = (v: unknown) => Number(v ?? 0);
  return {
    cartAdds: { events: n(row?.cartAddEvents), devices: n(row?.cartAddDevices) },
    addressStep: { events: n(row?.addressEvents), devices: n(row?.addressDevices) },
    paymentStep: { events: n(row?.paymentEvents), devices: n(row?.paymentDevices) },
    orders: { events: n(row?.orderEvents), devices: n(row?.orderDevices) },
  };
}

/** Events in the period by name, for the report's header line. */
export async function eventTotals(db: Db, period: Period): Promise<{ name: string; events: number }[]> {
  const events = count();
  const rows = await db
    .select({ name: analyticsEvents.name, events })
    .from(analyticsEvents)
    .where(within(period))
    .groupBy(analyticsEvents.name)
    .orderBy(analyticsEvents.name);
  return rows.map((r) => ({ name: r.name, events: Number(r.events) }));
}
