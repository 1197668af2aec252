/**
 * `npm run screens [-- --no-build]`: regenerates the screenshots under
 * docs/screens/ so a reviewer can see the store without running it.
 *
 * Builds the app (unless --no-build), serves the production build on a
 * throwaway data directory (the demo catalogue is seeded on first start, as
 * `npm start` does), then walks one shopper per viewport — a 360×760 phone (a budget Android phone's screen, which
 * docs/product/routes.md#product-lists measures the first screen on) and a 1280×800 desktop, each with JavaScript
 * on and off (`-nojs` in the file name) — through the first-visit location prompt, home, a listing, a search, a
 * product page, the cart, the payment step of checkout and the tracking page of the order it places (cash on
 * delivery), saving the first screen of each page.
 *
 * A script, not a test: the journeys that assert behaviour are the Playwright
 * specs in e2e/. Like them it uses the demo outbox for the login code.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM, locateChromium, systemDeps } from "./find-chromium.mjs";
import { logInWithAddress } from "./demo-shopper";
import { portIsFree, run, start, stopAll, type Tracked } from "./bench/processes";

const REPO = fileURLToPath(new URL("..", import.meta.url));
const OUT = path.join(REPO, "docs", "screens");
const PORT = 3190;
const BASE = `http://127.0.0.1:${PORT}`;
const LISTING = "/cn/dairy-bread-and-eggs/cid/2/141";

const VIEWPORTS = [
  { name: "360", viewport: { width: 360, height: 760 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  { name: "1280", viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
] as const;

const { values: opts } = parseArgs({ options: { "no-build": { type: "boolean", default: false } } });

async function serve(dataDir: string): Promise<Tracked> {
  if (!(await portIsFree(PORT))) throw new Error(`Port ${PORT} is in use: stop whatever listens there and rerun.`);
  const server = start(process.execPath, ["./server.mjs", "./build/server/index.js"], {
    cwd: REPO,
    prefix: "server │ ",
    echo: false,
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), DATA_DIR: dataDir, ORDER_SIMULATOR_SECONDS: "0" },
  });
  const deadline = Date.now() + 180_000;
  // The server seeds the demo catalogue before it listens: answering means seeded.
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`The server exited before answering:\n${server.output()}`);
    const ok = await fetch(`${BASE}/robots.txt`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return server;
    if (Date.now() > deadline) throw new Error(`The server did not answer within 180 s:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function shot(page: Page, viewport: string, name: string) {
  await page.waitForLoadState("networkidle");
  // The first screen, as a shopper lands on it (checking a radio button scrolls the page; a no-JavaScript ADD
  // comes back to its tile's anchor). Without JavaScript, page.evaluate still runs: it is Playwright's, not the page's.
  await page.evaluate(() => window.scrollTo(0, 0));
  const file = path.join(OUT, `${name}-${viewport}.png`);
  await page.screenshot({ path: file, animations: "disabled" });
  console.log(`  ${path.relative(REPO, file)}`);
}

async function walk(browser: Browser, setup: (typeof VIEWPORTS)[number], phone: string, javaScriptEnabled: boolean) {
  const { name: width, ...device } = setup;
  const name = javaScriptEnabled ? width : `${width}-nojs`;
  const context = await browser.newContext({ ...device, javaScriptEnabled, baseURL: BASE });
  const page = await context.newPage();
  console.log(`${setup.viewport.width}×${setup.viewport.height}, JavaScript ${javaScriptEnabled ? "on" : "off"}`);

  // A first visit asks where to deliver (docs/rules.md#first-visit): a dialog with JavaScript, a banner on home
  // without it; the shopper answers with a pincode.
  await page.goto("/");
  if (javaScriptEnabled) {
    const prompt = page.getByRole("dialog", { name: "Where should we deliver?" });
    await prompt.waitFor();
    await shot(page, name, "first-visit");
    await prompt.getByLabel("Search by pincode or locality").fill("122002");
    await prompt.getByRole("button", { name: "Search" }).click();
  } else {
    await page.getByRole("link", { name: "Choose location" }).waitFor();
    await shot(page, name, "first-visit");
    await page.goto("/location?q=122002&redirectTo=%2F");
  }
  await page
    .getByRole("list", { name: "Matching localities" })
    .getByRole("button", { name: /^Deliver to DLF Phase 3/ })
    .click();
  await page.waitForURL(`${BASE}/`);
  await shot(page, name, "home");

  await page.goto("/s?q=milk");
  await shot(page, name, "search");

  await page.goto(LISTING);
  await shot(page, name, "listing");
  const card = page.getByRole("article").filter({ has: page.getByRole("button", { name: /^Add .+ to cart$/ }) });
  const productHref = await card.first().getByRole("link").first().getAttribute("href");
  await card
    .first()
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .click();
  await card
    .nth(1)
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .click();

  if (productHref) {
    await page.goto(productHref);
    await shot(page, name, "product");
  }

  await logInWithAddress(page, phone, { name: "Asha Verma", house: "B-402" });
  await page.goto("/cart");
  await shot(page, name, "cart");

  await page.getByTestId("proceed-to-checkout").click();
  await page.getByRole("button", { name: "Deliver here" }).click();
  await page.waitForURL(/\/checkout\/payment$/);
  await page.getByRole("radio", { name: /Cash on delivery/ }).check();
  await shot(page, name, "checkout");

  await page.getByRole("button", { name: /Place order/ }).click();
  await page.waitForURL(/\/checkout\/success/);
  const track = await page
    .getByRole("link", { name: /Track order/ })
    .first()
    .getAttribute("href");
  if (track) await page.goto(track);
  await shot(page, name, "tracking");
  await context.close();
}

async function main() {
  if (!opts["no-build"]) await run(path.join(REPO, "node_modules", ".bin", "remix"), ["vite:build"], { cwd: REPO, prefix: "build │ " });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nukkad-screens-"));
  fs.mkdirSync(OUT, { recursive: true });
  const executablePath = locateChromium(systemDeps())?.path ?? DEBIAN_CHROMIUM;
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
  });
  try {
    await serve(dataDir);
    let n = 0;
    for (const setup of VIEWPORTS) {
      for (const javaScriptEnabled of [true, false])
        await walk(browser, setup, `98${String(Date.now() + n++).slice(-8)}`, javaScriptEnabled);
    }
  } finally {
    await browser.close();
    await stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
