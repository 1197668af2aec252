/**
 * What search learning costs (docs/decisions/047-search-learning.md), on the seeded bench catalogue:
 * `tsx scripts/bench/search-learning.ts [--searches-per-day N] [--days D] [--runs R]`, PGlite in .bench-data
 * or PostgreSQL at DATABASE_URL. It
 *   1. adds a store's worth of analytics events for D days (default 90, the retention): N searches a day (default
 *      3,000) by 20,000 devices over the judged queries (scripts/bench/relevance-judgments.ts), three in five
 *      followed within 10 minutes by adding one of that query's first 5 results, plus twice as many page views
 *      and other cart events as noise;
 *   2. times the job (runSearchLearning): its first run reads all of them (what a full recompute would read every
 *      time), a second an hour's worth later, as the hourly job does;
 *   3. times the ranked candidate query (the 10 ms target) for the search bench's words with and without the
 *      learned boosts, alternately in one process so both see the same machine;
 * then deletes the events and boosts it added. Prints a markdown table.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../../app/models/db.server";
import { rankedSearchQuery, searchMeaning } from "../../app/models/search-ranking.server";
import { runSearchLearning } from "../../app/services/search/search-learning.server";
import { resolveProductSearch, searchCatalogue } from "../../app/services/search/search.server";
import { DEFAULT_STORE_ID } from "../../app/services/location/shopper-location.server";
import { SEARCH_RESULT_CAP } from "../../app/lib/search-results";
import { JUDGED_QUERIES } from "./relevance-judgments";

const { values } = parseArgs({
  options: { "searches-per-day": { type: "string" }, days: { type: "string" }, runs: { type: "string" } },
});
const PER_DAY = Number(values["searches-per-day"] ?? 3000);
const DAYS = Number(values.days ?? 90);
const RUNS = Number(values.runs ?? 40);
const MARK = "bench-learning";
const QUERIES = ["milk", "doodh", "दूध", "paneer tikka", "amul butter 500g", "oil", "bread", "choclate", "amu", "onion", "atta"];

process.env.CATALOGUE_CACHE_SECONDS = "0";
const url = process.env.DATABASE_URL;
const handle = await openDatabase(
  url ? { kind: "postgres", url, poolSize: 2 } : { kind: "pglite", dataDir: path.resolve(".bench-data", "pglite") },
);
const db = handle.db;
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
const fmt = (n: number) => n.toFixed(1);

try {
  // What an interrupted run left.
  await db.execute(sql`delete from analytics_events where platform = ${MARK}`);
  // The products a shopper of each judged query adds: its first 5 results.
  const labels = [...new Set(JUDGED_QUERIES.map((j) => j.q))];
  const choices: { label: string; i: number; productId: number }[] = [];
  for (const [i, label] of labels.entries()) {
    const result = await searchCatalogue(db, label, DEFAULT_STORE_ID, 1);
    for (const p of result.products.slice(0, 5)) choices.push({ label, i, productId: p.id });
  }
  await db.execute(sql`create temp table bench_choices (label text, i int, k int, product_id int)`);
  const counts = new Map<number, number>();
  for (let b = 0; b < choices.length; b += 500) {
    await db.execute(
      sql`insert into bench_choices values ${sql.join(
        choices.slice(b, b + 500).map((c) => {
          const k = counts.get(c.i) ?? 0;
          counts.set(c.i, k + 1);
          return sql`(${c.label}, ${c.i}, ${k}, ${c.productId})`;
        }),
        sql`, `,
      )}`,
    );
  }
  const total = PER_DAY * DAYS;
  const started = performance.now();
  // Searches: a query drawn with a skew to the first ones (a few words are most of a store's searches).
  await db.execute(sql`create temp table bench_searches as
    select g, now() - random() * ${DAYS} * interval '1 day' as at, 'd' || floor(random() * 20000)::int as device,
      floor(power(random(), 2) * ${labels.length})::int as i, random() < 0.6 as adds, floor(power(random(), 2) * 5)::int as k
    from generate_series(1, ${total}) g`);
  await db.execute(sql`insert into analytics_events (at, name, source, device, platform, label, search_type, result_count)
    select s.at, 'search', 'server', s.device, ${MARK}, c.label, 0, 10 from bench_searches s
    join (select distinct i, label from bench_choices) c on c.i = s.i`);
  await db.execute(sql`insert into analytics_events (at, name, source, device, platform, product_id, quantity, value)
    select s.at + random() * interval '10 minutes', 'cart_quantity', 'server', s.device, ${MARK}, c.product_id, 1, 1
    from bench_searches s join bench_choices c on c.i = s.i and c.k = least(s.k, (select max(k) from bench_choices x where x.i = s.i))
    where s.adds`);
  // Noise: page views, and cart events nowhere near a search.
  await db.execute(sql`insert into analytics_events (at, name, source, device, platform, page, value)
    select now() - random() * ${DAYS} * interval '1 day', 'page_view', 'server', 'd' || floor(random() * 20000)::int, ${MARK}, 'routes/_index', 200
    from generate_series(1, ${total * 2})`);
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*) as n from analytics_events where platform = ${MARK}`);
  console.log(
    `Added ${Number(n).toLocaleString("en-US")} events (${total.toLocaleString("en-US")} searches, ${DAYS} days) in ${fmt((performance.now() - started) / 1000)} s`,
  );

  await db.execute(sql`delete from search_learning_evidence`);
  await db.execute(sql`delete from search_learning_state`);
  const first = await runSearchLearning(db);
  console.log(`Job, first run (every event of ${DAYS} days): ${JSON.stringify(first)}`);
  // An hour of events (the job's period) after the first run, then the hourly run.
  await db.execute(sql`insert into analytics_events (at, name, source, device, platform, label, search_type, result_count)
    select now() + random() * interval '1 hour', 'search', 'server', s.device, ${MARK}, c.label, 0, 10
    from bench_searches s join (select distinct i, label from bench_choices) c on c.i = s.i where s.g <= ${Math.round(PER_DAY / 24)}`);
  await db.execute(sql`insert into analytics_events (at, name, source, device, platform, product_id, quantity, value)
    select now() + interval '1 hour' + random() * interval '10 minutes', 'cart_quantity', 'server', s.device, ${MARK}, c.product_id, 1, 1
    from bench_searches s join bench_choices c on c.i = s.i and c.k = 0 where s.adds and s.g <= ${Math.round(PER_DAY / 24)}`);
  const hourly: number[] = [];
  for (let i = 0; i < 3; i++) {
    const r = await runSearchLearning(db, new Date(Date.now() + (2 + i) * 3_600_000));
    hourly.push(r.ms);
    if (i === 0) console.log(`Job, hourly run: ${JSON.stringify(r)}`);
  }
  console.log(`Job, hourly runs: ${hourly.join(", ")} ms`);

  console.log("\n| query | learned products | without p50 / p95 ms | with p50 / p95 ms |\n| --- | --: | --: | --: |");
  for (const q of QUERIES) {
    const search = await resolveProductSearch(db, { query: q, storeId: DEFAULT_STORE_ID });
    const plain = { ...search, learningKey: undefined };
    const without = rankedSearchQuery(plain, await searchMeaning(db, plain), SEARCH_RESULT_CAP);
    const withBoosts = rankedSearchQuery(search, await searchMeaning(db, search), SEARCH_RESULT_CAP);
    const [{ c } = { c: 0 }] = await queryRows<{ c: number }>(
      db,
      sql`select count(*) as c from search_learned_boosts where query_key = ${search.learningKey}`,
    );
    for (let i = 0; i < 3; i++) {
      await db.execute(without);
      await db.execute(withBoosts);
    }
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let t = performance.now();
      await db.execute(without);
      a.push(performance.now() - t);
      t = performance.now();
      await db.execute(withBoosts);
      b.push(performance.now() - t);
    }
    console.log(
      `| \`${q}\` | ${Number(c)} | ${fmt(percentile(a, 50))} / ${fmt(percentile(a, 95))} | ${fmt(percentile(b, 50))} / ${fmt(percentile(b, 95))} |`,
    );
  }
} finally {
  await db.execute(sql`delete from analytics_events where platform = ${MARK}`);
  await db.execute(sql`delete from search_learned_boosts`);
  await db.execute(sql`delete from search_learning_evidence`);
  await db.execute(sql`delete from search_learning_state`);
  await handle.close();
}
