import { expect, test } from "./support/test";
import {
  logInByForm,
  addFirstInStockProduct,
  chooseLocality,
  hasJs,
  locationLink,
  ops,
  shopperWithAddress,
  waitForHydration,
} from "./helpers";

test.describe("delivery location", () => {
  test("change to a serviceable locality, then to one we don't serve", async ({ page }) => {
    await page.goto("/categories");
    await expect(locationLink(page)).toBeVisible();

    await chooseLocality(page, "122002", /^Deliver to DLF Phase 3, \S.* 122002$/);

    // Back where we started, delivering to the new locality.
    await expect(page).toHaveURL(/\/categories$/);
    await expect(locationLink(page)).toHaveAccessibleName(/^Delivery location: .*DLF Phase 3/);
    await expect(locationLink(page)).toContainText(/Delivery in \d+ minutes/);
    await expect(locationLink(page)).toContainText("DLF Phase 3");

    await chooseLocality(page, "122051", /^Deliver to Manesar, \S.* 122051$/);
    await expect(page).toHaveURL(/\/categories$/);
    await expect(locationLink(page)).toHaveAccessibleName(/^Delivery location: .*Manesar/);

    await page.getByRole("link", { name: "Nukkad home" }).click();
    await expect(page).toHaveURL(/\/$/);
    const sorry = page.getByTestId("non-serviceable");
    await expect(sorry).toBeVisible();
    await expect(sorry.getByRole("heading", { level: 1 })).toHaveText(/we don['’]t deliver to .*Manesar/i);
    await expect(sorry.getByRole("link", { name: "Change location" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Shop by category" })).toHaveCount(0);
  });
});

test("a real pincode beyond the localities we know shows its place, not delivering there yet, and can be chosen", async ({ page }) => {
  await page.goto("/categories");
  await locationLink(page).click();
  const input = page.getByRole("textbox", { name: "Search by pincode or locality" });
  await input.fill("190001");
  await input.press("Enter");
  await expect(page).toHaveURL(/[?&]q=190001(&|$)/);
  const results = page.getByRole("list", { name: "Matching localities" });
  await expect(results.getByRole("listitem")).toHaveCount(1);
  await expect(results).toContainText("Srinagar");
  await expect(results).toContainText("Srinagar, Jammu and Kashmir · 190001 · not delivering there yet");

  await results.getByRole("button", { name: "Deliver to Srinagar, Jammu and Kashmir 190001" }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(locationLink(page)).toHaveAccessibleName(/^Delivery location: Srinagar, Jammu and Kashmir/);
  await page.getByRole("link", { name: "Nukkad home" }).click();
  const sorry = page.getByTestId("non-serviceable");
  await expect(sorry.getByRole("heading", { level: 1 })).toHaveText(/we don['’]t deliver to Srinagar, Jammu and Kashmir/i);
});

test.describe("city and locality homes", () => {
  test("a city home and a locality home introduce the place; an outskirt does not promise delivery", async ({ page }) => {
    await page.goto("/bengaluru");
    await expect(page.getByRole("heading", { level: 1, name: "Grocery delivery in Bengaluru in minutes" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Koramangala · 560034/ })).toBeVisible();

    await page.goto("/koramangala");
    await expect(page.getByRole("heading", { level: 1, name: "Grocery delivery in Koramangala, Bengaluru in minutes" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/koramangala$/);

    await page.goto("/manesar");
    await expect(page.getByRole("heading", { level: 1, name: "We don't deliver to Manesar, Gurugram yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Manesar · 122051/ })).toHaveCount(0);
  });
});

test("the location link on the location page keeps where it goes back to, instead of nesting", async ({ page }) => {
  await page.goto("/categories");
  await locationLink(page).click();
  await expect(page).toHaveURL(/\/location\?redirectTo=%2Fcategories$/);
  await expect(locationLink(page)).toHaveAttribute("href", "/location?redirectTo=%2Fcategories");
  // An old link that nested the picker in itself goes back to the page at its core.
  await page.goto(`/location?redirectTo=${encodeURIComponent(`/location?redirectTo=${encodeURIComponent("/categories")}`)}`);
  await expect(locationLink(page)).toHaveAttribute("href", "/location?redirectTo=%2Fcategories");
  const input = page.getByRole("textbox", { name: "Search by pincode or locality" });
  await input.fill("122002");
  await input.press("Enter");
  await page
    .getByRole("list", { name: "Matching localities" })
    .getByRole("button", { name: /^Deliver to DLF Phase 3/ })
    .click();
  await expect(page).toHaveURL(/\/categories$/);
});

test("an address whose pincode is in another city is refused, saying which part disagrees, keeping what was typed", async ({
  page,
}, testInfo) => {
  await logInByForm(page, testInfo, 71);
  await page.goto("/account/addresses/new");
  await expect(page.getByRole("heading", { name: "Add address" })).toBeVisible();
  await waitForHydration(page, testInfo);
  await page.getByLabel("Name", { exact: true }).fill("Ravi Kumar");
  await page.getByLabel("House / flat number").fill("C-12");
  await page.getByLabel("Locality").fill("DLF Phase 3");
  await page.getByLabel("Pincode").fill("560034");
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/account/addresses/new"));
  await page.getByRole("button", { name: "Save address" }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByText("Pincode 560034 is in Bengaluru, not Gurugram. Check the pincode or the locality.")).toBeVisible();
  await expect(page.getByLabel("Pincode")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Pincode")).toHaveValue("560034");
  await expect(page.getByLabel("Locality")).toHaveValue("DLF Phase 3");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Ravi Kumar");

  // Corrected, it is saved and served by a store of its own city.
  await page.getByLabel("Pincode").fill("122002");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByTestId("address-card").filter({ hasText: "Ravi Kumar" })).toContainText(
    /Delivers in \d+ minutes from Nukkad Sector 29/,
  );
});

/** The header link's name says the minutes as shown: "Delivery in N minutes" on wide screens, "N min" on phones. */
function headerEta(minutes: string): RegExp {
  return new RegExp(`(Delivery in ${minutes} minutes|\\b${minutes} min)\\b`);
}

test("the header, the cart, checkout and tracking show one ETA for the chosen address", async ({ page }, testInfo) => {
  await shopperWithAddress(page, testInfo, 72);
  await addFirstInStockProduct(page);
  await page.goto("/checkout/address");
  const step = page.getByRole("region", { name: "Where should we deliver?" });
  const note = await step.getByText(/^Delivery in \d+ minutes$/).innerText();
  const minutes = /\d+/.exec(note)![0];
  await step.getByRole("button", { name: "Deliver here" }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  // The chosen address is now where the shopper is: the header speaks about it, in the same minutes.
  await expect(locationLink(page)).toContainText("DLF Phase 3");
  await expect(locationLink(page)).toHaveAccessibleName(headerEta(minutes));
  await page.goto("/cart");
  await expect(page.getByRole("main").getByText(`Delivery in ${minutes} minutes`, { exact: true })).toBeVisible();
  await expect(locationLink(page)).toHaveAccessibleName(headerEta(minutes));

  // The order keeps that promise, and its tracking line never contradicts the status above it.
  await page.goto("/checkout/payment");
  await page.getByRole("radio", { name: /Cash on delivery/ }).check();
  await page.getByRole("button", { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order_id=\d+$/);
  const orderId = new URL(page.url()).searchParams.get("order_id")!;
  await expect(page.getByTestId("order-eta")).toHaveText(new RegExp(`^Arriving in (${minutes}|${Number(minutes) - 1}) minutes?$`));
  await waitForHydration(page, testInfo);
  await ops("advance", orderId, "--to", "REACHED_DOORSTEP");
  if (!hasJs(testInfo)) await page.reload();
  await expect(page.getByTestId("order-status-title")).toHaveText("Be ready to collect your order", { timeout: 20_000 });
  await expect(page.getByTestId("order-eta")).toHaveText("Your rider is at your door");
});
