/**
 * Login from the header (a sheet with JavaScript, the /login page without),
 * logout keeping the cart, login-only pages, local-only redirects after
 * login, and another shopper's address answering 404.
 */
import { expect, test, type Page, type TestInfo } from "./support/test";
import {
  addFirstInStockProduct,
  enterPhoneAndCode,
  expectCartCount,
  expectNoAxeViolations,
  hasJs,
  phoneFor,
  waitForHydration,
} from "./helpers";

/** Opens login from the header and returns where its form lives (the sheet with JS, the page without). */
async function openHeaderLogin(page: Page, testInfo: TestInfo) {
  await waitForHydration(page, testInfo);
  await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
  if (hasJs(testInfo)) return page.getByRole("dialog", { name: "Log in to Nukkad" });
  await expect(page.getByRole("heading", { name: "Log in", exact: true })).toBeVisible();
  return page;
}

async function logInAt(page: Page, testInfo: TestInfo, path: string, phone: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Log in", exact: true })).toBeVisible();
  await enterPhoneAndCode(page, testInfo, page, phone);
}

test("log in from the header, log out, and the cart stays on the device", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await addFirstInStockProduct(page);
  const scope = await openHeaderLogin(page, testInfo);
  await enterPhoneAndCode(page, testInfo, scope, phoneFor(testInfo));
  await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
  await expectCartCount(page, 1);

  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/orders$/);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Log out" }).first().click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  await expectCartCount(page, 1);
});

test("account pages need login, and login returns only to local paths", async ({ page }, testInfo) => {
  await page.goto("/account/orders");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Forders$/);

  await logInAt(page, testInfo, "/login?redirectTo=https%3A%2F%2Fevil.example%2Fsteal", phoneFor(testInfo, 1));
  await expect(page).toHaveURL(
    (url) => url.host === new URL(testInfo.project.use.baseURL ?? "http://localhost:3100").host && url.pathname === "/",
  );
});

test("another shopper's address answers 404", async ({ page, context }, testInfo) => {
  test.setTimeout(60_000);
  await logInAt(page, testInfo, "/login?redirectTo=%2Faccount%2Faddresses%2Fnew", phoneFor(testInfo, 2));
  await expect(page.getByRole("heading", { name: "Add address" })).toBeVisible();
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  await page.getByLabel("Name", { exact: true }).fill("Ravi Kumar");
  await page.getByLabel("House / flat number").fill("12A");
  await page.getByLabel("Locality").fill("DLF Phase 3");
  await page.getByLabel("Pincode").fill("122002");
  await page.getByRole("button", { name: "Save address" }).click();
  const card = page.getByTestId("address-card").filter({ hasText: "Ravi Kumar" });
  await expect(card).toContainText("Delivers in");
  const [editPath = ""] = (await card.getByRole("link", { name: /Edit/ }).getAttribute("href"))!.split("?");
  expect(editPath).toMatch(/^\/account\/addresses\/\d+$/);

  // Another shopper on this browser: every cookie but the answered location prompt (docs/rules.md#first-visit).
  await context.clearCookies({ name: /^(?!nk_location_prompt$)/ });
  await logInAt(page, testInfo, "/login?redirectTo=%2Faccount%2Faddresses", phoneFor(testInfo, 3));
  await expect(page.getByRole("heading", { name: "Addresses" })).toBeVisible();
  await expect(page.getByTestId("address-card")).toHaveCount(0);
  const response = await page.goto(editPath);
  expect(response?.status()).toBe(404);
});

test("edit and delete an address (confirm dialog with JavaScript, a confirm page without)", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await logInAt(page, testInfo, "/login?redirectTo=%2Faccount%2Faddresses%2Fnew", phoneFor(testInfo, 4));
  await page.getByLabel("Name", { exact: true }).fill("Meera Iyer");
  await page.getByLabel("House / flat number").fill("7");
  await page.getByLabel("Locality").fill("DLF Phase 3");
  await page.getByLabel("Pincode").fill("122002");
  await page.getByRole("button", { name: "Save address" }).click();

  const card = page.getByTestId("address-card").filter({ hasText: "Meera" });
  await card.getByRole("link", { name: /Edit/ }).click();
  await expect(page.getByRole("heading", { name: "Edit address" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Meera Iyer Rao");
  // A well-formed pincode we have no map for: the server refuses it with a message, and what was typed stays.
  await page.getByLabel("Pincode").fill("999999");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("We couldn't find this pincode.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Meera Iyer Rao");
  await page.getByLabel("Pincode").fill("122002");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByTestId("address-card").filter({ hasText: "Meera Iyer Rao" })).toBeVisible();

  await waitForHydration(page, testInfo);
  if (hasJs(testInfo)) page.once("dialog", (dialog) => void dialog.accept());
  await page
    .getByTestId("address-card")
    .filter({ hasText: "Meera Iyer Rao" })
    .getByRole("button", { name: /^Delete/ })
    .click();
  if (!hasJs(testInfo)) {
    await expect(page.getByRole("heading", { name: "Delete this address?" })).toBeVisible();
    await page.getByRole("button", { name: "Delete address" }).click();
  }
  await expect(page.getByRole("heading", { name: "Addresses" })).toBeVisible();
  await expect(page.getByTestId("address-card").filter({ hasText: "Meera" })).toHaveCount(0);
});

test("a new code can't be asked for within 30 seconds of the last", async ({ page }, testInfo) => {
  await page.goto("/login");
  await page.getByLabel("Mobile number").fill(phoneFor(testInfo, 5));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Enter verification code" })).toBeVisible();
  await waitForHydration(page, testInfo);
  if (hasJs(testInfo)) {
    // The countdown holds the button back.
    await expect(page.getByRole("button", { name: "Resend code" })).toBeDisabled();
    await expect(page.getByText(/Resend available in 0:\d\d/)).toBeVisible();
  } else {
    // The server checks it.
    await page.getByRole("button", { name: "Resend code" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /Please wait \d+ seconds/ })).toBeVisible();
  }
});
