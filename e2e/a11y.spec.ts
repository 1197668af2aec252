import { expect, test, type Page, type TestInfo } from "./support/test";
import { appRoutes } from "./support/app-routes";
import { PUBLIC, SHOPPER, SKIPPED, type Screen, type State } from "./support/a11y-screens";
import { axeViolations, shopperWithAddress, waitForHydration } from "./helpers";

/**
 * Automated accessibility checks (axe-core, WCAG 2.1 A and AA, plus label-in-name) on every page a shopper can
 * reach (docs/rules.md#accessibility): phones at 360 px, and on a desktop (1280 px, from its projects) the pages it
 * lays out in its own way (DESKTOP_LAYOUTS below); 360 px is the narrowest the
 * store is laid out for, where the header and tiles change shape (the other phone journeys run at 390 px; one walk at
 * the narrower width, not one at each, keeps the phone's walk to one). Every page route of app/routes is either
 * checked here or skipped with a reason (e2e/support/a11y-screens.ts): a new page fails "every page route is
 * checked" until it is one or the other.
 * Each viewport logs in once and walks the logged-in pages on the same page; a page's violations are soft
 * failures, so one run lists them all.
 */
// axe runs inside the page, so it needs JavaScript; the -nojs projects get the same server-rendered markup.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe-core needs JavaScript in the page");
// The walks are long (minutes each) and independent: run side by side on the workers, not one after another.
test.describe.configure({ mode: "parallel" });
test.use({
  viewport: async ({ isMobile }, provide, testInfo) =>
    provide(isMobile ? { width: 360, height: 740 } : (testInfo.project.use.viewport ?? null)),
});

async function check(page: Page, testInfo: TestInfo, screen: Screen, state: State) {
  await test.step(screen.name, async () => {
    await screen.open(page, testInfo, state);
    await waitForHydration(page, testInfo);
    expect.soft(await axeViolations(page), `${screen.name} (${page.url()})`).toEqual([]);
  });
}

/**
 * The pages a desktop lays out in its own way, by route file: the header's menu and cart panel, the filters'
 * sidebar, tiles five to a row, the product gallery, the checkout's side column, the account menu and the help
 * pages' columns. A page's markup is the same at every width (the server does not know the screen), so the phone's
 * walk checks every page and the desktop's these, plus any screen that exists only there (`when`): about half of
 * the pages, and about two CPU-minutes of CI's end-to-end time (docs/decisions/053-where-journeys-run.md).
 */
const DESKTOP_LAYOUTS =
  /^(_index|cn\.|s\._index|prn\.|\$localityName\.prn\.|cart|checkout|brand\.|cln\.|dc\.|le\.|store\.|categories|account\.(orders\._index|profile)|terms|help|print\.|orders\.track\.|login|404)/;

async function checkAll(page: Page, testInfo: TestInfo, screens: Screen[], state: State) {
  const desktop = !testInfo.project.use.isMobile;
  for (const screen of screens) {
    const shown = screen.when ? screen.when(testInfo) : !desktop || DESKTOP_LAYOUTS.test(screen.route);
    if (shown) await check(page, testInfo, screen, state);
  }
}

test("every page route is checked, or skipped with a reason", () => {
  const pages = appRoutes()
    .filter((route) => !route.isResource)
    .map((route) => route.file);
  const checked = new Set([...PUBLIC, ...SHOPPER].map((screen) => screen.route));
  expect(pages.filter((file) => !checked.has(file) && !SKIPPED[file])).toEqual([]);
  // No stale names either: every route listed here exists.
  expect([...checked, ...Object.keys(SKIPPED)].filter((file) => !pages.includes(file))).toEqual([]);
});

test("the public pages have no WCAG A/AA violations", async ({ page }, testInfo) => {
  // Some forty pages (collections and layouts added ten), each loaded, hydrated and scanned: about 3 minutes
  // on two cores, and up to 5 with the other Playwright worker busy beside it (a limit, not a speed target).
  test.setTimeout(600_000);
  await checkAll(page, testInfo, PUBLIC, { trackPath: "", addressPath: "" });
});

test("the logged-in pages have no WCAG A/AA violations", async ({ page }, testInfo) => {
  test.setTimeout(360_000);
  const phone = await shopperWithAddress(page, testInfo);
  await checkAll(page, testInfo, SHOPPER, { trackPath: "", addressPath: "", phone });
});
