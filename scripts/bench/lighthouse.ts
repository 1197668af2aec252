/**
 * The Lighthouse section of `npm run bench`: Lighthouse's performance category, mobile preset (its default
 * config: a Moto G Power-sized screen, simulated 4× CPU slowdown, 150 ms round trips, 1.6 Mbps), on the
 * pages a shopper's first load lands on — home, a listing and a product with generated pack shots, a listing
 * and a product with stored photos, search "milk", the print landing, the cart, checkout and an order's
 * tracking page — three runs each, the median reported.
 *
 * A figure counts only if someone else can reproduce it (issue "Speed that survives an outside
 * measurement"), so the section also records, in the same run:
 * - a **calibration row**: a bare Remix + React 18 page (scripts/bench/bare-app.ts, built from the same
 *   node_modules and served by remix-serve), measured first and last. It has almost nothing to do, so a
 *   low score there is the machine, not the store;
 * - each anonymous page **twice**: as a new shopper's first visit (no cookie at all: the location prompt
 *   shows) and with the prompt answered (its "Not now" cookie, as the end-to-end shoppers have it);
 * - Chromium's and Lighthouse's versions, Lighthouse's benchmarkIndex (its measure of this machine's CPU)
 *   per page, and the load average at the start, at each page's start and at the end, each read once the
 *   bench's own load has settled (settledLoad);
 * - a verdict: PASS only when every page scores at least 95, the calibration at least 98, and the load
 *   average stayed at or below the core count; otherwise it says which of these failed, and a busy machine
 *   is "not a result", whatever the scores.
 *
 * It starts its own production server on a fresh data directory (the demo catalogue, seeded by the server
 * on start, as the end-to-end tests run it). Cart, checkout and tracking belong to a shopper: one logs in
 * through the demo outbox in a Playwright-driven Chromium the way e2e/helpers.ts does, places a
 * cash-on-delivery order, and fills the cart again; their cookies then go to Lighthouse as an extra
 * Cookie header.
 *
 * Lighthouse drives a headless Chromium of its own over the DevTools protocol (CHROME_PATH, else
 * Debian's /usr/bin/chromium); simulated throttling is computed from a real trace, so CPU contention on a
 * shared machine still moves the figures. Every run's full report is kept in
 * `<workDir>/lighthouse-reports/` (git-ignored with the rest of the bench's data directory).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import lighthouse from "lighthouse";
import { spawnSync } from "node:child_process";
import { createBareApp, removeBareApp } from "./bare-app";
import { lighthouseVerdict, type Visit } from "./lighthouse-verdict";
import { portIsFree, start, startProductionServer, stop, type Tracked } from "./processes";
import { median } from "./stats";
import { withSetCookies } from "./cookie-header";
import { CHROMIUM_ARGS } from "../find-chromium.mjs";
import { logInWithAddress } from "../demo-shopper";

export const LIGHTHOUSE_SECTION_HEADING = "## Lighthouse";

const RUNS = 3;

/** The first-visit prompt's "Not now" cookie, the store's own unsigned value (as playwright.config.ts sets it). */
const PROMPT_DISMISSED = "nk_location_prompt=MQ%3D%3D";
/** Milk at the default store: the listing the end-to-end journeys use (e2e/helpers.ts). */
const MILK_LISTING = "/cn/dairy-bread-and-eggs/cid/2/141";
/**
 * Fresh vegetables and a fruit, whose pictures are stored photos (AVIF and WebP renditions in a <picture>,
 * docs/decisions/018-stored-product-images.md) where milk's are generated pack shots: the pages as they are
 * with real product images. The demo catalogue's, as e2e/product-photos.spec.ts uses them.
 */
const PRODUCE_LISTING = "/cn/vegetables-and-fruits/cid/1/101";
const PHOTO_PRODUCT = "/prn/nukkad-fresh-banana-robusta/prid/100043";

/** One Lighthouse run's figures. */
interface Measured {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Its LCP element, e.g. `img.h-20 <img src="/img/…">`. */
  lcpElement: string;
  /** Warnings Lighthouse raised (e.g. a redirect, or a page that did not settle). */
  warnings: string[];
  /** Lighthouse's measure of this machine's CPU when it ran (higher is faster; a 2020 mid-range phone is ~1000). */
  benchmarkIndex: number;
  lighthouseVersion: string;
  /** The browser's own version string, e.g. "HeadlessChrome/156.0.8078.73". */
  browser: string;
}

/** A page's row: the medians over its runs; the LCP element and warnings of the run with the median score. */
export interface LighthouseRow extends Measured {
  label: string;
  path: string;
  /** Whose visit: a new shopper (no cookie: the location prompt shows), the prompt answered, or a logged-in shopper. */
  visit: Visit;
  /** Performance score, 0–100, of each run. */
  scores: number[];
  /** The 1-minute load average when this page's first run started, once it had settled (settledLoad). */
  loadAtStart: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function chromePath(): string {
  return process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

async function startServer(repo: string, dataDir: string, port: number, logFile: string): Promise<Tracked> {
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is in use: stop whatever listens there or pass --lighthouse-port.`);
  const server = startProductionServer(
    repo,
    port,
    // The embedded database in a fresh directory; the order placed for the tracking page stays where it is while it is measured.
    { DATA_DIR: dataDir, ORDER_SIMULATOR_SECONDS: "0" },
    logFile,
  );
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`The Lighthouse server exited before answering:\n${server.output()}`);
    try {
      // "/" answers once the demo catalogue is seeded.
      const res = await fetch(`http://127.0.0.1:${port}/`);
      await res.arrayBuffer();
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The Lighthouse server did not answer within 180 s:\n${server.output()}`);
    await sleep(500);
  }
  return server;
}

interface Shopper {
  /** The Cookie header of a logged-in shopper with a filled cart and a placed order. */
  cookie: string;
  checkoutPath: string;
  trackingPath: string;
}

async function addFirstMilk(page: Page): Promise<void> {
  await page.goto(MILK_LISTING);
  const add = page
    .getByRole("list", { name: "Milk" })
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .first();
  await add.click();
  await page.getByTestId("cart-button").and(page.locator('[aria-label^="Cart: 1 item"]')).waitFor();
}

/**
 * A shopper as e2e/helpers.ts makes one: logs in with the code the demo outbox holds, saves an address,
 * places a cash-on-delivery order, then puts a product in the cart again for the cart and checkout pages.
 * Without JavaScript, so every step is the plain form post a first load would make.
 */
async function makeShopper(base: string): Promise<Shopper> {
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: base, javaScriptEnabled: false });
    const [name, value] = PROMPT_DISMISSED.split("=") as [string, string];
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    const phone = `98${String(Date.now() % 1e8).padStart(8, "0")}`;
    await logInWithAddress(page, phone);

    await addFirstMilk(page);
    await page.goto("/cart");
    await page.getByTestId("proceed-to-checkout").click();
    await page.waitForURL(/\/checkout\/(address|payment)$/);
    if (page.url().endsWith("/checkout/address")) await page.getByRole("button", { name: "Deliver here" }).first().click();
    await page.waitForURL(/\/checkout\/payment$/);
    await page.getByRole("radio", { name: /Cash on delivery/ }).check();
    await page.getByRole("button", { name: /Place order/ }).click();
    await page.waitForURL(/\/checkout\/success\?order_id=\d+$/);
    const tracking = await page.locator('a[href^="/orders/track/"]').first().getAttribute("href");
    if (!tracking) throw new Error(`No /orders/track/… link on ${page.url()}`);

    // A cart again, and where its checkout starts now that the address is known.
    await addFirstMilk(page);
    await page.goto("/cart");
    await page.getByTestId("proceed-to-checkout").click();
    await page.waitForURL(/\/checkout\/(address|payment)$/);
    const checkoutPath = new URL(page.url()).pathname;

    // The prompt's answer is sent as the anonymous pages send it, whatever the session did with it since.
    const [promptCookie] = PROMPT_DISMISSED.split("=");
    const cookies = (await context.cookies(base)).filter((c) => c.name !== promptCookie);
    return {
      cookie: [...cookies.map((c) => `${c.name}=${c.value}`), PROMPT_DISMISSED].join("; "),
      checkoutPath,
      trackingPath: tracking,
    };
  } finally {
    await browser.close();
  }
}

function firstLink(html: string, prefix: string): string | undefined {
  const m = new RegExp(`href="(${prefix.replace(/\//g, "\\/")}[^"#]*)"`).exec(html);
  return m?.[1]?.replace(/&amp;/g, "&");
}

/**
 * What Lighthouse's own launcher (chrome-launcher) adds and a trace depends on: RenderDocument off, or a
 * navigation swaps the frame mid-trace and the run fails with NO_NAVSTART (lighthouse#16363); and no
 * backgrounding or timer throttling of a page that headless Chromium considers hidden.
 */
const LIGHTHOUSE_CHROMIUM_ARGS = [
  "--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,RenderDocument",
  "--disable-extensions",
  "--disable-backgrounding-occluded-windows",
  "--disable-renderer-backgrounding",
  "--disable-background-timer-throttling",
  "--disable-ipc-flooding-protection",
  "--mute-audio",
  "--password-store=basic",
];

async function launchChromium(port: number, profile: string): Promise<Tracked> {
  const chrome = start(
    chromePath(),
    [
      "--headless=new",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      ...LIGHTHOUSE_CHROMIUM_ARGS,
      "about:blank",
    ],
    { echo: false },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      await res.arrayBuffer();
      if (res.ok) return chrome;
    } catch {
      // not listening yet
    }
    if (chrome.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`Chromium (${chromePath()}) did not open its debugging port:\n${chrome.output()}`);
    await sleep(200);
  }
}

type LhrNode = { nodeLabel?: string; snippet?: string; selector?: string };

/** "img.h-20 — <img src=…>" from the largest-contentful-paint-element audit's first table. */
function lcpElementOf(details: unknown): string {
  const tables = (details as { items?: Array<{ items?: Array<{ node?: LhrNode }> }> } | undefined)?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  if (!node) return "—";
  const snippet = (node.snippet ?? "").replace(/\s+/g, " ");
  return `${node.selector ?? "?"} ${snippet.length > 110 ? `${snippet.slice(0, 107)}…` : snippet}`.trim();
}

/**
 * One Lighthouse run in a Chromium of its own with an empty profile: a first visit, whose only cookies are
 * the ones sent. (Lighthouse keeps cookies between runs in one browser, and cookies an earlier page set then
 * travel with the next page's requests besides the Cookie header given here.)
 */
async function measure(url: string, debuggingPort: number, cookie: string, reportFile: string, cpuSlowdown: number): Promise<Measured> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "nukkad-lighthouse-"));
  const chrome = await launchChromium(debuggingPort, profile);
  try {
    return await measureIn(url, debuggingPort, cookie, reportFile, cpuSlowdown);
  } finally {
    await stop(chrome);
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

async function measureIn(url: string, debuggingPort: number, cookie: string, reportFile: string, cpuSlowdown: number): Promise<Measured> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    // The mobile preset's 4× unless asked otherwise (--lighthouse-cpu-slowdown: what a slower machine would
    // measure); Lighthouse merges it into the preset's throttling, the network's untouched.
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    // No cookie at all for a first visit: an empty Cookie header is still a header.
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // The whole report, to open in the Lighthouse viewer (googlechrome.github.io/lighthouse/viewer) when a figure needs explaining.
  fs.writeFileSync(reportFile, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    lcpElement: lcpElementOf(lhr.audits["largest-contentful-paint-element"]?.details),
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
    browser: lhr.environment.hostUserAgent.match(/(HeadlessChrome|Chrome)\/[\d.]+/)?.[0] ?? lhr.environment.hostUserAgent,
  };
}

/** Lighthouse's mobile preset: simulated 4× CPU slowdown over its default network throttling. */
export const MOBILE_CPU_SLOWDOWN = 4;

/** Attempts per run: a trace that failed to record (Lighthouse's NO_NAVSTART, now and then on a busy machine) is taken again. */
const ATTEMPTS = 3;

async function measureWithRetries(
  url: string,
  debuggingPort: number,
  cookie: string,
  reportFile: string,
  cpuSlowdown: number,
): Promise<Measured> {
  for (let attempt = 1; ; attempt++) {
    try {
      const measured = await measure(url, debuggingPort, cookie, reportFile, cpuSlowdown);
      if (attempt > 1) measured.warnings.push(`taken on attempt ${attempt}: the earlier trace failed to record`);
      return measured;
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`  retrying ${url}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    }
  }
}

export interface LighthouseOptions {
  repo: string;
  /** Parent of the section's own fresh data directory (deleted afterwards) and its server log. */
  workDir: string;
  port: number;
  log: (message: string) => void;
  /** Lighthouse's simulated CPU slowdown (its mobile preset: 4). */
  cpuSlowdown: number;
}

/** The runs of one page, summed up: medians, and the LCP element and warnings of the run with the median score. */
/** How long settledLoad waits at most before measuring anyway (the verdict then says whether the machine was busy). */
const SETTLE_AT_MOST_MS = 120_000;

/**
 * The 1-minute load average once it is at most three quarters of the cores, waiting up to SETTLE_AT_MOST_MS.
 * Lighthouse's own Chromium keeps both cores of a 2-core machine busy while it measures, so the load average
 * right after a page's runs (2–3 here) is the bench's own work, not a sign of a busy machine. Waiting lets
 * that decay (about 30 s from 2.5 to 1.5); another program's load does not, and the verdict then refuses the
 * run (lighthouse-verdict.ts).
 */
export async function settledLoad(cores: number): Promise<number> {
  const deadline = Date.now() + SETTLE_AT_MOST_MS;
  for (;;) {
    const load = os.loadavg()[0] ?? 0;
    if (load <= cores * 0.75 || Date.now() > deadline) return load;
    await sleep(5_000);
  }
}

function rowOf(label: string, pagePath: string, visit: Visit, runs: Measured[], loadAtStart: number): LighthouseRow {
  const byScore = [...runs].sort((a, b) => a.score - b.score);
  const middle = byScore[Math.floor(byScore.length / 2)]!;
  return {
    label,
    path: pagePath,
    visit,
    scores: runs.map((r) => r.score),
    loadAtStart,
    score: median(runs.map((r) => r.score)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    lcpElement: middle.lcpElement,
    warnings: middle.warnings,
    lighthouseVersion: middle.lighthouseVersion,
    browser: middle.browser,
  };
}

/** The bare Remix page, built from the same node_modules and served by remix-serve: the calibration. */
async function startBareApp(repo: string, port: number, workDir: string): Promise<{ server: Tracked; dir: string }> {
  const dir = await createBareApp(repo);
  const built = spawnSync(process.execPath, [path.join(repo, "node_modules/@remix-run/dev/dist/cli.js"), "vite:build"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`Building the bare Remix page failed:\n${built.stdout}\n${built.stderr}`);
  if (!(await portIsFree(port))) throw new Error(`Port ${port} (the calibration page) is in use.`);
  const server = start(process.execPath, [path.join(repo, "node_modules/@remix-run/serve/dist/cli.js"), "build/server/index.js"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" },
    logFile: path.join(workDir, "lighthouse-bare.log"),
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      await res.arrayBuffer();
      if (res.ok) return { server, dir };
    } catch {
      // not listening yet
    }
    if (server.child.exitCode !== null || Date.now() > deadline) throw new Error(`The bare Remix page did not answer:\n${server.output()}`);
    await sleep(250);
  }
}

/** The exact Chromium build (its user agent is reduced to "156.0.0.0"). */
export function chromiumVersion(): string {
  const out = spawnSync(chromePath(), ["--version"], { encoding: "utf8" });
  return (out.stdout || out.stderr || "unknown").trim();
}

export async function benchLighthouse({ repo, workDir, port, log, cpuSlowdown }: LighthouseOptions): Promise<LighthouseRow[]> {
  const dataDir = path.join(workDir, "lighthouse-data");
  const reportDir = path.join(workDir, "lighthouse-reports");
  fs.rmSync(reportDir, { recursive: true, force: true });
  fs.mkdirSync(reportDir, { recursive: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const bare = await startBareApp(repo, port + 2, workDir);
  const server = await startServer(repo, dataDir, port, path.join(workDir, "lighthouse-server.log")).catch(async (error: unknown) => {
    await stop(bare.server);
    throw error;
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    log(`server up on :${port} (demo catalogue in ${path.relative(repo, dataDir)}), calibration page on :${port + 2}`);
    const shopper = await makeShopper(base);
    log(`shopper logged in; checkout at ${shopper.checkoutPath}, tracking at ${shopper.trackingPath}`);
    const listingHtml = await (await fetch(base + MILK_LISTING)).text();
    const productPath = firstLink(listingHtml, "/prn/");
    if (!productPath) throw new Error(`No /prn/… link on ${MILK_LISTING}`);
    const anonymous = [
      { label: "Home", path: "/" },
      { label: "Listing (Milk)", path: MILK_LISTING },
      { label: "Product", path: productPath },
      { label: "Listing (Vegetables, photos)", path: PRODUCE_LISTING },
      { label: "Product (photo)", path: PHOTO_PRODUCT },
      { label: 'Search "milk"', path: "/s?q=milk" },
      { label: "Print landing", path: "/print" },
      // The Hindi store (docs/decisions/055-hindi.md): its words travel in the page's data, so its pages are heavier
      // in HTML than the English ones, never in JavaScript.
      { label: "Home (Hindi)", path: "/hi" },
      { label: "Product (Hindi)", path: `/hi${productPath}` },
    ];
    const bareUrl = `http://127.0.0.1:${port + 2}/`;
    const pages: { label: string; url: string; path: string; cookie: string; visit: Visit }[] = [
      { label: "Calibration: bare Remix page (first)", url: bareUrl, path: "/ (bare app)", cookie: "", visit: "calibration" },
      ...anonymous.flatMap((p) => [
        { ...p, url: base + p.path, cookie: "", visit: "first visit" as const },
        { ...p, url: base + p.path, cookie: PROMPT_DISMISSED, visit: "prompt answered" as const },
      ]),
      { label: "Cart", url: base + "/cart", path: "/cart", cookie: shopper.cookie, visit: "logged in" },
      { label: "Checkout", url: base + shopper.checkoutPath, path: shopper.checkoutPath, cookie: shopper.cookie, visit: "logged in" },
      { label: "Order tracking", url: base + shopper.trackingPath, path: shopper.trackingPath, cookie: shopper.cookie, visit: "logged in" },
      { label: "Calibration: bare Remix page (last)", url: bareUrl, path: "/ (bare app)", cookie: "", visit: "calibration" },
    ];

    const debuggingPort = port + 1;
    const rows: LighthouseRow[] = [];
    let shopperCookie = shopper.cookie;
    for (const [index, page] of pages.entries()) {
      const loadAtStart = await settledLoad(os.cpus().length);
      // One unmeasured load first: the server's catalogue cache and compiled templates are warm for every run. It
      // also takes the session id the store rotates every 15 minutes (docs/product/constants.md#device-and-session):
      // the runs right after it send the new one, as a browser would, not one past its minute of grace.
      const loggedIn = page.visit === "logged in";
      const sent = loggedIn ? shopperCookie : page.cookie;
      const warmUp = await fetch(page.url, { headers: sent ? { Cookie: sent } : {}, redirect: "manual" });
      await warmUp.arrayBuffer();
      if (loggedIn) shopperCookie = withSetCookies(shopperCookie, warmUp.headers.getSetCookie());
      const cookie = loggedIn ? shopperCookie : page.cookie;
      const runs: Measured[] = [];
      for (let i = 0; i < RUNS; i++) {
        const name = `${index + 1}-${page.label}-${page.visit}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
        runs.push(await measureWithRetries(page.url, debuggingPort, cookie, path.join(reportDir, `${name}-${i + 1}.json`), cpuSlowdown));
      }
      const row = rowOf(page.label, page.path, page.visit, runs, loadAtStart);
      rows.push(row);
      log(
        `${page.label} (${page.visit}): ${row.score} (${row.scores.join(", ")}), FCP ${Math.round(row.fcpMs)} ms, LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms, CLS ${row.cls.toFixed(3)}, benchmarkIndex ${Math.round(row.benchmarkIndex)}, load ${loadAtStart.toFixed(2)} at its start, ${os.loadavg()[0]?.toFixed(2)} after`,
      );
    }
    return rows;
  } finally {
    await stop(server);
    await stop(bare.server);
    removeBareApp(bare.dir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface LighthouseContext {
  date: Date;
  commit: string | undefined;
  machine: string;
  cores: number;
  chromium: string;
  loadAtStart: number[];
  loadAtEnd: number[];
  cpuSlowdown: number;
}

const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/`/g, "'");
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const loads = (l: number[]) => l.map((x) => x.toFixed(2)).join(" / ");

export function lighthouseSectionMarkdown(rows: LighthouseRow[], context: LighthouseContext): string {
  const warnings = rows.flatMap((r) => r.warnings.map((w) => `- ${r.label} (${r.visit}): ${w.replace(/\s+/g, " ")}`));
  const indexes = rows.map((r) => r.benchmarkIndex);
  const pageLoads = rows.map((r) => r.loadAtStart);
  const verdict = lighthouseVerdict(
    rows,
    [...context.loadAtStart.slice(0, 1), ...pageLoads, ...context.loadAtEnd.slice(0, 1)],
    context.cores,
  );
  return `${LIGHTHOUSE_SECTION_HEADING}

Measured by \`scripts/bench/lighthouse.ts\` (\`npm run bench -- lighthouse\`) on ${context.date.toISOString().slice(0, 16).replace("T", " ")} UTC${context.commit ? `, commit ${context.commit}` : ""}: Lighthouse ${rows[0]?.lighthouseVersion ?? "?"}, performance category, mobile preset (simulated ${context.cpuSlowdown}× CPU slowdown${context.cpuSlowdown === MOBILE_CPU_SLOWDOWN ? "" : `, not the preset's ${MOBILE_CPU_SLOWDOWN}× (--lighthouse-cpu-slowdown)`}, 150 ms RTT, 1.6 Mbps), ${RUNS} runs per page, medians. ${context.chromium} (user agent ${rows[0]?.browser ?? "?"}), headless. ${context.machine}; Lighthouse's benchmarkIndex ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}; load average ${loads(context.loadAtStart)} at the start, ${loads(context.loadAtEnd)} at the end, once settled. Before each page the bench waits (up to ${SETTLE_AT_MOST_MS / 1000} s) for the 1-minute load average to fall to ${context.cores * 0.75} or less, since Lighthouse's own Chromium drives it to 2–3 on 2 cores while it measures; the column "Load" is its value when the page's first run started, ${Math.min(...pageLoads).toFixed(2)}–${Math.max(...pageLoads).toFixed(2)} here. Production build on its own server and a fresh demo catalogue (PGlite). "First visit" is a new shopper with no cookie at all, so the location prompt shows; "prompt answered" carries only its "Not now" cookie; cart, checkout and tracking are a logged-in shopper's, with one item in the cart and one cash order placed. The calibration rows are a bare Remix + React 18 page from the same node_modules, served by remix-serve, measured first and last: what this machine scores for a page with nothing to do. Simulated throttling scales a real trace, so a busy machine lowers every score, the calibration's too.

**Verdict: ${verdict}.**

| Page | Visit | URL | Score (runs) | FCP s | LCP s | TBT ms | CLS | benchmarkIndex | Load | LCP element |
|---|---|---|--:|--:|--:|--:|--:|--:|--:|---|
${rows
  .map(
    (r) =>
      `| ${r.label} | ${r.visit} | \`${cell(r.path)}\` | **${r.score}** (${r.scores.join(", ")}) | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${Math.round(r.benchmarkIndex)} | ${r.loadAtStart.toFixed(2)} | \`${cell(r.lcpElement)}\` |`,
  )
  .join("\n")}
${warnings.length ? `\nLighthouse's warnings:\n\n${warnings.join("\n")}\n` : ""}`;
}
