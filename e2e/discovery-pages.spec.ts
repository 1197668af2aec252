/**
 * The discovery pages (docs/rules.md#paan-corner, #offers, #order-online-pages, #marketing-texts), app deep
 * links and the install banner (docs/deep-links.md), in all four projects: every page works without
 * JavaScript.
 */
import { expect, test } from "./support/test";
import { logInByForm, MILK_LISTING, addFirstInStockProduct, hasJs, ops, waitForHydration } from "./helpers";

test.describe("/paan", () => {
  test("asks the 18+ question, then shows Paan Corner at the shopper's store", async ({ page }) => {
    await page.goto("/paan");
    await expect(page.getByRole("heading", { name: "Paan Corner is for adults" })).toBeVisible();
    await page.getByRole("button", { name: "I am 18 or older" }).click();
    await expect(page).toHaveURL(/\/paan$/);
    await expect(page.getByRole("heading", { level: 1, name: "Paan Corner" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Paan Corner" }).getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Paan Corner categories" }).getByRole("link")).toHaveCount(4);
  });

  test("after a no it says the products are hidden", async ({ page }) => {
    await page.goto("/paan");
    await page.getByRole("button", { name: "I am under 18" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/paan");
    await expect(page.getByText("You told us you are under 18, so these products are hidden.")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
  });
});

test.describe("/offers", () => {
  test("lists coupons and bank offers with their terms, to use at checkout", async ({ page }) => {
    await page.goto("/offers");
    await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
    const coupons = page.getByRole("region", { name: "Coupons" });
    const welcome = coupons.getByRole("listitem").filter({ hasText: "WELCOME50" });
    await expect(welcome.getByRole("list", { name: "Conditions of WELCOME50" })).toContainText("Minimum order ₹199");
    await expect(welcome).toContainText("Once per customer");
    const bank = page.getByRole("region", { name: "Bank and payment offers" });
    await expect(bank.getByRole("listitem").filter({ hasText: "HDFC10" }).first()).toContainText("Pay with HDFC Bank cards");
    // An empty cart: the code is to be entered at checkout.
    await expect(welcome.getByText("Enter the code at checkout.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Apply WELCOME50" })).toHaveCount(0);
  });

  test("with items in the cart a coupon applies from the page", async ({ page }) => {
    await addFirstInStockProduct(page);
    await page.goto("/offers");
    await page.getByRole("button", { name: "Apply FRESH10" }).click();
    // Checkout takes over: the coupon list, or the login step before it.
    await expect(page).toHaveURL(/\/checkout|\/login/);
  });
});

test.describe("/order-online SEO pages", () => {
  test("a category × city page has real content, links and structured data", async ({ page }) => {
    await page.goto("/order-online/milk-in-gurugram");
    await expect(page.getByRole("heading", { level: 1, name: "Order Milk online in Gurugram" })).toBeVisible();
    await expect(page.getByText(/Milk products? in stock from ₹/)).toBeVisible();
    await expect(page.getByRole("list", { name: "Popular Milk" }).getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Shop all Milk" })).toHaveAttribute("href", MILK_LISTING);
    await expect(page.getByText("How fast is Milk delivered in Gurugram?")).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/order-online\/milk-in-gurugram$/);
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => (JSON.parse(n.textContent ?? "{}") as { "@type"?: string })["@type"]));
    expect(types).toEqual(expect.arrayContaining(["BreadcrumbList", "ItemList", "FAQPage"]));
  });

  test("an unknown page name is the 404 page", async ({ page }) => {
    const response = await page.goto("/order-online/moon-rocks-in-gurugram");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
  });
});

test.describe("/unsubscribe-ct", () => {
  test("a shopper's link asks first, then records the unsubscribe with one click", async ({ page }, testInfo) => {
    const phone = await logInByForm(page, testInfo, 71);
    const link = new URL((await ops("unsubscribe-link", phone)).trim());
    expect(link.search).not.toContain(phone);

    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "Stop marketing texts?" })).toBeVisible();
    await expect(page.getByText(`******${phone.slice(-4)}`)).toBeVisible();
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
    // Opening the link again says so without asking.
    await page.reload();
    await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  });

  test("a tampered link gets a clear 400 page", async ({ page }) => {
    const response = await page.goto("/unsubscribe-ct?token=v1.1.AAAAAAAAAAAAAAAAAAAAAA");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  });
});

test.describe("app deep links (/dl)", () => {
  test("a known link opens its web page; an unknown or foreign one is a 404, never a redirect away", async ({ page }) => {
    await page.goto(`/dl?link=${encodeURIComponent("nukkad://offers")}`);
    await expect(page).toHaveURL(/\/offers$/);
    await page.goto(`/dl?link=${encodeURIComponent("nukkad://search?q=milk")}`);
    await expect(page).toHaveURL(/\/s\/\?q=milk$/);
    for (const link of ["nukkad://nowhere", "https://evil.example/", "nukkad://track_order?cart_id=%2F%2Fevil.example&order_id=1"]) {
      const response = await page.goto(`/dl?link=${encodeURIComponent(link)}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "This app link does not open a page on the website" })).toBeVisible();
    }
  });
});

test.describe("install banner", () => {
  test("on a phone a listing offers its app link and 'Not now' hides it; desktops never see it", async ({ page }, testInfo) => {
    await page.goto(`${MILK_LISTING}?sort=price_asc`);
    const banner = page.getByRole("complementary", { name: "Nukkad app" });
    if (!testInfo.project.name.startsWith("mobile")) {
      await expect(banner).toHaveCount(0);
      return;
    }
    await expect(banner.getByRole("link", { name: "Open app" })).toHaveAttribute(
      "href",
      "nukkad://listing?l0_id=2&l1_id=141&sort=price_asc",
    );
    // Pages without an app screen have no banner.
    await page.goto("/offers");
    await expect(banner).toHaveCount(0);
    await page.goto(MILK_LISTING);
    await banner.getByRole("button", { name: "Not now" }).click();
    await expect(page).toHaveURL(new RegExp(`${MILK_LISTING}$`));
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(banner).toHaveCount(0);
  });
});

test.describe("scroll on navigation", () => {
  test("a new route starts at the top, back restores the position, a hash change on the same page does not jump", async ({
    page,
  }, testInfo) => {
    test.skip(!hasJs(testInfo), "Without JavaScript the browser itself scrolls each new document to the top and restores on back.");
    await page.goto("/order-online/milk-in-gurugram");
    await waitForHydration(page, testInfo);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const before = await page.evaluate(() => window.scrollY);

    // (a) A link to another route: the new page starts at the top.
    // Clicked in the page, so Playwright does not scroll the link into view first (which would move the position saved).
    await page.getByRole("link", { name: "Shop all Milk" }).evaluate((a: HTMLElement) => a.click());
    await expect(page).toHaveURL(new RegExp(`${MILK_LISTING}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // (b) Back: the SEO page where it was left.
    await page.goBack();
    await expect(page).toHaveURL(/\/order-online\/milk-in-gurugram$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);

    // (c) Only the hash changes: no jump to the top.
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
    // A client-side navigation to a hash no element has (the variant view's "#/variant/{id}"), as a <Link> would make.
    await page.evaluate(() =>
      (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate("#/variant/1"),
    );
    await expect(page).toHaveURL(/#\/variant\/1$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(500);
  });
});
