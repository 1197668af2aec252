/**
 * `npm run ops -- report [--days N]` (docs/rules.md#analytics): top searches, searches that found nothing and
 * the checkout funnel over the last N days (7 by default), as plain-text tables.
 */
import { CHECKOUT_STEPS } from "~/lib/analytics-events";
import { formatTable } from "~/lib/text-table";
import type { Db } from "~/models/db.server";
import { eventTotals, funnelCounts, searchCounts, type Period, type SearchCount } from "~/models/analytics.server";
import { flushEvents } from "./events.server";

const ROWS = 10;

const DAY_MS = 24 * 60 * 60_000;

function stamp(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

function searchTable(rows: SearchCount[], withResults: boolean): string {
  if (!rows.length) return "  none";
  const head = ["QUERY", "SEARCHES", "DEVICES", ...(withResults ? ["FEWEST RESULTS"] : [])];
  const body = rows.map((r) => [r.query, String(r.searches), String(r.devices), ...(withResults ? [String(r.fewestResults)] : [])]);
  return formatTable([head, ...body])
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");
}

/** A share of the first stage, as the funnel reads it: "42%", or "-" when nothing entered it. */
function share(part: number, whole: number): string {
  return whole ? `${Math.round((part / whole) * 100)}%` : "-";
}

export async function analyticsReport(db: Db, days: number, now = new Date()): Promise<string> {
  // Events of the last second are still queued in this process (the store answers the CLI over its socket).
  await flushEvents();
  const period: Period = { since: new Date(now.getTime() - days * DAY_MS), until: now };
  const [totals, top, zero, funnel] = await Promise.all([
    eventTotals(db, period),
    searchCounts(db, period, { limit: ROWS, zeroOnly: false }),
    searchCounts(db, period, { limit: ROWS, zeroOnly: true }),
    funnelCounts(db, period, { address: CHECKOUT_STEPS.ADT, payment: CHECKOUT_STEPS.PAYMENTS }),
  ]);
  const all = totals.reduce((sum, t) => sum + t.events, 0);
  const stages = [
    ["cart adds (+1)", funnel.cartAdds],
    [`address step (ADT ${CHECKOUT_STEPS.ADT})`, funnel.addressStep],
    [`payment step (PAYMENTS ${CHECKOUT_STEPS.PAYMENTS})`, funnel.paymentStep],
    ["orders placed", funnel.orders],
  ] as const;
  const funnelTable = formatTable([
    ["STAGE", "EVENTS", "DEVICES", "OF CART ADDERS"],
    ...stages.map(([label, c]) => [label, String(c.events), String(c.devices), share(c.devices, funnel.cartAdds.devices)]),
  ])
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");
  return [
    `Analytics, last ${days} day${days === 1 ? "" : "s"} (${stamp(period.since)} to ${stamp(period.until)}): ${all} events` +
      (totals.length ? ` (${totals.map((t) => `${t.events} ${t.name}`).join(", ")})` : ""),
    "",
    "Top searches",
    searchTable(top, true),
    "",
    "Searches that found nothing",
    searchTable(zero, false),
    "",
    "Checkout funnel (devices: distinct devices that reached the stage)",
    funnelTable,
  ].join("\n");
}
