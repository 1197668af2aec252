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
    // The outlines, in place of the rails; no product of theirs is visible.
    const dairy = page.getByTestId("rail-placeholder").filter({ hasText: "Dairy, Bread & Eggs" });
    await expect(dairy).toBeVisible();
    await expect(
      page
        .getByTestId("rail-placeholder")
        .filter({ hasText: "Top brands" })
        .getByRole("link", { name: /All brands/ }),
    ).toHaveAttribute("href", "/brands");
    await expect(bestsellers.getByRole("article")).toHaveCount(0);
    await dairy.getByRole("link", { name: /See all/ }).click();
    await expect(page).toHaveURL(/\/cn\/dairy-bread-and-eggs\/cid\/2\/\d+$/);
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  }
});
