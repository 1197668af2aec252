import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
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

/**
 * The WCAG 2.1 A/AA rules, plus label-in-name (2.5.3: what a link or button shows is part of its name), which
 * this axe-core still ships switched off as experimental.
 */
async function violations(page: Page): Promise<string[]> {
  // options() replaces every option, so it goes before withTags().
  const results = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length}) e.g. ${v.nodes[0]?.target.join(" ")}`);
}

async function openProductPage(page: Page) {
  await page.goto(MILK_LISTING);
  await page.getByRole("list", { name: "Milk" }).getByRole("article").first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

for (const screen of SCREENS) {
  test(`${screen.name} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(screen.path);
    expect(await violations(page)).toEqual([]);
  });
}

test("a product page has no WCAG A/AA violations", async ({ page }) => {
  await openProductPage(page);
  expect(await violations(page)).toEqual([]);
});

// The narrowest phones the store is laid out for (docs/rules.md#accessibility): the header and tiles change shape.
test.describe("at 360 px", () => {
  test.skip(({ isMobile }) => !isMobile, "a phone's layout");
  test.use({ viewport: { width: 360, height: 740 } });

  for (const screen of SCREENS.slice(0, 2)) {
    test(`${screen.name} has no WCAG A/AA violations`, async ({ page }) => {
      await page.goto(screen.path);
      expect(await violations(page)).toEqual([]);
    });
  }

  test("a product page has no WCAG A/AA violations", async ({ page }) => {
    await openProductPage(page);
    expect(await violations(page)).toEqual([]);
  });
});
