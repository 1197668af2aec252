/**
 * The whole purchase in Hindi (issue 37, docs/decisions/055-hindi.md), on a phone with JavaScript on and off: a
 * browser that asks for Hindi lands on the Hindi store, finds milk under its Hindi name, fills the cart, logs in
 * with the code from the outbox, adds an address, pays cash on delivery and follows the order the operator moves
 * on. Every screen speaks Hindi, no step leaves /hi, and (with JavaScript) axe finds nothing on the way.
 */
import { expect, test } from "./support/test";
import {
  cartButton,
  expectNoAxeViolations,
  firstInStockMilk,
  hasJs,
  MILK_LISTING,
  ops,
  phoneFor,
  readCodeFromOutbox,
  waitForHydration,
  hindiPath,
} from "./helpers";

test.use({ locale: "hi-IN" });

test("a shopper buys milk in Hindi, from the listing to the delivered order", async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const phone = phoneFor(testInfo, 37);
  // A first visit in a Hindi browser, with the location question already answered.
  await page.context().clearCookies();
  await page.context().addCookies([{ name: "nk_location_prompt", value: "MQ%3D%3D", url: test.info().project.use.baseURL! }]);
  await page.goto(MILK_LISTING);
  expect(hindiPath(page, "the purchase")).toBe(`/hi${MILK_LISTING}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("दूध");
  await waitForHydration(page, testInfo);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);

  // The first milk that can still be bought, by its Hindi name and button.
  const { name, add } = await firstInStockMilk(page, "hi");
  await add.click();
  await expect(cartButton(page)).toHaveAccessibleName(/^कार्ट: 1 सामान/);
  hindiPath(page, "the purchase");

  // The cart, then checkout: a new shopper is asked to log in, in Hindi.
  await page.goto("/hi/cart");
  await waitForHydration(page, testInfo);
  await expect(page.getByText(name).first()).toBeVisible();
  await page.getByTestId("proceed-to-checkout").click();
  await expect(page).toHaveURL(/\/hi\/checkout\/login$/);
  await expect(page.getByRole("heading", { name: "ऑर्डर करने के लिए लॉग इन करें" })).toBeVisible();
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  await page.getByLabel("मोबाइल नंबर").fill(phone);
  await page.getByRole("button", { name: "आगे बढ़ें" }).click();
  await expect(page.getByRole("heading", { name: "वेरिफ़िकेशन कोड डालें" })).toBeVisible();
  hindiPath(page, "the purchase");
  const code = await readCodeFromOutbox(page, phone);
  await waitForHydration(page, testInfo);
  // A wrong code is refused in Hindi, and the shopper can try again.
  await page.getByLabel("वेरिफ़िकेशन कोड").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "वेरिफ़ाई करें" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: /[\u0900-\u097f]/ })
      .first(),
  ).toBeVisible();
  await page.getByLabel("वेरिफ़िकेशन कोड").fill(code);
  await page.getByRole("button", { name: "वेरिफ़ाई करें" }).click();

  // Logged in, back in checkout with the cart: a new address.
  await expect(page).toHaveURL(/\/hi\/checkout\/address$/);
  await page.getByRole("link", { name: /नया पता जोड़ें/ }).click();
  await expect(page.getByRole("heading", { name: "पता जोड़ें" })).toBeVisible();
  hindiPath(page, "the purchase");
  await page.getByLabel("नाम", { exact: true }).fill("आशा वर्मा");
  await page.getByLabel("मकान / फ़्लैट नंबर").fill("B-402");
  await page.getByLabel("इलाका").fill("DLF Phase 3");
  await page.getByLabel("पिनकोड").fill("122002");
  await page.getByRole("button", { name: "पता सेव करें" }).click();

  await expect(page).toHaveURL(/\/hi\/checkout\/address$/);
  await page.getByRole("button", { name: "यहाँ डिलीवर करें" }).first().click();
  await expect(page).toHaveURL(/\/hi\/checkout\/payment$/);
  await waitForHydration(page, testInfo);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  await expect(page.getByRole("complementary", { name: "ऑर्डर की जानकारी" })).toBeVisible();
  await page.getByRole("radio", { name: /कैश ऑन डिलीवरी/ }).check();
  await page.getByRole("button", { name: /ऑर्डर करें/ }).click();

  await expect(page).toHaveURL(/\/hi\/checkout\/success\?order_id=\d+$/, { timeout: 15_000 });
  await expect(page.getByTestId("order-status-title")).toHaveText("ऑर्डर कन्फ़र्म हो गया है");
  const orderId = new URL(page.url()).searchParams.get("order_id")!;
  const trackPath =
    (await page
      .getByRole("link", { name: /ऑर्डर ट्रैक करें/ })
      .first()
      .getAttribute("href")) ?? "";
  expect(trackPath).toMatch(new RegExp(`^/hi/orders/track/[0-9a-f-]{36}/${orderId}$`));

  // The operator moves the order on; the tracking page follows in Hindi (live with JavaScript, on a reload without).
  await page.goto(trackPath);
  await waitForHydration(page, testInfo);
  await ops("advance", orderId, "--to", "ENROUTE");
  if (!hasJs(testInfo)) await page.reload();
  await expect(page.getByTestId("order-status-title")).toHaveText("ऑर्डर रास्ते में है", { timeout: 20_000 });
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  await ops("advance", orderId, "--to", "DELIVERED");
  if (!hasJs(testInfo)) await page.reload();
  await expect(page.getByTestId("order-status-title")).toHaveText("डिलीवर हो गया", { timeout: 20_000 });
  await expect(page.getByText("आपका ऑर्डर डिलीवर हो गया है। मज़े लें!")).toBeVisible();
  hindiPath(page, "the purchase");
});
