import { expect, test, type Locator } from "./support/test";
import {
  addFirstInStockProduct,
  cartButton,
  expectCartCount,
  hasJs,
  MILK_LISTING,
  ops,
  parsePaise,
  readBill,
  usesCartPanel,
  waitForHydration,
} from "./helpers";

test.describe("browse and cart", () => {
  test("home → category → product → add → cart → one more", async ({ page }, testInfo) => {
    // The first request of a run seeds the demo catalogue.
    test.slow();

    await page.goto("/");
    const categories = page.getByRole("region", { name: "Shop by category" });
    await expect(categories).toBeVisible();
    await categories.getByRole("link", { name: "Dairy, Bread & Eggs", exact: true }).click();

    // Listing: the first subcategory of the tile, with products.
    await expect(page).toHaveURL(/\/cn\/dairy-bread-and-eggs\/cid\/2\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Buy .+ online$/ })).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);

    // Open the first product that can be bought.
    const card = cards.filter({ has: page.getByRole("button", { name: /^Add .+ to cart$/ }) }).first();
    const name = (await card.getAttribute("aria-label")) ?? "";
    expect(name).not.toBe("");
    await card.getByRole("link").first().click();

    // Product page.
    await expect(page).toHaveURL(/\/prn\/[^/]+\/prid\/\d+/);
    await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
    await waitForHydration(page, testInfo);
    const details = page.getByRole("region", { name, exact: true });
    const unit = (await details.getByTestId("selected-unit").innerText()).trim();
    const price = parsePaise(await details.getByTestId("price").innerText());
    await expect(cartButton(page)).toHaveAttribute("aria-label", "Cart is empty");
    await details.getByRole("button", { name: `Add ${name} ${unit} to cart`, exact: true }).click();

    // The header announces one item and its total.
    expect(await expectCartCount(page, 1)).toBe(price);
    await expect(details.getByRole("button", { name: `Add one more ${name} ${unit}`, exact: true })).toBeVisible();

    // Open the cart.
    let cart: Locator;
    if (usesCartPanel(testInfo)) {
      await waitForHydration(page, testInfo);
      await cartButton(page).click();
      cart = page.getByRole("dialog", { name: "My Cart" });
      await expect(cart).toBeVisible();
      await expect(page).toHaveURL(/\/prn\//); // stayed on the product page
      // A modal dialog: focus moved inside it.
      await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")))).toBe(true);
    } else {
      await cartButton(page).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole("heading", { level: 1, name: "My Cart" })).toBeVisible();
      cart = page.getByRole("main");
    }

    const line = cart.getByTestId("cart-line").filter({ hasText: name });
    await expect(cart.getByTestId("cart-line")).toHaveCount(1);
    await expect(line.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(line.getByTestId("line-quantity")).toHaveText("1");
    const grandTotal = cart.getByTestId("grand-total");
    await expect(grandTotal).toHaveText(/^₹[\d,]+(\.\d{2})?$/);
    const billBefore = await readBill(cart);
    expect(billBefore["Items total"]).toBe(price);
    expect(parsePaise(await grandTotal.innerText())).toBeGreaterThanOrEqual(price);

    // One more.
    await waitForHydration(page, testInfo);
    await line.getByRole("button", { name: `Add one more ${name}`, exact: true }).click();
    await expect(line.getByTestId("line-quantity")).toHaveText("2");
    expect(await expectCartCount(page, 2)).toBe(2 * price);
    await expect.poll(async () => (await readBill(cart))["Items total"]).toBe(2 * price);
    // The grand total is the sum of the bill rows.
    const bill = await readBill(cart);
    const expectedGrand = Object.entries(bill)
      .filter(([label]) => label !== "Grand total")
      .reduce((sum, [, paise]) => sum + paise, 0);
    expect(bill["Grand total"]).toBe(expectedGrand);
    expect(parsePaise(await grandTotal.innerText())).toBe(expectedGrand);

    if (usesCartPanel(testInfo)) {
      await page.keyboard.press("Escape");
      await expect(cart).toBeHidden();
      await expect(cartButton(page)).toBeFocused();
    }
  });

  test("a product tile opens its page in the browser, fetched ahead when the pointer rests on it", async ({ page }, testInfo) => {
    await page.goto(MILK_LISTING);
    const tile = page.getByRole("main").getByRole("article").first();
    const link = tile.getByRole("link").first();
    const name = (await tile.getAttribute("aria-label")) ?? "";
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/prn\//);
    if (hasJs(testInfo)) {
      await waitForHydration(page, testInfo);
      // A page loaded in the browser keeps this window's state; a document load would start a new one.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      // Tiles are plain links navigated by one listener in the root (docs/decisions/052-light-hydration.md),
      // and the product's data is fetched ahead on a pointer's intent, as <Link prefetch="intent"> did.
      const ahead = page.waitForRequest((r) => new URL(r.url()).pathname === `${href}.data`);
      if (testInfo.project.use.isMobile) await link.dispatchEvent("pointerover", { pointerType: "touch", bubbles: true });
      else await link.hover();
      await ahead;
    }
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    if (hasJs(testInfo)) expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("rapid clicks on the stepper are neither lost nor doubled", async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), "optimistic steppers need JavaScript");
    const { name, price, productId } = await addFirstInStockProduct(page);
    // Six units must be there, whatever earlier journeys on this server bought (each order takes one).
    await ops("stock", productId, "50");

    await page.goto("/cart");
    const line = page.getByRole("main").getByTestId("cart-line").filter({ hasText: name });
    await expect(line.getByTestId("line-quantity")).toHaveText("1");
    await waitForHydration(page, testInfo);

    const more = line.getByRole("button", { name: `Add one more ${name}`, exact: true });
    // Five real clicks in one burst, without waiting in between: clicks made
    // while a request is in flight are queued and sent, summed, afterwards.
    await more.click({ clickCount: 5 });

    await expect(line.getByTestId("line-quantity")).toHaveText("6");
    expect(await expectCartCount(page, 6)).toBe(6 * price);

    // The server agrees once every queued request has landed.
    await page.reload();
    await expect(line.getByTestId("line-quantity")).toHaveText("6");
    expect(await expectCartCount(page, 6)).toBe(6 * price);
  });
});
