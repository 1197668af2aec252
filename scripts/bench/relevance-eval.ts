/**
 * How well search ranks what shoppers mean (docs/search.md#relevance): each judged query
 * (./relevance-judgments.ts) goes through the search service as the results page asks it, and its first page
 * is scored against the judgments — whether a meant product (grade 2) is among the first 3, and NDCG@10 (graded
 * gain 2^grade − 1, against the best order the store's catalogue allows). Shared by the bench
 * (`npm run bench -- relevance`) and the test that holds a floor (tests/integration/search-relevance.test.ts).
 */
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../app/models/db.server";
import { searchCatalogue } from "../../app/services/search/search.server";
import type { Grade, JudgedQuery } from "./relevance-judgments";

/** A meant product must be among this many first results. */
export const TOP = 3;
/** NDCG is measured over this many first results. */
export const NDCG_DEPTH = 10;

/** The bench catalogue's multipacks repeat a product's name: "Nukkad Fresh Onion (Pack of 2)". */
const MULTIPACK = / \(Pack of \d+\)$/;

/**
 * A product's grade for a query: its name and pack size ("name · unit") as judged, else its name, else — for a
 * multipack of a judged product — at most acceptable (1).
 */
export function gradeOf(meant: JudgedQuery["meant"], product: { name: string; unit: string }): 0 | Grade {
  const exact = meant[`${product.name} · ${product.unit}`] ?? meant[product.name];
  if (exact) return exact;
  const base = product.name.replace(MULTIPACK, "");
  if (base === product.name) return 0;
  return meant[base] ? 1 : 0;
}

/** Discounted cumulative gain of grades in rank order, the first `depth` of them. */
export function dcg(grades: readonly number[], depth = NDCG_DEPTH): number {
  return grades.slice(0, depth).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
}

/** DCG of the ranking over DCG of the best ranking of the products that exist (`ideal`, any order); 0 when nothing is meant. */
export function ndcg(ranked: readonly number[], ideal: readonly number[], depth = NDCG_DEPTH): number {
  const best = dcg(
    [...ideal].sort((a, b) => b - a),
    depth,
  );
  return best > 0 ? dcg(ranked, depth) / best : 0;
}

export interface QueryOutcome {
  query: JudgedQuery;
  /** The first results' names and units, best first, with their grades. */
  results: { name: string; unit: string; grade: number }[];
  /** A grade-2 product among the first TOP results. */
  hit: boolean;
  ndcg: number;
  /** How the search understood it ("corrected" to …, or nothing found). */
  mode: string;
  corrected: string | null;
}

export interface RelevanceReport {
  outcomes: QueryOutcome[];
  /** Share of queries with a meant product among the first TOP. */
  hitRate: number;
  meanNdcg: number;
  /** Per kind of query: count, hit rate, mean NDCG. */
  byKind: { kind: string; queries: number; hitRate: number; meanNdcg: number }[];
}

/** Judged products missing from the catalogue: a judgment that names nothing would be silently unmeetable. */
export async function missingJudgedProducts(db: Db, queries: readonly JudgedQuery[]): Promise<string[]> {
  const names = [...new Set(queries.flatMap((q) => Object.keys(q.meant)))];
  const rows = await queryRows<{ name: string; unit: string }>(db, sql`select distinct name, unit from products`);
  const known = new Set(rows.flatMap((r) => [r.name, `${r.name} · ${r.unit}`]));
  return names.filter((n) => !known.has(n));
}

/**
 * Every product the store sells under a judged name, multipacks included, by the name it was judged under: the
 * material of each query's best possible order. One read for the whole set (a pattern per query would scan the
 * catalogue each time).
 */
async function judgedProducts(
  db: Db,
  storeId: number,
  queries: readonly JudgedQuery[],
): Promise<Map<string, { name: string; unit: string }[]>> {
  const bases = [...new Set(queries.flatMap((q) => Object.keys(q.meant).map((k) => k.split(" · ")[0] as string)))];
  const rows = await queryRows<{ base: string; name: string; unit: string }>(
    db,
    sql`select split_part(p.name, ' (Pack of ', 1) as base, p.name, p.unit
        from products p join store_products sp on sp.product_id = p.id and sp.store_id = ${storeId}
        where split_part(p.name, ' (Pack of ', 1) in (select jsonb_array_elements_text(${JSON.stringify(bases)}::jsonb))`,
  );
  const byBase = new Map<string, { name: string; unit: string }[]>();
  for (const r of rows) byBase.set(r.base, [...(byBase.get(r.base) ?? []), { name: r.name, unit: r.unit }]);
  return byBase;
}

/** Runs every query through the search service at the store (page 1, as a shopper sees it) and scores it. */
export async function evaluateRelevance(db: Db, storeId: number, queries: readonly JudgedQuery[]): Promise<RelevanceReport> {
  const outcomes: QueryOutcome[] = [];
  const judged = await judgedProducts(db, storeId, queries);
  for (const query of queries) {
    const bases = new Set(Object.keys(query.meant).map((k) => k.split(" · ")[0] as string));
    const ideal = [...bases].flatMap((base) => judged.get(base) ?? []).map((p) => gradeOf(query.meant, p));
    const result = await searchCatalogue(db, query.q, storeId, 1);
    const results = result.products.map((p) => ({ name: p.name, unit: p.unit, grade: gradeOf(query.meant, p) }));
    const grades = results.map((r) => r.grade);
    outcomes.push({
      query,
      results,
      hit: grades.slice(0, TOP).includes(2),
      ndcg: ndcg(grades, ideal),
      mode: result.mode,
      corrected: result.corrected,
    });
  }
  const summary = (of: QueryOutcome[]) => ({
    queries: of.length,
    hitRate: of.filter((o) => o.hit).length / Math.max(1, of.length),
    meanNdcg: of.reduce((s, o) => s + o.ndcg, 0) / Math.max(1, of.length),
  });
  const kinds = [...new Set(queries.map((q) => q.kind))];
  const all = summary(outcomes);
  return {
    outcomes,
    hitRate: all.hitRate,
    meanNdcg: all.meanNdcg,
    byKind: kinds.map((kind) => ({ kind, ...summary(outcomes.filter((o) => o.query.kind === kind)) })),
  };
}

/** One failing query as a line: what was typed, what came first, what was meant. */
export function failureLine(o: QueryOutcome): string {
  const first = o.results
    .slice(0, TOP)
    .map((r) => `${r.name}${r.grade ? ` (${r.grade})` : ""}`)
    .join("; ");
  const meant = Object.entries(o.query.meant)
    .filter(([, g]) => g === 2)
    .map(([name]) => name);
  const shown = meant.slice(0, 2).join("; ") + (meant.length > 2 ? ` … (${meant.length})` : "");
  const how = o.mode === "corrected" ? ` [corrected to “${o.corrected}”]` : o.mode === "none" ? " [nothing found]" : "";
  return `\`${o.query.q}\`${how}: first ${first || "nothing"} — meant ${shown}`;
}
