/**
 * What a shopper is told and shown while shopping (the "store a shopper trusts" issue): refused cart
 * changes say why, with JavaScript as without; a phone's cart bar; the way to checkout and the payment
 * button stay on screen; a slow page shows that it is coming.
 */
import { expect, test, type Locator, type Page, type TestInfo } from "./support/test";
import {
  cartButton,
  chooseLocality,
  expectCartCount,
  expectWholeEta,
  logInByForm,
  MILK_LISTING,
  ops,
  productForStockChange,
  productTile,
  shopperWithAddress,
  usesCartPanel,
  waitForHydration,
} from "./helpers";

/**
 * A product near the end of the Milk listing's first page (the journeys that add "the first" stay clear of it),
 * for journeys that leave its stock alone; those that change it use productForStockChange().
 */
async function milkProduct(page: Page, fromEnd: number): Promise<{ card: Locator; name: string; productId: string }> {
  await page.goto(MILK_LISTING);
  const list = page.getByRole("list", { name: "Milk" });
  const candidate = list
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: /^Add .+ to cart$/ }) })
    .nth(-fromEnd);
  return productTile(page, list, candidate);
}

/** The toast (a polite live region), with or without JavaScript. */
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test.describe("refused cart changes are told", () => {
  test("the quantity limit", async ({ page }, testInfo) => {
    const { card, name, productId } = await productForStockChange(page, testInfo, 0);
    await ops("stock", productId, "1");
    try {
      await waitForHydration(page, testInfo);
      await card.getByRole("button", { name: `Add ${name} to cart`, exact: true }).click();
      await expectCartCount(page, 1);
      await waitForHydration(page, testInfo);
      await card.getByRole("button", { name: `Add one more ${name}`, exact: true }).click();
      await expect(toast(page, "Only 1 of this item can be added.")).toBeVisible();
      await expect(card.getByTestId("line-quantity")).toHaveText("1");
      await expectCartCount(page, 1);
    } finally {
      await ops("stock", productId, "20");
    }
  });

  test("an item that sold out after the page was shown", async ({ page }, testInfo) => {
    const { card, name, productId } = await productForStockChange(page, testInfo, 1);
    await ops("stock", productId, "0");
    try {
      await waitForHydration(page, testInfo);
      await card.getByRole("button", { name: `Add ${name} to cart`, exact: true }).click();
      await expect(toast(page, "Sorry, this item just went out of stock.")).toBeVisible();
      await expect(cartButton(page)).toHaveAttribute("aria-label", "Cart is empty");
    } finally {
      await ops("stock", productId, "20");
    }
  });
});

// Chromium here draws system-ui with DejaVu Sans, wider than Android's Roboto: what fits here fits there.
test.describe("a 360 px Android phone", () => {
  test.skip(({ isMobile }) => !isMobile, "a phone's layout");
  test.use({ viewport: { width: 360, height: 740 } });

  /** Every control that is tapped: at least 44 × 44 px (docs/rules.md#accessibility). */
  async function expectTapTargets(targets: Locator) {
    for (const target of await targets.all()) {
      const box = await target.boundingBox();
      expect(box, await target.evaluate((e) => e.outerHTML.slice(0, 120))).not.toBeNull();
      const label = (await target.getAttribute("aria-label")) ?? (await target.innerText());
      expect.soft(Math.round(box!.width), label).toBeGreaterThanOrEqual(44);
      expect.soft(Math.round(box!.height), label).toBeGreaterThanOrEqual(44);
    }
  }

  test("the header says the whole promise and every tap target fits", async ({ page }) => {
    // A chosen place: the default one promises no minutes (docs/rules.md#delivery-time).
    await page.goto(MILK_LISTING);
    await chooseLocality(page, "122002", /^Deliver to DLF Phase 3, \S.* 122002$/);
    await expect(page).toHaveURL(new RegExp(`${MILK_LISTING}$`));
    const header = page.getByRole("banner");
    const location = header.getByRole("link", { name: /^Delivery location:/ });
    await expect(location).toContainText(/\d+ min/);
    // The promise is never cut short; a long place name may end in "…" on the second line, and is said in
    // full in the link's name.
    await expectWholeEta(location);
    await expect(location).toHaveAccessibleName(/DLF Phase 3, Gurugram/);
    await expectTapTargets(header.getByRole("link"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Each product tile holds its ADD button (or stepper) inside it, at 44 px or more.
    const cards = page.getByRole("list", { name: "Milk" }).getByRole("article");
    expect(await cards.count()).toBeGreaterThan(0);
    const spilled = await cards.evaluateAll((articles) =>
      articles
        .filter((a) => {
          const card = a.getBoundingClientRect();
          return [...a.querySelectorAll("button")].some((b) => {
            const r = b.getBoundingClientRect();
            return r.left < card.left - 0.5 || r.right > card.right + 0.5;
          });
        })
        .map((a) => a.getAttribute("aria-label")),
    );
    expect(spilled).toEqual([]);
    await expectTapTargets(page.getByRole("list", { name: "Milk" }).getByRole("button"));
  });

  test("the stepper's buttons are 44 px and stay inside the tile", async ({ page }, testInfo) => {
    const { card, name } = await milkProduct(page, 3);
    await waitForHydration(page, testInfo);
    await card.getByRole("button", { name: `Add ${name} to cart`, exact: true }).click();
    await expectCartCount(page, 1);
    await expectTapTargets(card.getByRole("button"));
    const tile = (await card.boundingBox())!;
    for (const button of await card.getByRole("button").all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(tile.x);
      expect(box.x + box.width).toBeLessThanOrEqual(tile.x + tile.width + 0.5);
    }
  });
});

test.describe("the cart bar on phones", () => {
  test("shows the count and total, leads to the cart, and is gone where it is not needed", async ({ page }, testInfo) => {
    const bar = page.getByTestId("cart-bar");
    await page.goto(MILK_LISTING);
    await expect(bar).toHaveCount(0); // an empty cart has no bar
    const { card, name } = await milkProduct(page, 4);
    await waitForHydration(page, testInfo);
    await card.getByRole("button", { name: `Add ${name} to cart`, exact: true }).click();
    const total = await expectCartCount(page, 1);
    if (testInfo.project.use.isMobile) {
      await expect(bar).toBeInViewport();
      await expect(bar).toContainText("1 item");
      await expect(bar).toContainText(`₹${total % 100 ? (total / 100).toFixed(2) : total / 100}`);
      // Still there at the bottom of the screen after scrolling.
      await page.mouse.wheel(0, 1500);
      await expect(bar).toBeInViewport();
      // It never covers a form: while a field is typed in it steps aside, and comes back once it is left.
      // By its id: focusing it loads type-ahead, which turns the searchbox into a combobox.
      const search = page.locator("#site-search");
      await search.focus();
      await expect(bar).toBeHidden();
      await search.blur();
      await expect(bar).toBeInViewport();
      // A new address (the form checkout sends a shopper to) has no bar at all; the cart comes along at login.
      await logInByForm(page, testInfo, 6);
      await page.goto(MILK_LISTING);
      await expect(bar).toBeInViewport();
      await page.goto("/account/addresses/new?redirectTo=%2Fcheckout%2Faddress");
      await expect(page.getByRole("heading", { level: 1, name: "Add address" })).toBeVisible();
      await expect(bar).toHaveCount(0);
      await page.goto(MILK_LISTING);
      await bar.getByRole("link", { name: /View cart/ }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole("heading", { level: 1, name: "My Cart" })).toBeVisible();
      await expect(bar).toHaveCount(0);
      // The cart page keeps its own way on in view instead.
      await expect(page.getByTestId("proceed-to-checkout")).toBeInViewport();
    } else {
      await expect(bar).toBeHidden();
    }
  });
});

test.describe("the desktop cart panel", () => {
  test.skip(({ isMobile, javaScriptEnabled }) => isMobile || !javaScriptEnabled, "the panel needs a desktop with JavaScript");
  test.use({ viewport: { width: 1366, height: 650 } });

  test("keeps Proceed to checkout on screen on a short window", async ({ page }, testInfo) => {
    const { list, card: first, name: firstName, productId } = await productForStockChange(page, testInfo, 2);
    const second = list.getByRole("article").filter({ has: page.getByRole("button", { name: /^Add .+ to cart$/ }) });
    await waitForHydration(page, testInfo);
    await first.getByRole("button", { name: `Add ${firstName} to cart`, exact: true }).click();
    await expectCartCount(page, 1);
    for (const count of [2, 3, 4]) {
      await second
        .first()
        .getByRole("button", { name: /^Add .+ to cart$/ })
        .click();
      await expectCartCount(page, count);
    }
    expect(usesCartPanel(testInfo)).toBe(true);
    await cartButton(page).click();
    const panel = page.getByRole("dialog", { name: "My Cart" });
    await expect(panel.getByTestId("cart-line")).toHaveCount(4);
    await expect(panel.getByTestId("proceed-to-checkout")).toBeInViewport({ ratio: 1 });

    // A refusal inside the panel is told inside it (the page behind a modal dialog is inert).
    await ops("stock", productId, "1");
    try {
      await panel.getByRole("button", { name: `Add one more ${firstName}`, exact: true }).click();
      await expect(panel.getByRole("status").filter({ hasText: "Only 1 of this item can be added." })).toBeVisible();
    } finally {
      await ops("stock", productId, "20");
    }
  });
});

test.describe("a slow page shows that it is coming", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "without JavaScript the browser shows its own progress");

  /** Holds the next page's data until `release` is called, as a slow connection would. */
  async function holdPageData(page: Page): Promise<() => void> {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await gate;
      await route.continue();
    });
    return release;
  }

  test("a category tap and a sort", async ({ page }, testInfo: TestInfo) => {
    const progress = page.getByTestId("navigation-progress");
    await page.goto(MILK_LISTING);
    await waitForHydration(page, testInfo);
    await expect(progress).not.toHaveAttribute("data-busy");

    let release = await holdPageData(page);
    await page
      .getByRole("navigation", { name: /categories$/ })
      .getByRole("link")
      .nth(1)
      .click();
    await expect(progress).toHaveAttribute("data-busy", "true");
    release();
    await expect(page).not.toHaveURL(new RegExp(`${MILK_LISTING}$`));
    await expect(progress).not.toHaveAttribute("data-busy");
    await page.unrouteAll();

    release = await holdPageData(page);
    const results = page.locator('[aria-busy="true"]', { has: page.getByRole("article") });
    const filters = page.getByRole("form", { name: "Sort and filter" });
    await filters.locator("summary", { hasText: /^Sort/ }).click();
    await filters.getByRole("group", { name: "Sort by" }).getByRole("radio", { name: "Price (Low to High)" }).check();
    await expect(progress).toHaveAttribute("data-busy", "true");
    await expect(results).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page).toHaveURL(/[?&]sort=/);
    await expect(progress).not.toHaveAttribute("data-busy");
    await expect(results).toHaveCount(0);
  });
});

test.describe("the payment page on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "a phone's layout");

  test("keeps the total and Place order together on screen", async ({ page }, testInfo) => {
    await shopperWithAddress(page, testInfo, 7);
    const { card, name } = await milkProduct(page, 6);
    await waitForHydration(page, testInfo);
    await card.getByRole("button", { name: `Add ${name} to cart`, exact: true }).click();
    await expectCartCount(page, 1);
    await page.goto("/checkout");
    await page.getByRole("button", { name: "Deliver here" }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);

    const place = page.getByRole("button", { name: /Place order/ });
    const grandTotal = await page.getByRole("complementary", { name: "Order summary" }).getByTestId("grand-total").innerText();
    await expect(place).toContainText(grandTotal);
    // At the top of the page, and scrolled down through the payment methods, the button is on screen.
    await expect(place).toBeInViewport({ ratio: 1 });
    await page.getByRole("heading", { name: "Payment method" }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect(place).toBeInViewport({ ratio: 1 });
  });
});
