/**
 * The store in Hindi (docs/decisions/055-hindi.md): a browser that asks for Hindi first lands on the Hindi store,
 * the switch moves between the two and is remembered, and every way on through a Hindi page stays in Hindi —
 * with JavaScript and without, on a phone and a desktop.
 */
import { expect, test, type Page } from "@playwright/test";
import { cartButton, firstInStockMilk, hasJs, MILK_LISTING, waitForHydration } from "./helpers";

/** The switch, wherever this screen shows it: the header from tablets up, the footer always. */
const languageSwitch = (page: Page, name: "हिन्दी" | "English") => page.getByRole("button", { name, exact: true }).last();

/** This store's pages linked or posted to from the page shown, outside the Hindi store: none is expected. */
async function englishWaysOut(page: Page): Promise<string[]> {
  const ways = await page
    .locator("a[href^='/'], form[action^='/']")
    .evaluateAll((elements) => elements.map((e) => e.getAttribute("href") ?? e.getAttribute("action") ?? ""));
  // Files, pictures and the switch itself are the same in both languages.
  return ways.filter((way) => !/^\/(hi(\/|$|\?)|build\/|img\/|language$|favicon|manifest|apple-touch)/.test(way));
}

test.describe("a browser that asks for Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("lands on the Hindi store, with its header, footer and first-visit prompt in Hindi", async ({ page }, testInfo) => {
    // A new shopper's first visit: no "Not now" yet, so the store asks where to deliver.
    await page.context().clearCookies();
    await page.goto("/");
    // As a dialog with JavaScript, as a banner above the feed without; its forms stay in the Hindi store.
    const prompt = hasJs(testInfo)
      ? page.getByRole("dialog", { name: "डिलीवरी कहाँ करें?" })
      : page.getByRole("region", { name: "डिलीवरी कहाँ करें?" });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole("button", { name: /^अभी नहीं/ })).toBeVisible();
    expect(await englishWaysOut(page)).toEqual([]);
    await page.context().addCookies([{ name: "nk_location_prompt", value: "MQ%3D%3D", url: page.url() }]);
    await page.goto("/");
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(cartButton(page)).toHaveAccessibleName("कार्ट खाली है");
    await expect(page.getByRole("navigation", { name: "साइट के लिंक" }).getByRole("link", { name: "मदद" })).toHaveAttribute(
      "href",
      "/hi/help",
    );
    await expect(page.getByRole("searchbox", { name: "सामान खोजें" })).toBeVisible();
    expect(await englishWaysOut(page)).toEqual([]);
  });

  test("switches to English and back, and the choice outlasts the browser's", async ({ page }, testInfo) => {
    await page.goto(MILK_LISTING);
    await expect(page).toHaveURL(new RegExp(`/hi${MILK_LISTING}$`));
    await waitForHydration(page, testInfo);
    await languageSwitch(page, "English").click();
    await expect(page).toHaveURL(new RegExp(`${MILK_LISTING}$`));
    expect(new URL(page.url()).pathname).toBe(MILK_LISTING);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(cartButton(page)).toHaveAccessibleName("Cart is empty");

    // The browser still asks for Hindi first; the shopper's choice wins.
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/");

    await waitForHydration(page, testInfo);
    await languageSwitch(page, "हिन्दी").click();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  });
});

test("a Hindi address is Hindi for everyone, and its links, forms and cart stay in it", async ({ page }, testInfo) => {
  await page.goto(`/hi${MILK_LISTING}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  // For crawlers: this address is the page's own, and both languages are named.
  const origin = new URL(page.url()).origin;
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${origin}/hi${MILK_LISTING}`);
  await expect(page.locator("link[rel=alternate][hreflang=hi-IN]")).toHaveAttribute("href", `${origin}/hi${MILK_LISTING}`);
  await expect(page.locator("link[rel=alternate][hreflang=en-IN]")).toHaveAttribute("href", `${origin}${MILK_LISTING}`);
  expect(await englishWaysOut(page)).toEqual([]);
  await waitForHydration(page, testInfo);

  const { card, add } = await firstInStockMilk(page, "hi");
  await add.click();
  await expect(cartButton(page)).toHaveAttribute("aria-label", /^कार्ट: 1 सामान, ₹/);
  expect(new URL(page.url()).pathname).toBe(`/hi${MILK_LISTING}`);

  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/hi\/prn\/[^/]+\/prid\/\d+/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  expect(await englishWaysOut(page)).toEqual([]);
  await expect(cartButton(page)).toHaveAttribute("aria-label", /^कार्ट: 1 सामान, ₹/);
});

// A Hindi document carries only the words it shows (docs/decisions/056-words-a-page-shows.md): the login sheet's are
// not among the home's, and come with the rest of the page's words once it has loaded. Without JavaScript the
// link goes to the Hindi login page, which shows them itself.
test("a Hindi page's login opens in Hindi, though the page did not carry its words", async ({ page }, testInfo) => {
  await page.goto("/hi");
  expect(await page.content()).not.toContain("अपने मोबाइल नंबर से लॉग इन या साइन अप करें।");
  await waitForHydration(page, testInfo);
  await page.getByRole("banner").getByRole("link", { name: "लॉग इन", exact: true }).click();
  if (hasJs(testInfo)) {
    const sheet = page.getByRole("dialog", { name: "नुक्कड़ पर लॉग इन करें" });
    await expect(sheet.getByText("अपने मोबाइल नंबर से लॉग इन या साइन अप करें।")).toBeVisible();
    await expect(sheet.getByRole("button", { name: "आगे बढ़ें" })).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/hi\/login\?/);
    await expect(page.getByText("अपने मोबाइल नंबर से लॉग इन या साइन अप करें।")).toBeVisible();
  }
});
