/**
 * Order states, their shopper-facing titles (docs/product/states.md#order-states, word for word) and the
 * rules over them: the forward sequence the store walks, what can still be
 * cancelled, what is final. Pure: shared by the server, the pages and the
 * live-tracking script. The words take a `t()` or `say()` (lib/i18n/translator.ts): English without one.
 */
import { formatDate } from "./i18n/dates";
import type { Locale } from "./i18n/locale";
import { translate } from "./i18n/translate";
import type { Translator } from "./i18n/translator";

const inEnglish: Translator = (text, values) => translate(null, text, values);

/** The happy path, one step at a time (the simulator and `ops advance` follow it). */
export const FORWARD_SEQUENCE = ["CREATED", "APPROVED", "PICKING_STARTED", "BILLED", "ENROUTE", "REACHED_DOORSTEP", "DELIVERED"] as const;

export const ORDER_STATUSES = [
  ...FORWARD_SEQUENCE,
  "CANCELLED",
  "DELIVERY_FAILED",
  // The product spells this one in lower case (docs/product/states.md#order-states).
  "rescheduled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** docs/product/states.md#order-states, in the language of `t`. */
function orderTitles(t: Translator): Record<OrderStatus, string> {
  return {
    CREATED: t("Order is confirmed"),
    APPROVED: t("Order is confirmed"),
    PICKING_STARTED: t("Packing your items"),
    BILLED: t("Items are packed"),
    ENROUTE: t("Order is on the way"),
    REACHED_DOORSTEP: t("Be ready to collect your order"),
    rescheduled: t("Order rescheduled"),
    DELIVERED: t("Delivered"),
    CANCELLED: t("Cancelled"),
    DELIVERY_FAILED: t("Delivery failed"),
  };
}

/** docs/product/states.md#order-states */
export const ORDER_TITLES: Record<OrderStatus, string> = orderTitles(inEnglish);

const TERMINAL: ReadonlySet<OrderStatus> = new Set<OrderStatus>(["DELIVERED", "CANCELLED", "DELIVERY_FAILED"]);
/** docs/rules.md#cancellation: the shopper may cancel until the items are billed (packed). */
const CANCELLABLE: ReadonlySet<OrderStatus> = new Set<OrderStatus>(["CREATED", "APPROVED", "PICKING_STARTED"]);

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Operators type statuses in any case ("enroute", "Rescheduled"). */
export function parseOrderStatus(value: string): OrderStatus | null {
  const wanted = value.trim().toLowerCase();
  return ORDER_STATUSES.find((s) => s.toLowerCase() === wanted) ?? null;
}

export function orderTitle(status: string, t: Translator = inEnglish): string {
  return isOrderStatus(status) ? orderTitles(t)[status] : status;
}

export function isTerminal(status: string): boolean {
  return isOrderStatus(status) && TERMINAL.has(status);
}

export function isCancellable(status: string): boolean {
  return isOrderStatus(status) && CANCELLABLE.has(status);
}

/**
 * Where a status sits on the forward sequence. A rescheduled delivery was
 * packed and goes out again, so it sits where BILLED does; terminal states
 * that leave the sequence have no place (-1).
 */
export function sequenceIndex(status: string): number {
  if (status === "rescheduled") return FORWARD_SEQUENCE.indexOf("BILLED");
  return (FORWARD_SEQUENCE as readonly string[]).indexOf(status);
}

/** The next step on the forward sequence, or null when the order is final. */
export function nextStatus(status: string): OrderStatus | null {
  if (isTerminal(status)) return null;
  const i = sequenceIndex(status);
  return i < 0 ? null : (FORWARD_SEQUENCE[i + 1] ?? null);
}

/** Reasons offered when a shopper cancels (cancellationReasonList: docs/product/entities.md#order-details). */
export const CANCEL_REASONS = [
  "Ordered by mistake",
  "Want to change items in the order",
  "Want to change the delivery address",
  "Delivery is taking too long",
  "Found a better price elsewhere",
  "Other",
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** A cancelling reason as the shopper reads it; the English one is what is posted and kept. */
export function cancelReasonLabel(reason: string, t: Translator = inEnglish): string {
  switch (reason) {
    case "Ordered by mistake":
      return t("Ordered by mistake");
    case "Want to change items in the order":
      return t("Want to change items in the order");
    case "Want to change the delivery address":
      return t("Want to change the delivery address");
    case "Delivery is taking too long":
      return t("Delivery is taking too long");
    case "Found a better price elsewhere":
      return t("Found a better price elsewhere");
    case "Other":
      return t("Other");
    default:
      return reason;
  }
}

/**
 * Minutes until the promised delivery, as tracking shows them (docs/rules.md#delivery-time): a countdown
 * from the minutes promised at checkout, but never against the status. At the door it is 0; a
 * rescheduled order has no promise left (null), nor has a final one.
 */
export function etaLeftMinutes(order: { status: string; etaMinutes: number; createdAt: string | Date }, now: Date): number | null {
  if (isTerminal(order.status) || order.status === "rescheduled") return null;
  if (order.status === "REACHED_DOORSTEP") return 0;
  const elapsed = Math.floor((now.getTime() - new Date(order.createdAt).getTime()) / 60_000);
  return Math.max(0, order.etaMinutes - elapsed);
}

/** The line under the tracking title: it says the same thing as the status (docs/rules.md#delivery-time). */
export function etaLine(status: string, minutesLeft: number | null, t: Translator = inEnglish): string {
  if (status === "DELIVERED") return t("Your order has been delivered. Enjoy!");
  if (status === "CANCELLED") return t("This order was cancelled.");
  if (status === "DELIVERY_FAILED") return t("We could not deliver this order.");
  if (status === "REACHED_DOORSTEP") return t("Your rider is at your door");
  if (status === "rescheduled") return t("We will tell you the new delivery time");
  if (minutesLeft === null) return "";
  if (minutesLeft === 0) return status === "ENROUTE" ? t("Arriving any minute now") : t("Running a little late");
  return minutesLeft === 1 ? t("Arriving in 1 minute") : t("Arriving in {minutes} minutes", { minutes: minutesLeft });
}

export interface TimelineStep {
  status: OrderStatus;
  title: string;
  /** ISO time the order reached this step; null for steps still ahead. */
  at: string | null;
  state: "done" | "current" | "upcoming";
}

/**
 * The tracking timeline: the states the order went through (a repeated
 * title, CREATED then APPROVED, shows once, at the first time), then the
 * steps still ahead while the order is live.
 */
export function orderTimeline(events: { status: string; at: string }[], status: string, t: Translator = inEnglish): TimelineStep[] {
  const titles = orderTitles(t);
  const steps: TimelineStep[] = [];
  for (const event of events) {
    if (!isOrderStatus(event.status)) continue;
    const title = titles[event.status];
    if (steps.at(-1)?.title === title) continue;
    steps.push({ status: event.status, title, at: event.at, state: "done" });
  }
  const latest = steps.at(-1);
  if (latest) latest.state = "current";
  if (!isTerminal(status)) {
    for (const next of FORWARD_SEQUENCE.slice(sequenceIndex(status) + 1)) {
      const title = titles[next];
      if (steps[steps.length - 1]?.title !== title) steps.push({ status: next, title, at: null, state: "upcoming" });
    }
  }
  return steps;
}

/** India time, fixed zone so the server's and the browser's renders agree: "28 Nov 2026, 3:35 pm" / "28 नव॰ 2026, 3:35 pm". */
export function formatOrderDate(iso: string, locale: Locale = "en"): string {
  return formatDate(iso, locale, "dateTime");
}

/** "3:35 pm", in either language. */
export function formatOrderTime(iso: string, locale: Locale = "en"): string {
  return formatDate(iso, locale, "time");
}
