/**
 * Search learns from the store's own shoppers (docs/search.md#learning-from-shoppers,
 * docs/decisions/047-search-learning.md): a device that searched a query and added a product to its cart within
 * PAIR_WINDOW_MINUTES is one piece of evidence that the product is what the query means. A background job
 * turns the analytics events (docs/rules.md#analytics) into learned boosts per query, each device's evidence
 * halved every HALF_LIFE_DAYS, kept only above a floor of evidence; the ranking uses them to order products it
 * otherwise ties. `npm run ops -- search-explain Q` shows why each product ranks where it does.
 */
import { formatTable } from "~/lib/text-table";
import { learningKey } from "~/lib/search-query";
import { explainSearchRanking } from "~/models/search-ranking.server";
import type { Db } from "~/models/db.server";
import {
  addEvidence,
  deleteEvidenceBefore,
  evidenceAboveFloor,
  learnedBoostsFor,
  learnedBoostsSummary,
  learningEventsUntil,
  productLabels,
  productsMatching,
  replaceLearnedBoosts,
  searchThenAddPairs,
  type Evidence,
  type LearnedBoostRow,
} from "~/models/search-learning.server";
import { startPeriodicJob } from "../platform/periodic-job.server";
import { invalidateCatalogueReads } from "../platform/cache.server";
import { productSearch, resolveQuery } from "./search.server";

/**
 * An addition counts for the device's latest search up to this long before it. The analytics record a device's
 * repeated search once per 30 minutes (docs/rules.md#analytics, "Repeats"): adding from the same results page
 * after a cart change reloads it (Post/Redirect/Get) is that one search, so a shorter window would lose the
 * additions made later on the page; a longer one would credit the search with a basket built after it.
 */
export const PAIR_WINDOW_MINUTES = 30;
/** A piece of evidence counts half after this long: a fortnight is two of a weekly shopper's baskets. */
export const HALF_LIFE_DAYS = 14;
/** The floor: at least this many distinct devices… */
export const MIN_SESSIONS = 3;
/** …worth at least this much after decay (one fresh device), so three devices four weeks ago no longer count. */
export const MIN_SCORE = 1;
/** Products kept per query: the ranking only reorders ties near the top. */
export const MAX_PRODUCTS_PER_QUERY = 20;
/** Analytics events are kept 90 days (RETENTION_ANALYTICS_DAYS): older evidence is gone anyway, and weighs 1/85. */
const LOOKBACK_DAYS = 90;

const DAY_MS = 24 * 60 * 60_000;

/** A piece of evidence's weight at `now`: 1 fresh, a half after HALF_LIFE_DAYS, a quarter after two. */
export function evidenceWeight(at: Date, now: Date): number {
  const ageDays = Math.max(0, now.getTime() - at.getTime()) / DAY_MS;
  return Math.pow(0.5, ageDays / HALF_LIFE_DAYS);
}

export interface LearningReport {
  /** Search-then-add pairs read this run (one per search label, product and device). */
  pairs: number;
  /** Distinct search labels among them. */
  labels: number;
  /** Query keys with a product above the floor. */
  keys: number;
  /** Boosts written (above the floor, matching their query). */
  boosts: number;
  ms: number;
}

/**
 * Events recorded this recently may still be in a server's buffer (written a second later, docs/rules.md#analytics):
 * the job reads up to this long ago, and the next run reads on from there.
 */
const SETTLE_MS = 60_000;

/**
 * One run: pairs the analytics events recorded since the last run (an addition with a search up to
 * PAIR_WINDOW_MINUTES before it, so a search just before the mark is still seen) into evidence per query key,
 * product and device, then recomputes every boost from the evidence at `now` — decay changes every score — and
 * replaces the table. Reading only the new events keeps a run cheap on the embedded database, whose one
 * connection every request waits for while the job queries (decision 047 measures both ways).
 */
export async function runSearchLearning(db: Db, now = new Date()): Promise<LearningReport> {
  const started = performance.now();
  const oldest = new Date(now.getTime() - LOOKBACK_DAYS * DAY_MS);
  const previous = await learningEventsUntil(db);
  const after = previous && previous > oldest ? previous : oldest;
  const until = new Date(Math.max(after.getTime(), now.getTime() - SETTLE_MS));
  let pairs = 0;
  const labels = new Set<string>();
  // Each label is resolved once a run, however many days it was searched on.
  const keyOf = new Map<string, string>();
  // A day of events a query: the first run reads 90 days, and on the embedded database a query holds the one
  // connection every request waits for, so it is cut into pieces with requests let through between them.
  for (let from = after; from < until;) {
    const to = new Date(Math.min(until.getTime(), from.getTime() + DAY_MS));
    const read = await learnFromEvents(db, from, to, keyOf);
    pairs += read.pairs;
    for (const label of read.labels) labels.add(label);
    from = to;
    await new Promise((resolve) => setImmediate(resolve));
  }
  await deleteEvidenceBefore(db, oldest);

  const aboveFloor = await evidenceAboveFloor(db, { now, halfLifeDays: HALF_LIFE_DAYS, minSessions: MIN_SESSIONS, minScore: MIN_SCORE });
  const byKey = new Map<string, LearnedBoostRow[]>();
  for (const r of aboveFloor) byKey.set(r.queryKey, [...(byKey.get(r.queryKey) ?? []), r]);
  const rows: LearnedBoostRow[] = [];
  for (const [queryKey, candidates] of byKey) {
    // Only products the query finds: a boost orders a query's matches, it never brings in another product (a
    // shopper who searched "milk" and then added bread is not evidence that bread is milk). The key is itself
    // a query search reads as the original ("onion" for "pyaaz").
    const resolved = await resolveQuery(db, queryKey);
    const match = productSearch(resolved, { storeId: 0 })
      .terms.map((t) => t.match)
      .join(" | ");
    const matching = match
      ? await productsMatching(
          db,
          candidates.map((r) => r.productId),
          match,
        )
      : new Set<number>();
    rows.push(
      ...candidates
        .filter((r) => matching.has(r.productId))
        .sort((a, b) => b.score - a.score || a.productId - b.productId)
        .slice(0, MAX_PRODUCTS_PER_QUERY),
    );
  }
  await replaceLearnedBoosts(db, rows, now);
  // Searches cached before the run rank with the old boosts until told (docs/decisions/024-shared-page-cache.md).
  await invalidateCatalogueReads(db);
  return {
    pairs,
    labels: labels.size,
    keys: new Set(rows.map((r) => r.queryKey)).size,
    boosts: rows.length,
    ms: Math.round(performance.now() - started),
  };
}

/** The evidence of the additions in (`after`, `until`], added to what the job holds; the job's mark moves to `until`. */
async function learnFromEvents(db: Db, after: Date, until: Date, keyOf: Map<string, string>): Promise<{ pairs: number; labels: string[] }> {
  const pairs = await searchThenAddPairs(db, after, until, PAIR_WINDOW_MINUTES);
  // Each recorded label to its query key, as search reads it now (translated, typos corrected); "" for none.
  const labels = [...new Set(pairs.map((p) => p.label))];
  for (const label of labels) {
    if (keyOf.has(label)) continue;
    const resolved = await resolveQuery(db, label);
    keyOf.set(label, learningKey(resolved.terms, resolved.parsed.size));
  }
  // One row per key, product and device: "pyaaz" and "onion" by one device are one piece of evidence, at its latest.
  const evidence = new Map<string, Evidence>();
  for (const p of pairs) {
    const queryKey = keyOf.get(p.label);
    if (!queryKey) continue;
    const id = JSON.stringify([queryKey, p.productId, p.device]);
    const known = evidence.get(id);
    if (!known || known.at < p.at) evidence.set(id, { queryKey, productId: p.productId, device: p.device, at: p.at });
  }
  await addEvidence(db, [...evidence.values()], until);
  return { pairs: pairs.length, labels };
}

export function formatLearningReport(r: LearningReport): string {
  return `Search learning: ${r.pairs} new search-then-add pairs from ${r.labels} searches; ${r.boosts} boosts for ${r.keys} queries written in ${r.ms} ms.`;
}

/** Runs the job every `seconds` (0 turns it off), once per period across every server process (its lease). */
export function startSearchLearning(db: Db, seconds: number): void {
  startPeriodicJob(db, {
    name: "search-learning",
    seconds,
    run: async () => {
      const report = await runSearchLearning(db);
      if (report.boosts > 0) console.info(formatLearningReport(report));
    },
  });
}

// ------------------------------------------------------------------ search-explain

const yesNo = (v: unknown) => (v === true ? "yes" : v === false ? "no" : "-");
const decimals = (v: unknown, n: number) => (typeof v === "number" ? v.toFixed(n) : "-");

function age(at: Date, now: Date): string {
  const hours = (now.getTime() - at.getTime()) / 3_600_000;
  return hours < 48 ? `${Math.max(0, Math.round(hours))} h` : `${Math.round(hours / 24)} d`;
}

/**
 * `npm run ops -- search-explain Q`: what search makes of Q (its words, their meanings and weights, its
 * learning key) and its top `limit` products with the value of every term of the order, the learned boost
 * with its evidence, so an operator can see why a product ranks where it does.
 */
export async function explainSearch(db: Db, query: string, storeId: number, limit: number, now = new Date()): Promise<string> {
  const resolved = await resolveQuery(db, query);
  const search = productSearch(resolved, { storeId });
  const lines = [`Search "${query}" at store ${storeId}`];
  if (resolved.corrected) lines.push(`Corrected to: "${resolved.corrected}"`);
  lines.push(
    "Terms (alternative × weight; a product's score is each term's best alternative, added up):",
    ...resolved.terms.map((t, i) => {
      const alts = search.terms[i]?.alternatives ?? [];
      return `  ${t.text}: ${alts.map((a) => `${a.exact} × ${a.weight}`).join(", ")}`;
    }),
  );
  if (resolved.parsed.size) lines.push(`Pack size: ${resolved.parsed.size}`);
  const key = search.learningKey ?? "";
  const learned = key ? await learnedBoostsFor(db, key) : [];
  const summary = await learnedBoostsSummary(db);
  lines.push(
    `Learning key: "${key}": ${learned.length} product${learned.length === 1 ? "" : "s"} learned` +
      (summary.updatedAt ? ` (job last wrote ${summary.rows} boosts ${age(summary.updatedAt, now)} ago)` : " (the job has written none)"),
  );
  if (!search.terms.length) return [...lines, "Nothing searchable in the query."].join("\n");
  const ranked = await explainSearchRanking(db, search, limit);
  const names = await productLabels(db, [...new Set([...ranked.map((r) => r.id), ...learned.map((l) => l.productId)])]);
  lines.push(
    `Order: ${["words matched (several words)", "score", "in stock", "pack size (when typed)", "learned", "category boost", "single pack", "popularity", "id"].join(" > ")}`,
    "",
  );
  if (!ranked.length) return [...lines, "No product matches."].join("\n");
  const header = ["#", "ID", "PRODUCT", ...(search.terms.length > 1 ? ["WORDS"] : []), "SCORE", "STOCK"];
  if (search.size) header.push("SIZE");
  header.push("LEARNED (devices, newest)", "CAT BOOST", "MULTIPACK", "POPULARITY");
  const table = [
    header,
    ...ranked.map((r, i) => {
      const p = r.parts;
      const learnedCell =
        r.learnedSessions !== null && r.learnedLastSeenAt
          ? `${decimals(p.learned, 2)} (${r.learnedSessions}, ${age(r.learnedLastSeenAt, now)} ago)`
          : "-";
      return [
        String(i + 1),
        String(r.id),
        names.get(r.id) ?? "?",
        ...(search.terms.length > 1 ? [String(p.words)] : []),
        decimals(p.score, 3),
        yesNo(p.in_stock),
        ...(search.size ? [yesNo(p.size)] : []),
        learnedCell,
        String(p.category_boost),
        yesNo(p.multipack),
        String(p.popularity),
      ];
    }),
  ];
  lines.push(formatTable(table));
  const shown = new Set(ranked.map((r) => r.id));
  const elsewhere = learned.filter((l) => !shown.has(l.productId));
  if (elsewhere.length) {
    lines.push(
      "",
      `Learned for "${key}" but not in these ${ranked.length} (ranked lower, or not at this store):`,
      ...elsewhere.map(
        (l) => `  ${l.productId} ${names.get(l.productId) ?? "?"}: ${l.score.toFixed(2)} (${l.sessions}, ${age(l.lastSeenAt, now)} ago)`,
      ),
    );
  }
  return lines.join("\n");
}
