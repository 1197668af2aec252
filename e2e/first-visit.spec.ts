/**
 * The first-visit location prompt (docs/rules.md#first-visit): a shopper with no location cookie is asked
 * where to deliver — a modal dialog with JavaScript (labelled, focus kept inside, Escape closes), a prompt
 * above the home feed without. "Not now" keeps the default city and is remembered.
 */
import { expect, test, type Page } from "./support/test";
import { hasJs, locationLink, waitForHydration } from "./helpers";

// A brand-new browser: not even the "Not now" every other journey starts with (playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

const dialog = (page: Page) => page.getByRole("dialog", { name: "Where should we deliver?" });
const banner = (page: Page) => page.getByRole("region", { name: "Where should we deliver?" });

test("a first visit is asked where to deliver; Not now keeps the default city and is not asked again", async ({ page }, testInfo) => {
  // The dialog is opened before React hydrates the page: hydration must accept it as it is.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  await waitForHydration(page, testInfo);
  // No location yet: the default city's catalogue, and no delivery time promised for a place we do not know.
  await expect(locationLink(page)).toContainText("Select location");
  await expect(locationLink(page)).toContainText("Gurugram");
  if (hasJs(testInfo)) {
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("button", { name: "Use my location" })).toBeFocused();
    // Focus stays inside the modal dialog however far the shopper tabs.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    const remembered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/location");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    expect((await remembered).status()).toBe(303);
  } else {
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("link", { name: "Choose location" })).toHaveAttribute("href", "/location?redirectTo=%2F");
    await banner(page).getByRole("button", { name: "Not now" }).click();
    await expect(page).toHaveURL(/\/$/);
  }
  expect(errors).toEqual([]);
  // Remembered on every page after: the default city stays, nothing asks again.
  for (const path of ["/", "/categories"]) {
    await page.goto(path);
    await waitForHydration(page, testInfo);
    await expect(locationLink(page)).toContainText("Gurugram");
    await expect(dialog(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
  }
});

test("the first-visit prompt's locality search sets the location and stops asking", async ({ page }, testInfo) => {
  await page.goto("/");
  await waitForHydration(page, testInfo);
  if (hasJs(testInfo)) {
    const search = dialog(page).getByRole("textbox", { name: "Search by pincode or locality" });
    await search.fill("122002");
    await search.press("Enter");
  } else {
    await banner(page).getByRole("link", { name: "Choose location" }).click();
    const search = page.getByRole("textbox", { name: "Search by pincode or locality" });
    await search.fill("122002");
    await search.press("Enter");
  }
  await expect(page).toHaveURL(/\/location\?.*q=122002/);
  await page
    .getByRole("list", { name: "Matching localities" })
    .getByRole("button", { name: /^Deliver to DLF Phase 3/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(locationLink(page)).toContainText("DLF Phase 3");
  await expect(locationLink(page)).toHaveAccessibleName(/Delivery in \d+ minutes|\d+ min/);
  await waitForHydration(page, testInfo);
  await expect(dialog(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
});

test.describe("with the device's location", () => {
  test.use({ geolocation: { latitude: 28.4949, longitude: 77.0895 }, permissions: ["geolocation"] });

  test("Use my location sets the location from GPS", async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), "GPS needs JavaScript; without it the prompt links to the picker (tested above)");
    await page.goto("/categories");
    await waitForHydration(page, testInfo);
    await dialog(page).getByRole("button", { name: "Use my location" }).click();
    await expect(locationLink(page)).toContainText(/Near .+, Gurugram/);
    await expect(page).toHaveURL(/\/categories$/);
    await expect(dialog(page)).toHaveCount(0);
  });
});
