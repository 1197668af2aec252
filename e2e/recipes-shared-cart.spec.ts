/**
 * Recipes and shared carts (docs/rules.md#recipes, #shared-carts): from the recipe list to a recipe, every
 * available ingredient into the cart with one post; a cart shared as a link and added, from a browser that
 * has never seen the sharer, with one post. With and without JavaScript.
 */
import { addFirstInStockProduct, expectCartCount, hasJs } from "./helpers";
import { expect, test } from "./support/test";

test("recipe list → recipe → add every ingredient → the cart holds them", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Recipes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Recipes" })).toBeVisible();
  await page.getByRole("link", { name: /^Masala Chai/ }).click();
  await expect(page).toHaveURL(/\/recipe\/masala-chai\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Masala Chai" })).toBeVisible();
  await expect(page.getByText("Serves")).toBeVisible();

  // Every ingredient is either priced or marked as one that will not be added.
  const items = page.getByRole("region", { name: "Ingredients" }).getByRole("listitem");
  const count = await items.count();
  expect(count).toBe(5);
  const marked = await items.filter({ hasText: /Sold out|Not sold here|18\+/ }).count();
  const button = page.getByRole("button", { name: `Add ${count - marked} ingredient${count - marked === 1 ? "" : "s"} to cart` });
  await button.click();

  const report = marked === 0 ? `Added ${count} ingredients to your cart.` : new RegExp(`Added ${count - marked} of ${count} ingredients`);
  await expect(page.getByRole("status").filter({ hasText: report })).toBeVisible();
  await expectCartCount(page, count - marked);

  await page.goto("/cart");
  await expect(page.getByRole("link", { name: /Tata Tea Premium Leaf Tea/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Madhur Sugar/ }).first()).toBeVisible();
});

test("a shared cart opens in another browser at its own prices and is added with one post", async ({ page, browser }, testInfo) => {
  const { name } = await addFirstInStockProduct(page);
  await page.goto("/cart");
  // Two packs of one product: two items in the cart, and two on the shared page (docs/rules.md#cart-figures).
  await page
    .getByRole("button", { name: /^Add one more / })
    .first()
    .click();
  await expectCartCount(page, 2);
  await page.getByRole("button", { name: "Share this cart" }).click();
  await expect(page).toHaveURL(/\/share\/cart\?link=[A-Za-z0-9_-]{24}$/);
  await expect(page.getByText(/see the 2 items in your cart/)).toBeVisible();
  const link = await page.getByLabel("Your link").inputValue();
  expect(link).toMatch(/\/share\/cart\/[A-Za-z0-9_-]{24}$/);
  if (hasJs(testInfo)) await expect(page.getByRole("button", { name: /^(Copy|Share) link$/ })).toBeVisible();

  // A fresh browser: no device, no session, nothing of the sharer's.
  const { viewport, isMobile, hasTouch, userAgent, storageState, deviceScaleFactor } = testInfo.project.use;
  const friend = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    storageState,
    javaScriptEnabled: hasJs(testInfo),
    baseURL: testInfo.project.use.baseURL,
  });
  try {
    const other = await friend.newPage();
    await other.goto(link);
    await expect(other.getByRole("heading", { level: 1, name: "A shared cart" })).toBeVisible();
    await expect(other.getByText(name, { exact: false }).first()).toBeVisible();
    await expect(other.getByText(/Prices and stock at Nukkad/)).toBeVisible();
    await other.getByRole("button", { name: "Add 2 items to cart" }).click();
    await expect(other.getByRole("status").filter({ hasText: "Added 2 items to your cart." })).toBeVisible();
    await expectCartCount(other, 2);

    // A token that was never made, or is not a token at all, is the 404 page.
    const unknown = await other.goto("/share/cart/AAAAAAAAAAAAAAAAAAAAAAAA");
    expect(unknown?.status()).toBe(404);
    const malformed = await other.goto("/share/cart/..%2Fcart");
    expect(malformed?.status()).toBe(404);
  } finally {
    await friend.close();
  }
});

test("recipe addresses: the short one and a stale slug redirect, an unknown id is a 404", async ({ page }) => {
  await page.goto("/recipe/1");
  await expect(page).toHaveURL(/\/recipe\/paneer-butter-masala\/1$/);
  await page.goto("/recipe/old-name/1");
  await expect(page).toHaveURL(/\/recipe\/paneer-butter-masala\/1$/);
  const structured = await page.locator('script[type="application/ld+json"]').allInnerTexts();
  expect(structured.some((json) => JSON.parse(json)["@type"] === "Recipe")).toBe(true);
  expect((await page.goto("/recipe/paneer-butter-masala/99999"))?.status()).toBe(404);
  expect((await page.goto("/recipes?page=9"))?.status()).toBe(404);
});
