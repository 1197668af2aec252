/**
 * Search gaps (docs/search.md#nothing-found): a shopper's "tell us what you looked for" note on a search that
 * found nothing, kept as a first-party analytics event (`search_feedback`, docs/rules.md#analytics) — no table
 * of its own — and the operator's report `npm run ops -- search-gaps [--days N]`: the searches that found
 * nothing, most searched first, with the notes shoppers left.
 */
import { TooManyRequestsError } from "~/lib/errors";
import { formatTable } from "~/lib/text-table";
import type { Db } from "~/models/db.server";
import { searchCounts, searchFeedbackLabels, type Period } from "~/models/analytics.server";
import { takeSearchFeedback, type Requester } from "../platform/limiter.server";
import { flushEvents, maskDigits, searchLabel } from "./events.server";
import { record } from "./record.server";

/**
 * The event's label: the search as stored (digit runs masked, as every search is), a line break — a normalised
 * query has none — and the note on one line, digit runs masked too (the note is anonymous: no phone numbers).
 */
export function feedbackLabel(query: string, note: string): string {
  return `${searchLabel(query)}\n${maskDigits(note.replace(/\s+/g, " ").trim())}`;
}

/** A stored label back into its search and note. */
export function splitFeedbackLabel(label: string): { query: string; note: string } {
  const at = label.indexOf("\n");
  return at < 0 ? { query: label, note: "" } : { query: label.slice(0, at), note: label.slice(at + 1) };
}

/** Counts the note against the device's and the store's hourly budgets, then queues its event. */
export async function submitSearchFeedback(
  db: Db,
  request: Request,
  input: { requester: Requester; query: string; note: string; now: Date },
): Promise<void> {
  const allowed = await takeSearchFeedback(db, input.requester, input.now);
  if (!allowed.ok) throw new TooManyRequestsError(allowed.message, allowed.retryAt);
  record(db, request, {
    name: "search_feedback",
    deviceId: input.requester.deviceId,
    page: "routes/s._index",
    label: feedbackLabel(input.query, input.note),
    at: input.now,
  });
}

/** Zero-result searches the report lists, and notes it reads. */
const QUERIES = 50;
const NOTES = 500;
/** Notes printed under one search (the newest). */
const NOTES_PER_QUERY = 5;
const DAY_MS = 24 * 60 * 60_000;

const stamp = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
const indent = (text: string) =>
  text
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");

export async function searchGapsReport(db: Db, days: number, now = new Date()): Promise<string> {
  // Events of the last second are still queued in this process (the store answers the CLI over its socket).
  await flushEvents();
  const period: Period = { since: new Date(now.getTime() - days * DAY_MS), until: now };
  const [zero, labels] = await Promise.all([
    searchCounts(db, period, { limit: QUERIES, zeroOnly: true }),
    searchFeedbackLabels(db, period, NOTES),
  ]);
  // Notes by search, newest first; a search's words are compared as stored (the same normal form and masking).
  const notes = new Map<string, { note: string; at: Date }[]>();
  for (const row of labels) {
    const { query, note } = splitFeedbackLabel(row.label);
    const list = notes.get(query) ?? [];
    list.push({ note, at: row.at });
    notes.set(query, list);
  }
  const header =
    `Searches that found nothing, last ${days} day${days === 1 ? "" : "s"} (${stamp(period.since)} to ${stamp(period.until)}): ` +
    `${zero.length}${zero.length === QUERIES ? "+" : ""} quer${zero.length === 1 ? "y" : "ies"}, ${labels.length} note${labels.length === 1 ? "" : "s"}`;
  const table = zero.length
    ? indent(
        formatTable([
          ["QUERY", "SEARCHES", "DEVICES", "NOTES"],
          ...zero.map((r) => [r.query, String(r.searches), String(r.devices), String(notes.get(r.query)?.length ?? 0)]),
        ]),
      )
    : "  none";
  // Every search with notes: those above in their order, then any other (its search found something since, or
  // was counted before the period).
  const listed = zero.map((r) => r.query).filter((q) => notes.has(q));
  const others = [...notes.keys()].filter((q) => !listed.includes(q));
  const noteLines = [...listed, ...others].flatMap((query) => {
    const list = notes.get(query) ?? [];
    return [
      `  “${query}” (${list.length})`,
      ...list.slice(0, NOTES_PER_QUERY).map((n) => `    ${stamp(n.at)}  ${n.note}`),
      ...(list.length > NOTES_PER_QUERY ? [`    … ${list.length - NOTES_PER_QUERY} more`] : []),
    ];
  });
  return [header, "", table, "", "What shoppers looked for", noteLines.length ? noteLines.join("\n") : "  none"].join("\n");
}
