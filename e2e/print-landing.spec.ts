import { expect, test } from "./support/test";
import { expectNoAxeViolations, hasJs } from "./helpers";

/**
 * The print landing (/print, PrintLanding): every section of docs/product/routes.md#print-landing from the
 * seeded layout, the upload entry point as a plain link, the privacy note,
 * SEO tags, and no WCAG A/AA violations. Server-rendered, so the no-JS
 * projects run the same checks.
 */
const SECTIONS = [
  "Print in four easy steps",
  "Customise your prints",
  "What can you print?",
  "Loved by our customers",
  "Five documents to keep printed before a passport appointment",
  "Nukkad Print",
  "About Nukkad",
  "Online printing or the print shop: which is better?",
  "Popular searches",
];

test("the print landing renders every section and its upload entry point", async ({ page }) => {
  const response = await page.goto("/print");
  expect(response?.status()).toBe(200);

  await expect(page.getByRole("heading", { level: 1, name: "Print documents online, delivered in minutes" })).toBeVisible();
  for (const name of SECTIONS) await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();

  const upload = page.getByRole("link", { name: "Upload documents" });
  await expect(upload).toBeVisible();
  await expect(upload).toHaveAttribute("href", "/print/preview");

  await expect(page.getByText("10k+ happy customers")).toBeVisible();
  await expect(page.getByText(/delete your files 24 hours after your order is delivered or cancelled/)).toBeVisible();

  // Four steps, eight use cases, three testimonials dated Aug 2022.
  await expect(page.getByRole("region", { name: "Print in four easy steps" }).getByRole("listitem")).toHaveCount(4);
  await expect(page.getByRole("region", { name: "What can you print?" }).getByRole("listitem")).toHaveCount(8);
  const testimonials = page.getByRole("region", { name: "Loved by our customers" }).locator("figure");
  await expect(testimonials).toHaveCount(3);
  for (const figure of await testimonials.all()) await expect(figure.locator("time")).toHaveText("Aug 2022");

  // Prices: the operator's settings as seeded, today's figures (docs/rules.md#operator-settings).
  const prices = page.getByRole("region", { name: "Prices" });
  await expect(prices).toContainText("₹9 per side");
  await expect(prices).toContainText("₹19 per side");
  await expect(prices).toContainText("₹25 per order");

  // Every image has its size, so nothing moves as images arrive.
  for (const img of await page.locator("main img").all()) {
    await expect(img).toHaveAttribute("width", /^\d+$/);
    await expect(img).toHaveAttribute("height", /^\d+$/);
  }
});

test("the blog teaser opens without JavaScript", async ({ page }) => {
  await page.goto("/print");
  const more = page.getByText(/Keep two copies of the appointment confirmation/);
  await expect(more).toBeHidden();
  await page.getByText("Read the full post").click();
  await expect(more).toBeVisible();
});

test("the footer leads to the print landing", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Print documents" }).click();
  await expect(page).toHaveURL(/\/print$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Print documents online, delivered in minutes");
});

test("the print landing has its canonical URL, Service JSON-LD and a sitemap entry", async ({ page, request, baseURL }) => {
  await page.goto("/print");
  await expect(page).toHaveTitle(/Nukkad Print/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL("/print", baseURL).href);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const items = blocks.flatMap((text) => [].concat(JSON.parse(text))) as Record<string, unknown>[];
  const service = items.find((item) => item["@type"] === "Service");
  expect(service, "a JSON-LD item of @type Service").toBeTruthy();
  expect((service?.offers as { price: string }[]).map((o) => o.price)).toEqual(["9.00", "19.00", "25.00"]);
  expect(items.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);

  const sitemap = await request.get("/sitemaps/categories.xml");
  expect(await sitemap.text()).toMatch(/<loc>https?:\/\/[^<]+\/print<\/loc>/);
});

test("the print landing has no WCAG A/AA violations", async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), "axe-core needs JavaScript in the page");
  await page.goto("/print");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
