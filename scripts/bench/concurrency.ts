/**
 * Concurrency (the performance issue's targets): the production server on PostgreSQL (DATABASE_URL) as
 * `npm start` runs it — one worker per core, the default (docs/decisions/023-several-processes.md) — under
 * a mix of browsing: the home page, a listing, a product page, a search and an add to cart, in turn on
 * every connection, so one request in five changes a cart.
 *
 * - Open loop: requests sent at a fixed rate (100 a second) whatever the answers take, for 60 s; the target
 *   is p99 under 150 ms. Autocannon's rate releases each connection's share at the start of every second, so
 *   the connections are split among several autocannon runs started a fraction of a second apart: bursts of a
 *   few requests every 100 ms rather than one of all the connections every second. Latencies are taken from
 *   every answer (autocannon's own histogram in rate mode adds "corrected" samples at a 1 ms interval).
 * - Closed loop: 200 connections each sending its next request as soon as the last is answered, for 30 s;
 *   the target is no errors (p50/p90/p99 recorded).
 *
 * Anonymous browsing carries no cookie, so the shared page cache serves it as it serves real first visits
 * (docs/decisions/024-shared-page-cache.md); the add to cart is the store's own form (the product card's
 * productId, delta and mutationId, posted as its fetcher posts it, enhanced=1) with a same-origin Origin
 * header and a device cookie the server minted for a first add to cart. A small pool of such devices takes
 * the cart changes in turn (each cart change locks its cart: one cart for every connection would measure that
 * lock, not the store), each alternating +1 and −1 so the line stays in stock. The "every page rendered" run
 * sends a device cookie with every request too: a shopper with a cart, for whom every page is rendered.
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import autocannon, { type Request, type Result } from "autocannon";
import { browsingMix, startPostgresServer } from "./pg-server";
import { stop, waitIdle } from "./processes";

export const CONCURRENCY_SECTION_HEADING = "## Concurrency";
/** The issue's targets. */
export const OPEN_LOOP_P99_MS = 150;

export interface ConcurrencyOptions {
  repo: string;
  dataDir: string;
  databaseUrl: string;
  port: number;
  /** Requests a second offered in the open loop. */
  rate: number;
  /** Connections the open loop may use (enough that the rate is reachable while answers queue). */
  openConnections: number;
  openSeconds: number;
  closedConnections: number;
  closedSeconds: number;
  warmup: number;
  /** DATABASE_POOL_SIZE for every worker. */
  poolSize: number;
  /** CART_CHANGES_PER_MINUTE for the bench server: every device's changes come from one machine, faster than a shopper's. */
  cartChangesPerMinute: number;
  /** Devices taking the cart changes in turn. */
  devices: number;
  log: (message: string) => void;
}

export interface ConcurrencyRun {
  label: string;
  loop: "open" | "closed";
  /** Device cookie on every request (every page rendered) or only on the add to cart. */
  personal: boolean;
  connections: number;
  /** Requests a second offered (open loop). */
  offered?: number;
  seconds: number;
  answered: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  /** Answers by status, e.g. { 200: 4800, 429: 2 }. */
  statuses: Record<number, number>;
  errors: number;
  timeouts: number;
}

export interface ConcurrencyResult {
  mix: string[];
  productId: number;
  workers: number;
  runs: ConcurrencyRun[];
  loadBefore: number[];
  loadAfter: number[];
}

/** The q-th quantile (0–1) of sorted values, nearest rank. */
function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

/** The product's id, from its page's add-to-cart form (app/components/cart/add-to-cart.tsx). */
async function productIdOf(base: string, productPath: string): Promise<number> {
  const html = await (await fetch(base + productPath)).text();
  // The form's action carries the product (decision 041: no hidden inputs): action="/cart?productId=…&amp;…".
  const id = html.match(/action="\/cart\?productId=(\d+)&amp;/)?.[1];
  if (!id) throw new Error(`No add-to-cart form on ${productPath}`);
  return Number(id);
}

function cartForm(productId: number, delta: number, back: string): string {
  return new URLSearchParams({
    productId: String(productId),
    delta: String(delta),
    mutationId: randomUUID(),
    enhanced: "1",
    redirectTo: back,
  }).toString();
}

/** A device as a shopper's browser gets it: the cookie the server sets on a first add to cart. */
async function mintDevice(base: string, productId: number, back: string): Promise<string> {
  const res = await fetch(`${base}/cart`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: cartForm(productId, 1, back),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`A first add to cart answered ${res.status}: ${body.slice(0, 300)}`);
  const device = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith("nk_device="));
  if (!device) throw new Error(`A first add to cart set no device cookie (Set-Cookie: ${res.headers.getSetCookie().join(" | ")})`);
  return device;
}

/** The mix as autocannon requests: pages, then the add to cart, whose device and change vary on every send. */
function mixRequests(base: string, mix: string[], productId: number, devices: string[], personal: boolean): Request[] {
  let pageSends = 0;
  let cartSends = 0;
  const product = mix[2] ?? "/";
  const pages: Request[] = mix.map((path) =>
    personal
      ? { path, setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: devices[pageSends++ % devices.length]! } }) }
      : { path },
  );
  const cart: Request = {
    method: "POST",
    path: "/cart",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    setupRequest: (req) => {
      const send = cartSends++;
      // Each device in turn; each device's changes alternate +1 and −1.
      const delta = Math.floor(send / devices.length) % 2 === 0 ? 1 : -1;
      return { ...req, headers: { ...req.headers, cookie: devices[send % devices.length]! }, body: cartForm(productId, delta, product) };
    },
  };
  return [...pages, cart];
}

interface Collected {
  latencies: number[];
  statuses: Record<number, number>;
}

function collect(instance: ReturnType<typeof autocannon>, into: Collected) {
  instance.on("response", (_client, status, _bytes, ms) => {
    // Whole milliseconds, as autocannon's own figures are.
    into.latencies.push(Math.round(ms));
    into.statuses[status] = (into.statuses[status] ?? 0) + 1;
  });
}

function summarise(
  base: Omit<ConcurrencyRun, "answered" | "rps" | "p50" | "p90" | "p99" | "max" | "non2xx" | "statuses" | "errors" | "timeouts">,
  collected: Collected,
  results: Result[],
): ConcurrencyRun {
  const sorted = collected.latencies.sort((a, b) => a - b);
  const non2xx = Object.entries(collected.statuses).reduce((sum, [status, n]) => sum + (Number(status) >= 300 ? n : 0), 0);
  return {
    ...base,
    answered: sorted.length,
    // Answers within the run's seconds (autocannon drops the ones still in flight when it stops).
    rps: sorted.length / base.seconds,
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p99: quantile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? NaN,
    non2xx,
    statuses: collected.statuses,
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
  };
}

/** Groups of connections for the open loop, started this far apart (ms) over one second. */
const OPEN_GROUPS = 10;

async function openLoop(url: string, requests: Request[], options: ConcurrencyOptions, label: string, personal: boolean) {
  const groups = Math.min(OPEN_GROUPS, options.rate, options.openConnections);
  const collected: Collected = { latencies: [], statuses: {} };
  const runs = Array.from({ length: groups }, async (_, i) => {
    await new Promise((resolve) => setTimeout(resolve, (i * 1000) / groups));
    // Each group's share of the rate and the connections; the remainders go to the first groups.
    const share = (total: number) => Math.floor(total / groups) + (i < total % groups ? 1 : 0);
    const instance = autocannon({
      url,
      requests,
      connections: share(options.openConnections),
      overallRate: share(options.rate),
      duration: options.openSeconds,
      timeout: 30,
    });
    collect(instance, collected);
    return await instance;
  });
  // Each group offers its share for openSeconds; their staggered starts add under a second to the wall time.
  const results = await Promise.all(runs);
  return summarise(
    { label, loop: "open", personal, connections: options.openConnections, offered: options.rate, seconds: options.openSeconds },
    collected,
    results,
  );
}

async function closedLoop(url: string, requests: Request[], options: ConcurrencyOptions, label: string, personal: boolean) {
  const collected: Collected = { latencies: [], statuses: {} };
  const instance = autocannon({ url, requests, connections: options.closedConnections, duration: options.closedSeconds, timeout: 30 });
  collect(instance, collected);
  const result = await instance;
  return summarise({ label, loop: "closed", personal, connections: options.closedConnections, seconds: options.closedSeconds }, collected, [
    result,
  ]);
}

export async function benchConcurrency(options: ConcurrencyOptions): Promise<ConcurrencyResult> {
  const loadBefore = os.loadavg();
  const expectedWorkers = os.availableParallelism();
  options.log(`starting the server (WEB_CONCURRENCY unset: ${expectedWorkers} workers, DATABASE_POOL_SIZE ${options.poolSize})…`);
  const { server, pids } = await startPostgresServer({
    repo: options.repo,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    port: options.port,
    workers: undefined,
    expectedWorkers,
    name: "concurrency",
    portOption: "--concurrency-port",
    env: { DATABASE_POOL_SIZE: String(options.poolSize), CART_CHANGES_PER_MINUTE: String(options.cartChangesPerMinute) },
  });
  try {
    const base = `http://127.0.0.1:${options.port}`;
    const pages = await browsingMix(options.port);
    const product = pages[2]!;
    const productId = await productIdOf(base, product);
    const devices: string[] = [];
    for (let i = 0; i < options.devices; i++) devices.push(await mintDevice(base, productId, product));
    const mix = [...pages, "POST /cart"];
    options.log(`mix: ${mix.join(", ")}; ${devices.length} devices`);
    const anonymous = mixRequests(base, pages, productId, devices, false);
    const personal = mixRequests(base, pages, productId, devices, true);

    if (options.warmup > 0) {
      options.log(`warm-up: ${options.warmup} s of each variant, 10 connections…`);
      await autocannon({ url: base, requests: personal, connections: 10, duration: options.warmup, timeout: 30 });
      await autocannon({ url: base, requests: anonymous, connections: 10, duration: options.warmup, timeout: 30 });
    }
    const runs: ConcurrencyRun[] = [];
    const show = (r: ConcurrencyRun) =>
      options.log(
        `${r.label}: ${r.rps.toFixed(1)} req/s, p50 ${r.p50} ms, p90 ${r.p90} ms, p99 ${r.p99} ms, max ${r.max} ms, non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}`,
      );
    const plan: Array<[string, () => Promise<ConcurrencyRun>]> = [
      [`Open loop, ${options.rate} req/s, anonymous`, () => openLoop(base, anonymous, options, `Open loop, ${options.rate} req/s`, false)],
      [
        `Open loop, ${options.rate} req/s, every page rendered`,
        () => openLoop(base, personal, options, `Open loop, ${options.rate} req/s, every page rendered`, true),
      ],
      [
        `Closed loop, ${options.closedConnections} connections, anonymous`,
        () => closedLoop(base, anonymous, options, `Closed loop, ${options.closedConnections} connections`, false),
      ],
      [
        `Closed loop, ${options.closedConnections} connections, every page rendered`,
        () => closedLoop(base, personal, options, `Closed loop, ${options.closedConnections} connections, every page rendered`, true),
      ],
    ];
    for (const [what, measure] of plan) {
      await waitIdle(pids);
      options.log(`${what}…`);
      const r = await measure();
      show(r);
      runs.push(r);
    }
    await waitIdle(pids);
    return { mix, productId, workers: pids.length - 1 || 1, runs, loadBefore, loadAfter: os.loadavg() };
  } finally {
    await stop(server);
  }
}

export interface ConcurrencyTarget {
  pass: boolean;
  text: string;
}

export function concurrencyTargets(result: ConcurrencyResult): ConcurrencyTarget[] {
  const targets: ConcurrencyTarget[] = [];
  const problems = (r: ConcurrencyRun) => r.non2xx + r.errors + r.timeouts;
  const open = result.runs.find((r) => r.loop === "open" && !r.personal);
  if (open) {
    // The offered rate must also have been sent: autocannon holds a connection's next request until its answer.
    const reached = open.rps >= (open.offered ?? 0) * 0.95;
    targets.push({
      pass: open.p99 < OPEN_LOOP_P99_MS && reached && problems(open) === 0,
      text: `Open loop, ${open.offered} req/s of mixed browsing for ${open.seconds} s: p99 ${open.p99} ms (target under ${OPEN_LOOP_P99_MS} ms), ${open.rps.toFixed(1)} req/s answered${reached ? "" : " (the offered rate was not reached)"}, ${problems(open)} non-2xx, errors or timeouts`,
    });
  }
  const closed = result.runs.find((r) => r.loop === "closed" && !r.personal);
  if (closed) {
    targets.push({
      pass: problems(closed) === 0,
      text: `Closed loop, ${closed.connections} connections for ${closed.seconds} s: ${closed.non2xx} non-2xx, ${closed.errors} errors, ${closed.timeouts} timeouts (target: none); p50 ${closed.p50} ms, p99 ${closed.p99} ms`,
    });
  }
  return targets;
}

export function concurrencySectionMarkdown(
  result: ConcurrencyResult,
  options: ConcurrencyOptions,
  context: { date: Date; commit?: string; machine: string },
): string {
  const fmt = (n: number, digits = 1) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const load = (l: number[]) => l.map((x) => fmt(x, 2)).join(" / ");
  const statuses = (r: ConcurrencyRun) =>
    Object.entries(r.statuses)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ");
  const targets = concurrencyTargets(result)
    .map((t) => `- **${t.pass ? "PASS" : "FAIL"}** ${t.text}`)
    .join("\n");
  const worst = result.runs.filter((r) => r.personal);
  const cores = os.availableParallelism();
  return `${CONCURRENCY_SECTION_HEADING}

\`npm run bench -- concurrency\` (scripts/bench/concurrency.ts): the production server on PostgreSQL as
\`npm start\` runs it, \`WEB_CONCURRENCY\` unset (${result.workers} worker${result.workers === 1 ? "" : "s"}, one per core),
\`DATABASE_POOL_SIZE=${options.poolSize}\` per worker, \`CART_CHANGES_PER_MINUTE=${options.cartChangesPerMinute}\` (raised from
the default 120: the bench's ${options.devices} devices change their carts faster than shoppers do), \`SEARCHES_PER_MINUTE=0\` (every
request comes from one address), on the catalogue in the database (the server seeds the demo catalogue into an empty one; a full run seeds \`--products\`). Each connection asks in turn for
${result.mix.map((p) => `\`${p}\``).join(", ")}: one request in five is an add to cart (the product card's form, enhanced,
with a same-origin Origin and a device cookie from the pool, alternating +1 and −1). Browsing carries no cookie, so
the shared page cache serves it as it serves first visits; the "every page rendered" run sends a device cookie with
every request (a shopper with a cart: the worst case). After ${options.warmup} s of warm-up with each variant.

- Open loop: ${options.rate} req/s offered for ${options.openSeconds} s (\`--concurrency-seconds\`) on ${options.openConnections}
  connections, split into ${Math.min(OPEN_GROUPS, options.rate, options.openConnections)} autocannon runs started 1/${Math.min(OPEN_GROUPS, options.rate, options.openConnections)} s apart (autocannon
  releases each connection's share of the rate at the start of every second); latency of every answer.
- Closed loop: ${options.closedConnections} connections for ${options.closedSeconds} s (\`--concurrency-closed-seconds\`), each sending its next
  request when the last is answered; 30 s timeout.
- Date: ${context.date.toISOString().replace("T", " ").slice(0, 16)} UTC; commit ${context.commit ?? "unknown"}
- Machine: ${context.machine}; load average ${load(result.loadBefore)} before, ${load(result.loadAfter)} after (1 / 5 / 15 min)

| Run | Connections | req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx | errors | timeouts |
|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|
${result.runs.map((r) => `| ${r.label} | ${r.connections} | ${fmt(r.rps)} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.non2xx} | ${r.errors} | ${r.timeouts} |`).join("\n")}

Answers by status: ${result.runs.map((r) => `${r.label}: ${statuses(r) || "none"}`).join("; ")}.

${targets}
${worst.map((r) => `- Worst case (not the issue's target), ${r.label.toLowerCase()}: p99 ${r.p99} ms${r.loop === "open" ? ` (${r.p99 < OPEN_LOOP_P99_MS ? "under" : "over"} ${OPEN_LOOP_P99_MS} ms)` : ""}, ${r.non2xx + r.errors + r.timeouts} non-2xx, errors or timeouts.\n`).join("")}
autocannon, PostgreSQL and the workers share the machine's ${cores} cores${(result.loadBefore[0] ?? 0) > cores ? `, and the machine was busy before the runs (load ${fmt(result.loadBefore[0] ?? 0, 2)}): rerun on a quiet machine for figures to plan with` : ""}.
`;
}
