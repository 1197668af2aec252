import { expect, test, type Page } from "./support/test";

async function searchFor(page: Page, term: string) {
  await page.goto("/");
  const box = page.getByRole("searchbox", { name: "Search products" });
  await box.fill(term);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/s/?\\?q=${encodeURIComponent(term)}(&|$)`));
}

test.describe("search", () => {
  test("exact matches", async ({ page }) => {
    await searchFor(page, "milk");
    await expect(page.getByRole("heading", { level: 1, name: "Results for “milk”" })).toBeVisible();
    const results = page.getByRole("list", { name: "Search results for milk" }).getByRole("article");
    await expect(results.first()).toBeVisible();
    await expect(results.filter({ hasText: /milk/i }).first()).toBeVisible();
    // The header search keeps the query.
    await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue("milk");
  });

  test("a misspelling shows similar items", async ({ page }) => {
    await searchFor(page, "tomatto");
    await expect(page.getByRole("heading", { level: 1, name: "Results for “tomatto”" })).toBeVisible();
    await expect(page.getByText("No exact matches. Showing items with similar names.")).toBeVisible();
    const results = page.getByRole("list", { name: "Search results for tomatto" }).getByRole("article");
    await expect(results.filter({ has: page.getByRole("heading", { name: /Tomato/ }) }).first()).toBeVisible();
  });

  test("nothing found shows suggestions", async ({ page }) => {
    await searchFor(page, "qzxvw");
    await expect(page.getByRole("heading", { level: 1, name: "No results for “qzxvw”" })).toBeVisible();
    const none = page.getByTestId("no-results");
    await expect(none).toBeVisible();
    const popular = none.getByRole("region", { name: "Try popular searches" });
    await expect(popular.getByRole("link", { name: "milk", exact: true })).toBeVisible();
    await expect(none.getByRole("region", { name: "Or browse a category" }).getByRole("link").first()).toBeVisible();

    // A suggestion is a working search.
    await popular.getByRole("link", { name: "milk", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Results for “milk”" })).toBeVisible();
  });
});
