import { expect, test } from "./support/test";
import { expectCartCount, hasJs, waitForHydration } from "./helpers";

/** Nukkad Fresh Potato comes in 500 g, 1 kg and 2 kg: one variant group. */
const POTATO = "/prn/nukkad-fresh-potato/prid/100001";

test.describe("product variants", () => {
  test("switch in place with JavaScript (#/variant/{id}, no scroll) and by link without", async ({ page }, testInfo) => {
    await page.goto(POTATO);
    await waitForHydration(page, testInfo);
    await expect(page.getByTestId("selected-unit")).toHaveText("500 g");
    const units = page.getByRole("group", { name: "Select unit" });
    const oneKg = units.getByRole("link", { name: /^1 kg/ });
    const packSize = page.locator("dt", { hasText: /^Pack size$/ }).locator("xpath=following-sibling::dd[1]");
    await expect(packSize).toHaveText("500 g");

    if (hasJs(testInfo)) {
      await page.evaluate(() => window.scrollTo(0, 120));
      // Where the page is once the link is in mid-screen (on a phone the app banner can push it below the fold,
      // and at the screen's bottom edge the pinned ADD row covers it).
      await oneKg.evaluate((link) => link.scrollIntoView({ block: "center" }));
      const before = await page.evaluate(() => window.scrollY);
      await oneKg.click();
      await expect(page).toHaveURL(/\/prid\/100001#\/variant\/\d+$/);
      await expect(page.getByTestId("selected-unit")).toHaveText("1 kg");
      // Only the hash changed: the page keeps its scroll position (docs/product/routes.md#navigation).
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      await expect(page.getByRole("button", { name: /^Add Nukkad Fresh Potato 1 kg to cart$/ })).toBeVisible();
    } else {
      await oneKg.click();
      await expect(page).toHaveURL(/\/prn\/nukkad-fresh-potato\/prid\/\d+$/);
      expect(page.url()).not.toContain("/prid/100001");
      await expect(page.getByTestId("selected-unit")).toHaveText("1 kg");
    }
    // The page agrees with itself: the highlights give the 1 kg's pack size, not the 500 g's.
    await expect(packSize).toHaveText("1 kg");
  });

  test("a pack size shows its own pack shot (docs/product/routes.md#variants)", async ({ page }, testInfo) => {
    // Amul Toned Fresh Milk: 500 ml (100104) and 1 l (100105), each with its own generated pack.
    await page.goto("/prn/amul-toned-fresh-milk/prid/100104");
    await waitForHydration(page, testInfo);
    const front = page.getByRole("region", { name: "Product images" }).getByRole("img").first();
    await expect(front).toHaveAttribute("src", /^\/img\/pack\/100104\//);
    await page.getByRole("group", { name: "Select unit" }).getByRole("link", { name: /^1 l/ }).click();
    await expect(page.getByTestId("selected-unit")).toHaveText("1 l");
    await expect(front).toHaveAttribute("src", /^\/img\/pack\/100105\/[0-9a-f]{8}\/front\.webp$/);
    const shown = await front.getAttribute("src");
    // The same picture as the 1 l's own page.
    await page.goto("/prn/amul-toned-fresh-milk/prid/100105");
    await expect(front).toHaveAttribute("src", shown!);
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

test.describe("product images", () => {
  test("a packaged product shows its pack's front and back label; produce shows its photo, with a back label", async ({
    page,
    request,
  }) => {
    await page.goto("/prn/amul-toned-fresh-milk/prid/100104");
    const gallery = page.getByRole("region", { name: "Product images" });
    const pictures = gallery.getByRole("list").first().getByRole("img");
    await expect(pictures).toHaveCount(2);
    const [front, back] = await Promise.all([pictures.nth(0).getAttribute("src"), pictures.nth(1).getAttribute("src")]);
    expect(front).toMatch(/^\/img\/pack\/100104\/[0-9a-f]{8}\/front\.webp$/);
    expect(back).toMatch(/^\/img\/pack\/100104\/[0-9a-f]{8}\/back\.webp$/);

    // The page shows the WebP rendition (docs/decisions/043-raster-pictures.md); the drawing it is made of, at .svg, prints the label.
    const frontWebp = await request.get(front ?? "");
    expect(frontWebp.headers()["content-type"]).toBe("image/webp");
    expect(frontWebp.headers()["cache-control"]).toContain("immutable");
    const frontText = await (await request.get((front ?? "").replace(/\.webp$/, ".svg"))).text();
    for (const text of [">AMUL<", ">500 ml<"]) expect(frontText).toContain(text);
    const backText = await (await request.get((back ?? "").replace(/\.webp$/, ".svg"))).text();
    for (const text of ["Net quantity", "incl. of all taxes", "Country of origin", "FSSAI Lic. No.", "Customer care"])
      expect(backText).toContain(text);

    await page.goto(POTATO);
    await expect(page.getByRole("region", { name: "Product images" }).getByRole("img").first()).toHaveAttribute(
      "src",
      /^\/img\/photo\/[0-9a-f]{32}\/256\.webp$/,
    );
    await expect(page.getByRole("region", { name: "Product images" }).getByRole("list").first().getByRole("img").nth(1)).toHaveAttribute(
      "src",
      /^\/img\/pack\/100001\/[0-9a-f]{8}\/back\.webp$/,
    );
  });
});

test.describe("the product page on a 360 × 760 phone", () => {
  test.use({ viewport: { width: 360, height: 760 } });

  test("shows ADD on the first screen, pinned, in the cart bar's place once the cart has something", async ({ page }, testInfo) => {
    await page.goto(POTATO);
    const add = page.getByRole("button", { name: "Add Nukkad Fresh Potato 500 g to cart", exact: true });
    await expect(add).toBeInViewport({ ratio: 1 });
    // Beside it, what the shopper pays: the unit and the same price as the page's.
    const pinned = page.getByTestId("pinned-price");
    await expect(pinned).toBeInViewport({ ratio: 1 });
    await expect(pinned).toContainText("500 g");
    await expect(pinned).toContainText(await page.getByRole("main").getByTestId("price").first().innerText());
    await waitForHydration(page, testInfo);
    await add.click();
    await expect(page.getByRole("main").getByTestId("line-quantity").first()).toHaveText("1");
    // The stepper stays pinned and whole; the cart bar gives it the bottom, and the header's cart button counts.
    const plus = page.getByRole("button", { name: "Add one more Nukkad Fresh Potato 500 g", exact: true });
    await expect(plus).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId("cart-bar")).toBeHidden();
    await expectCartCount(page, 1);
  });
});
