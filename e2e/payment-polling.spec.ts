/**
 * The pending payment page and its poll (docs/product/api.md#payment-status-poll). With
 * JavaScript the page asks `/payment-status/poll`: server errors are asked
 * again until the payment settles, and a lost session sends the shopper to log in and come back. Without
 * JavaScript the page reloads itself, and a lost session sends it to log in too.
 */
import { logInByForm, hasJs } from "./helpers";
import { expect, test, type Page, type TestInfo } from "./support/test";

const POLL = "**/payment-status/poll?*";

/** A logged-in shopper's wallet top-up, paid by a UPI request that waits for approval: the page waits too. */
async function pendingTopUp(page: Page, testInfo: TestInfo): Promise<string> {
  await logInByForm(page, testInfo, 7);
  await page.goto("/account/wallet");
  await page.getByLabel("Or enter an amount (₹)").fill("100");
  await page.getByRole("button", { name: "Proceed to add money" }).click();
  await expect(page.getByRole("heading", { name: "Add money to Nukkad Cash" })).toBeVisible();
  await page.getByRole("radio", { name: /^UPI/ }).check();
  await page.getByRole("button", { name: /Pay$/ }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/order_sbx/);
  await page.getByLabel("UPI ID", { exact: true }).fill("pending@nkpay");
  await page.getByRole("button", { name: "Send payment request" }).click();
  await expect(page).toHaveURL(/\/payment-status\?transaction_id=/);
  await expect(page.getByRole("heading", { name: "Waiting for your payment" })).toBeVisible();
  const sandbox = await page.getByRole("link", { name: "sandbox payment page" }).getAttribute("href");
  expect(sandbox).toMatch(/^\/sandbox-pay\//);
  return sandbox!;
}

test("server errors are asked again, and the page moves on once the payment settles", async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), "the poll is the JavaScript enhancement; without it the page reloads itself");
  test.setTimeout(90_000);
  const sandbox = await pendingTopUp(page, testInfo);
  let failures = 0;
  let passed = 0;
  // The page asks five times at most before it offers "Check status" (docs/product/api.md#payment-status-poll), and
  // opening the UPI app below may take longer than five polls on a busy machine: the first poll after the errors is
  // held until the payment is approved, as a slow network would hold it, so the journey does not race the clock.
  let approved = () => {};
  const approval = new Promise<void>((resolve) => (approved = resolve));
  await page.route(POLL, async (route) => {
    if (failures < 2) {
      failures++;
      await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ success: false, message: "Busy" }) });
    } else {
      await approval;
      passed++;
      await route.continue();
    }
  });
  await expect.poll(() => failures, { timeout: 20_000 }).toBe(2);

  // The shopper approves in their UPI app (the sandbox page, in another tab).
  const upiApp = await page.context().newPage();
  await upiApp.goto(sandbox);
  await upiApp.getByRole("button", { name: "Approve payment" }).click();
  await expect(upiApp).not.toHaveURL(/\/sandbox-pay\//);
  await upiApp.close();
  approved();

  await expect(page).toHaveURL(/\/account\/wallet$/, { timeout: 30_000 });
  await expect(page.getByTestId("wallet-total")).toHaveText("₹100");
  expect(passed).toBeGreaterThan(0);
});

test("a session that ends while waiting sends the shopper to log in and come back", async ({ page, context }, testInfo) => {
  test.setTimeout(90_000);
  await pendingTopUp(page, testInfo);
  const statusPath = new URL(page.url()).pathname + new URL(page.url()).search;
  const backToStatus = new RegExp(`/login\\?redirectTo=${encodeURIComponent(statusPath).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  if (!hasJs(testInfo)) {
    // Without JavaScript the page reloads itself; once logged out, that reload asks the shopper to log in and come back.
    await context.clearCookies();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpayment-status/, { timeout: 20_000 });
    return;
  }
  await page.waitForResponse((response) => response.url().includes("/payment-status/poll") && response.status() === 200, {
    timeout: 20_000,
  });
  // The session ends while the page is open (expired, or logged out elsewhere): the browser still sends a cookie,
  // but it names no session the store knows (docs/product/errors.md#api-errors).
  const session = (await context.cookies()).find((cookie) => cookie.name === "nk_session");
  expect(session).toBeDefined();
  await context.addCookies([{ ...session!, value: "a-session-that-has-ended" }]);
  const refused = await page.waitForResponse((response) => response.url().includes("/payment-status/poll"), { timeout: 20_000 });
  expect(refused.status()).toBe(401);
  expect(refused.headers()["cache-control"]).toBe("private, no-store");
  // The 401 clears the dead cookie, and the page goes to log in with its way back.
  expect(await refused.headerValue("set-cookie")).toMatch(/^nk_session=;.*Max-Age=0/);
  await expect(page).toHaveURL(backToStatus, { timeout: 20_000 });
  await expect(page.getByLabel("Mobile number")).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === "nk_session")).toBe(false);
});
