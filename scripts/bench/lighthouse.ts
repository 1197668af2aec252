/**
 * The Lighthouse section of `npm run bench`: Lighthouse's performance category, mobile preset (its default
 * config: a Moto G Power-sized screen, simulated 4× CPU slowdown, 150 ms round trips, 1.6 Mbps), on the
 * pages a shopper's first load lands on — home, a listing and a product with generated pack shots, a listing
 * and a product with stored photos, search "milk", the cart, checkout, an order's tracking page and the print
 * landing — three runs each, the median reported.
 *
 * It starts its own production server on a fresh data directory (the demo catalogue, seeded by the server
 * on start, as the end-to-end tests run it). Cart, checkout and tracking belong to a shopper: one logs in
 * through the demo outbox in a Playwright-driven Chromium the way e2e/helpers.ts does, places a
 * cash-on-delivery order, and fills the cart again; their cookies then go to Lighthouse as an extra
 * Cookie header. Every page is loaded with the first-visit location prompt already answered, as the
 * end-to-end shoppers are (playwright.config.ts), so the page measured is the page, not the prompt.
 *
 * Lighthouse drives a headless Chromium of its own over the DevTools protocol (CHROME_PATH, else
 * Debian's /usr/bin/chromium); simulated throttling is computed from a real trace, so CPU contention on a
 * shared machine still moves the figures: the report states the load average. Every run's full report is
 * kept in `<workDir>/lighthouse-reports/` (git-ignored with the rest of the bench's data directory).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import lighthouse from "lighthouse";
import { portIsFree, start, startProductionServer, stop, type Tracked } from "./processes";
import { median } from "./stats";
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
}

/** A page's row: the medians over its runs; the LCP element and warnings of the run with the median score. */
export interface LighthouseRow extends Measured {
  label: string;
  path: string;
  /** Performance score, 0–100, of each run. */
  scores: number[];
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
async function measure(url: string, debuggingPort: number, cookie: string, reportFile: string): Promise<Measured> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "nukkad-lighthouse-"));
  const chrome = await launchChromium(debuggingPort, profile);
  try {
    return await measureIn(url, debuggingPort, cookie, reportFile);
  } finally {
    await stop(chrome);
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

async function measureIn(url: string, debuggingPort: number, cookie: string, reportFile: string): Promise<Measured> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    extraHeaders: { Cookie: cookie },
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
  };
}

/** Attempts per run: a trace that failed to record (Lighthouse's NO_NAVSTART, now and then on a busy machine) is taken again. */
const ATTEMPTS = 3;

async function measureWithRetries(url: string, debuggingPort: number, cookie: string, reportFile: string): Promise<Measured> {
  for (let attempt = 1; ; attempt++) {
    try {
      const measured = await measure(url, debuggingPort, cookie, reportFile);
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
}

export async function benchLighthouse({ repo, workDir, port, log }: LighthouseOptions): Promise<LighthouseRow[]> {
  const dataDir = path.join(workDir, "lighthouse-data");
  const reportDir = path.join(workDir, "lighthouse-reports");
  fs.rmSync(reportDir, { recursive: true, force: true });
  fs.mkdirSync(reportDir, { recursive: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const server = await startServer(repo, dataDir, port, path.join(workDir, "lighthouse-server.log"));
  try {
    const base = `http://127.0.0.1:${port}`;
    log(`server up on :${port} (demo catalogue in ${path.relative(repo, dataDir)})`);
    const shopper = await makeShopper(base);
    log(`shopper logged in; checkout at ${shopper.checkoutPath}, tracking at ${shopper.trackingPath}`);
    const listingHtml = await (await fetch(base + MILK_LISTING)).text();
    const productPath = firstLink(listingHtml, "/prn/");
    if (!productPath) throw new Error(`No /prn/… link on ${MILK_LISTING}`);
    const anonymous = PROMPT_DISMISSED;
    const pages = [
      { label: "Home", path: "/", cookie: anonymous },
      { label: "Listing (Milk)", path: MILK_LISTING, cookie: anonymous },
      { label: "Product", path: productPath, cookie: anonymous },
      { label: "Listing (Vegetables, photos)", path: PRODUCE_LISTING, cookie: anonymous },
      { label: "Product (photo)", path: PHOTO_PRODUCT, cookie: anonymous },
      { label: 'Search "milk"', path: "/s?q=milk", cookie: anonymous },
      { label: "Cart", path: "/cart", cookie: shopper.cookie },
      { label: "Checkout", path: shopper.checkoutPath, cookie: shopper.cookie },
      { label: "Order tracking", path: shopper.trackingPath, cookie: shopper.cookie },
      { label: "Print landing", path: "/print", cookie: anonymous },
    ];

    const debuggingPort = port + 1;
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      // One unmeasured load first: the server's catalogue cache and compiled templates are warm for every run.
      await fetch(base + page.path, { headers: { Cookie: page.cookie } }).then((r) => r.arrayBuffer());
      const runs: Measured[] = [];
      for (let i = 0; i < RUNS; i++) {
        const reportFile = path.join(reportDir, `${page.label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${i + 1}.json`);
        runs.push(await measureWithRetries(base + page.path, debuggingPort, page.cookie, reportFile));
      }
      const byScore = [...runs].sort((a, b) => a.score - b.score);
      const middle = byScore[Math.floor(byScore.length / 2)]!;
      const row: LighthouseRow = {
        label: page.label,
        path: page.path,
        scores: runs.map((r) => r.score),
        score: median(runs.map((r) => r.score)),
        fcpMs: median(runs.map((r) => r.fcpMs)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
        lcpElement: middle.lcpElement,
        warnings: middle.warnings,
      };
      rows.push(row);
      log(
        `${page.label}: ${row.score} (${row.scores.join(", ")}), FCP ${Math.round(row.fcpMs)} ms, LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms, CLS ${row.cls.toFixed(3)}; LCP element ${row.lcpElement}`,
      );
    }
    return rows;
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface LighthouseContext {
  date: Date;
  commit: string | undefined;
  machine: string;
  loadAtStart: number[];
  loadAtEnd: number[];
}

const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/`/g, "'");
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const loads = (l: number[]) => l.map((x) => x.toFixed(2)).join(" / ");

export function lighthouseSectionMarkdown(rows: LighthouseRow[], context: LighthouseContext): string {
  const warnings = rows.flatMap((r) => r.warnings.map((w) => `- ${r.label}: ${w.replace(/\s+/g, " ")}`));
  return `${LIGHTHOUSE_SECTION_HEADING}

Measured by \`scripts/bench/lighthouse.ts\` (\`npm run bench -- lighthouse\`) on ${context.date.toISOString().slice(0, 16).replace("T", " ")} UTC${context.commit ? `, commit ${context.commit}` : ""}: Lighthouse 12.8.2, performance category, mobile preset (simulated 4× CPU slowdown, 150 ms RTT, 1.6 Mbps), ${RUNS} runs per page, medians. Production build on its own server and a fresh demo catalogue (PGlite); every page with the first-visit location prompt answered; cart, checkout and tracking as a logged-in shopper with one item in the cart and one cash order placed. ${context.machine}; load average ${loads(context.loadAtStart)} at the start, ${loads(context.loadAtEnd)} at the end. Simulated throttling scales a real trace, so a busy machine lowers scores: compare runs made under similar load.

| Page | URL | Score (runs) | FCP s | LCP s | TBT ms | CLS | LCP element |
|---|---|--:|--:|--:|--:|--:|---|
${rows
  .map(
    (r) =>
      `| ${r.label} | \`${cell(r.path)}\` | **${r.score}** (${r.scores.join(", ")}) | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | \`${cell(r.lcpElement)}\` |`,
  )
  .join("\n")}
${warnings.length ? `\nLighthouse's warnings:\n\n${warnings.join("\n")}\n` : ""}`;
}
