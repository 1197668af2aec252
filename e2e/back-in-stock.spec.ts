/**
 * "Notify me" on an out-of-stock product (docs/rules.md#back-in-stock-requests), as a shopper on a phone meets it,
 * with JavaScript and without: a logged-out tap on a tile goes to login, is asked there with no second tap, and
 * comes back to the tile with "Logged in successfully. We'll text you when … is back"; the tile says "We'll notify
 * you" from then on, after a reload too; the logged-in shopper's tap on the product page's own button does the same. Texting when the product is back is the job's,
 * proven on the database by tests/integration/back-in-stock.test.ts.
 */
import { expect, test, type Page } from "./support/test";
import { enterPhoneAndCode, escapeRegExp, hasJs, ops, phoneFor, waitForHydration } from "./helpers";

/**
 * Dishwash: a listing no other journey uses. Each project sells out two products of its own, chosen by id (the
 * listing puts what is sold out last, so places move), so the two phone projects running side by side never share one.
 */
const LISTING = { url: "/cn/cleaning-essentials/cid/16/703", name: "Dishwash" };

/**
 * The listing's product ids, read without opening it in the browser: an anonymous listing may be served again from
 * the browser's cache while it revalidates (`stale-while-revalidate`), so the page opened after the stock change must
 * be the browser's first.
 */
async function productIdsOf(page: Page): Promise<number[]> {
  const html = await (await page.request.get(LISTING.url)).text();
  const ids = [...html.matchAll(/href="\/prn\/[^"]+\/prid\/(\d+)"/g)].map((m) => Number(m[1]));
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** The toast (a polite live region), with or without JavaScript. */
const toast = (page: Page, text: RegExp) => page.getByRole("status").filter({ hasText: text });

test("a shopper asks to be told when an out-of-stock product is back, on its tile and on its page", async ({ page }, testInfo) => {
  // A login, two pages and four operator commands (about a second each): 15–25 s on two busy cores.
  test.setTimeout(60_000);
  const ids = await productIdsOf(page);
  const slot = hasJs(testInfo) ? 0 : 2;
  const [onTile, onPage] = [ids[slot], ids[slot + 1]];
  expect(onPage, `${LISTING.name} has two products for each phone project`).toBeDefined();
  for (const id of [onTile!, onPage!]) await ops("stock", String(id), "0");
  try {
    // A post that names no product is refused with its reason on a page of its own, never a 500.
    const refused = await page.request.post(`/notify-me?productId=abc&redirectTo=${encodeURIComponent(LISTING.url)}`, {
      form: {},
      headers: { Origin: new URL(testInfo.project.use.baseURL ?? "").origin },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("That is not a product we know.");

    await page.goto(LISTING.url);
    const card = page
      .getByRole("list", { name: LISTING.name })
      .getByRole("article")
      .filter({ has: page.locator(`a[href$="/prid/${onTile}"]`) });
    const name = (await card.getAttribute("aria-label")) ?? "";
    const notify = card.getByRole("button", { name: `Notify me when ${name} is back`, exact: true });
    const asked = new RegExp(`^Logged in successfully\\. We'll text you when ${escapeRegExp(name)} .+ is back$`);

    // Logged out: to login, asked there with no second tap, told so with the login, and back to the tile, which
    // says it from now on.
    await waitForHydration(page, testInfo);
    await notify.click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await enterPhoneAndCode(page, testInfo, page, phoneFor(testInfo));
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(LISTING.url)}#product-${onTile}$`));
    await expect(toast(page, asked)).toBeVisible();
    await expect(card.getByText("We'll notify you", { exact: true })).toBeVisible();
    await expect(notify).toHaveCount(0);
    await page.reload();
    await expect(card.getByText("We'll notify you", { exact: true })).toBeVisible();
    await expect(notify).toHaveCount(0);
    // Every other sold-out tile still offers its own button.
    const other = page
      .getByRole("list", { name: LISTING.name })
      .getByRole("article")
      .filter({ has: page.locator(`a[href$="/prid/${onPage}"]`) });
    await expect(other.getByRole("button", { name: /^Notify me when .+ is back$/ })).toBeVisible();

    // The product page's own button, in the product's section, which names the pack too.
    await page.goto((await other.getByRole("link").first().getAttribute("href")) ?? "");
    await expect(page.getByTestId("stock-state")).toHaveText("Out of stock");
    const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    const named = `${title} ${(await page.getByTestId("selected-unit").innerText()).trim()}`;
    const product = page.getByRole("region", { name: title });
    const notifyHere = product.getByRole("button", { name: `Notify me when ${named} is back`, exact: true });
    await waitForHydration(page, testInfo);
    await notifyHere.click();
    await expect(toast(page, new RegExp(`^${escapeRegExp(`We'll text you when ${named} is back.`)}$`))).toBeVisible();
    await page.reload();
    await expect(product.getByText("We'll notify you", { exact: true })).toBeVisible();
    await expect(notifyHere).toHaveCount(0);
  } finally {
    for (const id of [onTile!, onPage!]) await ops("stock", String(id), "20");
  }
});
