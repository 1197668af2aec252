/**
 * Collections and widget layouts (docs/collections-and-layouts.md): curated /cln and dynamic /dc listings
 * with L1 chips and pagination, /le, /tab-layouts and /store pages from the home widget model, the header's
 * "More categories" menu and the listing's navigation tags. Every step is a link, so it all works without
 * JavaScript.
 */
import { expect, test } from "./support/test";
import { hasJs, parsePaise, waitForHydration } from "./helpers";

/** Eleven brands in the demo catalogue: more than the six tags shown. */
const SOFT_DRINKS = "/cn/cold-drinks-and-juices/cid/4/221";

test.describe("collections", () => {
  test("home links to a curated collection; its chips filter by L1 and it pages", async ({ page }, testInfo) => {
    test.slow();
    await page.goto("/");
    await waitForHydration(page, testInfo);
    // With JavaScript the rails below the first screen may still be streaming in ahead of the next page.
    if (hasJs(testInfo)) await expect(page.getByTestId("rail-placeholder")).toHaveCount(0, { timeout: 30_000 });
    await page
      .getByRole("region", { name: "Explore" })
      .getByRole("link", { name: /Breakfast essentials/ })
      .click();
    await expect(page).toHaveURL(/\/cln\/breakfast-essentials\/clid\/1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Breakfast essentials" })).toBeVisible();
    await waitForHydration(page, testInfo);

    const chips = page.getByRole("navigation", { name: "Breakfast essentials categories" });
    await expect(chips.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
    const chip = chips.getByRole("link", { name: /^Milk \(\d+\)$/ });
    const count = Number(/\((\d+)\)/.exec((await chip.innerText()) ?? "")?.[1]);
    await chip.click();
    await expect(page).toHaveURL(/\/cln\/breakfast-essentials\/clid\/1\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Breakfast essentials: Milk" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Breakfast essentials" }).getByRole("article")).toHaveCount(count);

    // 42 products: a second page, reached by a link without JavaScript ("Load more" appends it with).
    await chips.getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(/\/clid\/1$/);
    await expect(page.getByText("Page 1 of 3")).toBeVisible();
  });

  test("a wrong name redirects to the canonical address", async ({ page }) => {
    const response = await page.request.get("/cln/old-name/clid/1?sort=price_asc", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/cln/breakfast-essentials/clid/1?sort=price_asc");
    const dynamicAsCurated = await page.request.get("/cln/amul-under-99/clid/3", { maxRedirects: 0 });
    expect(dynamicAsCurated.headers()["location"]).toBe("/dc/amul-under-99/3");
    expect((await page.request.get("/cln/nothing/clid/999")).status()).toBe(404);
  });

  test("a dynamic collection lists what its rule matches, priced at the shopper's store", async ({ page }) => {
    await page.goto("/dc/amul-under-99/3?sort=price_desc");
    await expect(page.getByRole("heading", { level: 1, name: "Amul under ₹99" })).toBeVisible();
    const grid = page.getByRole("list", { name: "Amul under ₹99" });
    await expect(grid.getByRole("article").first()).toBeVisible();
    const prices = (await grid.getByTestId("price").allInnerTexts()).map(parsePaise);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeLessThanOrEqual(9_900);
    for (const name of await grid.getByRole("article").evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label") ?? ""))) {
      expect(name).toMatch(/^Amul /);
    }
  });
});

test.describe("widget layouts", () => {
  test("a use-case layout links to recipes and to its collections", async ({ page }) => {
    await page.goto("/le/breakfast-ideas");
    await expect(page.getByRole("heading", { level: 1, name: "Breakfast ideas" })).toBeVisible();
    const recipes = page.getByRole("region", { name: "Recipes to try" });
    // Every recipe tile opens the recipe it names (issue 39: "Masala omelette" opened Paneer Butter Masala).
    const labels = ["Kanda Poha", "Aloo Paratha", "Rava Upma"];
    await expect(recipes.getByRole("link")).toHaveCount(labels.length);
    for (const label of labels) {
      await recipes.getByRole("link", { name: new RegExp(`^${label}`) }).click();
      await expect(page).toHaveURL(/\/recipe\/[a-z-]+\/\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(label);
      await page.goBack();
    }
    const rail = page.getByRole("region", { name: "Breakfast essentials" });
    await expect(rail.getByRole("article").first()).toBeVisible();
    await rail.getByRole("link", { name: /See all/ }).click();
    await expect(page).toHaveURL(/\/cln\/breakfast-essentials\/clid\/1$/);
  });

  test("tab layouts: tabs are links that keep the query, each tab a layout", async ({ page }) => {
    await page.goto("/tab-layouts?utm_source=app");
    await expect(page.getByRole("heading", { level: 1, name: "Shop by occasion" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Shop by occasion tabs" });
    await expect(tabs.getByRole("link", { name: "Breakfast" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "Recipes to try" })).toBeVisible();
    await tabs.getByRole("link", { name: "Party night" }).click();
    await expect(page).toHaveURL(/\/tab-layouts\?utm_source=app&tab=party$/);
    await expect(tabs.getByRole("link", { name: "Party night" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "Party snacks" }).getByRole("article").first()).toBeVisible();
  });

  test("a store layout, reached from the list of stores", async ({ page }) => {
    await page.goto("/store");
    await page.getByRole("link", { name: "Organic store" }).click();
    await expect(page).toHaveURL(/\/store\/organic-store$/);
    await expect(page.getByRole("heading", { level: 1, name: "Organic store" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Shop organic" }).getByRole("link").first()).toBeVisible();
    const response = await page.request.get("/le/organic-store", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/store/organic-store");
  });

  test("in Hindi: home's tiles lead to the Hindi layouts, whose titles, tabs and rails are Hindi (docs/collections-and-layouts.md#hindi)", async ({
    page,
  }, testInfo) => {
    await page.goto("/hi");
    await waitForHydration(page, testInfo);
    await expect(page.getByRole("region", { name: "ऑफ़र" }).getByText("ताज़ी सब्ज़ियाँ और फल")).toBeVisible();
    // With JavaScript the page comes as data: the next page's words come with it.
    await page
      .getByRole("region", { name: "एक्सप्लोर करें" })
      .getByRole("link", { name: /मौके के हिसाब से खरीदें/ })
      .click();
    await expect(page).toHaveURL(/\/hi\/tab-layouts$/);
    await expect(page).toHaveTitle("मौके के हिसाब से खरीदें | नुक्कड़");
    const tabs = page.getByRole("navigation", { name: "मौके के हिसाब से खरीदें टैब" });
    await expect(tabs.getByRole("link", { name: "नाश्ता" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "ये रेसिपी आज़माएँ" }).getByRole("link", { name: /पोहा/ })).toHaveAttribute(
      "href",
      // Kanda Poha, the recipe the tile names (tests/integration/layout-recipe-links.test.ts follows every tile).
      "/hi/recipe/5",
    );
    await tabs.getByRole("link", { name: "पार्टी नाइट" }).click();
    await expect(page).toHaveURL(/\/hi\/tab-layouts\?tab=party$/);
    const rail = page.getByRole("region", { name: "पार्टी स्नैक्स" });
    await expect(rail.getByRole("article").first()).toBeVisible();
    await expect(rail.getByRole("link", { name: "सभी देखें पार्टी स्नैक्स" })).toHaveAttribute("href", "/hi/cln/party-snacks/clid/2");
  });
});

test.describe("navigation", () => {
  test("the header shows four categories; the fifth on are under More categories, opened from the keyboard", async ({ page }, testInfo) => {
    await page.goto("/brands");
    await waitForHydration(page, testInfo);
    const menu = page.getByRole("navigation", { name: "Category menu" });
    await expect(menu.locator(":scope > div > ul").getByRole("link")).toHaveCount(4);
    // By its label, not its role: on a phone the listing it leads to leaves the menu out of sight (docs/product/routes.md#header).
    const more = page.locator('nav[aria-label="Category menu"] details');
    const fifth = more.locator("a", { hasText: "Breakfast & Instant Food" });
    await expect(fifth).toBeHidden();
    await menu.getByText("More categories").focus();
    await page.keyboard.press("Enter");
    await expect(fifth).toBeVisible();
    await fifth.click();
    await expect(page).toHaveURL(/\/cn\/breakfast-and-instant-food\/cid\/5\/\d+$/);
    // Closed again on the new page.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(more).not.toHaveAttribute("open");
    await expect(more.locator("a").first()).toBeHidden();
  });

  test("listing tags: the first six brands, the rest behind Show more; a phone's listing leaves them out", async ({ page }, testInfo) => {
    await page.goto(SOFT_DRINKS);
    if (testInfo.project.use.isMobile) {
      // The Brand filter does their work there, and the first screen shows products (docs/collections-and-layouts.md#listing-tags).
      await expect(page.locator('nav[aria-label="Soft Drinks brands"]')).toBeHidden();
      await expect(page.locator('nav[aria-label="Soft Drinks brands"] a')).not.toHaveCount(0);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    const tags = page.getByRole("navigation", { name: "Soft Drinks brands" });
    const shown = tags.locator(":scope > ul").getByRole("link");
    await expect(shown).toHaveCount(6);
    const summary = tags.getByText(/^Show \d+ more$/);
    const hidden = Number(/\d+/.exec(await summary.innerText())?.[0]);
    const extra = tags.locator("details ul a");
    await expect(extra).toHaveCount(hidden);
    await expect(extra.first()).toBeHidden();
    await summary.click();
    await expect(extra.first()).toBeVisible();
    await expect(tags.getByText("Show fewer")).toBeVisible();
    await extra.first().click();
    await expect(page).toHaveURL(/\/brand\/[a-z0-9-]+\/\d+\/soft-drinks\/221$/);
  });
});
