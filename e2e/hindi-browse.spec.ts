/**
 * Browsing the Hindi store (docs/decisions/055-hindi.md): a listing sorts, filters and pages in Hindi, search
 * answers in Hindi (results, nothing found, "tell us what you looked for"), type-ahead suggests in Hindi, and every
 * step stays under /hi — with JavaScript and without.
 */
import { expect, test, type Page } from "./support/test";
import { hasJs, MILK_LISTING, parsePaise, waitForHydration } from "./helpers";

const HINDI_LISTING = `/hi${MILK_LISTING}`;

/** This store's pages linked or posted to from the page shown, outside the Hindi store: none is expected. */
async function englishWaysOut(page: Page): Promise<string[]> {
  const ways = await page
    .locator("a[href^='/'], form[action^='/']")
    .evaluateAll((elements) => elements.map((e) => e.getAttribute("href") ?? e.getAttribute("action") ?? ""));
  return ways.filter((way) => !/^\/(hi(\/|$|\?)|build\/|img\/|language$|favicon|manifest|apple-touch)/.test(way));
}

test.describe("a Hindi listing", () => {
  test("sorts by price, filters by brand and clears, in Hindi", async ({ page }, testInfo) => {
    await page.goto(HINDI_LISTING);
    const grid = page.getByRole("list", { name: "दूध" });
    await expect(grid.getByRole("article").first()).toBeVisible();
    await waitForHydration(page, testInfo);
    const form = page.getByRole("form", { name: "सॉर्ट और फ़िल्टर" });
    await expect(form.getByText(/^\d+ सामान$/)).toBeVisible();

    await form.locator("summary", { hasText: /^सॉर्ट/ }).click();
    const sortBy = form.getByRole("group", { name: "इस हिसाब से सॉर्ट करें" });
    await sortBy.getByRole("radio", { name: "कीमत (कम से ज़्यादा)" }).check();
    // Without JavaScript the sheet's Apply button submits the GET form; with it a choice applies at once.
    if (!hasJs(testInfo)) await sortBy.getByRole("button", { name: "लगाएँ" }).click();
    await expect(page).toHaveURL(new RegExp(`${HINDI_LISTING}\\?(.*&)?sort=price_asc(&|$)`));
    await expect(form.locator("summary", { hasText: "कीमत (कम से ज़्यादा)" })).toBeVisible();
    await expect
      .poll(async () => {
        const prices = (await grid.getByTestId("price").allInnerTexts()).slice(0, 12).map(parsePaise);
        return prices.length >= 2 && prices.every((p, i) => i === 0 || (prices[i - 1] ?? Infinity) <= p);
      })
      .toBe(true);

    await form.locator("summary", { hasText: /^ब्रांड/ }).click();
    const brands = form.getByRole("group", { name: "ब्रांड से फ़िल्टर करें" });
    await brands.getByRole("checkbox", { name: /^Amul/ }).check();
    if (!hasJs(testInfo)) await brands.getByRole("button", { name: "लगाएँ" }).click();
    await expect(page).toHaveURL(/[?&]brand=\d+/);
    await expect(form.locator("summary", { hasText: "ब्रांड (1)" })).toBeVisible();
    await expect(grid.getByRole("article").first()).toHaveAttribute("aria-label", /^Amul/);
    expect(await englishWaysOut(page)).toEqual([]);

    await form.getByRole("link", { name: "सब हटाएँ" }).click();
    await expect(page).toHaveURL(new RegExp(`${HINDI_LISTING}$`));
    await expect(form.locator("summary", { hasText: /^सॉर्ट/ })).toBeVisible();
  });

  test("pages in Hindi: more in place with JavaScript, the next page without", async ({ page }, testInfo) => {
    await page.goto(HINDI_LISTING);
    const grid = page.getByRole("list", { name: "दूध" });
    await expect(grid.getByRole("article")).toHaveCount(20);
    await waitForHydration(page, testInfo);
    const pages = page.getByRole("navigation", { name: "पेज" });
    await expect(pages.getByText(/^पेज 1 \/ \d+$/)).toBeVisible();
    const next = pages.getByRole("link", { name: hasJs(testInfo) ? "और दिखाएँ" : "अगला पेज" });
    await expect(next).toHaveAttribute("href", new RegExp(`^${HINDI_LISTING}\\?page=2$`));
    await next.click();
    if (hasJs(testInfo)) {
      // "Load more" appends the next page here.
      await expect.poll(() => grid.getByRole("article").count()).toBeGreaterThan(20);
      await expect(page).toHaveURL(new RegExp(`${HINDI_LISTING}$`));
    } else {
      await expect(page).toHaveURL(new RegExp(`${HINDI_LISTING}\\?page=2$`));
      await expect(pages.getByRole("link", { name: "पिछला पेज" })).toHaveAttribute("href", HINDI_LISTING);
    }
    await expect(pages.getByText(/^पेज 2 \/ \d+$/)).toBeVisible();
    await expect(page).toHaveTitle(hasJs(testInfo) ? "दूध ऑनलाइन खरीदें | डेयरी, ब्रेड और अंडे | नुक्कड़" : /\(पेज 2\)/);
  });

  test("an age-restricted category asks the 18+ question in Hindi, and comes back to the Hindi listing", async ({ page }, testInfo) => {
    await page.goto("/hi/cn/paan-corner/cid/20/861");
    const gate = page.getByTestId("age-gate");
    await expect(gate.getByRole("heading", { level: 1, name: "पान कॉर्नर सिर्फ़ 18+ उम्र वालों के लिए है" })).toBeVisible();
    expect(await englishWaysOut(page)).toEqual([]);
    await waitForHydration(page, testInfo);
    await gate.getByRole("button", { name: "मेरी उम्र 18 साल या ज़्यादा है" }).click();
    await expect(page).toHaveURL(/\/hi\/cn\/paan-corner\/cid\/20\/861$/);
    await expect(page.getByRole("form", { name: "सॉर्ट और फ़िल्टर" })).toBeVisible();
  });
});

test.describe("search in Hindi", () => {
  test("results, a search that finds nothing, its popular searches and its feedback form, in Hindi", async ({ page }, testInfo) => {
    await page.goto("/hi/s?q=milk");
    await expect(page.getByRole("heading", { level: 1, name: "“milk” के नतीजे" })).toBeVisible();
    await expect(page).toHaveTitle("milk ऑनलाइन खरीदें | नुक्कड़");
    await expect(page.getByText(/^\d+ सामान$/)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "मिलती-जुलती कैटेगरी और ब्रांड" })).toHaveCount(1);
    expect(await englishWaysOut(page)).toEqual([]);

    await page.goto("/hi/s?q=zzqxv");
    await expect(page.getByRole("heading", { level: 1, name: "“zzqxv” के लिए कुछ नहीं मिला" })).toBeVisible();
    await waitForHydration(page, testInfo);
    const none = page.getByTestId("no-results");
    const feedback = none.getByRole("region", { name: "बताएँ कि आप क्या ढूँढ रहे थे" });
    await feedback.getByLabel("आप क्या ढूँढ रहे थे?").fill("केल चिप्स");
    await feedback.getByRole("button", { name: "भेजें" }).click();
    await expect(feedback.getByTestId("search-feedback-thanks")).toHaveText("धन्यवाद। कौन-सा सामान रखें, यह तय करते समय हम हर नोट पढ़ते हैं।");
    await expect(page).toHaveURL(/\/hi\/s\/?\?q=zzqxv&feedback=sent#search-feedback$/);

    // A popular search in Hindi is one the search understands.
    await none.getByRole("region", { name: "लोकप्रिय खोजें आज़माएँ" }).getByRole("link", { name: "दूध", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "“दूध” के नतीजे" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/hi\/s\/?$/);
  });

  test("type-ahead suggests in Hindi and stays in the Hindi store", async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), "type-ahead needs JavaScript; without it the results page lists related links");
    await page.goto("/hi");
    await waitForHydration(page, testInfo);
    await page.getByRole("searchbox", { name: "सामान खोजें" }).click();
    const box = page.getByRole("combobox", { name: "सामान खोजें" });
    await box.pressSequentially("amu");
    const rows = page.getByRole("grid", { name: "खोज के सुझाव" }).getByRole("row");
    const product = rows.filter({ has: page.getByRole("button", { name: / कार्ट में जोड़ें$/ }) }).first();
    await product.getByRole("button", { name: / कार्ट में जोड़ें$/ }).click();
    await expect(product.getByRole("status")).toHaveText("कार्ट में 1");
    // The ADD revalidates the Hindi home, whose data is at /hi.data: the page stays whole.
    await expect(page.getByRole("heading", { name: "कुछ गड़बड़ हो गई" })).toHaveCount(0);
    const brand = rows.filter({ hasText: "ब्रांड" }).first();
    await expect(brand.locator("mark")).toHaveText("Amu");
    await brand.click();
    await expect(page).toHaveURL(/\/hi\/brand\/amul\/\d+$/);
    await expect(page.getByRole("form", { name: "सॉर्ट और फ़िल्टर" })).toBeVisible();
  });
});
