import { expect, test } from "./support/test";
import { MILK_LISTING } from "./helpers";

test.describe("errors", () => {
  for (const path of ["/this-does-not-exist", "/prn/x/prid/999999999"]) {
    test(`404 for ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "This page could not be found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to home" })).toBeVisible();
    });
  }

  test("an unknown path offers a search and the top categories", async ({ page }) => {
    expect((await page.goto("/no-such-aisle"))?.status()).toBe(404);
    const categories = page.getByRole("navigation", { name: "Or start from a category" });
    await expect(categories.getByRole("link")).toHaveCount(8);
    await categories.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/cn\/[^/]+\/cid\/\d+\/\d+$/);

    await page.goto("/no-such-aisle");
    await page.getByRole("main").getByRole("searchbox", { name: "Search for a product" }).fill("milk");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/s\/?\?q=milk$/);
  });
});

test.describe("SEO", () => {
  test("product page: canonical, Open Graph and Product JSON-LD", async ({ page, baseURL }) => {
    await page.goto(MILK_LISTING);
    const card = page.getByRole("list", { name: "Milk" }).getByRole("article").first();
    const name = (await card.getAttribute("aria-label")) ?? "";
    const href = (await card.getByRole("link").first().getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/prn\/[^/]+\/prid\/\d+$/);

    const response = await page.goto(href);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(href, baseURL).href);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.flatMap((text) => {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : [parsed];
    }) as Record<string, unknown>[];
    const types = (item: Record<string, unknown>) => ([] as unknown[]).concat(item["@type"]);
    const product = items.find((item) => types(item).includes("Product"));
    expect(product, "a JSON-LD item of @type Product").toBeTruthy();
    expect(product?.name).toBe(name);
    const offers = ([] as Record<string, unknown>[]).concat(product?.offers as Record<string, unknown>);
    expect(offers[0]?.priceCurrency).toBe("INR");
    expect(Number(offers[0]?.price)).toBeGreaterThan(0);
  });

  test("sitemap index lists the product sitemap", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/sitemaps\/products-1\.xml<\/loc>/);

    const products = await request.get("/sitemaps/products-1.xml");
    expect(products.status()).toBe(200);
    expect(await products.text()).toMatch(/<loc>https?:\/\/[^<]+\/prn\/[^<]+\/prid\/\d+<\/loc>/);
  });

  test("robots.txt points at the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test("an anonymous catalogue page may be cached by a CDN", async ({ request }) => {
    // The `request` fixture has its own, empty cookie jar: a first visit or a crawler.
    const response = await request.get(MILK_LISTING);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("s-maxage");
    expect(response.headers()["vary"]).toMatch(/Cookie/i);
  });

  test("a shopper's page (with a location cookie) is private", async ({ page }) => {
    await page.goto("/location?q=122002");
    await page.getByRole("button", { name: /^Deliver to DLF Phase 3/ }).click();
    await expect(page.getByRole("link", { name: /^Delivery location: DLF Phase 3/ })).toBeVisible();
    const response = await page.request.get(MILK_LISTING);
    expect(response.headers()["cache-control"]).toBe("private, no-cache");
  });

  test("crawlers get the complete document in one response", async ({ request }) => {
    const response = await request.get(MILK_LISTING, {
      headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    const html = await response.text();
    expect(html).toContain('"@type":"ItemList"');
    expect(html).toContain("</html>");
    expect(html).toContain("streamController.close()");
  });
});
