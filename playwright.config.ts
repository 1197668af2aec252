import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM, locateChromium, systemDeps } from "./scripts/find-chromium.mjs";

/**
 * End-to-end tests against the production build served by server.mjs (as `npm start` does), on a
 * fresh embedded database. Four projects: desktop 1280×800 and mobile 390×844 at 2× (a budget
 * Android phone), each with JavaScript on and off; the phone runs every journey, the desktop those its layout
 * changes (PHONE_ONLY and DESKTOP_NO_JS below). The browser is the one `npm test` found or installed
 * (CHROMIUM_PATH); run directly, the first of CHROMIUM_PATH, Debian's Chromium and Playwright's
 * download (scripts/find-chromium.mjs).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
// Each server gets its own data directory, so `npm test` can run two shards side by side (scripts/test-all.mjs).
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".e2e-data";
const chromium = {
  executablePath: locateChromium(systemDeps())?.path ?? process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM,
  args: CHROMIUM_ARGS,
};
// The budgets (JavaScript, and the document's bytes and elements) and the Hindi pages' words read what the server
// sends: once, in their own project.
const BUDGET = /(js-budget|page-budget|hindi-words|docs-routes)\.spec\.ts$/;
/**
 * Where each journey runs (docs/decisions/053-where-journeys-run.md). Every spec runs on the phone, with JavaScript
 * on and off: the store's shopper. A desktop runs what its layout changes. These journeys are server flows whose
 * screens the desktop lays out no differently (the accessibility sweep, e2e/a11y.spec.ts, still checks their pages
 * on the phone, and at 1280 px those with a desktop layout of their own): on a phone only.
 */
const PHONE_ONLY =
  /\/(account|age-gate|analytics|back-in-stock|badges-and-awards|feature-flags|help-pages|hindi-account|hindi-bills|hindi-browse|hindi-print|hindi-purchase|hindi-santa|invoices|map-pin|offline|order-help|partner-web-view|payment-polling|payments|post-redirect-get|privacy-and-deletion|product-extras|profile-and-signals|secret-santa|sms-budget|zero-results)\.spec\.ts$/;
/** A desktop without JavaScript: the journeys through what the desktop lays out on its own (cart panel, header menu, filters, tiles). */
const DESKTOP_NO_JS =
  /\/(browse-and-cart|cart-figures|checkout|collections|desktop-browsing|first-visit|home-rails|languages|listing|no-sideways-scroll|print|product|recipes-shared-cart|search|security|shopper-feedback)\.spec\.ts$/;
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
// A budget Android phone, the store's shopper: 2 device pixels per CSS pixel, not the Pixel 7's 2.625, which gave
// Chromium 1.7 times the pixels to paint in every mobile test.
const mobile = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };

export default defineConfig({
  testDir: "./e2e",
  // Two workers share the one server: the server answers in tens of milliseconds, so the browsers are the
  // work, and two of them fill two cores (about 1.5× faster than one). A file's tests stay in order on one
  // worker; journeys that change stock use products of their own (productForStockChange in e2e/helpers.ts).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2) || 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs about a third of the suite's CPU on two cores, so only a retry records one (CI
    // retries once); `npx playwright test --trace on` records every test when looking into one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: chromium,
    // Every journey is a shopper who has answered the first-visit location prompt with "Not now"
    // (docs/rules.md#first-visit): its dialog would otherwise stand over every page. The cookie is the
    // store's own unsigned "dismissed" value. e2e/first-visit.spec.ts starts without it.
    storageState: {
      cookies: [
        {
          name: "nk_location_prompt",
          value: "MQ%3D%3D",
          domain: "localhost",
          path: "/",
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
  },
  projects: [
    { name: "desktop-js", testIgnore: [BUDGET, PHONE_ONLY], use: { ...desktop, javaScriptEnabled: true } },
    { name: "desktop-nojs", testMatch: DESKTOP_NO_JS, use: { ...desktop, javaScriptEnabled: false } },
    { name: "mobile-js", testIgnore: BUDGET, use: { ...mobile, javaScriptEnabled: true } },
    { name: "mobile-nojs", testIgnore: BUDGET, use: { ...mobile, javaScriptEnabled: false } },
    // The JavaScript and document budgets measure what is served, the same for every viewport: once.
    { name: "js-budget", testMatch: BUDGET },
  ],
  webServer: {
    // A throwaway data directory: every run starts from the seeded demo catalogue.
    // The fulfilment simulator is off: the journeys move orders on with the operator CLI.
    // Every test logs in from 127.0.0.1: the per-address text budget is raised as an operator behind
    // one NAT would (the per-device and per-phone budgets stay at their defaults). The store has an app
    // (APP_STORE_URL), so phones see the install banner the journeys check.
    command: `rm -rf ${DATA_DIR} && NODE_ENV=production DATA_DIR=${DATA_DIR} APP_STORE_URL=https://apps.example/nukkad ORDER_SIMULATOR_SECONDS=0 TEXTS_PER_ADDRESS_HOUR=100000 PORT=${PORT} node ./server.mjs ./build/server/index.js`,
    // The server seeds the demo catalogue before it listens: answering means seeded.
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
