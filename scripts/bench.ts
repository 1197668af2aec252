/**
 * `npm run bench [-- options]`: builds the app, seeds a large catalogue into
 * its own data directory, serves the production build and measures the home,
 * product list and product pages (throughput, latency, HTML and JavaScript
 * weight) against a bare Remix page built from the same node_modules, then
 * times print validation (a 200-page PDF and a 10 MB image in fresh inspector
 * children). Writes docs/benchmarks.md and prints the table. A script, not a
 * test: the figures depend on the machine, so the targets compare ratios where
 * they can.
 *
 *   --products N      catalogue size (default 100000)
 *   --connections N   concurrent connections (default 10)
 *   --duration S      seconds per measured run (default 10)
 *   --warmup S        seconds of load before each measured run (default 3)
 *   --no-build        use the existing build
 *   --reseed          seed even when .bench-data already holds this catalogue
 *   --output FILE     report path (default docs/benchmarks.md)
 *   --print-only      only the print validation: no build, seed or servers;
 *                     replaces the "Print validation" section of the report
 *   memory            (a word, not an option) only the memory section: build
 *                     (unless --no-build), then the server's RSS idle and under
 *                     10 parallel print uploads on PGlite, and on PostgreSQL
 *                     when DATABASE_URL is set; replaces the "Memory" section
 *   --memory-port N   port of the memory section's server (default 3202)
 *   search            (a word) only the search section: seed if need be, then
 *                     time search and type-ahead uncached for a table of
 *                     queries (scripts/bench/search.ts); replaces the
 *                     "Search" section. A full run measures it too.
 *   relevance         (a word) only the search relevance section: seed if
 *                     need be, then run the judged queries
 *                     (scripts/bench/relevance-judgments.ts) through search
 *                     and score their first page: the share with a meant
 *                     product in the first 3 and NDCG@10, and the queries
 *                     that miss (scripts/bench/relevance.ts); replaces the
 *                     "Search relevance" section. A full run measures it too.
 *   scaling           (a word) only the scaling section: build (unless
 *                     --no-build), then the server on PostgreSQL (DATABASE_URL,
 *                     required) with one worker and with two under the same
 *                     browsing mix (scripts/bench/scaling.ts); replaces the
 *                     "Scaling" section. A full run with DATABASE_URL measures
 *                     it too.
 *   --scaling-port N  port of the scaling section's server (default 3320)
 *   concurrency       (a word) only the concurrency section: build (unless
 *                     --no-build), then the server on PostgreSQL (DATABASE_URL,
 *                     required) at its default worker count under an open loop
 *                     of 100 req/s and a closed loop of 200 connections of
 *                     mixed browsing with add to cart
 *                     (scripts/bench/concurrency.ts); replaces the
 *                     "Concurrency" section. A full run with DATABASE_URL
 *                     measures it too.
 *   --concurrency-seconds S         the open loop's length (default 60)
 *   --concurrency-closed-seconds S  the closed loop's length (default 30)
 *   --concurrency-port N  port of the concurrency section's server (default
 *                     3330, in 3330-3339)
 *   lighthouse        (a word) only the Lighthouse section: build (unless
 *                     --no-build), then Lighthouse's mobile preset, 3 runs
 *                     each, on home, two listings and two products (pack
 *                     shots, photos), search, cart, checkout, order
 *                     tracking and the print landing, on a
 *                     server of its own with a fresh demo catalogue
 *                     (scripts/bench/lighthouse.ts); replaces the "Lighthouse"
 *                     section. A full run measures it too.
 *   pages             (a word) only the page runs (the home, list, product and
 *                     bare pages, cached and rendered): build (unless
 *                     --no-build), seed if need be, measure, and rewrite the
 *                     Run, Results, Targets and Single requests parts; every
 *                     other section stays as last measured.
 *   --lighthouse-port N  port of the Lighthouse section's server (default
 *                     3203; Chromium's debugging port is the next one)
 *   --lighthouse-cpu-slowdown N  Lighthouse's simulated CPU slowdown (default
 *                     4, its mobile preset's); 8 stands in for a machine of
 *                     half this one's benchmarkIndex
 *
 * DATABASE_URL, when set, is used by the seed and the server instead of the
 * embedded PGlite in .bench-data. The seed REPLACES that database's
 * catalogue and empties its carts: point it at a throwaway database. The
 * memory section measures PGlite always, and PostgreSQL at DATABASE_URL:
 * the server seeds that database if it is empty and leaves a test shopper
 * and their print files in it.
 */
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { createBareApp, removeBareApp } from "./bench/bare-app";
import { clientDir, jsReferencedByHtml, readManifest, routeJs, sumGzip } from "./bench/js-size";
import {
  LIGHTHOUSE_SECTION_HEADING,
  MOBILE_CPU_SLOWDOWN,
  benchLighthouse,
  chromiumVersion,
  lighthouseSectionMarkdown,
  settledLoad,
} from "./bench/lighthouse";
import { MEMORY_FINDINGS, MEMORY_SECTION_HEADING, benchMemory, memorySectionMarkdown, type MemoryTarget } from "./bench/memory";
import { PRINT_SECTION_HEADING, benchPrintValidation, printBenchContext, printSectionMarkdown } from "./bench/print";
import { portIsFree, run, start, stop, stopAll, waitIdle, type Tracked } from "./bench/processes";
import { SCALING_SECTION_HEADING, benchScaling, scalingSectionMarkdown } from "./bench/scaling";
import {
  CONCURRENCY_SECTION_HEADING,
  benchConcurrency,
  concurrencySectionMarkdown,
  concurrencyTargets,
  type ConcurrencyOptions,
} from "./bench/concurrency";
import { median } from "./bench/stats";

const REPO = fileURLToPath(new URL("..", import.meta.url));
const BIN = path.join(REPO, "node_modules", ".bin");
const DATA_DIR = ".bench-data";
const MARKER = path.join(REPO, DATA_DIR, "seed-marker.json");
const APP_PORT = 3200;
const BARE_PORT = 3201;
const HOST = "127.0.0.1";

/** Budgets the report checks (the JavaScript one is also a test: e2e/js-budget.spec.ts). */
const JS_BUDGET_KIB = 100;
const LIST_VS_BARE_MIN = 0.5;
const HOME_VS_BARE_MIN = 0.35;
/** The same pages rendered for a shopper with a cart or a login (issue 36's goal; docs/decisions/046-rendered-pages.md). */
const RENDERED_VS_BARE_MIN: Record<string, number> = { "Home page": 0.15, "Product list": 0.25, "Product page": 0.25 };
/**
 * A cookie outside the shared page cache's anonymous choices (docs/decisions/024-shared-page-cache.md): the
 * request is treated as personal and rendered every time, as a shopper with a cart or a login is.
 */
const PERSONAL_COOKIE = "bench_personal=1";
/** Single requests slower than this (median) are flagged in the report. */
const SLOW_MS = 250;

const ROUTES = {
  home: "routes/_index",
  list: "routes/cn.$slug.cid.$l0Id.$l1Id",
  product: "routes/prn.$slug.prid.$productId",
} as const;

// ---------------------------------------------------------------- options

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    products: { type: "string", default: "100000" },
    connections: { type: "string", default: "10" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    "no-build": { type: "boolean", default: false },
    reseed: { type: "boolean", default: false },
    output: { type: "string", default: "docs/benchmarks.md" },
    "print-only": { type: "boolean", default: false },
    "memory-port": { type: "string", default: "3202" },
    "scaling-port": { type: "string", default: "3320" },
    "concurrency-port": { type: "string", default: "3330" },
    "concurrency-seconds": { type: "string", default: "60" },
    "concurrency-closed-seconds": { type: "string", default: "30" },
    "lighthouse-port": { type: "string", default: "3203" },
    "lighthouse-cpu-slowdown": { type: "string", default: String(MOBILE_CPU_SLOWDOWN) },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (opts.help) {
  console.log(
    fs
      .readFileSync(fileURLToPath(import.meta.url), "utf8")
      .match(/\/\*\*([\s\S]*?)\*\//)?.[1]
      ?.replace(/^ \* ?/gm, ""),
  );
  process.exit(0);
}

function wholeNumber(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number between ${min} and ${max}`);
    process.exit(2);
  }
  return n;
}

const SECTION_WORDS = ["memory", "search", "relevance", "lighthouse", "scaling", "concurrency", "pages"];
const unknownWords = positionals.filter((word) => !SECTION_WORDS.includes(word));
if (unknownWords.length) {
  console.error(
    `Unknown argument ${unknownWords.join(" ")}: the sections that run alone by name are "memory", "search", "relevance", "lighthouse", "scaling", "concurrency" and "pages" (and --print-only)`,
  );
  process.exit(2);
}
const MEMORY_ONLY = positionals.includes("memory");
const SEARCH_ONLY = positionals.includes("search");
const RELEVANCE_ONLY = positionals.includes("relevance");
const SCALING_ONLY = positionals.includes("scaling");
const LIGHTHOUSE_ONLY = positionals.includes("lighthouse");
const CONCURRENCY_ONLY = positionals.includes("concurrency");
/** Only the page runs (Run, Results, Targets, Single requests): every other section of the report is kept as it is. */
const PAGES_ONLY = positionals.includes("pages");
const MEMORY_PORT = wholeNumber("memory-port", opts["memory-port"], 1, 65_535);
const LIGHTHOUSE_PORT = wholeNumber("lighthouse-port", opts["lighthouse-port"], 1, 65_534);
const LIGHTHOUSE_CPU_SLOWDOWN = wholeNumber("lighthouse-cpu-slowdown", opts["lighthouse-cpu-slowdown"], 1, 20);
const SCALING_PORT = wholeNumber("scaling-port", opts["scaling-port"], 1, 65_535);
const CONCURRENCY_PORT = wholeNumber("concurrency-port", opts["concurrency-port"], 1, 65_535);
const CONCURRENCY_SECONDS = wholeNumber("concurrency-seconds", opts["concurrency-seconds"], 1, 3600);
const CONCURRENCY_CLOSED_SECONDS = wholeNumber("concurrency-closed-seconds", opts["concurrency-closed-seconds"], 1, 3600);
const PRODUCTS = wholeNumber("products", opts.products, 1, 1_000_000);
const CONNECTIONS = wholeNumber("connections", opts.connections, 1, 1000);
const DURATION = wholeNumber("duration", opts.duration, 1, 600);
const WARMUP = wholeNumber("warmup", opts.warmup, 0, 600);
const OUTPUT = path.resolve(REPO, opts.output);
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const ENGINE = DATABASE_URL ? "postgres" : "pglite";

// ---------------------------------------------------------------- cleanup

let bareDir: string | undefined;
let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await stopAll();
    removeBareApp(bareDir);
  })();
  return cleaning;
}
// Ctrl-C reaches us twice (directly and relayed by tsx): handle every one, clean up once.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    if (!cleaning) console.error(`\n${signal}: stopping servers…`);
    cleanup().finally(() => process.exit(130));
  });
}
// However we end, the temporary app goes (children are killed by the processes module).
process.on("exit", () => removeBareApp(bareDir));

// ---------------------------------------------------------------- helpers

const log = (message: string) => console.log(`\n▶ ${message}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const kib = (bytes: number) => bytes / 1024;
const fmt = (n: number, digits = 1) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const int = (n: number) => Math.round(n).toLocaleString("en-US");

/** A section's markdown, or its heading with the reason it failed (the run's exit code says so too). */
async function sectionOrFailure(what: string, heading: string, measure: () => Promise<string>): Promise<string> {
  try {
    return await measure();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n${what} failed: ${message}`);
    process.exitCode = 1;
    return `${heading}\n\nFailed: ${message.split("\n")[0]}\n`;
  }
}

function git(args: string[]): string | undefined {
  try {
    return execFileSync("git", args, { cwd: REPO, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

function decodeEntities(s: string) {
  return s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

async function get(url: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const res = await fetch(url, { redirect: "manual" });
  const body = await res.text();
  return { status: res.status, body, ms: performance.now() - started };
}

async function getOk(url: string): Promise<string> {
  const { status, body } = await get(url);
  if (status !== 200) throw new Error(`GET ${url} answered ${status}:\n${body.slice(0, 500)}`);
  return body;
}

function firstLink(html: string, prefix: string): string | undefined {
  const m = html.match(new RegExp(`href="(${prefix.replace(/\//g, "\\/")}[^"#]*)"`));
  return m?.[1] === undefined ? undefined : decodeEntities(m[1]);
}

// ---------------------------------------------------------------- seed

function seedFingerprint(): string {
  const hash = createHash("sha256");
  const files = ["scripts/seed.ts", "app/models/schema.server.ts"];
  for (const dir of ["app/services/seed", "drizzle"]) {
    for (const f of fs.readdirSync(path.join(REPO, dir), { recursive: true }) as string[]) {
      const rel = path.join(dir, f);
      if (fs.statSync(path.join(REPO, rel)).isFile()) files.push(rel);
    }
  }
  for (const rel of files.sort())
    hash
      .update(rel)
      .update("\0")
      .update(fs.readFileSync(path.join(REPO, rel)))
      .update("\0");
  return hash.digest("hex").slice(0, 16);
}

interface SeedMarker {
  requested: number;
  products: number;
  engine: string;
  target: string;
  fingerprint: string;
  seededAt: string;
  seconds: number;
}

function seedTarget(): string {
  return DATABASE_URL ? `postgres:${createHash("sha256").update(DATABASE_URL).digest("hex").slice(0, 16)}` : `pglite:${DATA_DIR}/pglite`;
}

async function ensureSeeded(): Promise<SeedMarker & { reused: boolean }> {
  const fingerprint = seedFingerprint();
  const target = seedTarget();
  if (!opts.reseed && fs.existsSync(MARKER)) {
    try {
      const marker = JSON.parse(fs.readFileSync(MARKER, "utf8")) as SeedMarker;
      const dataThere = DATABASE_URL || fs.existsSync(path.join(REPO, DATA_DIR, "pglite"));
      if (marker.requested === PRODUCTS && marker.target === target && marker.fingerprint === fingerprint && dataThere) {
        log(`Reusing the ${int(marker.products)}-product catalogue seeded ${marker.seededAt} (${target}); --reseed to redo`);
        return { ...marker, reused: true };
      }
    } catch {
      // unreadable marker: seed again
    }
  }
  log(`Seeding ${int(PRODUCTS)} products into ${DATABASE_URL ? "the PostgreSQL server at DATABASE_URL" : `${DATA_DIR}/ (PGlite)`}…`);
  fs.mkdirSync(path.join(REPO, DATA_DIR), { recursive: true });
  fs.rmSync(MARKER, { force: true });
  const started = Date.now();
  const output = await run(path.join(BIN, "tsx"), ["scripts/seed.ts", "--products", String(PRODUCTS)], {
    cwd: REPO,
    env: { ...process.env, DATA_DIR },
    prefix: "  seed │ ",
  });
  const seconds = (Date.now() - started) / 1000;
  const products = Number(output.match(/\bproducts: (\d+)/)?.[1] ?? PRODUCTS);
  const marker: SeedMarker = {
    requested: PRODUCTS,
    products,
    engine: ENGINE,
    target,
    fingerprint,
    seededAt: new Date().toISOString(),
    seconds,
  };
  fs.writeFileSync(MARKER, JSON.stringify(marker, null, 2) + "\n");
  console.log(`  seeded ${int(products)} products in ${fmt(seconds)} s`);
  return { ...marker, reused: false };
}

// ---------------------------------------------------------------- servers

async function serve(cwd: string, port: number, env: Record<string, string>, name: string): Promise<Tracked> {
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is in use: stop whatever listens there and rerun.`);
  const logFile = path.join(REPO, DATA_DIR, `${name}-server.log`);
  // The store runs on its own HTTP server as `npm start` does (docs/decisions/012-own-http-server.md);
  // the bare Remix baseline app has none and uses remix-serve.
  const ownServer = fs.existsSync(path.join(cwd, "server.mjs"));
  const server = start(
    ownServer ? process.execPath : path.join(BIN, "remix-serve"),
    ownServer ? ["./server.mjs", "./build/server/index.js"] : ["./build/server/index.js"],
    {
      cwd,
      env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST, ...env },
      logFile,
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`The ${name} server exited before answering:\n${server.output()}`);
    }
    try {
      const res = await fetch(`http://${HOST}:${port}/robots.txt`);
      await res.arrayBuffer();
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The ${name} server did not answer /robots.txt within 60 s:\n${server.output()}`);
    await sleep(250);
  }
  console.log(`  ${name} server up on :${port} (pid ${server.child.pid}, log ${path.relative(REPO, logFile)})`);
  return server;
}

// ---------------------------------------------------------------- measuring

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Requests answered within the run; the ones still in flight at the end do not count. */
  completed: number;
}

async function load(url: string, duration: number, headers: Record<string, string> = {}): Promise<Load> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration, timeout: 30, headers });
  return {
    rps: r.requests.mean,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    completed: r.requests.total,
  };
}

interface Single {
  label: string;
  url: string;
  status: number;
  bytes: number;
  medianMs: number;
  maxMs: number;
}

/** One warm-up request, then five sequential ones: what a single shopper waits, without queueing. */
async function single(label: string, url: string, shown: string): Promise<Single> {
  await get(url);
  const times: number[] = [];
  let last = { status: 0, body: "", ms: 0 };
  for (let i = 0; i < 5; i++) {
    last = await get(url);
    times.push(last.ms);
  }
  return {
    label,
    url: shown,
    status: last.status,
    bytes: Buffer.byteLength(last.body),
    medianMs: median(times),
    maxMs: Math.max(...times),
  };
}

interface PageResult {
  label: string;
  path: string;
  routeId: string;
  load: Load;
  htmlBytes: number;
  htmlGzip: number;
  jsBytes: number;
  /** gzip of the JS the HTML itself names (cross-check of the manifest sum). */
  htmlJsBytes: number;
  frameworkBytes: number;
}

// ---------------------------------------------------------------- print validation

/** The files the print figures depend on: a dirty tree there means the commit alone does not say what ran. */
const PRINT_SOURCES = ["inspector", "app/services/print", "app/lib/print-config.ts", "package-lock.json", "scripts/bench/print.ts"];

async function printSection(): Promise<string> {
  log("Print validation: a fresh inspector child for every run…");
  const commit = git(["rev-parse", "--short", "HEAD"]);
  const dirty = Boolean(git(["status", "--porcelain", "--", ...PRINT_SOURCES]));
  const context = printBenchContext(
    commit && `${commit}${dirty ? " (with uncommitted changes in the print inspector or its benchmark)" : ""}`,
  );
  const rows = await benchPrintValidation();
  const section = printSectionMarkdown(rows, { ...context, loadAtEnd: os.loadavg() });
  console.log(
    `\n${section
      .split("\n")
      .filter((line) => line.startsWith("|"))
      .join("\n")}`,
  );
  return section;
}

/** Sections of docs/benchmarks.md written by hand (their method is described in them). */
const HAND_MEASURED_SECTIONS = ["## Streaming the home rails", "## JavaScript of a first visit"];

/** The section under `heading` (up to the next `## ` heading), or undefined. */
/** Writes the report formatted as the repository's Prettier check expects (CI runs `npm run format:check`). */
function writeReport(markdown: string) {
  fs.writeFileSync(OUTPUT, markdown);
  execFileSync(path.join(BIN, "prettier"), ["--write", OUTPUT], { stdio: "ignore" });
}

function sectionOf(doc: string, heading: string): string | undefined {
  const lines = doc.split("\n");
  const start = lines.findIndex((line) => line.trimEnd() === heading);
  if (start === -1) return undefined;
  const next = lines.findIndex((line, i) => i > start && line.startsWith("## "));
  return lines.slice(start, next === -1 ? undefined : next).join("\n");
}

/**
 * `doc` with the section under `heading` (up to the next `## ` heading) replaced by `section`; a
 * missing section goes where a full run puts it, before "## How to run".
 */
function withSection(doc: string, heading: string, section: string): string {
  const lines = doc.split("\n");
  const body = `${section.trimEnd()}\n`.split("\n");
  const start = lines.findIndex((line) => line.trimEnd() === heading);
  if (start === -1) {
    const howTo = lines.findIndex((line) => line.trimEnd() === "## How to run");
    if (howTo === -1) return `${doc.trimEnd()}\n\n${body.join("\n")}`;
    return [...lines.slice(0, howTo), ...body, ...lines.slice(howTo)].join("\n");
  }
  const next = lines.findIndex((line, i) => i > start && line.startsWith("## "));
  return [...lines.slice(0, start), ...body, ...(next === -1 ? [] : lines.slice(next))].join("\n");
}

/** `npm run build` unless --no-build; either way there must be a build to serve. */
async function buildUnlessSkipped(): Promise<void> {
  if (!opts["no-build"]) {
    log("Building (remix vite:build)…");
    await run(path.join(BIN, "remix"), ["vite:build"], {
      cwd: REPO,
      env: { ...process.env, NODE_ENV: "production" },
      prefix: "  build │ ",
    });
  }
  if (!fs.existsSync(path.join(REPO, "build", "server", "index.js"))) throw new Error("No build/server/index.js: run without --no-build");
}

/** A section run alone (`memory`, `search` …): replaces just that section of the report, keeping the rest. */
function replaceSection(heading: string, section: string, options: { echo: boolean }): void {
  let doc = "# Benchmarks\n\nGenerated by `npm run bench` (scripts/bench.ts); rerun it rather than editing this file.\n";
  if (fs.existsSync(OUTPUT)) doc = fs.readFileSync(OUTPUT, "utf8");
  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeReport(withSection(doc, heading, section));
  console.log(
    `\n${options.echo ? `${section}\n` : ""}Wrote the "${heading.replace(/^## /, "")}" section of ${path.relative(process.cwd(), OUTPUT)}`,
  );
}

/** `--print-only`: measure print validation and replace just its section of the report. */
async function printOnly() {
  const section = await printSection();
  replaceSection(PRINT_SECTION_HEADING, section, { echo: false });
}

// ---------------------------------------------------------------- memory

async function memorySection(): Promise<string> {
  const targets: MemoryTarget[] = [{ engine: "pglite" }];
  const skipped: string[] = [];
  if (DATABASE_URL) targets.push({ engine: "postgres", databaseUrl: DATABASE_URL });
  else skipped.push("PostgreSQL (set DATABASE_URL to a throwaway database)");
  log(`Memory: the server idle and under 10 parallel print uploads (${targets.map((t) => t.engine).join(", ")})…`);
  fs.mkdirSync(path.join(REPO, DATA_DIR), { recursive: true });
  const commit = git(["rev-parse", "--short", "HEAD"]);
  const dirty = Boolean(
    git(["status", "--porcelain", "--", "app", "server.mjs", "instrumentation.server.mjs", "package.json", "scripts/bench"]),
  );
  const cpus = os.cpus();
  const rows = await benchMemory(REPO, path.join(REPO, DATA_DIR), MEMORY_PORT, targets, (message) => console.log(`  ${message}`));
  const section = memorySectionMarkdown(
    rows,
    {
      date: new Date(),
      commit: commit && `${commit}${dirty ? " (with uncommitted changes)" : ""}`,
      machine: `${cpus[0]?.model.trim() ?? "unknown CPU"} × ${cpus.length}, ${fmt(os.totalmem() / 1024 ** 3)} GiB RAM, Node ${process.version}; load average ${os
        .loadavg()
        .map((l) => fmt(l, 2))
        .join(" / ")} at the end`,
      skipped,
    },
    MEMORY_FINDINGS,
  );
  console.log(
    `\n${section
      .split("\n")
      .filter((line) => line.startsWith("|"))
      .join("\n")}`,
  );
  return section;
}

/** `memory`: build (unless --no-build), measure memory and replace just its section of the report. */
async function memoryOnly() {
  await buildUnlessSkipped();
  const section = await memorySection();
  replaceSection(MEMORY_SECTION_HEADING, section, { echo: false });
}

// ---------------------------------------------------------------- search

const SEARCH_SECTION_HEADING = "## Search";

/**
 * A section measured by a script of its own on the seeded catalogue (in its own process: PGlite admits one), given
 * the report so the other database's last figures stay in the section.
 */
async function scriptSection(script: string, name: string, env: Record<string, string> = {}): Promise<string> {
  const file = path.join(REPO, DATA_DIR, `${name}-section.md`);
  fs.rmSync(file, { force: true });
  await run(path.join(BIN, "tsx"), [script, file, OUTPUT], {
    cwd: REPO,
    env: { ...process.env, DATA_DIR, ...env },
    prefix: `  ${name} │ `,
  });
  return fs.readFileSync(file, "utf8");
}

/** Search and type-ahead timings, uncached, for a table of queries (scripts/bench/search.ts). */
async function searchSection(): Promise<string> {
  log("Search: search and type-ahead, uncached, for a table of queries…");
  return scriptSection("scripts/bench/search.ts", "search", { CATALOGUE_CACHE_SECONDS: "0" });
}

/** `search`: seed if need be, measure search and replace just its section of the report. */
async function searchOnly() {
  await ensureSeeded();
  const section = await searchSection();
  replaceSection(SEARCH_SECTION_HEADING, section, { echo: false });
}

// ---------------------------------------------------------------- search relevance

const RELEVANCE_SECTION_HEADING = "## Search relevance";

/** The judged queries scored on the seeded catalogue (scripts/bench/relevance.ts). */
async function relevanceSection(): Promise<string> {
  log("Search relevance: the judged queries through search…");
  return scriptSection("scripts/bench/relevance.ts", "relevance");
}

/** `relevance`: seed if need be, score the judged queries and replace just their section of the report. */
async function relevanceOnly() {
  await ensureSeeded();
  const section = await relevanceSection();
  replaceSection(RELEVANCE_SECTION_HEADING, section, { echo: false });
}

// ---------------------------------------------------------------- scaling

/** Requests per second and latency of one worker and of two, on PostgreSQL (scripts/bench/scaling.ts). */
async function scalingSection(databaseUrl: string): Promise<string> {
  log("Scaling: the server with one worker, then two, under the same browsing mix (PostgreSQL)…");
  const loadAtStart = os.loadavg()[0] ?? 0;
  const loadBefore = os
    .loadavg()
    .map((l) => fmt(l, 2))
    .join(" / ");
  fs.mkdirSync(path.join(REPO, DATA_DIR), { recursive: true });
  const result = await benchScaling({
    repo: REPO,
    dataDir: path.join(REPO, DATA_DIR),
    databaseUrl,
    port: SCALING_PORT,
    connections: CONNECTIONS,
    duration: DURATION,
    warmup: WARMUP,
    log: (message) => console.log(`  ${message}`),
  });
  const cpus = os.cpus();
  const commit = git(["rev-parse", "--short", "HEAD"]);
  return scalingSectionMarkdown(result, {
    date: new Date(),
    commit,
    machine: `${cpus[0]?.model.trim() ?? "unknown CPU"} × ${cpus.length}, ${fmt(os.totalmem() / 1024 ** 3)} GiB RAM, Node ${process.version}`,
    loadBefore,
    busy: { load: loadAtStart, cores: cpus.length },
    connections: CONNECTIONS,
    duration: DURATION,
  });
}

/** `scaling`: build (unless --no-build), measure one worker against two and replace just that section. */
async function scalingOnly() {
  if (!DATABASE_URL) throw new Error("The scaling section needs DATABASE_URL: a throwaway PostgreSQL database (it seeds one when empty)");
  await buildUnlessSkipped();
  const section = await scalingSection(DATABASE_URL);
  replaceSection(SCALING_SECTION_HEADING, section, { echo: true });
}

// ---------------------------------------------------------------- concurrency

/** The performance issue's load targets on PostgreSQL (scripts/bench/concurrency.ts). */
async function concurrencySection(databaseUrl: string): Promise<string> {
  log("Concurrency: an open loop of 100 req/s and a closed loop of 200 connections, mixed browsing (PostgreSQL)…");
  fs.mkdirSync(path.join(REPO, DATA_DIR), { recursive: true });
  const options: ConcurrencyOptions = {
    repo: REPO,
    dataDir: path.join(REPO, DATA_DIR),
    databaseUrl,
    port: CONCURRENCY_PORT,
    rate: 100,
    openConnections: 50,
    openSeconds: CONCURRENCY_SECONDS,
    closedConnections: 200,
    closedSeconds: CONCURRENCY_CLOSED_SECONDS,
    warmup: WARMUP,
    // The default pool, written out so the report states it.
    poolSize: 10,
    cartChangesPerMinute: 100_000,
    devices: 20,
    log: (message) => console.log(`  ${message}`),
  };
  const result = await benchConcurrency(options);
  const cpus = os.cpus();
  const commit = git(["rev-parse", "--short", "HEAD"]);
  const dirty = Boolean(git(["status", "--porcelain", "--", "app", "server.mjs", "package.json", "scripts/bench"]));
  const targets = concurrencyTargets(result);
  for (const t of targets) console.log(`  ${t.pass ? "PASS" : "FAIL"} ${t.text}`);
  return concurrencySectionMarkdown(result, options, {
    date: new Date(),
    commit: commit && `${commit}${dirty ? " (with uncommitted changes)" : ""}`,
    machine: `${cpus[0]?.model.trim() ?? "unknown CPU"} × ${cpus.length}, ${fmt(os.totalmem() / 1024 ** 3)} GiB RAM, Node ${process.version}`,
  });
}

/** `concurrency`: build (unless --no-build), measure the open and closed loops and replace just that section. */
async function concurrencyOnly() {
  if (!DATABASE_URL)
    throw new Error(
      "The concurrency section needs DATABASE_URL: a throwaway PostgreSQL database (the server seeds the demo catalogue into an empty one; the bench adds carts to it)",
    );
  await buildUnlessSkipped();
  const section = await concurrencySection(DATABASE_URL);
  replaceSection(CONCURRENCY_SECTION_HEADING, section, { echo: true });
}

// ---------------------------------------------------------------- lighthouse

/** Lighthouse on a server of its own (scripts/bench/lighthouse.ts); needs the build. */
async function lighthouseSection(): Promise<string> {
  log("Lighthouse: mobile preset, 3 runs per page, on a fresh demo catalogue…");
  const commit = git(["rev-parse", "--short", "HEAD"]);
  const dirty = Boolean(git(["status", "--porcelain", "--", "app", "vite.config.ts", "tailwind.config.ts", "package.json"]));
  const cpus = os.cpus();
  // Settled, as before each page: the build just before is the bench's own work, not a busy machine.
  const loadAtStart = [await settledLoad(cpus.length), ...os.loadavg().slice(1)];
  const rows = await benchLighthouse({
    repo: REPO,
    workDir: path.join(REPO, DATA_DIR),
    port: LIGHTHOUSE_PORT,
    log: (message) => console.log(`  ${message}`),
    cpuSlowdown: LIGHTHOUSE_CPU_SLOWDOWN,
  });
  return lighthouseSectionMarkdown(rows, {
    date: new Date(),
    commit: commit && `${commit}${dirty ? " (with uncommitted changes)" : ""}`,
    machine: `${cpus[0]?.model.trim() ?? "unknown CPU"} × ${cpus.length}, Node ${process.version}`,
    cores: cpus.length,
    chromium: chromiumVersion(),
    loadAtStart,
    // Settled, as before each page: what is left of Lighthouse's own load after its last run is not a busy machine.
    loadAtEnd: [await settledLoad(cpus.length), ...os.loadavg().slice(1)],
    cpuSlowdown: LIGHTHOUSE_CPU_SLOWDOWN,
  });
}

/** `lighthouse`: build (unless --no-build), run Lighthouse and replace just its section of the report. */
async function lighthouseOnly() {
  await buildUnlessSkipped();
  const section = await lighthouseSection();
  replaceSection(LIGHTHOUSE_SECTION_HEADING, section, { echo: false });
}

// ---------------------------------------------------------------- main

async function main() {
  const startedAt = new Date();
  const cpus = os.cpus();
  const machine = {
    cpu: `${cpus[0]?.model.trim() ?? "unknown CPU"} × ${cpus.length}`,
    memory: `${fmt(os.totalmem() / 1024 ** 3)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    load: os
      .loadavg()
      .map((l) => fmt(l, 2))
      .join(" / "),
  };
  const commit = git(["rev-parse", "--short", "HEAD"]);
  const dirty = Boolean(git(["status", "--porcelain", "--", "app", "vite.config.ts", "package.json"]));

  // 1. Build
  if (opts["no-build"]) log("Skipping the build (--no-build)");
  await buildUnlessSkipped();

  // 2. Seed
  const seed = await ensureSeeded();
  // Search runs in-process on the database, so before the servers open it (PGlite is single-process).
  const previousReport = fs.existsSync(OUTPUT) ? fs.readFileSync(OUTPUT, "utf8") : "";
  /** With `pages`, a section is the one last measured instead of a new measurement. */
  const measured = (heading: string, measure: () => Promise<string>) =>
    PAGES_ONLY ? Promise.resolve(sectionOf(previousReport, heading) ?? "") : measure();
  const searchMd = await measured(SEARCH_SECTION_HEADING, searchSection);
  const relevanceMd = await measured(RELEVANCE_SECTION_HEADING, relevanceSection);

  // 7a. The bare Remix app, built before any server runs
  log("Building the bare Remix page…");
  bareDir = await createBareApp(REPO);
  await run(path.join(BIN, "remix"), ["vite:build"], {
    cwd: bareDir,
    env: { ...process.env, NODE_ENV: "production" },
    prefix: "  bare build │ ",
  });

  // 3. Serve both (an idle server costs nothing; measuring them back to back keeps the ratio fair)
  log("Starting the servers…");
  // Every load-test request comes from one address without cookies: the per-client limits
  // (docs/decisions/013-rate-limits.md) are off so the bench measures pages, not 429s or one hot counter.
  const unlimited = { SEARCHES_PER_MINUTE: "0", CART_CHANGES_PER_MINUTE: "0" };
  const app = await serve(REPO, APP_PORT, { DATA_DIR, ...unlimited }, "nukkad");
  const bare = await serve(bareDir, BARE_PORT, {}, "bare");
  const base = `http://${HOST}:${APP_PORT}`;
  const bareUrl = `http://${HOST}:${BARE_PORT}/`;
  /** Let both servers finish what a load run left queued before measuring anything else. */
  const settle = async (what: string) => {
    const waited = await waitIdle([app.child.pid!, bare.child.pid!]);
    if (waited === undefined) console.warn(`  ! the servers were still busy 180 s after ${what}`);
    else if (waited > 1_500) console.log(`  (waited ${fmt(waited / 1000)} s for the servers to finish requests left from ${what})`);
    if (waited === undefined || waited > 1_500) drained.push({ after: what, seconds: waited === undefined ? undefined : waited / 1000 });
  };
  const drained: Array<{ after: string; seconds: number | undefined }> = [];

  // 4. Pick the URLs from the running app
  log("Picking URLs…");
  const firstLoad = performance.now();
  const homeHtml = await getOk(`${base}/`);
  const firstLoadMs = performance.now() - firstLoad;
  console.log(`  first / (opens the database) took ${fmt(firstLoadMs, 0)} ms`);
  const categoriesHtml = await getOk(`${base}/categories`);
  const listPath = firstLink(categoriesHtml, "/cn/") ?? firstLink(homeHtml, "/cn/");
  if (!listPath) throw new Error("Found no /cn/… link on /categories or /");
  const listHtml = await getOk(base + listPath);
  const productPath = firstLink(listHtml, "/prn/");
  if (!productPath) throw new Error(`Found no /prn/… link on ${listPath}`);
  const productHtml = await getOk(base + productPath);
  console.log(`  list ${listPath}\n  product ${productPath}`);

  const pages = [
    { label: "Home page", path: "/", routeId: ROUTES.home, html: homeHtml },
    { label: "Product list", path: listPath, routeId: ROUTES.list, html: listHtml },
    { label: "Product page", path: productPath, routeId: ROUTES.product, html: productHtml },
  ];

  // Spot checks: other catalogue queries a 100k catalogue could make slow
  const spots: Array<{ label: string; url: string }> = [];
  const maxPage = Math.max(0, ...[...listHtml.matchAll(/[?&](?:amp;)?page=(\d+)/g)].map((m) => Number(m[1])));
  spots.push({ label: "List, sorted by price", url: `${listPath}?sort=price_asc` });
  spots.push({ label: "List, sorted by discount", url: `${listPath}?sort=discount` });
  if (maxPage > 1) spots.push({ label: `List, page ${maxPage} (last linked)`, url: `${listPath}?page=${maxPage}` });
  spots.push({ label: "List, page 500 (deepest allowed)", url: `${listPath}?page=500` });
  const searchWord = productPath.split("/")[2]?.split("-")[0] || "atta";
  spots.push({ label: `Search "${searchWord}"`, url: `/s/?q=${encodeURIComponent(searchWord)}` });
  spots.push({ label: "Search, no match", url: `/s/?q=zzqxv` });
  const brandPath = firstLink(productHtml, "/brand/") ?? firstLink(homeHtml, "/brand/");
  if (brandPath) spots.push({ label: "Brand page", url: brandPath });
  spots.push({ label: "All categories", url: "/categories" });
  spots.push({ label: "Sitemap index", url: "/sitemap.xml" });
  const sitemapXml = (await get(`${base}/sitemap.xml`)).body;
  const childSitemaps = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((m) =>
    m[1] === undefined ? [] : [new URL(decodeEntities(m[1])).pathname],
  );
  const productSitemap = childSitemaps.find((p) => /product/i.test(p)) ?? childSitemaps[0];
  if (productSitemap) spots.push({ label: "Child sitemap", url: productSitemap });

  // 5. Warm up, then single-request timings, then load
  log(`Warming up (${WARMUP} s of load per URL)…`);
  for (const url of [...pages.map((p) => base + p.path), bareUrl]) {
    if (WARMUP > 0) await load(url, WARMUP);
    await settle(`the warm-up of ${url}`);
  }

  log("Single-request timings (median of 5, sequential)…");
  const singles: Single[] = [];
  for (const p of pages) singles.push(await single(p.label, base + p.path, p.path));
  singles.push(await single("Bare Remix page", bareUrl, "/ (bare app)"));
  for (const s of spots) singles.push(await single(s.label, base + s.url, s.url));
  for (const s of singles) {
    console.log(`  ${s.status} ${fmt(s.medianMs)} ms (max ${fmt(s.maxMs)})  ${s.label}  ${s.url}`);
  }

  log(`Load: ${CONNECTIONS} connections × ${DURATION} s per URL…`);
  const loads = new Map<string, Load>();
  const personal = { Cookie: PERSONAL_COOKIE };
  // Home, list and bare back to back: their ratios are the throughput targets. The rendered runs show what
  // the shared page cache saves (and what a shopper with a cart or a login costs).
  for (const [key, url, headers] of [
    ["Home page", base + "/", {}],
    ["Product list", base + listPath, {}],
    ["bare", bareUrl, {}],
    ["Product page", base + productPath, {}],
    ["Home page, rendered", base + "/", personal],
    ["Product list, rendered", base + listPath, personal],
    ["Product page, rendered", base + productPath, personal],
  ] as const) {
    await settle("the previous run");
    const result = await load(url, DURATION, headers);
    loads.set(key, result);
    console.log(
      `  ${key}: ${fmt(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
  }
  await settle(`the last run`);
  const bareHtml = await getOk(bareUrl);

  log("Stopping the servers…");
  await stop(app);
  await stop(bare);

  // 6. JavaScript per route
  const { manifest, file: manifestFile } = readManifest(REPO);
  const { manifest: bareManifest } = readManifest(bareDir);
  const results: PageResult[] = pages.map((p) => {
    const js = routeJs(REPO, manifest, p.routeId);
    return {
      label: p.label,
      path: p.path,
      routeId: p.routeId,
      load: loads.get(p.label)!,
      htmlBytes: Buffer.byteLength(p.html),
      htmlGzip: zlib.gzipSync(p.html).length,
      jsBytes: js.totalBytes,
      htmlJsBytes: sumGzip(clientDir(REPO), jsReferencedByHtml(p.html)),
      frameworkBytes: js.frameworkBytes,
    };
  });
  const bareJs = routeJs(bareDir, bareManifest, "routes/_index");
  const bareResult: PageResult = {
    label: "Bare Remix page",
    path: "/ (temporary app)",
    routeId: "routes/_index",
    load: loads.get("bare")!,
    htmlBytes: Buffer.byteLength(bareHtml),
    htmlGzip: zlib.gzipSync(bareHtml).length,
    jsBytes: bareJs.totalBytes,
    htmlJsBytes: sumGzip(clientDir(bareDir), jsReferencedByHtml(bareHtml)),
    frameworkBytes: bareJs.frameworkBytes,
  };
  removeBareApp(bareDir);
  bareDir = undefined;

  // 7b–7e. The sections on servers of their own, with the page servers gone; a failure in one is written
  // into its section and must not cost the figures above or the other sections.
  const printMd = await measured(PRINT_SECTION_HEADING, () => sectionOrFailure("print validation", PRINT_SECTION_HEADING, printSection));
  const memoryMd = await measured(MEMORY_SECTION_HEADING, () =>
    sectionOrFailure("memory measurement", MEMORY_SECTION_HEADING, memorySection),
  );
  // Scaling from one worker to two and the concurrency targets: PostgreSQL only.
  const scalingMd =
    DATABASE_URL && !PAGES_ONLY
      ? await sectionOrFailure("scaling measurement", SCALING_SECTION_HEADING, () => scalingSection(DATABASE_URL))
      : undefined;
  const concurrencyMd =
    DATABASE_URL && !PAGES_ONLY
      ? await sectionOrFailure("concurrency measurement", CONCURRENCY_SECTION_HEADING, () => concurrencySection(DATABASE_URL))
      : undefined;
  const lighthouseMd = await measured(LIGHTHOUSE_SECTION_HEADING, () =>
    sectionOrFailure("Lighthouse", LIGHTHOUSE_SECTION_HEADING, lighthouseSection),
  );

  // 8. Report
  const framework = routeJs(REPO, manifest, ROUTES.home).frameworkBytes;
  const list = results.find((r) => r.label === "Product list");
  if (!list) throw new Error("No product list result to compare with the bare page");
  const ratio = list.load.rps / bareResult.load.rps;
  const home = results.find((r) => r.label === "Home page");
  if (!home) throw new Error("No home page result to compare with the bare page");
  const homeRatio = home.load.rps / bareResult.load.rps;
  const targets = [
    ...results.map((r) => ({
      pass: kib(r.jsBytes) <= JS_BUDGET_KIB,
      text: `JavaScript on the ${r.label.toLowerCase()} ≤ ${JS_BUDGET_KIB} KiB gzip: ${fmt(kib(r.jsBytes))} KiB`,
    })),
    {
      pass: ratio >= LIST_VS_BARE_MIN,
      text: `Product list throughput ≥ ${LIST_VS_BARE_MIN * 100}% of the bare Remix page: ${fmt(list.load.rps)} ÷ ${fmt(bareResult.load.rps)} req/s = ${fmt(ratio * 100)}%`,
    },
    {
      pass: homeRatio >= HOME_VS_BARE_MIN,
      text: `Home page throughput ≥ ${HOME_VS_BARE_MIN * 100}% of the bare Remix page: ${fmt(home.load.rps)} ÷ ${fmt(bareResult.load.rps)} req/s = ${fmt(homeRatio * 100)}%`,
    },
    // A shopper with a cart or a login: rendered every time (docs/decisions/046-rendered-pages.md).
    ...results.flatMap((r) => {
      const rendered = loads.get(`${r.label}, rendered`);
      const min = RENDERED_VS_BARE_MIN[r.label];
      if (!rendered || min === undefined) return [];
      const share = rendered.rps / bareResult.load.rps;
      return [
        {
          pass: share >= min,
          text: `${r.label}, rendered for every request, throughput ≥ ${min * 100}% of the bare Remix page: ${fmt(rendered.rps)} ÷ ${fmt(bareResult.load.rps)} req/s = ${fmt(share * 100)}%`,
        },
      ];
    }),
  ];
  const renderedLines = results
    .map((r) => ({ r, rendered: loads.get(`${r.label}, rendered`) }))
    .filter((x): x is { r: PageResult; rendered: Load } => x.rendered !== undefined)
    .map(
      ({ r, rendered }) =>
        `- ${r.label}, rendered for every request (a cookie outside the anonymous choices: a shopper with a cart or a login): ${fmt(rendered.rps)} req/s, p50 ${rendered.p50} ms, p99 ${rendered.p99} ms, ${fmt((rendered.rps / bareResult.load.rps) * 100)}% of the bare page.`,
    )
    .join("\n");
  const failedLoads = [...results, bareResult].filter((r) => r.load.non2xx > 0 || r.load.errors > 0 || r.load.timeouts > 0);

  const header = "| Page | URL | req/s | p50 ms | p99 ms | non-2xx | HTML bytes (raw / gzip) | JS KiB gzip |";
  const rule = "|---|---|--:|--:|--:|--:|--:|--:|";
  const row = (r: PageResult) =>
    `| ${r.label} | \`${r.path}\` | ${fmt(r.load.rps)} | ${r.load.completed ? r.load.p50 : "—"} | ${r.load.completed ? r.load.p99 : "—"} | ${r.load.non2xx} | ${int(r.htmlBytes)} / ${int(r.htmlGzip)} | ${fmt(kib(r.jsBytes))} |`;
  const table = [header, rule, ...results.map(row), row(bareResult)].join("\n");
  const targetLines = targets.map((t) => `- **${t.pass ? "PASS" : "FAIL"}** ${t.text}`).join("\n");

  const jsMismatch = [...results, bareResult].filter((r) => Math.abs(r.htmlJsBytes - r.jsBytes) > 512);
  const engineText = DATABASE_URL
    ? `PostgreSQL server (DATABASE_URL, host ${(() => {
        try {
          return new URL(DATABASE_URL).hostname;
        } catch {
          return "?";
        }
      })()})`
    : `PGlite, embedded (WASM), data in \`${DATA_DIR}/\``;

  const slow = singles.filter((s) => s.medianMs > SLOW_MS || s.status >= 500);
  const md = `# Benchmarks

Generated by \`npm run bench\` (scripts/bench.ts); rerun it rather than editing this file.

## Run

- Date: ${startedAt.toISOString().replace("T", " ").slice(0, 16)} UTC
- Commit: ${commit ?? "unknown"}${dirty ? " (with uncommitted changes in app/)" : ""}
- Machine: ${machine.cpu}, ${machine.memory} RAM, ${machine.os}, Node ${machine.node}; load average at start ${machine.load}
- Engine: ${engineText}
- Catalogue: ${int(seed.products)} products (\`--products ${PRODUCTS}\`; ${seed.reused ? `reused the catalogue seeded ${seed.seededAt.slice(0, 16).replace("T", " ")}, which took ${fmt(seed.seconds)} s` : `seeded in ${fmt(seed.seconds)} s`})
- First request after the server started (opens the database, renders /): ${fmt(firstLoadMs, 0)} ms
- Load: autocannon, ${CONNECTIONS} connections, ${DURATION} s per URL after ${WARMUP} s of warm-up; production build served by \`server.mjs\` as \`npm start\` runs it (one Node process; the bare Remix baseline by \`remix-serve\`) with the shared page cache at its default (\`PAGE_CACHE_SECONDS\` 10, docs/decisions/024-shared-page-cache.md): autocannon sends no cookies, so the home, list and product rows are anonymous visitors served from it, and the "rendered" lines below the table the same pages rendered every time. Autocannon sends no Accept-Encoding, so load-test responses are uncompressed.
- JavaScript: from the build manifest (\`build/client/build/${path.basename(manifestFile)}\`): entry + root + route modules and their imports, deduplicated, each gzipped at level 9. HTML gzip: node:zlib default level.

The machine is shared and noisy (${cpus.length} cores, and autocannon runs on the same machine as the server), so absolute req/s move from run to run: compare ratios, such as the product list against the bare Remix page measured right after it.

## Results

${table}

${renderedLines}
- Framework baseline (entry module and its imports: React, React DOM, Remix, and in Nukkad the root's own code, which vite.config.ts puts in the same file): ${fmt(kib(framework))} KiB gzip in Nukkad, ${fmt(kib(bareResult.frameworkBytes))} KiB in the bare app, which ships ${fmt(kib(bareResult.jsBytes))} KiB in all.
${results.map((r) => `- ${r.label}: ${fmt(kib(r.jsBytes - r.frameworkBytes))} KiB of app JavaScript on top of the framework (\`${r.routeId}\`).`).join("\n")}
${jsMismatch.length ? jsMismatch.map((r) => `- Note: the ${r.label.toLowerCase()}'s HTML names ${fmt(kib(r.htmlJsBytes))} KiB gzip of /build JavaScript, not ${fmt(kib(r.jsBytes))} KiB as the manifest sum says.`).join("\n") + "\n" : ""}${[
    ...results,
    bareResult,
  ]
    .filter((r) => r.load.completed < CONNECTIONS)
    .map(
      (r) =>
        `- Warning: ${r.label}: only ${r.load.completed} requests completed in ${DURATION} s with ${CONNECTIONS} connections${r.load.completed ? "; the percentiles cover those only" : ", so there are no latency figures"} (single-request time: ${fmt(singles.find((s) => s.label === r.label)?.medianMs ?? NaN, 0)} ms).`,
    )
    .join(
      "\n",
    )}${results.some((r) => r.load.completed < CONNECTIONS) ? "\n" : ""}${drained.length ? drained.map((d) => `- The servers needed ${d.seconds === undefined ? "more than 180" : fmt(d.seconds)} s after ${d.after} to finish the requests still queued; every run starts only once both are idle.`).join("\n") + "\n" : ""}${failedLoads.length ? failedLoads.map((r) => `- Warning: ${r.label}: ${r.load.non2xx} non-2xx, ${r.load.errors} errors, ${r.load.timeouts} timeouts under load.`).join("\n") + "\n" : ""}
## Targets

${targetLines}

## Single requests

One shopper at a time, after the warm-up: median and slowest of five sequential requests. Medians above ${SLOW_MS} ms are marked ⚠.

| Request | URL | Status | Bytes | median ms | max ms |
|---|---|--:|--:|--:|--:|
${singles.map((s) => `| ${s.label} | \`${s.url}\` | ${s.status} | ${int(s.bytes)} | ${fmt(s.medianMs)}${s.medianMs > SLOW_MS ? " ⚠" : ""} | ${fmt(s.maxMs)} |`).join("\n")}
${slow.length ? `\nSlow or failing: ${slow.map((s) => `\`${s.url}\` (${s.status}, ${fmt(s.medianMs, 0)} ms)`).join(", ")}.\n` : ""}
${printMd}
${memoryMd}
${lighthouseMd}
## How to run

\`\`\`sh
npm run bench                                  # build, seed 100000 products, measure, write this file
npm run bench -- --no-build --duration 20      # reuse the build, longer runs
npm run bench -- --products 20000 --connections 20 --output /tmp/bench.md
DATABASE_URL=postgres://user:pass@localhost/nukkad_bench npm run bench   # PostgreSQL instead of PGlite
npm run bench -- --print-only                  # only the print validation section, no build or servers
npm run bench -- memory                        # only the memory section (PGlite; PostgreSQL too with DATABASE_URL)
npm run bench -- search                        # only the search section (seeds if need be)
npm run bench -- relevance                     # only the search relevance section (seeds if need be)
DATABASE_URL=postgres://postgres@localhost/nukkad_bench_scaling npm run bench -- scaling   # one worker against two
DATABASE_URL=postgres://postgres@localhost/nukkad_bench_conc npm run bench -- concurrency   # 100 req/s open loop, 200 connections closed loop
npm run bench -- lighthouse                    # only the Lighthouse section (builds; its own server and demo catalogue)
npm run bench -- pages                         # only the page runs (cached and rendered); the other sections stay
DATABASE_URL=postgres://postgres@localhost/nukkad_bench_mem npm run bench -- memory --no-build --memory-port 3305
\`\`\`

Options: \`--products N\` (100000), \`--connections N\` (10), \`--duration S\` (10), \`--warmup S\` (3), \`--no-build\`, \`--reseed\`, \`--output FILE\` (docs/benchmarks.md), \`--print-only\`, \`--memory-port N\` (3202), \`--lighthouse-port N\` (3203), \`--lighthouse-cpu-slowdown N\` (4), \`--scaling-port N\` (3320), \`--concurrency-port N\` (3330), \`--concurrency-seconds S\` (60), \`--concurrency-closed-seconds S\` (30), and the words \`memory\`, \`search\`, \`relevance\`, \`lighthouse\`, \`scaling\` and \`concurrency\` to run only that section (the last two need \`DATABASE_URL\`), or \`pages\` for only the page runs.

- The catalogue goes into \`${DATA_DIR}/\` (git-ignored) and is reused while the product count and the seed code are unchanged; \`--reseed\` forces a fresh one. Server logs land in \`${DATA_DIR}/*-server.log\`.
- With \`DATABASE_URL\` the seed and the server use that PostgreSQL database instead; the seed **replaces its catalogue and empties its carts**, so use a throwaway database.
- The memory section starts its own servers on a fresh \`${DATA_DIR}/memory-*\` data directory (deleted afterwards; logs in \`${DATA_DIR}/memory-*-server*.log\`); with \`DATABASE_URL\` it also measures that PostgreSQL database, which it seeds when empty and leaves a test shopper and their print files in: use a throwaway one.
- Ports ${APP_PORT} (Nukkad), ${BARE_PORT} (bare Remix page), ${MEMORY_PORT} (memory section, \`--memory-port\`), ${LIGHTHOUSE_PORT} and ${LIGHTHOUSE_PORT + 1} (Lighthouse's server and Chromium, \`--lighthouse-port\`) must be free. The bare app is built in a temporary directory (\`$TMPDIR/nukkad-bare-<pid>\`) with the repository's node_modules and the same future flags, and deleted afterwards.
`;

  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
  // Sections measured by hand, not by this script, survive a full run.
  const previous = fs.existsSync(OUTPUT) ? fs.readFileSync(OUTPUT, "utf8") : "";
  let report = withSection(md, SEARCH_SECTION_HEADING, searchMd);
  report = withSection(report, RELEVANCE_SECTION_HEADING, relevanceMd);
  // Without DATABASE_URL the scaling section cannot be measured: the last one measured stays.
  const scaling = scalingMd ?? sectionOf(previous, SCALING_SECTION_HEADING);
  if (scaling) report = withSection(report, SCALING_SECTION_HEADING, scaling);
  const concurrency = concurrencyMd ?? sectionOf(previous, CONCURRENCY_SECTION_HEADING);
  if (concurrency) report = withSection(report, CONCURRENCY_SECTION_HEADING, concurrency);
  for (const heading of HAND_MEASURED_SECTIONS) {
    const kept = sectionOf(previous, heading);
    if (kept) report = withSection(report, heading, kept);
  }
  writeReport(report);

  console.log(`\n${table}\n\n${targetLines.replace(/\*\*/g, "")}\n\nWrote ${path.relative(process.cwd(), OUTPUT)}`);
}

try {
  await (opts["print-only"]
    ? printOnly()
    : MEMORY_ONLY
      ? memoryOnly()
      : SEARCH_ONLY
        ? searchOnly()
        : RELEVANCE_ONLY
          ? relevanceOnly()
          : SCALING_ONLY
            ? scalingOnly()
            : LIGHTHOUSE_ONLY
              ? lighthouseOnly()
              : CONCURRENCY_ONLY
                ? concurrencyOnly()
                : main());
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
