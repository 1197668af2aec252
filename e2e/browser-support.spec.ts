/**
 * Browsers too old to run the store are sent to /browser-not-supported
 * (docs/product/routes.md#error-pages) when they load a page, and can continue to the store anyway.
 * Everything else — data requests, the JSON API, static files, crawlers,
 * Opera Mini, unknown clients — is served as before.
 */
import { expect, test, type TestInfo } from "./support/test";

const IE11 = "Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko";
const CHROME_49 = "Mozilla/5.0 (Windows NT 5.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/49.0.2623.112 Safari/537.36";
const OPERA_MINI = "Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16";
const GOOGLEBOT_OLD_CHROME =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/41.0.2272.96 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const httpOnly = (testInfo: TestInfo) => test.skip(testInfo.project.name !== "desktop-js", "HTTP-level check: one project is enough");

test.describe("old browsers", () => {
  test("a page load is redirected with 303, keeping where it was going; nothing else is", async ({ request }, testInfo) => {
    httpOnly(testInfo);
    for (const ua of [IE11, CHROME_49]) {
      const page = await request.get("/categories?sort=a", { headers: { "User-Agent": ua }, maxRedirects: 0 });
      expect(page.status(), ua).toBe(303);
      expect(page.headers()["location"]).toBe(`/browser-not-supported?redirectTo=${encodeURIComponent("/categories?sort=a")}`);
      expect(page.headers()["cache-control"]).toBe("private, no-store");
    }
    const notRedirected: [string, string, number][] = [
      ["the page itself", "/browser-not-supported?redirectTo=%2Fcategories", 200],
      ["a data request", "/categories.data", 200],
      ["the JSON API", "/v1/print/landing_page", 200],
      ["a static file", "/favicon.svg", 200],
      ["robots.txt", "/robots.txt", 200],
      ["a 404 page", "/no-such-page-here", 404],
    ];
    for (const [label, path, status] of notRedirected) {
      const response = await request.get(path, { headers: { "User-Agent": IE11 }, maxRedirects: 0 });
      expect(response.status(), label).toBe(status);
    }
    const forms = await request.post("/location", {
      headers: { "User-Agent": IE11 },
      form: { intent: "locality", localityId: "1" },
      maxRedirects: 0,
    });
    expect(forms.headers()["location"] ?? "", "a form post").not.toContain("browser-not-supported");
    for (const ua of [OPERA_MINI, GOOGLEBOT_OLD_CHROME, "", "NukkadPartnerApp/3.1"]) {
      const response = await request.get("/categories", { headers: { "User-Agent": ua }, maxRedirects: 0 });
      expect(response.status(), ua || "no User-Agent").toBe(200);
    }
  });
});

test.describe("Internet Explorer", () => {
  test.use({ userAgent: IE11 });

  test("sees which browsers work, and can continue to the store anyway", async ({ page }) => {
    await page.goto("/categories");
    await expect(page).toHaveURL(/\/browser-not-supported\?redirectTo=%2Fcategories$/);
    await expect(page.getByRole("heading", { name: "Your browser is not supported", level: 1 })).toBeVisible();
    await expect(page.getByText("Google Chrome or Microsoft Edge, version 64 or later")).toBeVisible();

    await page.getByRole("link", { name: "Continue to the store anyway" }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole("search")).toBeVisible();
    await expect(page.getByText("Your browser is not supported")).toHaveCount(0);
    // Remembered: the next page loads without a detour.
    const next = await page.goto("/cart");
    expect(next?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test("a redirectTo that leaves the site is not followed", async ({ page }) => {
    await page.goto("/browser-not-supported?continue=1&redirectTo=%2F%2Fevil.example%2F");
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.hostname === "localhost");
  });
});
