import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { MILK_LISTING } from "./helpers";

/**
 * Automated accessibility checks (axe-core, WCAG 2.1 A and AA) on the main
 * screens, in every project: labels, names, contrast, landmarks, ARIA use.
 */
// axe runs inside the page, so it needs JavaScript; the -nojs projects get the same server-rendered markup.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe-core needs JavaScript in the page");

const SCREENS = [
  { name: "home", path: "/" },
  { name: "product list", path: MILK_LISTING },
  { name: "search", path: "/s/?q=milk" },
  { name: "location picker", path: "/location?q=122002" },
  { name: "cart", path: "/cart" },
  { name: "not found", path: "/no-such-page" },
];

for (const screen of SCREENS) {
  test(`${screen.name} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(screen.path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length}) e.g. ${v.nodes[0]?.target.join(" ")}`);
    expect(summary).toEqual([]);
  });
}

test("a product page has no WCAG A/AA violations", async ({ page }) => {
  await page.goto(MILK_LISTING);
  await page.getByRole("list", { name: "Milk" }).getByRole("article").first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} e.g. ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
});
