/**
 * `tsx scripts/bench/relevance.ts OUTPUT.md [REPORT.md]` (run by `npm run bench -- relevance`): on the seeded
 * database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), at the default store, runs every judged query
 * (./relevance-judgments.ts) through the search service and scores its first page (./relevance-eval.ts): the
 * share of queries with a meant product in the first 3, NDCG@10, both per kind of query, and the list of
 * queries that miss. Writes the "Search relevance" section's markdown to OUTPUT.md: this engine's subsection
 * and, from the report REPORT.md if given, the other engine's last one.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../../app/models/db.server";
import { getEnv } from "../../app/services/platform/env.server";
import { DEFAULT_STORE_ID } from "../../app/services/location/shopper-location.server";
import { evaluateRelevance, failureLine, missingJudgedProducts, NDCG_DEPTH, TOP } from "./relevance-eval";
import { JUDGED_QUERIES } from "./relevance-judgments";
import { ENGINE_HEADINGS, otherEngineSubsection } from "./sections";

const RELEVANCE_SECTION_HEADING = "## Search relevance";

/** The issue's goal for the share of queries with a meant product in the first 3 (docs/decisions/045-search-ranking.md). */
const GOAL = 0.95;

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const cell = (s: string) => s.replace(/\|/g, "\\|");

async function main() {
  const [output, report] = process.argv.slice(2);
  if (!output) throw new Error("usage: tsx scripts/bench/relevance.ts OUTPUT.md [REPORT.md]");
  const env = getEnv();
  const handle = await openDatabase(
    env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR, "pglite") },
  );
  try {
    const db = handle.db;
    const missing = await missingJudgedProducts(db, JUDGED_QUERIES);
    if (missing.length)
      throw new Error(`Judged products not in this catalogue: ${missing.slice(0, 5).join("; ")}${missing.length > 5 ? " …" : ""}`);
    const [counts] = await queryRows<{ products: number }>(db, sql`select count(*)::int as products from products`);
    const started = performance.now();
    const r = await evaluateRelevance(db, DEFAULT_STORE_ID, JUDGED_QUERIES);
    const seconds = (performance.now() - started) / 1000;
    const failing = r.outcomes.filter((o) => !o.hit);
    console.log(`meant product in the first ${TOP}: ${pct(r.hitRate)}; NDCG@${NDCG_DEPTH}: ${r.meanNdcg.toFixed(3)}`);
    for (const k of r.byKind) console.log(`  ${k.kind}: ${k.queries} queries, ${pct(k.hitRate)}, NDCG ${k.meanNdcg.toFixed(3)}`);
    for (const o of failing) console.log(`  miss: ${failureLine(o)}`);

    const ours = `${ENGINE_HEADINGS[handle.engine]}

Measured on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on the bench catalogue (${(counts?.products ?? 0).toLocaleString("en-US")} products; ${handle.engine === "postgres" ? "PostgreSQL at DATABASE_URL" : "PGlite in .bench-data"}), at the default store, ${r.outcomes.length} judged queries in ${seconds.toFixed(1)} s.

- **Meant product in the first ${TOP}: ${pct(r.hitRate)}** (${r.outcomes.length - failing.length} of ${r.outcomes.length}; goal ${pct(GOAL)}) · **NDCG@${NDCG_DEPTH}: ${r.meanNdcg.toFixed(3)}**

| Kind of query | Queries | Meant product in the first ${TOP} | NDCG@${NDCG_DEPTH} |
|---|--:|--:|--:|
${r.byKind.map((k) => `| ${k.kind} | ${k.queries} | ${pct(k.hitRate)} | ${k.meanNdcg.toFixed(3)} |`).join("\n")}

${failing.length ? `Queries whose first ${TOP} hold no meant product (grade in brackets when acceptable):\n\n${failing.map((o) => `- ${cell(failureLine(o))}`).join("\n")}` : `Every query has a meant product in the first ${TOP}.`}`;
    const other = otherEngineSubsection(
      report,
      RELEVANCE_SECTION_HEADING,
      ENGINE_HEADINGS[handle.engine === "postgres" ? "pglite" : "postgres"],
    );
    const subsections = handle.engine === "pglite" ? [ours, other] : [other, ours];
    const section = `${RELEVANCE_SECTION_HEADING}

Measured by \`scripts/bench/relevance.ts\` (\`npm run bench -- relevance\`, once with and once without DATABASE_URL): the judged queries of \`scripts/bench/relevance-judgments.ts\` (English staples, Hinglish, Hindi in Devanagari, typos, brand + product, several words, pack sizes), each with the products a shopper means on the demo catalogue, go through the search service as the results page asks it; its first page is scored. **Meant product in the first ${TOP}**: the share of queries with an exactly meant product (grade 2) among the first ${TOP} results. **NDCG@${NDCG_DEPTH}**: graded gain (2 for exactly meant, 1 for acceptable, multipacks of a judged product at most 1) against the best order the catalogue allows. How search ranks: [search](search.md#ranking).

${subsections.filter(Boolean).join("\n\n")}
`;
    fs.writeFileSync(output, section);
  } finally {
    await handle.close();
  }
}

await main();
