/**
 * Shared helpers for the Playwright journeys. Not a spec file: Playwright only
 * collects *.spec.ts, so this module is imported, never run on its own.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";

/**
 * What an #anchor scrolled to is in view and not behind the sticky header: the element itself is what the
 * shopper sees at its top-left corner. (`toBeInViewport` alone also passes for an element under the header.)
 */
export async function expectScrolledIntoSight(target: Locator): Promise<void> {
  await expect(target).toBeInViewport();
  await expect
    .poll(() =>
      target.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.left + 2, box.top + 2));
      }),
    )
    .toBe(true);
}

/** Milk: 32 products in the demo catalogue at the default Gurugram store, i.e. two pages of 20. */
export const MILK_LISTING = "/cn/dairy-bread-and-eggs/cid/2/141";

/**
 * How many ADD buttons a page's first screen shows whole (issue 38: at least four on a 360 × 760 phone, for a
 * listing and for search; docs/product/routes.md#product-lists). These journeys' store has an app
 * (playwright.config.ts), and a phone is offered it first, above the page: this shopper says not now.
 */
export async function wholeAddButtonsOnScreen(page: Page): Promise<number> {
  const notNow = page.getByRole("button", { name: "Not now" });
  if (await notNow.isVisible()) {
    await notNow.click();
    await expect(notNow).toBeHidden();
  }
  const adds = page.getByRole("main").getByRole("button", { name: /^Add .* to cart$/ });
  await expect(adds.first()).toBeVisible();
  return adds.evaluateAll(
    (buttons) =>
      buttons.filter((b) => {
        const box = b.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );
}

/**
 * The listing whose products only the journeys that change stock (`ops stock`) use: Glucose & Marie biscuits,
 * 20 products. Playwright runs two workers side by side, so a product sold out on purpose must never be one
 * that another journey is adding at that moment (most add the first milk).
 */
const STOCK_CHANGE_LISTING = { url: "/cn/bakery-and-biscuits/cid/7/343", name: "Glucose & Marie" };
/** How many stock-changing journeys each project may have: slots 0…4. */
const STOCK_CHANGE_SLOTS = 5;

/**
 * A product of its own for a journey that changes its stock: the same project and slot always get the same
 * one, and no two projects or slots share one (see STOCK_CHANGE_LISTING). Opens the listing and returns the
 * product's tile (found by its link, since its Add button becomes a stepper), name and id. Chosen by product id,
 * not by place: the listing puts what is sold out last, so a product another journey sells out moves every
 * tile after it up one, and two journeys counting places would share a product.
 */
export async function productForStockChange(
  page: Page,
  testInfo: TestInfo,
  slot: number,
): Promise<{ list: Locator; card: Locator; name: string; productId: string }> {
  expect(slot).toBeLessThan(STOCK_CHANGE_SLOTS);
  await page.goto(STOCK_CHANGE_LISTING.url);
  const list = page.getByRole("list", { name: STOCK_CHANGE_LISTING.name });
  const hrefs = await list
    .getByRole("article")
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const ids = [...new Set(hrefs.map((href) => Number(/\/prid\/(\d+)$/.exec(href)?.[1])).filter((id) => id > 0))].sort((a, b) => a - b);
  const id = ids[projectIndex(testInfo) * STOCK_CHANGE_SLOTS + slot];
  expect(id, `${STOCK_CHANGE_LISTING.name} has a product for every project's slots`).toBeDefined();
  const candidate = list.getByRole("article").filter({ has: page.locator(`a[href$="/prid/${id}"]`) });
  return { list, ...(await productTile(page, list, candidate)) };
}

/**
 * A product tile of `list` held by its link from here on (names repeat across pack sizes, and once added the
 * tile's Add button becomes a stepper), with the product's name and id.
 */
export async function productTile(
  page: Page,
  list: Locator,
  candidate: Locator,
): Promise<{ card: Locator; name: string; productId: string }> {
  const name = (await candidate.getAttribute("aria-label")) ?? "";
  const href = (await candidate.getByRole("link").first().getAttribute("href")) ?? "";
  const productId = /\/prid\/(\d+)$/.exec(href)?.[1] ?? "";
  expect(name, href).not.toBe("");
  expect(productId, href).not.toBe("");
  const card = list.getByRole("article").filter({ has: page.locator(`a[href$="/prid/${productId}"]`) });
  return { card, name, productId };
}

/** Whether the running project has JavaScript enabled (the -nojs projects turn it off). */
export function hasJs(testInfo: TestInfo): boolean {
  return testInfo.project.use.javaScriptEnabled !== false;
}

/**
 * Only desktop-js opens the cart as a side panel (a modal <dialog>, at
 * ≥1260px with JavaScript); every other project navigates to /cart.
 */
export function usesCartPanel(testInfo: TestInfo): boolean {
  return hasJs(testInfo) && (testInfo.project.use.viewport?.width ?? 0) >= 1260;
}

/** "₹1,23,456" → 12345600 paise; "₹45.50" → 4550. */
export function parsePaise(text: string): number {
  const match = /₹\s*([\d,]+)(?:\.(\d{1,2}))?/.exec(text);
  const [, rupees, paise = ""] = match ?? [];
  if (rupees === undefined) throw new Error(`No rupee amount in ${JSON.stringify(text)}`);
  return Number(rupees.replace(/,/g, "")) * 100 + Number(paise.padEnd(2, "0"));
}

/** Escapes a literal for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The header cart button (a link to /cart), identified by its test id. */
export function cartButton(page: Page): Locator {
  return page.getByTestId("cart-button");
}

/** A money amount as the app formats it: ₹ and Indian digit grouping, paise only when not whole. */
export const MONEY = String.raw`₹[\d,]+(?:\.\d{2})?`;

/** Expects the cart button to announce `count` items (prints included); returns the total it shows (items and prints), in paise. */
export async function expectCartCount(page: Page, count: number): Promise<number> {
  const label = new RegExp(`^Cart: ${count} ${count === 1 ? "item" : "items"}, (${MONEY})$`);
  await expect(cartButton(page)).toHaveAttribute("aria-label", label);
  const text = (await cartButton(page).getAttribute("aria-label")) ?? "";
  return parsePaise(text);
}

/**
 * Puts one unit of an in-stock product in the cart from the Milk listing and
 * returns its name, price and id. Works with and without JavaScript (the Add
 * button is a form post that redirects back, or a fetcher submission).
 * `cartCount`: what the cart holds afterwards (1 when it was empty).
 */
/** The milk listing's words in each language of the store (docs/decisions/055-hindi.md). */
const MILK_WORDS = {
  en: { list: "Milk", anyAdd: /^Add .+ to cart$/, add: (name: string) => `Add ${name} to cart` },
  hi: { list: "दूध", anyAdd: / कार्ट में जोड़ें$/, add: (name: string) => `${name} कार्ट में जोड़ें` },
};

/** On the milk listing (in the page's language): the first tile that can still be added, its product's name and its Add button. */
export async function firstInStockMilk(page: Page, language: "en" | "hi" = "en"): Promise<{ card: Locator; name: string; add: Locator }> {
  const words = MILK_WORDS[language];
  const card = page
    .getByRole("list", { name: words.list })
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: words.anyAdd }) })
    .first();
  const name = (await card.getAttribute("aria-label")) ?? "";
  expect(name).not.toBe("");
  return { card, name, add: card.getByRole("button", { name: words.add(name), exact: true }) };
}

export async function addFirstInStockProduct(
  page: Page,
  { cartCount = 1 }: { cartCount?: number } = {},
): Promise<{ name: string; price: number; productId: string }> {
  await page.goto(MILK_LISTING);
  const { card, name, add } = await firstInStockMilk(page);
  const price = parsePaise(await card.getByTestId("price").innerText());
  const productId = /\/prid\/(\d+)/.exec((await card.getByRole("link").first().getAttribute("href")) ?? "")?.[1] ?? "";
  expect(productId).not.toBe("");
  await add.click();
  await expectCartCount(page, cartCount);
  return { name, price, productId };
}

/**
 * Waits until React has hydrated the whole page, so client handlers (the cart panel, fetcher steppers,
 * submit-on-change) are live and the effects of hydration have run. The container's FiberRoot has no
 * committed child until the first commit; the page inside `<main>` and the footer hydrate after it
 * (HydrateLater, docs/decisions/029-hydrate-later.md), and an element React has hydrated carries its fiber.
 * No-op in the no-JS projects.
 */
export async function waitForHydration(page: Page, testInfo: TestInfo): Promise<void> {
  if (!hasJs(testInfo)) return;
  await page
    .waitForFunction(
      () => {
        const key = Object.keys(document).find((k) => k.startsWith("__reactContainer$"));
        if (!key) return false;
        const hostRoot = (document as unknown as Record<string, { stateNode?: { current?: { child: unknown } } }>)[key];
        if (hostRoot?.stateNode?.current?.child == null) return false;
        const later = [document.querySelector("#main > *"), Array.from(document.querySelectorAll("footer")).at(-1)];
        return later.every((element) => !element || Object.keys(element).some((k) => k.startsWith("__reactFiber$")));
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch((error: Error) => {
      throw new Error(
        `${page.url()} did not hydrate. If the build was remade while the test server ran, its scripts are gone: rerun. (${error.message})`,
      );
    });
  // Let passive effects from the hydration render (e.g. "hydrated" flags) run.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Amounts in the "Bill details" list, keyed by row label; FREE counts as 0; a struck-through MRP is ignored. */
export async function readBill(scope: Locator): Promise<Record<string, number>> {
  const region = scope.getByRole("region", { name: "Bill details" });
  // The desktop cart panel loads its body when it opens: wait for the bill, since `all()` below does not.
  await expect(region.locator("dl > div").first()).toBeVisible();
  const rows = region.locator("dl > div");
  const bill: Record<string, number> = {};
  for (const row of await rows.all()) {
    const label = (await row.locator("dt").innerText()).trim();
    const dd = row.locator("dd");
    const struck = await dd.locator("s").allInnerTexts();
    let text = await dd.innerText();
    for (const s of struck) text = text.replace(s, "");
    bill[label] = /FREE/.test(text) ? 0 : parsePaise(text);
  }
  return bill;
}

const PROJECTS = ["desktop-js", "desktop-nojs", "mobile-js", "mobile-nojs"];

/** 0…3 for the four journey projects of playwright.config.ts. */
function projectIndex(testInfo: TestInfo): number {
  const index = PROJECTS.indexOf(testInfo.project.name);
  expect(index, `${testInfo.project.name} is one of ${PROJECTS.join(", ")}`).toBeGreaterThanOrEqual(0);
  return index;
}

/**
 * A mobile number of our own per project, worker and test, so the per-phone code caps never bite: "9", the
 * project, the worker (two run side by side) and seven digits of the clock.
 */
export function phoneFor(testInfo: TestInfo, salt = 0): string {
  const project = PROJECTS.indexOf(testInfo.project.name) + 1;
  return `9${project}${testInfo.parallelIndex % 10}${String((Date.now() + salt) % 1e7).padStart(7, "0")}`;
}

const run = promisify(execFile);

/** The operator CLI against the running test server (it reaches the server through its local socket). */
export async function ops(...args: string[]): Promise<string> {
  // This Node with tsx's loader, as `npm run ops` would, without npx's start-up (about 0.4 s a call).
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/ops.ts", ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? ".e2e-data" },
  });
  return stdout;
}

/** The code the demo-mode outbox holds for a phone (read in a second tab, as a tester would). */
export async function readCodeFromOutbox(page: Page, phone: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(`/dev/outbox?phone=${phone}`);
  const code = await outbox.getByTestId("outbox-code").first().innerText();
  await outbox.close();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/**
 * Deletes the logged-in shopper's account as a shopper would (docs/rules.md#deletion): "Send code", then the
 * code texted to the account's phone (read from the outbox) and "Delete my account permanently". For journeys
 * where the deletion is set-up; e2e/privacy-and-deletion.spec.ts walks its screens and refusals.
 */
export async function deleteAccountByForm(page: Page, testInfo: TestInfo, phone: string): Promise<void> {
  await page.goto("/account/delete-account");
  await page.getByRole("button", { name: "Send code" }).click();
  const code = await readCodeFromOutbox(page, phone);
  await waitForHydration(page, testInfo);
  await page.getByLabel("Code from the SMS").fill(code);
  await page.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account is deleted" })).toBeVisible();
}

/** Fills the phone step, then the code step, inside `scope` (the page, or the login sheet). */
export async function enterPhoneAndCode(page: Page, testInfo: TestInfo, scope: Page | Locator, phone: string): Promise<void> {
  await scope.getByLabel("Mobile number").fill(phone);
  await scope.getByRole("button", { name: "Continue" }).click();
  await expect(scope.getByRole("heading", { name: "Enter verification code" })).toBeVisible();
  await enterCode(page, testInfo, scope, phone);
}

/** The code step alone: reads the phone's code from the outbox and verifies it inside `scope`. */
export async function enterCode(page: Page, testInfo: TestInfo, scope: Page | Locator, phone: string): Promise<void> {
  const code = await readCodeFromOutbox(page, phone);
  await waitForHydration(page, testInfo);
  await scope.getByLabel("Verification code").fill(code);
  await scope.getByRole("button", { name: "Verify" }).click();
}

/**
 * axe-core's WCAG 2.1 A/AA rules on the current page (needs JavaScript in the page), plus label-in-name (2.5.3:
 * what a link or button shows is part of its name), which axe-core still ships switched off as experimental.
 * One line per rule broken: its id, how many elements, and the first few of them.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // options() replaces every option, so it goes before withTags(). Legacy mode runs axe in the page itself
  // (the default opens a second, blank page per scan to merge frames' results; the store has no frames), and only
  // violations carry their elements: together a scan takes a third of the time (1.5 s instead of 4.5 s on home).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.length}) e.g. ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`)
        .join(" | ")}`,
  );
}

/** No axe-core WCAG 2.1 A/AA violation on the current page ({@link axeViolations}). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * Posts one of the store's own forms from the page's browser context, as the form without JavaScript would
 * (same cookies, same origin), and expects it to land where `lands` says after the store's redirect.
 */
async function postForm(page: Page, path: string, form: Record<string, string>, lands: RegExp): Promise<string> {
  const origin = new URL(page.url().startsWith("http") ? page.url() : (test.info().project.use.baseURL ?? "")).origin;
  const response = await page.request.post(path, { form, headers: { Origin: origin } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  expect(response.url()).toMatch(lands);
  return response.text();
}

/**
 * A new shopper logged in by posting the login forms (phone, then the outbox's code) from the page's context.
 * For journeys where the login is set-up, not what is tested: the login screens themselves are walked in the
 * browser by e2e/account.spec.ts and the checkout and login-sheet journeys, on every project.
 */
export async function logInByForm(page: Page, testInfo: TestInfo, salt = 0): Promise<string> {
  const phone = phoneFor(testInfo, salt);
  await postForm(page, "/login", { phone, redirectTo: "/account/profile" }, /\/login\/verify$/);
  const outbox = await (await page.request.get(`/dev/outbox?phone=${phone}`)).text();
  const code = /data-testid="outbox-code"[^>]*>\s*(\d{6})\s*</.exec(outbox)?.[1];
  expect(code, "the outbox holds the phone's code").toBeDefined();
  await postForm(page, "/login/verify", { intent: "verify", code: code! }, /\/account\/profile$/);
  return phone;
}

/** A logged-in shopper with a saved deliverable address, so checkout goes straight to payment; the page ends on the addresses. */
export async function shopperWithAddress(page: Page, testInfo: TestInfo, salt = 0): Promise<string> {
  const phone = await logInByForm(page, testInfo, salt);
  const address = { label: "Home", name: "Ravi Kumar", house: "C-12", locality: "DLF Phase 3", pincode: "122002" };
  await postForm(page, "/account/addresses/new", address, /\/account\/addresses$/);
  await page.goto("/account/addresses");
  return phone;
}

/** Fills the cart and goes to the payment step with the saved address chosen (the first order asks which; later ones remember it). */
export async function toPaymentStep(page: Page, testInfo: TestInfo): Promise<void> {
  await addFirstInStockProduct(page);
  await page.goto("/cart");
  await waitForHydration(page, testInfo);
  await page.getByTestId("proceed-to-checkout").click();
  await page.waitForURL(/\/checkout\/(address|payment)$/);
  if (page.url().endsWith("/checkout/address")) await page.getByRole("button", { name: "Deliver here" }).first().click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await waitForHydration(page, testInfo);
}

/** From a cart with items to a placed cash-on-delivery order; the order's id. */
export async function placeCashOrder(page: Page, testInfo: TestInfo): Promise<string> {
  await toPaymentStep(page, testInfo);
  await page.getByRole("radio", { name: /Cash on delivery/ }).check();
  await page.getByRole("button", { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order_id=\d+$/, { timeout: 15_000 });
  return new URL(page.url()).searchParams.get("order_id")!;
}

/** The header's delivery location link (it opens the location picker). */
/**
 * The header's delivery promise ("8 min", "Delivery in 8 minutes") is shown whole: not cut by its line nor
 * outside the link (docs/product/routes.md#header). The place's line may end in "…".
 */
export async function expectWholeEta(location: Locator): Promise<void> {
  const cut = await location.evaluate((link) => {
    // The link's first line that is seen (the first child is for screen readers only).
    const line = [...link.children].find((c): c is HTMLElement => c instanceof HTMLElement && c.offsetParent !== null && c.offsetWidth > 1);
    if (!line || !/\d+ min/.test(line.innerText)) return `no delivery time shown: ${line?.innerText}`;
    const whole = line.scrollWidth <= line.clientWidth && line.getBoundingClientRect().right <= link.getBoundingClientRect().right + 0.5;
    return whole ? null : line.innerText;
  });
  expect(cut, "the delivery time is cut short").toBeNull();
}

export function locationLink(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: /^Delivery location:/ });
}

/** Chooses a locality in the location picker, reached from the header, by the search and the result's button. */
export async function chooseLocality(page: Page, query: string, button: RegExp): Promise<void> {
  await locationLink(page).click();
  await expect(page).toHaveURL(/\/location\?redirectTo=/);
  const input = page.getByRole("textbox", { name: "Search by pincode or locality" });
  await input.fill(query);
  await input.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]q=${query}(&|$)`));
  await page.getByRole("list", { name: "Matching localities" }).getByRole("button", { name: button }).click();
}

/** Where the page is, as a path in the Hindi store: every step of a Hindi journey must stay under /hi (decision 055). */
export function hindiPath(page: Page, journey: string): string {
  const { pathname } = new URL(page.url());
  expect(pathname, `${journey} stays in the Hindi store`).toMatch(/^\/hi(\/|$)/);
  return pathname;
}
