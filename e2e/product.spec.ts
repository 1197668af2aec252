import { expect, test } from "./support/test";
import { hasJs, waitForHydration } from "./helpers";

/** Nukkad Fresh Potato comes in 500 g, 1 kg and 2 kg: one variant group. */
const POTATO = "/prn/nukkad-fresh-potato/prid/100001";

test.describe("product variants", () => {
  test("switch in place with JavaScript (#/variant/{id}, no scroll) and by link without", async ({ page }, testInfo) => {
    await page.goto(POTATO);
    await waitForHydration(page, testInfo);
    await expect(page.getByTestId("selected-unit")).toHaveText("500 g");
    const units = page.getByRole("group", { name: "Select unit" });
    const oneKg = units.getByRole("link", { name: /^1 kg/ });

    if (hasJs(testInfo)) {
      await page.evaluate(() => window.scrollTo(0, 120));
      await oneKg.click();
      await expect(page).toHaveURL(/\/prid\/100001#\/variant\/\d+$/);
      await expect(page.getByTestId("selected-unit")).toHaveText("1 kg");
      // Only the hash changed: the page keeps its scroll position (docs/product/routes.md#navigation).
      expect(await page.evaluate(() => window.scrollY)).toBe(120);
      await expect(page.getByRole("button", { name: /^Add Nukkad Fresh Potato 1 kg to cart$/ })).toBeVisible();
    } else {
      await oneKg.click();
      await expect(page).toHaveURL(/\/prn\/nukkad-fresh-potato\/prid\/\d+$/);
      expect(page.url()).not.toContain("/prid/100001");
      await expect(page.getByTestId("selected-unit")).toHaveText("1 kg");
    }
  });

  test("a new route scrolls back to the top", async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), "without JavaScript every navigation is a fresh page load at the top");
    await page.goto(POTATO);
    await waitForHydration(page, testInfo);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Fresh Vegetables" }).click();
    await expect(page.getByRole("heading", { name: "Buy Fresh Vegetables online" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
