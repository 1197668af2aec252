import { expect, test } from "./support/test";

test.describe("age-restricted category (Paan Corner)", () => {
  test("asks for the 18+ declaration once, then shows the products", async ({ page }) => {
    await page.goto("/categories");
    await page.getByRole("region", { name: "Paan Corner" }).getByRole("link").first().click();
    await expect(page.getByTestId("age-gate")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Paan Corner is for adults" })).toBeVisible();
    const gated = page.url();

    await page.getByRole("button", { name: "I am 18 or older" }).click();
    await expect(page).toHaveURL(gated);
    await expect(page.getByTestId("age-gate")).toHaveCount(0);
    await expect(page.getByRole("article").first()).toBeVisible();

    // Once per session: another Paan Corner page does not ask again.
    await page.getByRole("navigation", { name: "Paan Corner categories" }).getByRole("link").nth(1).click();
    await expect(page.getByTestId("age-gate")).toHaveCount(0);
  });

  test("saying no goes home and keeps the products hidden", async ({ page }) => {
    await page.goto("/categories");
    await page.getByRole("region", { name: "Paan Corner" }).getByRole("link").first().click();
    await page.getByRole("button", { name: "I am under 18" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await page.reload();
    await expect(page.getByText("You told us you are under 18")).toBeVisible();
  });
});
