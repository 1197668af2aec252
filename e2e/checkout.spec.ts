/**
 * The shopping journey of issue 3, on every project (desktop and mobile, with
 * and without JavaScript): an anonymous shopper fills a cart, checks out,
 * logs in with the code from /dev/outbox, keeps the cart, adds an address,
 * pays cash on delivery, and follows the order, which the operator CLI moves
 * on. A second order is cancelled.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { addFirstInStockProduct, waitForHydration } from "./helpers";

const run = promisify(execFile);

/** A mobile number of our own per project and run, so the per-phone code caps never bite. */
function phoneFor(testInfo: TestInfo): string {
  const project = ["desktop-js", "desktop-nojs", "mobile-js", "mobile-nojs"].indexOf(testInfo.project.name) + 1;
  return `9${project}${String(Date.now()).slice(-8)}`;
}

/** The operator CLI against the running test server (it talks to the server over its local socket). */
async function ops(...args: string[]): Promise<string> {
  const { stdout } = await run("npx", ["tsx", "scripts/ops.ts", ...args], {
    env: { ...process.env, DATA_DIR: ".e2e-data" },
  });
  return stdout;
}

async function readCodeFromOutbox(page: Page, phone: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto("/dev/outbox");
  const message = outbox.getByTestId("outbox-message").filter({ hasText: phone.slice(-4) }).first();
  const text = await message.innerText();
  await outbox.close();
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, `a 6-digit code in ${text}`).toBeTruthy();
  return code!;
}

async function logIn(page: Page, testInfo: TestInfo, phone: string) {
  await expect(page.getByRole("heading", { name: "Log in to place your order" })).toBeVisible();
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Enter verification code" })).toBeVisible();
  const code = await readCodeFromOutbox(page, phone);
  await waitForHydration(page, testInfo);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

async function goToCheckout(page: Page, testInfo: TestInfo) {
  await page.goto("/cart");
  await waitForHydration(page, testInfo);
  await page.getByTestId("proceed-to-checkout").click();
}

async function chooseAddressAndPlaceOrder(page: Page, testInfo: TestInfo): Promise<{ orderId: string; trackPath: string }> {
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await page.getByRole("button", { name: "Deliver here" }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await waitForHydration(page, testInfo);
  await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
  await page.getByRole("button", { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order_id=\d+$/);
  await expect(page.getByTestId("order-status-title")).toHaveText("Order is confirmed");
  const orderId = new URL(page.url()).searchParams.get("order_id")!;
  const trackPath = (await page.getByRole("link", { name: /Track order/ }).first().getAttribute("href")) ?? "";
  expect(trackPath).toMatch(new RegExp(`^/orders/track/[0-9a-f-]{36}/${orderId}$`));
  return { orderId, trackPath };
}

test("anonymous cart → login → address → cash on delivery → tracking → history → cancel", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const phone = phoneFor(testInfo);

  const { name } = await addFirstInStockProduct(page);
  await goToCheckout(page, testInfo);
  await expect(page).toHaveURL(/\/checkout\/login$/);
  await logIn(page, testInfo, phone);

  // Logged in, back in checkout, and the anonymous cart came along.
  await expect(page).toHaveURL(/\/checkout\/address$/);
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summary.getByText(name)).toBeVisible();

  await page.getByRole("link", { name: "+ Add a new address" }).click();
  await expect(page.getByRole("heading", { name: "Add address" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Asha Verma");
  await page.getByLabel("House / flat number").fill("B-402");
  await page.getByLabel("Locality").fill("DLF Phase 3");
  await page.getByLabel("Pincode").fill("122002");
  await page.getByRole("button", { name: "Save address" }).click();

  const first = await chooseAddressAndPlaceOrder(page, testInfo);

  // The operator moves the order on; tracking shows it (a refresh without JS, live with JS).
  await ops("advance", first.orderId, "--to", "ENROUTE");
  await page.goto(first.trackPath);
  await expect(page.getByTestId("order-status-title")).toHaveText("Order is on the way");

  await page.goto("/account/orders");
  await expect(page.getByTestId("order-card").filter({ hasText: `#${first.orderId}` })).toBeVisible();

  // A fresh order can be cancelled, with a reason.
  await addFirstInStockProduct(page);
  await goToCheckout(page, testInfo);
  const second = await chooseAddressAndPlaceOrder(page, testInfo);
  await page.goto(second.trackPath.replace("/orders/track/", "/account/orders/"));
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByTestId("order-status-title")).toHaveText("Cancelled");
});
