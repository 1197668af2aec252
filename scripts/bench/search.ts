/**
 * The search section of `npm run bench` (docs/search.md), run by scripts/bench.ts as its own process on the
 * seeded bench catalogue: `tsx scripts/bench/search.ts OUTPUT.md`. Times the search service (what the results
 * page's loader waits for: corrections, the ranked page and its count, or the no-results extras) and the
 * type-ahead service, uncached (CATALOGUE_CACHE_SECONDS=0), for a fixed table of queries at the default store,
 * and writes the section's markdown to OUTPUT.md. In-process, without HTTP or rendering: server time of the
 * search itself.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../../app/models/db.server";
import { getEnv } from "../../app/services/platform/env.server";
import { searchCatalogue, searchSuggestions } from "../../app/services/catalogue/search.server";
import { DEFAULT_STORE_ID } from "../../app/services/location/shopper-location.server";

const SEARCH_SECTION_HEADING = "## Search";

const QUERIES = ["milk", "doodh", "दूध", "choclate", "biscut", "paneer tikka", "amul butter 500g", "oil", "zzqxv"];
const WARMUP = 3;
const RUNS = 25;

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
}

async function time<T>(fn: () => Promise<T>): Promise<{ result: T; samples: number[] }> {
  let result = await fn();
  for (let i = 1; i < WARMUP; i++) result = await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    result = await fn();
    samples.push(performance.now() - started);
  }
  return { result, samples };
}

const fmt = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const cell = (s: string) => s.replace(/\|/g, "\\|");

async function main() {
  const output = process.argv[2];
  if (!output) throw new Error("usage: tsx scripts/bench/search.ts OUTPUT.md");
  const env = getEnv();
  if (env.CATALOGUE_CACHE_SECONDS !== 0) throw new Error("Run with CATALOGUE_CACHE_SECONDS=0: the bench times uncached searches");
  const handle = await openDatabase(
    env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR, "pglite") },
  );
  try {
    const db = handle.db;
    const [counts] = await queryRows<{ products: number; words: number }>(
      db,
      sql`select (select count(*)::int from products) as products, (select count(*)::int from search_words) as words`,
    );
    const rows: string[] = [];
    const searchP95: number[] = [];
    const typeaheadP95: number[] = [];
    for (const q of QUERIES) {
      const search = await time(() => searchCatalogue(db, q, DEFAULT_STORE_ID, 1));
      const typeahead = await time(() => searchSuggestions(db, { query: q, storeId: DEFAULT_STORE_ID }));
      const r = search.result;
      const top = r.products[0] ?? r.popular[0];
      const answer =
        r.mode === "none"
          ? `none (${r.popular.length} popular items offered${top ? `, first ${top.name}` : ""})`
          : `${r.total.toLocaleString("en-US")}`;
      const s = typeahead.result;
      const p95s = percentile(search.samples, 95);
      const p95t = percentile(typeahead.samples, 95);
      searchP95.push(p95s);
      typeaheadP95.push(p95t);
      rows.push(
        `| \`${cell(q)}\` | ${r.mode}${r.corrected ? ` → “${cell(r.corrected)}”` : ""} | ${answer} | ${r.mode === "none" ? "—" : cell(`${r.products[0]?.name ?? "—"} (${r.products[0]?.unit ?? ""})`)} | ${fmt(percentile(search.samples, 50))} | ${fmt(p95s)} | ${s.products.length}/${s.brands.length}/${s.categories.length} | ${fmt(percentile(typeahead.samples, 50))} | ${fmt(p95t)} |`,
      );
      console.log(`${q}: search p95 ${fmt(p95s)} ms (${r.mode}, ${r.total}), type-ahead p95 ${fmt(p95t)} ms`);
    }
    const plan = await queryRows<{ "QUERY PLAN": string }>(
      db,
      sql`explain analyze select word, similarity(word, 'choclate') from search_words where word % 'choclate' order by 2 desc limit 8`,
    );
    const planText = plan.map((p) => p["QUERY PLAN"]).join("\n");
    const usesIndex = /search_words_word_trgm_idx/.test(planText);
    const cpus = os.cpus();
    const section = `${SEARCH_SECTION_HEADING}

Measured by \`scripts/bench/search.ts\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC: the search service (\`searchCatalogue\`: Hinglish/Hindi expansion, typo correction against the vocabulary, the ranked first page and its count, or the no-results extras) and the type-ahead service (\`searchSuggestions\`: 5 products, 3 brands, 3 categories), **uncached** (\`CATALOGUE_CACHE_SECONDS=0\`), in one process on the bench catalogue (${(counts?.products ?? 0).toLocaleString("en-US")} products, ${(counts?.words ?? 0).toLocaleString("en-US")} vocabulary words; ${handle.engine === "postgres" ? "PostgreSQL at DATABASE_URL" : "PGlite"}), at the default store, ${RUNS} runs after ${WARMUP} warm-ups each. Server time of the search itself: no HTTP, no rendering. ${cpus[0]?.model.trim() ?? "unknown CPU"} × ${cpus.length}, Node ${process.version}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" / ")} at the end.

| Query | Mode | Results | Top result | search p50 ms | search p95 ms | type-ahead products/brands/categories | type-ahead p50 ms | type-ahead p95 ms |
|---|---|--:|---|--:|--:|--:|--:|--:|
${rows.join("\n")}

- Worst p95: search ${fmt(Math.max(...searchP95))} ms, type-ahead ${fmt(Math.max(...typeaheadP95))} ms.
- The typo look-up (\`word % 'choclate'\` on \`search_words\`) ${usesIndex ? "uses the GIN trigram index `search_words_word_trgm_idx`" : "is a sequential scan of the small vocabulary table (the planner's choice at this size)"}:

\`\`\`
${planText}
\`\`\`
`;
    fs.writeFileSync(output, section);
  } finally {
    await handle.close();
  }
}

await main();
