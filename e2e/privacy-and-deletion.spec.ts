/**
 * Privacy and account deletion (docs/rules.md#privacy-and-account-deletion) on a phone, JavaScript on and off (decision 053):
 * marketing texts
 * off until the shopper says yes (the unticked box at login, the switch), the JSON data download, deletion
 * refused while an order is live, then deletion confirmed by a code texted to the account's phone (a wrong
 * code refused, what was typed kept) with the wallet balance acknowledged, which logs out every session and
 * lands on the anonymous feedback page.
 */
import type { Page, TestInfo } from "./support/test";
import { expect, test } from "./support/test";
import {
  enterPhoneAndCode,
  expectNoAxeViolations,
  hasJs,
  ops,
  phoneFor,
  placeCashOrder,
  readCodeFromOutbox,
  shopperWithAddress,
  waitForHydration,
} from "./helpers";

/** ₹100 into Nukkad Cash through the sandbox gateway (UPI, the test VPA that always succeeds). */
async function addMoney(page: Page): Promise<void> {
  await page.goto("/account/wallet");
  await page.getByLabel("Or enter an amount (₹)").fill("100");
  await page.getByRole("button", { name: "Proceed to add money" }).click();
  await expect(page).toHaveURL(/\/checkout\/wallet\?transaction_id=/);
  await page.getByRole("radio", { name: /^UPI/ }).check();
  await page.getByRole("button", { name: /Pay$/ }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/order_sbx/);
  await page.getByLabel("UPI ID", { exact: true }).fill("success@nkpay");
  await page.getByRole("button", { name: "Send payment request" }).click();
  await expect(page).toHaveURL(/\/account\/wallet$/);
  await expect(page.getByTestId("wallet-total")).toHaveText("₹100");
}

async function axe(page: Page, testInfo: TestInfo): Promise<void> {
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
}

test("a shopper switches marketing texts, downloads their data and deletes their account", async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const phone = await shopperWithAddress(page, testInfo);
  await addMoney(page);
  const orderId = await placeCashOrder(page, testInfo);
  // Leave the success page by its link, as a shopper would (without JavaScript it refreshes itself).
  await page.getByRole("link", { name: "Order details" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();

  // While the order is on its way, deletion is refused.
  await page.goto("/account/delete-account");
  await expect(page.getByTestId("deletion-blocked")).toContainText("You have an order on its way");
  await expect(page.getByRole("button", { name: "Send code" })).toBeDisabled();
  await ops("advance", orderId, "--to", "DELIVERED");

  // What is kept and why, and the marketing switch.
  await page.goto("/account/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("GST tax invoices");
  // Never asked (this shopper logged in without ticking the box): off.
  await expect(page.getByTestId("marketing-status")).toContainText("are off");
  await expect(page.getByText(/at most 2 texts a week/)).toBeVisible();
  await axe(page, testInfo);
  await page.getByRole("button", { name: "Turn on marketing texts" }).click();
  await expect(page.getByTestId("marketing-status")).toContainText(/are on \(you said yes on /);
  await page.getByRole("button", { name: "Turn off marketing texts" }).click();
  await expect(page.getByTestId("marketing-status")).toContainText("are off");

  // The download: one JSON file with every section, private and never cached.
  await expect(page.getByRole("link", { name: "Download my data" })).toHaveAttribute("href", "/account/privacy/download");
  const download = await page.request.get("/account/privacy/download");
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toMatch(/^application\/json/);
  expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="nukkad-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
  expect(download.headers()["cache-control"]).toBe("private, no-store");
  const file = await download.json();
  expect(file.sections.profile.phone).toBe(phone);
  expect(file.sections.addresses[0]).toMatchObject({ name: "Ravi Kumar", house: "C-12" });
  expect(file.sections.orders).toEqual([expect.objectContaining({ id: Number(orderId), status: "DELIVERED" })]);
  expect(file.sections.orders[0].lines.length).toBeGreaterThan(0);
  expect(file.sections.wallet.balance.total).toBe(10_000);
  expect(file.sections.marketingConsents.map((c: { consent: string }) => c.consent)).toEqual(["opted_in", "opted_out"]);
  expect(JSON.stringify(file)).not.toMatch(/"[A-Za-z_]*(token|Token|hash|Hash|cipher|Cipher)"\s*:/);

  // A second session of the same account, on another device: the partner's app (its web view logs in with the
  // partner's code, docs/rules.md#partner-web-views). A second login code would wait out the phone's 30 s between
  // codes (docs/rules.md#login), a wait that only slowed this journey down.
  const { baseURL, javaScriptEnabled, storageState } = testInfo.project.use;
  const other = await browser.newContext({ baseURL, javaScriptEnabled, storageState });
  const otherPage = await other.newPage();
  const partnerCode = (await ops("partner-code", phone)).split("\n")[0]!.trim();
  await otherPage.goto(
    `/inapp/airtel-redirection?${new URLSearchParams({ oauth_provider: "airtel", oauth_temp_code: partnerCode, redirectTo: "/account/orders" })}`,
  );
  await expect(otherPage).toHaveURL(/\/account\/orders$/);

  // Deletion: first a code to the account's phone, then the code with the confirmation.
  await page.goto("/account/delete-account");
  await expect(page.getByRole("heading", { level: 1, name: "Delete account" })).toBeVisible();
  await expect(page.getByTestId("wallet-balance")).toContainText("₹100");
  await axe(page, testInfo);
  await expect(page.getByRole("button", { name: "Delete my account permanently" })).toHaveCount(0);
  await page.getByRole("button", { name: "Send code" }).click();
  const codeField = page.getByLabel("Code from the SMS");
  await expect(codeField).toBeVisible();
  await expect(page.getByText(/We've sent a code to \*{6}\d{4}/)).toBeVisible();
  await axe(page, testInfo);
  const code = await readCodeFromOutbox(page, phone);
  await waitForHydration(page, testInfo);

  // A wrong code: refused with a message, the account still there and what was typed kept.
  const wrong = code === "000000" ? "000001" : "000000";
  await page.getByLabel("Why are you leaving? (optional)").selectOption("prices");
  await page.getByLabel(/I understand that I give up my wallet balance of ₹100/).check();
  await codeField.fill(wrong);
  await page.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(page.getByText("Verification Failed.")).toBeVisible();
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  await expect(codeField).toHaveValue(wrong);
  await expect(page.getByLabel("Why are you leaving? (optional)")).toHaveValue("prices");
  await expect(page.getByLabel(/I understand that I give up my wallet balance/)).toBeChecked();

  await codeField.fill(code);
  await page.getByRole("button", { name: "Delete my account permanently" }).click();

  // Logged out, on the feedback page with the reason carried over.
  await expect(page).toHaveURL(/\/account\/delete-account-feedback\?reason=prices$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account is deleted" })).toBeVisible();
  await expect(page.getByLabel("Why did you leave?")).toHaveValue("prices");
  await axe(page, testInfo);
  await page.getByLabel(/Anything else/).fill("Delivery fees add up.");
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
  await axe(page, testInfo);

  // Every session is over: this one and the other device's.
  await page.goto("/account/orders");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await otherPage.goto("/account/orders");
  await expect(otherPage).toHaveURL(/\/login\?redirectTo=/);
  await other.close();
});

test("logging in asks about offers by SMS, unticked; a tick is a yes kept with its date", async ({ page }, testInfo) => {
  const phone = phoneFor(testInfo, 7);
  await page.goto("/login?redirectTo=/account/privacy");
  await waitForHydration(page, testInfo);
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Enter verification code" })).toBeVisible();
  const box = page.getByRole("checkbox", { name: "Send me offers by SMS" });
  await expect(box).not.toBeChecked();
  await expect(page.getByText(/at most 2 texts a week\. Optional\. Stop any time/)).toBeVisible();
  await axe(page, testInfo);

  // A wrong code keeps the tick.
  const code = await readCodeFromOutbox(page, phone);
  await waitForHydration(page, testInfo);
  await box.check();
  await page.getByLabel("Verification code").fill(code === "000000" ? "000001" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Verification Failed.")).toBeVisible();
  await expect(box).toBeChecked();

  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/account\/privacy$/);
  await expect(page.getByTestId("marketing-status")).toContainText(/are on \(you said yes on /);
  const file = await (await page.request.get("/account/privacy/download")).json();
  expect(file.sections.marketingConsents).toEqual([expect.objectContaining({ consent: "opted_in", source: "login" })]);
});

test("the feedback deep link works logged out, with the app's reason and subreason", async ({ page }, testInfo) => {
  await page.goto("/account/delete-account-feedback?reason=app_crashes&subreason=checkout");
  const reason = page.getByLabel("Why did you leave?");
  await expect(reason).toHaveValue("app_crashes");
  await expect(reason.locator("option:checked")).toHaveText("app crashes");
  await axe(page, testInfo);
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
});

test("the sale sign-up deep link: a new shopper logs in, comes back and signs up for sale alerts, which privacy shows", async ({
  page,
}, testInfo) => {
  await page.goto("/dl?link=" + encodeURIComponent("nukkad://sale_signup"));
  await expect(page).toHaveURL(/\/sale-signup$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sale alerts" })).toBeVisible();
  await axe(page, testInfo);
  await page.getByRole("link", { name: "Log in to sign up" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsale-signup$/);
  const phone = phoneFor(testInfo, 83);
  await enterPhoneAndCode(page, testInfo, page, phone);
  await expect(page).toHaveURL(/\/sale-signup$/);
  await page.getByRole("button", { name: "Text me about sales" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You're signed up: sale alerts go to" })).toContainText(phone.slice(-4));
  await axe(page, testInfo);
  // The same yes as the privacy page's switch, which can stop it.
  await page.getByRole("link", { name: "Account › Privacy" }).click();
  await expect(page).toHaveURL(/\/account\/privacy$/);
  await expect(page.getByTestId("marketing-status")).toContainText(/are on \(you said yes on /);
});
