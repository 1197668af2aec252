/**
 * Recording analytics events (docs/rules.md#analytics). Server events come from loaders and actions, so they
 * exist without JavaScript. They are buffered in memory and written in batches a moment later, off the
 * request: a page view costs a push onto an array, never a database round trip on the page's path. An order
 * is the exception: its event is written in the order's own transaction, so it exists exactly when the order
 * does. Analytics is best effort: a failed batch is logged and dropped, never a shopper's error.
 */
import { createHmac } from "node:crypto";
import { ANALYTICS_DEFAULTS, type EventName } from "~/lib/analytics-events";
import { SEARCH_FEEDBACK_NOTE_MAX } from "~/lib/forms/search-feedback";
import type { Db, Tx } from "~/models/db.server";
import { insertEvents, type NewAnalyticsEventRow } from "~/models/analytics.server";
import { currentSecret, serverSecrets } from "../platform/cookies.server";

export interface EventFields {
  name: EventName;
  source?: "server" | "browser";
  /** The device cookie's id: stored only as a keyed hash (deviceHash). */
  deviceId?: string | null;
  platform?: string;
  page?: string;
  label?: string;
  searchType?: number;
  resultCount?: number;
  productId?: number;
  quantity?: number;
  step?: number;
  value?: number;
  at: Date;
}

/**
 * The device as analytics sees it: an HMAC of the device id under the server secret, 16 hex characters. It
 * counts distinct devices without storing the cookie (which would let anyone holding the table act as that
 * device) and cannot be joined to carts or sessions. Rotating the secret starts new hashes.
 */
export function deviceHash(deviceId: string | null | undefined, secret = currentSecret()): string {
  if (!deviceId) return ANALYTICS_DEFAULTS.string;
  return createHmac("sha256", secret).update(`analytics-device:${deviceId}`).digest("hex").slice(0, 16);
}

/**
 * Every hash these devices' events may be stored under: one per secret still listed, since rows written
 * before a rotation keep the old secret's hash (account deletion looks them all up).
 */
export function deviceHashesOf(deviceIds: readonly string[]): string[] {
  return [...new Set(deviceIds.flatMap((deviceId) => serverSecrets().map((secret) => deviceHash(deviceId, secret))))];
}

/**
 * A search as stored: runs of five or more digits become "#" — a phone number or a pincode typed into the
 * search box is personal data, and no product is found by such a number.
 */
export function searchLabel(query: string): string {
  return maskDigits(query).slice(0, LABEL_MAX) || ANALYTICS_DEFAULTS.string;
}

/** Runs of five digits or more (a phone number, a pincode) become "#". */
export function maskDigits(text: string): string {
  return text.replace(/\d{5,}/g, "#");
}

/** A label's length, except a search_feedback's: the query, a line break and the shopper's note. */
const LABEL_MAX = 100;
const FEEDBACK_LABEL_MAX = LABEL_MAX + 1 + SEARCH_FEEDBACK_NOTE_MAX;

const text = (value: string | undefined, max: number) => (value ? value.slice(0, max) : ANALYTICS_DEFAULTS.string);
const number = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? ANALYTICS_DEFAULTS.number : Math.trunc(value);

/** The row for an event: every field it does not have holds the spec's default. */
export function eventRow(fields: EventFields): NewAnalyticsEventRow {
  return {
    at: fields.at,
    name: fields.name,
    source: fields.source ?? "server",
    device: deviceHash(fields.deviceId),
    platform: text(fields.platform, 40),
    page: text(fields.page, 100),
    label: text(fields.label, fields.name === "search_feedback" ? FEEDBACK_LABEL_MAX : LABEL_MAX),
    searchType: number(fields.searchType),
    resultCount: number(fields.resultCount),
    productId: number(fields.productId),
    quantity: number(fields.quantity),
    step: number(fields.step),
    value: number(fields.value),
    currency: ANALYTICS_DEFAULTS.currency,
  };
}

// ------------------------------------------------------------------ the buffer

/** Written after this long, or as soon as a batch is full. */
const FLUSH_AFTER_MS = 1_000;
const BATCH_SIZE = 200;
/** With the database down, the oldest events go first rather than the server's memory. */
const MAX_PENDING = 10_000;

const pending = new Map<Db, NewAnalyticsEventRow[]>();
let pendingCount = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let writing: Promise<void> = Promise.resolve();

/** Queues an event for the next batch; returns at once. */
export function recordEvent(db: Db, fields: EventFields): void {
  let rows = pending.get(db);
  if (!rows) pending.set(db, (rows = []));
  if (pendingCount >= MAX_PENDING) {
    const oldest = [...pending.values()].find((r) => r.length);
    oldest?.shift();
    pendingCount--;
  }
  rows.push(eventRow(fields));
  pendingCount++;
  if (rows.length >= BATCH_SIZE) void flushEvents();
  else if (!timer) {
    timer = setTimeout(() => void flushEvents(), FLUSH_AFTER_MS);
    // A pending batch never keeps a stopping process alive (shutdown flushes it: app-start.server.ts).
    timer.unref();
  }
}

const resolving = new Set<Promise<void>>();

/**
 * Queues an event whose fields are still being read from the request (its signed cookies): the caller does
 * not wait, and a flush waits for it. A failure is logged, never thrown.
 */
export function queueEvent(ready: Promise<{ db: Db; fields: EventFields }>): void {
  const queued: Promise<void> = ready
    .then(({ db, fields }) => recordEvent(db, fields))
    .catch((error: unknown) => console.error("Analytics: event not recorded:", error instanceof Error ? error.message : error))
    .finally(() => resolving.delete(queued));
  resolving.add(queued);
}

/**
 * Writes everything queued so far and resolves when it (and any write already under way) is done. The timer
 * calls it; so do shutdown and the operator's report, which must count events of the last second too.
 */
export async function flushEvents(): Promise<void> {
  await Promise.allSettled([...resolving]);
  if (timer) clearTimeout(timer);
  timer = null;
  const batches = [...pending.entries()];
  pending.clear();
  pendingCount = 0;
  writing = writing.then(async () => {
    for (const [db, rows] of batches) {
      for (let i = 0; i < rows.length; i += BATCH_SIZE) {
        try {
          await insertEvents(db, rows.slice(i, i + BATCH_SIZE));
        } catch (error) {
          console.error(
            `Analytics: ${Math.min(BATCH_SIZE, rows.length - i)} events not written:`,
            error instanceof Error ? error.message : error,
          );
        }
      }
    }
  });
  return writing;
}

/** An event written inside the caller's transaction (an order: it exists exactly when the order does). */
export function writeEventInTransaction(tx: Tx, fields: EventFields): Promise<void> {
  return insertEvents(tx, [eventRow(fields)]);
}
