/**
 * Feature flags (docs/rules.md#feature-flags) on a phone, JavaScript on and off (decision 053): an operator switches
 * secret santa off for one shopper with the ops CLI; at once the shopper's account has no link to it and its
 * page answers 404; switched back on, both return. The override is this test's user's alone, so the journeys
 * running beside it on the same server keep the feature.
 */
import { expect, test, type Page, type TestInfo } from "./support/test";
import { logInByForm, expectCartCount, hasJs, MONEY, ops, parsePaise, productForStockChange, waitForHydration } from "./helpers";

/** Logs a new shopper in, on their profile; their user id, as the app's JSON calls key it (docs/product/api.md#user-calls). */
async function logInNewShopper(page: Page, testInfo: TestInfo, salt = 0): Promise<string> {
  await logInByForm(page, testInfo, salt);
  await page.goto("/account/profile");
  const counts = (await (await page.request.get("/v1/order_count")).json()) as { data: Record<string, unknown> };
  const userId = /^user:(\d+)$/.exec(Object.keys(counts.data)[0] ?? "")?.[1];
  expect(userId, "the order count is keyed by the user's id").toBeDefined();
  return userId!;
}

test("secret santa switched off for one shopper: its link goes, its page answers 404, and both come back", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const userId = await logInNewShopper(page, testInfo);
  const account = page.getByRole("navigation", { name: "Account" });
  await expect(account.getByRole("link", { name: "Secret santa" })).toBeVisible();

  await ops("flags", "set", "secret santa", "off", "--user", userId);
  try {
    await page.reload();
    await expect(account.getByRole("link", { name: "Badges" })).toBeVisible();
    await expect(account.getByRole("link", { name: "Secret santa" })).toHaveCount(0);
    const gone = await page.goto("/secret-santa");
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
  } finally {
    await ops("flags", "reset", "secret santa", "--user", userId);
  }

  const back = await page.goto("/secret-santa");
  expect(back?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Secret santa" })).toBeVisible();
  await page.goto("/account/profile");
  await expect(account.getByRole("link", { name: "Secret santa" })).toBeVisible();
});

/**
 * Two flags that change a page rather than hide one, switched for one shopper: "cart coupon" (off by default)
 * adds a coupon entry to the cart that comes back to the cart once a coupon is applied; "location auto suggest"
 * (on by default) makes the location picker search as the shopper types, with JavaScript.
 */
test("cart coupons and location suggestions follow their flags for one shopper", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const userId = await logInNewShopper(page, testInfo, 7);

  // FRESH10 needs an item total of ₹149 (the demo coupons): enough of one product, with the stock for it (a
  // product of this journey's own, as it sets the stock).
  const { card, name, productId } = await productForStockChange(page, testInfo, 4);
  await ops("stock", productId, "50");
  await waitForHydration(page, testInfo);
  await card.getByRole("button", { name: `Add ${name} to cart`, exact: true }).click();
  await expectCartCount(page, 1);
  await page.goto("/cart");
  await waitForHydration(page, testInfo);
  const line = page.getByTestId("cart-line").filter({ hasText: name });
  // The line's first amount is its price at the store that delivers (the struck MRP comes after it).
  const price = parsePaise(new RegExp(MONEY).exec(await line.innerText())?.[0] ?? "");
  const wanted = Math.max(1, Math.ceil(14_900 / price));
  for (let quantity = 2; quantity <= wanted; quantity++) {
    await line.getByRole("button", { name: `Add one more ${name}` }).click();
    await expect(line.getByTestId("line-quantity")).toHaveText(String(quantity));
  }
  // The stepper shows a tap at once; the cart button counts what the store saved. Leaving the page before the
  // last tap was saved dropped it (FRESH10 then wanted ₹14 more).
  await expectCartCount(page, wanted);
  await expect(page.getByRole("link", { name: "Apply a coupon" })).toHaveCount(0);

  const search = page.getByRole("textbox", { name: "Search by pincode or locality" });
  const localities = page.getByRole("list", { name: "Matching localities" });
  if (hasJs(testInfo)) {
    await page.goto("/location");
    await search.pressSequentially("DLF");
    await expect(localities.getByRole("button", { name: /DLF Phase 3/ })).toBeVisible();
  }

  await ops("flags", "set", "cart coupon", "on", "--user", userId);
  await ops("flags", "set", "location auto suggest", "off", "--user", userId);
  try {
    await page.goto("/cart");
    await page.getByRole("link", { name: "Apply a coupon" }).click();
    await expect(page).toHaveURL(/\/checkout\/coupons\?returnTo=%2Fcart$/);
    await page.getByRole("button", { name: "Apply FRESH10" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("link", { name: "Coupon FRESH10 applied · Change" })).toBeVisible();
    await expect(page.getByText("Coupon discount")).toBeVisible();

    if (hasJs(testInfo)) {
      await page.goto("/location");
      await waitForHydration(page, testInfo);
      await search.pressSequentially("DLF");
      // Nothing is asked until the shopper presses Search: once the network is quiet, still no list.
      await page.waitForLoadState("networkidle");
      await expect(localities).toHaveCount(0);
      await search.press("Enter");
      await expect(localities.getByRole("button", { name: /DLF Phase 3/ })).toBeVisible();
    }
  } finally {
    await ops("flags", "reset", "cart coupon", "--user", userId);
    await ops("flags", "reset", "location auto suggest", "--user", userId);
  }
  await page.goto("/cart");
  await expect(page.getByRole("link", { name: /Apply a coupon|Coupon FRESH10/ })).toHaveCount(0);
});

/** "Type to search on mobile web" (off by default) switched on for one shopper, on a phone's browser. */
test("type to search on a phone: the results page follows what the shopper types", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile-js", "the flag is for a phone's browser, and results as you type need JavaScript");
  test.setTimeout(120_000);
  const userId = await logInNewShopper(page, testInfo, 9);
  const box = page.getByLabel("Search products");

  // Off (the default): suggestions as the shopper types, and the page stays where it is.
  await page.goto("/");
  await waitForHydration(page, testInfo);
  await box.click();
  await box.pressSequentially("milk");
  await expect(page.getByRole("grid", { name: "Search suggestions" }).getByRole("row").first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await ops("flags", "set", "type to search on mobile web", "on", "--user", userId);
  try {
    await page.goto("/");
    await waitForHydration(page, testInfo);
    await box.click();
    await box.pressSequentially("milk");
    await expect(page).toHaveURL(/\/s\/?\?q=milk$/);
    await expect(page.getByRole("list", { name: "Search results for milk" }).getByRole("article").first()).toBeVisible();
    // The shopper is still typing: the box keeps its text and the focus, and shows no suggestion list.
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("milk");
    await expect(page.getByRole("grid", { name: "Search suggestions" })).toHaveCount(0);
    await box.pressSequentially(" bread");
    await expect(page).toHaveURL(/\/s\/?\?q=milk%20bread$/);
    await expect(page.getByRole("heading", { level: 1, name: "Results for “milk bread”" })).toBeVisible();
    // One history entry for the whole search: Back returns to the page it started from.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  } finally {
    await ops("flags", "reset", "type to search on mobile web", "--user", userId);
  }
});
