import { expect, test } from "./support/test";
import { hasJs, MILK_LISTING, parsePaise, waitForHydration, wholeAddButtonsOnScreen } from "./helpers";

test.describe("category listing", () => {
  test("sort by price, low to high", async ({ page }, testInfo) => {
    await page.goto(MILK_LISTING);
    const grid = page.getByRole("list", { name: "Milk" });
    await expect(grid.getByRole("article").first()).toBeVisible();
    await waitForHydration(page, testInfo);

    // The filters are one row of chips; products start right under it.
    const form = page.getByRole("form", { name: "Sort and filter" });
    const row = await form.boundingBox();
    const firstCard = await grid.getByRole("article").first().boundingBox();
    expect((firstCard?.y ?? Infinity) - ((row?.y ?? 0) + (row?.height ?? 0))).toBeLessThan(200);

    await form.locator("summary", { hasText: /^Sort/ }).click();
    const sortBy = form.getByRole("group", { name: "Sort by" });
    await sortBy.getByRole("radio", { name: "Price (Low to High)" }).check();
    if (!hasJs(testInfo)) {
      // Without JavaScript the sheet's <noscript> Apply button submits the GET form.
      await sortBy.getByRole("button", { name: "Apply" }).click();
    } else {
      // With JavaScript a choice applies at once and there is no Apply button.
      await expect(form.getByRole("button", { name: "Apply" })).toHaveCount(0);
    }

    await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
    await expect(form.locator('input[name="sort"]:checked')).toHaveValue("price_asc");
    await expect(form.locator("summary", { hasText: "Price (Low to High)" })).toBeVisible();
    await expect
      .poll(async () => {
        const prices = (await grid.getByTestId("price").allInnerTexts()).slice(0, 12).map(parsePaise);
        return prices.length >= 2 && prices.every((p, i) => i === 0 || (prices[i - 1] ?? Infinity) <= p);
      })
      .toBe(true);
  });

  test("on a 360 px phone the filter chips stay on one row, and the last one's sheet opens whole", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto(MILK_LISTING);
    await waitForHydration(page, testInfo);
    const form = page.getByRole("form", { name: "Sort and filter" });
    const sort = form.locator("summary", { hasText: /^Sort/ });
    const brands = form.locator("summary", { hasText: /^Brands/ });
    // One row: the form is less than two chips high, and the last chip sits level with the first (it scrolls sideways).
    const row = (await form.boundingBox())!;
    const chip = (await sort.boundingBox())!;
    expect(row.height).toBeLessThan(chip.height * 2);
    expect(Math.abs((await brands.boundingBox())!.y - chip.y)).toBeLessThan(1);
    // The page itself does not scroll sideways; the row does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // A tile's diet mark, badge and rating take one line at most, so the tiles of a row keep one height.
    const extras = await page.locator(".card-extras").evaluateAll((lines) => lines.map((l) => l.getBoundingClientRect().height));
    expect(extras.length).toBeGreaterThan(0);
    expect(Math.max(...extras)).toBeLessThanOrEqual(20);

    await brands.click();
    const sheet = form.getByRole("group", { name: "Filter by brand" });
    await expect(sheet).toBeInViewport({ ratio: 1 });
    await sheet.getByRole("checkbox", { name: /^Amul/ }).check();
    if (!hasJs(testInfo)) await sheet.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]brand=\d+/);
  });

  test("a 360 × 760 phone's first screen shows two rows of tiles with their whole ADD; wider screens keep the menu, trail and tags", async ({
    page,
  }, testInfo) => {
    const phone = Boolean(testInfo.project.use.isMobile);
    if (phone) await page.setViewportSize({ width: 360, height: 760 });
    await page.goto(MILK_LISTING);
    expect(await wholeAddButtonsOnScreen(page)).toBeGreaterThanOrEqual(4);
    // The header's category menu, the breadcrumb trail and the brand tags give the phone's first screen to products
    // (docs/product/routes.md#product-lists); from the tablet breakpoint up they are there.
    for (const name of ["Category menu", "Breadcrumb", "Milk brands"]) {
      // By its label, not its role: an element out of sight has no role to find it by. It stays in the page for crawlers.
      const nav = page.locator(`nav[aria-label="${name}"]`);
      await expect(nav).toHaveCount(1);
      if (phone) await expect(nav).toBeHidden();
      else await expect(nav).toBeVisible();
    }

    // Search results are the way on from a search: a phone's header leaves its category menu out there too.
    await page.goto("/s?q=milk");
    const menu = page.locator('nav[aria-label="Category menu"]');
    await expect(menu).toHaveCount(1);
    if (phone) await expect(menu).toBeHidden();
    else await expect(menu).toBeVisible();
  });

  test("a tile's two lines show what tells its product apart, its brand giving way first, no word cut in two", async ({
    page,
  }, testInfo) => {
    // docs/rules.md#product-names, on a 360 px phone's listing: its tiles, two beside the category rail, are the narrowest.
    if (testInfo.project.use.isMobile) await page.setViewportSize({ width: 360, height: 760 });
    for (const { path, name, shown, telling } of [
      // The store's own brand drops out: the kind comes first ("Nukkad Fresh Gree…" before).
      { path: "/cn/vegetables-and-fruits/cid/1/101", name: "Nukkad Fresh Green Chilli", shown: "Green Chilli", telling: "Green" },
      // A one-word brand stays whole and is never split ("Akshayakalp / a Cow Milk" before): "Cow" is in sight.
      { path: MILK_LISTING, name: "Akshayakalpa Cow Milk", shown: "Akshayakalpa Cow Milk", telling: "Cow" },
    ]) {
      await page.goto(path);
      // The tile is still found by the full name, and its buttons say it.
      const card = page.getByRole("article", { name, exact: true }).first();
      await expect(card.getByRole("button", { name: `Add ${name} to cart`, exact: true })).toBeVisible();
      const heading = card.getByRole("heading", { level: 3 });
      await expect(heading).toHaveText(shown);
      if (shown !== name) await expect(heading).toHaveAttribute("title", name);
      const seen = await heading.evaluate((h3, word) => {
        const box = h3.getBoundingClientRect();
        const text = h3.firstChild!;
        const words = [...(text.textContent ?? "").matchAll(/\S+/g)].map((m) => {
          const range = document.createRange();
          range.setStart(text, m.index);
          range.setEnd(text, m.index + m[0].length);
          const rects = [...range.getClientRects()];
          // One box per line it is on (an ellipsised word has a second on its line: the part left in sight).
          return { word: m[0], lines: new Set(rects.map((r) => Math.round(r.top))).size, rect: rects[0]! };
        });
        const telling = words.find((w) => w.word === word)!;
        return {
          // Nothing below the two lines: the clamped heading holds all it has.
          whole: h3.scrollHeight <= h3.clientHeight + 1,
          // Each word on one line: a word broken across two has boxes on both.
          split: words.filter((w) => w.lines !== 1).map((w) => w.word),
          // The telling word inside the heading's box, not cut off at its side or below it.
          inSight:
            telling.rect.left >= box.left - 1 &&
            telling.rect.right <= box.right + 1 &&
            telling.rect.top >= box.top - 1 &&
            telling.rect.bottom <= box.bottom + 1,
        };
      }, telling);
      expect(seen, name).toEqual({ whole: true, split: [], inSight: true });
    }
  });

  test("a tile gives its pack's price per 100 ml or per litre, from the price it shows", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(MILK_LISTING);
    const grid = page.getByRole("list", { name: "Milk" });
    for (const [unit, per, quantity] of [
      ["500 ml", "100 ml", 100 / 500],
      ["1 l", "l", 1],
    ] as const) {
      const card = grid
        .getByRole("article")
        .filter({ has: page.locator(".card-unit", { hasText: new RegExp(`^${unit}`) }) })
        .first();
      const price = parsePaise(await card.getByTestId("price").innerText());
      const rupees = Math.round(price * quantity) / 100;
      const shown = Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2);
      await expect(card.locator(".card-unit")).toHaveText(`${unit}₹${shown}/${per}`);
    }
  });

  test("ADD far down a list leaves the shopper at that product, with or without JavaScript", async ({ page }, testInfo) => {
    await page.goto(MILK_LISTING);
    const grid = page.getByRole("list", { name: "Milk" });
    await expect(grid.getByRole("article").first()).toBeVisible();
    await waitForHydration(page, testInfo);
    // A product well below the first screen, not yet in the cart.
    const card = grid
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: /^Add .* to cart$/ }) })
      .nth(11);
    const productId = await card.getAttribute("data-product-id");
    const pinned = grid.locator(`article[data-product-id="${productId}"]`);
    await pinned.scrollIntoViewIfNeeded();
    await pinned.getByRole("button", { name: /^Add .* to cart$/ }).click();
    // Without JavaScript the post comes back to the tile's anchor (docs/product/routes.md#product-lists), not to
    // the top of the list; with it, the page never left.
    if (!hasJs(testInfo)) await expect(page).toHaveURL(new RegExp(`#product-${productId}$`));
    else await expect(page).toHaveURL(MILK_LISTING);
    await expect(pinned.getByTestId("line-quantity")).toHaveText("1");
    await expect(pinned).toBeInViewport();
    // Not hidden under the sticky header.
    const header = await page.locator("header").first().boundingBox();
    const box = await pinned.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
  });

  test("pagination: load more with JavaScript, next page without", async ({ page }, testInfo) => {
    await page.goto(MILK_LISTING);
    const grid = page.getByRole("list", { name: "Milk" });
    const cards = grid.getByRole("article");
    // Product names repeat across pack sizes: product links identify cards.
    const productLinks = () => cards.locator('a[href^="/prn/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    await expect(cards).toHaveCount(20);
    const firstPage = await productLinks();
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages).toContainText("Page 1 of 2");

    if (hasJs(testInfo)) {
      // With JavaScript the link reads "Load more" from the first paint (by stylesheet), and once hydrated it appends
      // in place; a tap before that is the plain link to page 2, as without JavaScript.
      await waitForHydration(page, testInfo);
      const more = pages.getByRole("link", { name: "Load more" });
      await expect(more).toBeVisible();
      // The next page held on its way: a row of tile-shaped blocks, one tile high, stands after the last tile
      // until its tiles arrive (docs/rules.md#skeletons).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/[?&]page=2/, async (route) => {
        await held;
        await route.continue();
      });
      const skeleton = () =>
        grid.evaluate((ul) => {
          const after = getComputedStyle(ul, "::after");
          return after.content === "none" ? 0 : Number.parseFloat(after.height);
        });
      expect(await skeleton()).toBe(0);
      await more.click();
      await expect(pages.getByRole("link", { name: "Loading…" })).toBeVisible();
      const tileHeight = await cards.first().evaluate((card) => card.closest("li")!.getBoundingClientRect().height);
      expect(Math.abs((await skeleton()) - tileHeight), `a skeleton about a tile's height (${tileHeight} px)`).toBeLessThan(
        tileHeight * 0.25,
      );
      release();
      await expect.poll(() => cards.count()).toBeGreaterThan(20);
      expect(await skeleton()).toBe(0);
      const all = await productLinks();
      expect(all.slice(0, 20)).toEqual(firstPage);
      expect(new Set(all).size, "appended products are new ones").toBe(all.length);
      await expect(page).not.toHaveURL(/[?&]page=/);
      await expect(pages).toContainText("Page 2 of 2");
      // The last page is loaded: nothing more to load.
      await expect(pages.getByRole("link", { name: /Load more|Next page/ })).toHaveCount(0);
    } else {
      const next = pages.getByRole("link", { name: "Next page" });
      await expect(next).toBeVisible();
      await next.click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(pages).toContainText("Page 2 of 2");
      await expect(cards.first()).toBeVisible();
      const secondPage = await productLinks();
      expect(secondPage.length).toBeGreaterThan(0);
      expect(
        secondPage.filter((href) => firstPage.includes(href)),
        "page 2 repeats nothing from page 1",
      ).toEqual([]);
      await expect(pages.getByRole("link", { name: "Previous page" })).toBeVisible();
    }
  });
});

test.describe("listing images", () => {
  test("milk cards show each product's own pack shot", async ({ page }) => {
    await page.goto(MILK_LISTING);
    const cards = page.getByRole("list", { name: "Milk" }).getByRole("article");
    await expect(cards.first()).toBeVisible();
    const sources = await cards.locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? ""));
    const packs = sources.filter((src) => src.startsWith("/img/pack/"));
    expect(packs.length).toBeGreaterThan(1);
    // One picture per product: no two milk cards share an image.
    expect(new Set(packs).size).toBe(packs.length);
    // Served as the WebP rendition of the pack's drawing (docs/decisions/043-raster-pictures.md).
    const response = await page.request.get(packs[0] ?? "");
    expect(response.headers()["content-type"]).toBe("image/webp");
  });
});
