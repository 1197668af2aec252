/**
 * Home streams the rails below the first screen (docs/architecture.md#works-before-javascript; the
 * TTFB figures are in docs/benchmarks.md). With JavaScript the streamed rails arrive and their Add
 * buttons work; without it each stays on its outline, whose "See all" link leads to the products.
 */
import { expect, test } from "./support/test";
import { expectCartCount, hasJs, waitForHydration } from "./helpers";

test("the rails below the first screen arrive with JavaScript, or leave their links without it", async ({ page }, testInfo) => {
  // The first request of a run may seed the demo catalogue.
  test.slow();
  await page.goto("/");
  // Above the fold, in the first byte either way: the first rail with its products.
  await expect(page.getByRole("region", { name: "Top deals" }).getByRole("article").first()).toBeVisible();
  // …within the first screen, phone included: its first card starts at least 100 px above the fold.
  const firstCard = await page.getByRole("region", { name: "Top deals" }).getByRole("article").first().boundingBox();
  expect(firstCard?.y ?? Infinity).toBeLessThan((page.viewportSize()?.height ?? 0) - 100);

  const bestsellers = page.getByRole("region", { name: "Bestsellers", exact: true });
  if (hasJs(testInfo)) {
    await waitForHydration(page, testInfo);
    await expect(page.getByTestId("rail-placeholder")).toHaveCount(0);
    const card = bestsellers
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: /^Add .+ to cart$/ }) })
      .first();
    const name = (await card.getAttribute("aria-label")) ?? "";
    expect(name).not.toBe("");
    await card.getByRole("button", { name: `Add ${name} to cart`, exact: true }).click();
    await expectCartCount(page, 1);
  } else {
    // Each rail below the first screen stands as its outline (title and "See all"), or — when its data was
    // already cached before the first byte, so React sent it inline — as the rail itself: either way the
    // section and its link to the products are there without JavaScript.
    const dairy = page
      .getByTestId("rail-placeholder")
      .filter({ hasText: "Dairy, Bread & Eggs" })
      .or(page.getByRole("region", { name: "Dairy, Bread & Eggs", exact: true }));
    await expect(dairy).toBeVisible();
    const brands = page.getByTestId("rail-placeholder").filter({ hasText: "Top brands" });
    if (await brands.count()) await expect(brands.getByRole("link", { name: /All brands/ })).toHaveAttribute("href", "/brands");
    await dairy.getByRole("link", { name: /See all/ }).click();
    await expect(page).toHaveURL(/\/cn\/dairy-bread-and-eggs\/cid\/2\/\d+$/);
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  }
});

test("home's rails are short and only the first screen's pictures load first", async ({ page }, testInfo) => {
  test.slow();
  await page.goto("/");
  await waitForHydration(page, testInfo);
  // A desktop row in the first screen, four below it; the rest is a "See all" away (docs/decisions/026-light-home-rails.md,
  // 041-light-home-document.md).
  const rails = page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("article") });
  await expect(rails.first()).toBeVisible();
  for (const rail of await rails.all()) expect(await rail.getByRole("article").count()).toBeLessThanOrEqual(6);
  // The first rail's first picture is a phone's largest in the first screen: fetched at once, and first.
  const firstPicture = page.getByRole("region", { name: "Top deals" }).getByRole("article").first().locator("img").first();
  await expect(firstPicture).toHaveAttribute("fetchpriority", "high");
  await expect(firstPicture).toHaveAttribute("loading", "eager");
  if (hasJs(testInfo)) {
    // The rails that streamed in below the first screen are laid out only when they near the viewport.
    const bestsellers = page.locator("[data-impression]").filter({ has: page.getByRole("region", { name: "Bestsellers", exact: true }) });
    expect(await bestsellers.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("auto");
  }
  // The first screen, and a rail from the bottom once scrolled to (a full-page picture would show the skipped rails blank).
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`home-${width}.png`) });
    const lastRail = rails.last();
    await lastRail.scrollIntoViewIfNeeded();
    await expect(lastRail.getByRole("article").first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`home-${width}-last-rail.png`) });
  }
});
