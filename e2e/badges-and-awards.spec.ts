/**
 * Badges (docs/rules.md#badges) and brand awards (docs/rules.md#brand-awards) on a phone, JavaScript on and off (decision 053):
 * a shopper's
 * first delivered order earns "First order" with progress towards five orders; the brand awards page lists
 * the categories and a category's listing puts a winner's product in the cart, with and without JavaScript.
 */
import { expect, test } from "./support/test";
import { expectCartCount, expectNoAxeViolations, hasJs, ops, placeCashOrder, shopperWithAddress, waitForHydration } from "./helpers";

test("a visitor sees the badges there are and a login link", async ({ page }, testInfo) => {
  await page.goto("/badges");
  await expect(page.getByRole("heading", { level: 1, name: "Badges" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Night owl" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in to see your badges" })).toHaveAttribute("href", "/login?redirectTo=%2Fbadges");
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
});

test("a delivered first order earns the First order badge, with progress towards five orders", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await shopperWithAddress(page, testInfo);
  await page.goto("/badges");
  const board = page.getByRole("region", { name: "Your badges" });
  await expect(board.getByText("No badges yet")).toBeVisible();
  await expect(board.getByTestId("next-badge")).toHaveText("Next: First order — 0 of 1 order");

  const orderId = await placeCashOrder(page, testInfo);
  // Placed is not delivered: no badge yet.
  await page.goto("/badges");
  await expect(board.getByText("No badges yet")).toBeVisible();

  await ops("advance", orderId, "--to", "DELIVERED");
  // Reached from the account menu.
  await page.goto("/account/orders");
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Badges" }).click();
  await expect(page).toHaveURL(/\/badges$/);
  const first = board.getByTestId("badge-first-order");
  await expect(first.getByRole("heading", { name: "First order" })).toBeVisible();
  await expect(first.getByText(/^Earned on \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expect(board.getByTestId("next-badge")).toHaveText("Next: 5 orders — 1 of 5 orders");
  const toEarn = page.getByRole("region", { name: "Badges to earn" });
  await expect(toEarn.getByTestId("badge-orders-5").getByText("1 of 5 orders")).toBeVisible();
  await expect(toEarn.getByTestId("badge-first-order")).toHaveCount(0);
  // The board comes first (the "badge board on top" flag).
  const boardTop = (await board.boundingBox())?.y ?? Infinity;
  expect(boardTop).toBeLessThan((await toEarn.boundingBox())?.y ?? 0);
  // The earned date is stored: it reads the same on the next visit.
  const earnedOn = await first.getByText(/^Earned on/).innerText();
  await page.reload();
  await expect(first.getByText(/^Earned on/)).toHaveText(earnedOn);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
});

test("the brand awards list the categories, and a category's listing adds a winner's product to the cart", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  // Linked from every page's footer.
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Brand awards" })).toHaveAttribute(
    "href",
    "/brand-awards",
  );
  await page.goto("/brand-awards");
  await expect(page.getByRole("heading", { level: 1, name: /^Nukkad Brand Awards \d{4}$/ })).toBeVisible();
  const milk = page.getByRole("region", { name: "Milk" });
  await expect(milk.getByText(/🏆 Winner$/)).toBeVisible();
  await expect(milk.getByRole("link", { name: "Amul" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/brand-awards$/);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);

  await waitForHydration(page, testInfo);
  await milk.getByRole("link", { name: "Shop the Milk winners" }).click();
  await expect(page).toHaveURL(/\/brand-awards\/141$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Milk: Brand awards \d{4}$/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Amul/ })).toBeVisible();
  await waitForHydration(page, testInfo);
  const card = page
    .getByRole("list", { name: "Amul Milk" })
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: /^Add .+ to cart$/ }) })
    .first();
  const name = (await card.getAttribute("aria-label")) ?? "";
  expect(name).toMatch(/Amul/);
  await card.getByRole("button", { name: `Add ${name} to cart`, exact: true }).click();
  await expectCartCount(page, 1);
  // Without JavaScript the post comes back to the product's tile (docs/product/routes.md#product-lists).
  await expect(page).toHaveURL(/\/brand-awards\/141(#product-\d+)?$/);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);

  expect((await page.request.get("/brand-awards/101")).status()).toBe(404);
  expect((await page.request.get("/brand-awards/abc")).status()).toBe(404);
  expect((await page.request.get("/brand-awards/99999999999999999999")).status()).toBe(404);
});
