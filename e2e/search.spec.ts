import { expectNoAxeViolations, wholeAddButtonsOnScreen } from "./helpers";
import { expect, test, type Page } from "./support/test";

/** The header's search box: a searchbox, or once type-ahead has loaded (on focus, with JavaScript) a combobox. */
const searchBox = (page: Page) => page.getByLabel("Search products");

async function searchFor(page: Page, term: string) {
  await page.goto("/");
  const box = searchBox(page);
  await box.fill(term);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/s/?\\?q=${encodeURIComponent(term).replace(/[()*]/g, "\\$&")}(&|$)`));
}

test.describe("search", () => {
  test("exact matches", async ({ page }) => {
    await searchFor(page, "milk");
    await expect(page.getByRole("heading", { level: 1, name: "Results for “milk”" })).toBeVisible();
    const results = page.getByRole("list", { name: "Search results for milk" }).getByRole("article");
    await expect(results.first()).toBeVisible();
    await expect(results.filter({ hasText: /milk/i }).first()).toBeVisible();
    // The header search keeps the query.
    await expect(searchBox(page)).toHaveValue("milk");
    await expect(page).toHaveTitle("Buy milk online | Nukkad");
  });

  test("Hinglish and Hindi words find what they mean", async ({ page }) => {
    for (const term of ["doodh", "दूध"]) {
      await page.goto(`/s/?q=${encodeURIComponent(term)}`);
      await expect(page.getByRole("heading", { level: 1, name: `Results for “${term}”` })).toBeVisible();
      const results = page.getByRole("list", { name: `Search results for ${term}` }).getByRole("article");
      await expect(results.filter({ hasText: /milk/i }).first()).toBeVisible();
    }
  });

  test("a misspelling is corrected", async ({ page }) => {
    await searchFor(page, "choclate");
    await expect(page.getByRole("heading", { level: 1, name: "Results for “choclate”" })).toBeVisible();
    await expect(page.getByText("No exact matches. Showing results for “chocolate”.")).toBeVisible();
    const results = page.getByRole("list", { name: "Search results for choclate" }).getByRole("article");
    await expect(results.filter({ has: page.getByRole("heading", { name: /Chocolate/ }) }).first()).toBeVisible();
  });

  test("results list related categories and brands as links (no JavaScript needed)", async ({ page }) => {
    await page.goto("/s/?q=amul");
    const related = page.getByRole("navigation", { name: "Related categories and brands" });
    const amul = related.getByRole("link", { name: "Brand: Amul" });
    await expect(amul).toBeVisible();
    await expect(amul.locator("mark")).toHaveText("Amul");
    await amul.click();
    await expect(page).toHaveURL(/\/brand\/amul\/\d+$/);
  });

  test("the results say how many there are, and a page past the last says so with the way back", async ({ page }) => {
    await page.goto("/s/?q=paneer");
    await expect(page.getByText(/^\d[\d,]* items?$/)).toBeVisible();
    await page.goto("/s/?q=paneer&page=400");
    await expect(page.getByRole("heading", { level: 1, name: "Results for “paneer”" })).toBeVisible();
    await expect(page.getByTestId("past-last-page")).toContainText(/The results end at page \d+\./);
    await page.getByRole("link", { name: "Back to the first page" }).click();
    await expect(page).toHaveURL(/\/s\/?\?q=paneer$/);
    await expect(page.getByRole("list", { name: "Search results for paneer" }).getByRole("article").first()).toBeVisible();
  });

  test("a 360 × 760 phone's first screen of results shows two rows of tiles with their whole ADD; desktops keep the roomy head", async ({
    page,
  }, testInfo) => {
    const phone = Boolean(testInfo.project.use.isMobile);
    if (phone) await page.setViewportSize({ width: 360, height: 760 });
    // "fresh" has more related categories and brands than a phone's row holds.
    for (const q of ["milk", "atta", "fresh"]) {
      await page.goto(`/s?q=${q}`);
      expect(await wholeAddButtonsOnScreen(page), `whole ADD buttons for “${q}”`).toBeGreaterThanOrEqual(4);
      // A phone's head is compact (docs/product/routes.md#search): the count at the end of the heading's line, the
      // related chips one row that scrolls sideways (the page does not). Wider screens keep the count under the chips.
      const heading = (await page.getByRole("heading", { level: 1, name: `Results for “${q}”` }).boundingBox())!;
      const count = (await page.getByText(/^\d[\d,]* items?$/).boundingBox())!;
      const chips = page.getByRole("navigation", { name: "Related categories and brands" }).getByRole("link");
      const rows = new Set(await chips.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top))));
      if (phone) {
        expect(count.y).toBeLessThan(heading.y + heading.height);
        expect(rows.size).toBe(1);
      } else {
        expect(count.y).toBeGreaterThan(heading.y + heading.height);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
  });

  test("a category search link narrows the results and can be widened", async ({ page }) => {
    await page.goto("/s/?q=milk");
    const related = page.getByRole("navigation", { name: "Related categories and brands" });
    const category = related.getByRole("link", { name: /^Category: / }).first();
    await expect(category).toHaveAttribute("href", /category_id=\d+&suggestion_type=category&t=1$/);
    await category.click();
    await expect(page).toHaveURL(/category_id=\d+/);
    await expect(page.getByRole("heading", { level: 1, name: "Results for “milk”" })).toBeVisible();
    await page.getByRole("link", { name: "Search everywhere" }).click();
    await expect(page).toHaveURL(/\/s\/?\?q=milk$/);
  });

  test("nothing found offers searches, categories and popular items, and is not indexed", async ({ page }) => {
    await searchFor(page, "zzqxv");
    await expect(page.getByRole("heading", { level: 1, name: "No results for “zzqxv”" })).toBeVisible();
    await expect(page).toHaveTitle("No results for “zzqxv” | Nukkad");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const none = page.getByTestId("no-results");
    const popular = none.getByRole("region", { name: "Try popular searches" });
    await expect(popular.getByRole("link", { name: "milk", exact: true })).toBeVisible();
    await expect(none.getByRole("region", { name: "Or browse a category" }).getByRole("link").first()).toBeVisible();
    await expect(none.getByRole("list", { name: "Popular right now" }).getByRole("article").first()).toBeVisible();

    // A suggestion is a working search.
    await popular.getByRole("link", { name: "milk", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Results for “milk”" })).toBeVisible();
  });

  test("recent searches: the latest first, cleared with one post", async ({ page }) => {
    await searchFor(page, "bread");
    await searchFor(page, "dahi");
    await page.goto("/s/");
    const recent = page.getByRole("region", { name: "Recent searches" });
    await expect(recent.getByRole("link")).toHaveText(["dahi", "bread"]);
    await expect(recent.getByRole("link", { name: "dahi" })).toHaveAttribute("href", "/s/?q=dahi&suggestion_type=recent&t=2");

    await recent.getByRole("button", { name: "Clear recent searches" }).click();
    await expect(page).toHaveURL(/\/s\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Recent searches" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Popular searches" })).toBeVisible();
  });

  test("brand search /brand/{name} goes to the brand's page", async ({ page }) => {
    await page.goto("/brand/amul");
    await expect(page).toHaveURL(/\/brand\/amul\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: /Amul/ })).toBeVisible();
  });
});

test.describe("type-ahead", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "type-ahead needs JavaScript; without it the results page lists related links");

  test("suggests as the shopper types, with the typed part marked, and opens a suggestion", async ({ page }) => {
    await page.goto("/");
    await searchBox(page).click();
    const box = page.getByRole("combobox", { name: "Search products" });
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.pressSequentially("amu");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const list = page.getByRole("grid", { name: "Search suggestions" });
    const options = list.getByRole("row");
    await expect(options.first()).toBeVisible();
    await expect(options.filter({ hasText: "Brand" }).first().locator("mark")).toHaveText("Amu");

    // Arrow keys move the active row; Escape closes; Enter opens the active one.
    await box.press("ArrowDown");
    const first = options.first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getByRole("gridcell").first().getAttribute("id")) ?? "");
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();

    await box.press("Backspace");
    await box.pressSequentially("u");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const brand = options.filter({ hasText: "Brand" }).first();
    await expect(brand).toBeVisible();
    await brand.click();
    await expect(page).toHaveURL(/\/brand\/amul\/\d+$/);
  });

  test("an empty box offers the recent searches; a word shows where it lives, then products with picture and price", async ({ page }) => {
    await searchFor(page, "atta");
    await page.goto("/");
    await searchBox(page).click();
    const box = page.getByRole("combobox", { name: "Search products" });
    const options = page.getByRole("grid", { name: "Search suggestions" }).getByRole("row");
    await expect(options.first()).toContainText("atta");
    await expect(options.first()).toContainText("Recent search");

    await box.pressSequentially("pyaaz");
    await expect(options.first()).toContainText("Onion in Fresh Vegetables");
    const onion = options.filter({ hasText: "Nukkad Fresh Onion" }).first();
    await expect(onion.locator("img")).toHaveAttribute("width", "40");
    await expect(onion).toContainText(/₹\d/);
    await options.first().click();
    await expect(page).toHaveURL(/\/s\/?\?q=pyaaz&category_id=\d+&suggestion_type=category&t=1$/);
    await expect(page.getByRole("article").first()).toContainText("Onion");
  });

  test("a product's ADD works from the list, with the pointer and with the keys", async ({ page }) => {
    await page.goto("/");
    await searchBox(page).click();
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.pressSequentially("pyaaz");
    const rows = page.getByRole("grid", { name: "Search suggestions" }).getByRole("row");
    const onion = rows.filter({ hasText: "Nukkad Fresh Onion" }).first();
    await onion.getByRole("button", { name: /^Add Nukkad Fresh Onion/ }).click();
    await expect(onion.getByRole("status")).toHaveText("1 in cart");
    // The same post a card's ADD makes: the header's cart counts it.
    await expect(page.getByLabel(/^Cart: 1 item/).first()).toBeVisible();

    // ↓ to the onion's row, → to its ADD, Enter adds another.
    const index = await rows.evaluateAll((all) => all.findIndex((r) => r.textContent?.includes("Nukkad Fresh Onion")));
    for (let i = 0; i <= index; i++) await box.press("ArrowDown");
    await box.press("ArrowRight");
    await expect(box).toHaveAttribute("aria-activedescendant", /-add$/);
    await box.press("Enter");
    await expect(onion.getByRole("status")).toHaveText("2 in cart");
    await expectNoAxeViolations(page);
  });

  test("Hindi words suggest what they mean; Enter without a choice searches", async ({ page }) => {
    await page.goto("/");
    await searchBox(page).click();
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.pressSequentially("doodh");
    const options = page.getByRole("grid", { name: "Search suggestions" }).getByRole("row");
    await expect(options.first().locator("mark").first()).toHaveText(/milk/i);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/s\/?\?q=doodh$/);
    await expect(page.getByRole("heading", { level: 1, name: "Results for “doodh”" })).toBeVisible();
  });
});
