/**
 * Issue 4 through the browser, on a phone with and without JavaScript
 * (docs/decisions/053-where-journeys-run.md): prepaid checkout through the sandbox gateway's
 * hosted page — card success (saving the card), a declined card then a
 * retry by UPI, netbanking, a UPI request left pending and approved later —
 * and the wallet: add money, pay an order from it, buy and redeem a gift card.
 */
import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations, hasJs, readCodeFromOutbox, shopperWithAddress, toPaymentStep, waitForHydration } from "./helpers";

async function choose(page: Page, method: RegExp): Promise<void> {
  await page.getByRole("radio", { name: method }).check();
}

async function placeOrder(page: Page): Promise<void> {
  await page.getByRole("button", { name: /Place order/ }).click();
}

async function expectOrderPlaced(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/checkout\/success\?order_id=\d+$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Order placed" })).toBeVisible();
  return new URL(page.url()).searchParams.get("order_id")!;
}

async function payByCard(page: Page, number: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox-pay\/order_sbx/);
  await expect(page.getByText("Sandbox payment page")).toBeVisible();
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("CVV").fill("919");
  await page.getByRole("button", { name: "Pay securely" }).click();
}

test("card: pay on the gateway's page, the order is placed, and a saved card pays the next order with its CVV", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await shopperWithAddress(page, testInfo);
  await toPaymentStep(page, testInfo);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  await choose(page, /Credit or debit card/);
  await page.getByLabel(/Save a new card for next time/).check();
  await placeOrder(page);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  await payByCard(page, "4111 1111 1111 1111");
  await expectOrderPlaced(page);

  // The card was saved as the gateway's token: the next payment offers it by network and last four.
  await toPaymentStep(page, testInfo);
  await choose(page, /Credit or debit card/);
  await expect(page.getByRole("radio", { name: "Visa •••• 1111" })).toBeChecked();
  await placeOrder(page);
  await expect(page.getByText("Visa •••• 1111")).toBeVisible();
  await page.getByLabel("CVV").fill("919");
  await page.getByRole("button", { name: "Pay securely" }).click();
  await expectOrderPlaced(page);
});

test("a declined card shows the checkout with the reason, and a retry by UPI succeeds", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await shopperWithAddress(page, testInfo);
  await toPaymentStep(page, testInfo);
  await choose(page, /Credit or debit card/);
  await placeOrder(page);
  // A number that fails the Luhn check is refused on the page, before any bank is asked.
  await payByCard(page, "4111 1111 1111 1112");
  await expect(page.getByText("This card number is not valid. Please check it.")).toBeVisible();
  await payByCard(page, "4000 0000 0000 0002");
  await expect(page).toHaveURL(/\/checkout\/failure\?transaction_id=/);
  await expect(page.getByRole("alert")).toContainText("Your bank declined this card.");
  await expect(page.getByRole("complementary", { name: "Order summary" })).toBeVisible();
  if (hasJs(testInfo)) await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await waitForHydration(page, testInfo);
  await choose(page, /^UPI/);
  await placeOrder(page);
  await expect(page).toHaveURL(/\/sandbox-pay\/order_sbx/);
  await page.getByLabel("UPI ID", { exact: true }).fill("success@nkpay");
  await page.getByRole("button", { name: "Send payment request" }).click();
  await expectOrderPlaced(page);
});

test("netbanking: choose the bank, approve at the bank, the order is placed", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await shopperWithAddress(page, testInfo);
  await toPaymentStep(page, testInfo);
  await choose(page, /Netbanking/);
  await page.getByLabel("Your bank", { exact: true }).selectOption("HDFC");
  await placeOrder(page);
  await expect(page.getByRole("heading", { name: /Pay ₹[\d,.]+ to Nukkad/ })).toBeVisible();
  await expect(page.getByText("HDFC Bank NetBanking").first()).toBeVisible();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expectOrderPlaced(page);
});

test("UPI left pending waits on the status page, and settles once the UPI app approves", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await shopperWithAddress(page, testInfo);
  await toPaymentStep(page, testInfo);
  await choose(page, /^UPI/);
  await placeOrder(page);
  await expect(page).toHaveURL(/\/sandbox-pay\/order_sbx/);
  await page.getByLabel("UPI ID", { exact: true }).fill("pending@nkpay");
  await page.getByRole("button", { name: "Send payment request" }).click();
  await expect(page).toHaveURL(/\/payment-status\?transaction_id=/);
  await expect(page.getByRole("heading", { name: "Waiting for your payment" })).toBeVisible();
  const statusUrl = page.url();

  // The shopper approves in their UPI app (the sandbox page plays it), then comes back.
  await page.getByRole("link", { name: "sandbox payment page" }).click();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expectOrderPlaced(page);
  // Going back to the status page finds the same order: nothing is placed twice.
  await page.goto(statusUrl);
  await expectOrderPlaced(page);
});

test("cash on delivery still places the order at once", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await shopperWithAddress(page, testInfo);
  await toPaymentStep(page, testInfo);
  await choose(page, /Cash on delivery/);
  await placeOrder(page);
  await expectOrderPlaced(page);
});

/** Pays on the sandbox page by UPI with the test VPA that always succeeds. */
async function payByUpiSuccess(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox-pay\/order_sbx/);
  await page.getByLabel("UPI ID", { exact: true }).fill("success@nkpay");
  await page.getByRole("button", { name: "Send payment request" }).click();
}

async function walletTotal(page: Page): Promise<string> {
  await page.goto("/account/wallet");
  return page.getByTestId("wallet-total").innerText();
}

test("wallet: add money through the gateway, pay an order from it, and a cancellation refunds it", async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await shopperWithAddress(page, testInfo);
  expect(await walletTotal(page)).toBe("₹0");
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  await page.getByLabel("Or enter an amount (₹)").fill("1000");
  await page.getByRole("button", { name: "Proceed to add money" }).click();
  await expect(page).toHaveURL(/\/checkout\/wallet\?transaction_id=/);
  await expect(page.getByRole("heading", { name: "Add money to Nukkad Cash" })).toBeVisible();
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: /^UPI/ }).check();
  await page.getByRole("button", { name: /Pay$/ }).click();
  await payByUpiSuccess(page);
  await expect(page).toHaveURL(/\/account\/wallet$/);
  await expect(page.getByTestId("wallet-total")).toHaveText("₹1,000");

  await toPaymentStep(page, testInfo);
  await choose(page, /^Wallets/);
  await page.getByLabel("Wallet", { exact: true }).selectOption("nukkad");
  await placeOrder(page);
  const orderId = await expectOrderPlaced(page);
  const afterOrder = await walletTotal(page);
  expect(afterOrder).not.toBe("₹1,000");
  await expect(page.getByText("Paid for your order").first()).toBeVisible();

  // Cancelling a prepaid order puts the money back in the wallet.
  await page.goto("/account/orders");
  await page
    .getByTestId("order-card")
    .filter({ hasText: `#${orderId}` })
    .getByRole("link")
    .first()
    .click();
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByTestId("order-status-title")).toHaveText("Cancelled");
  expect(await walletTotal(page)).toBe("₹1,000");
  await expect(page.getByText(`Refund for cancelled order #${orderId}`)).toBeVisible();
});

test("gift card: buy one for yourself through the gateway, redeem its code once into the gift-card balance", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await shopperWithAddress(page, testInfo);
  await page.goto("/account/gifts");
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  await page.getByLabel("For me").check();
  await page.getByLabel("Or enter an amount (₹)").fill("500");
  await page.getByRole("button", { name: "Proceed to pay" }).click();
  await expect(page.getByRole("heading", { name: "Buy a gift card" })).toBeVisible();
  await page.getByRole("radio", { name: /^UPI/ }).check();
  await page.getByRole("button", { name: /Pay$/ }).click();
  await payByUpiSuccess(page);
  await expect(page).toHaveURL(/\/account\/gifts$/);

  const bought = page.getByTestId("gift-cards-bought");
  await bought.getByText("Show code").first().click();
  const code = (await bought.getByTestId("gift-code").first().innerText()).trim();
  expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);

  await page.getByLabel("Gift card code").fill(code.toLowerCase().replace(/-/g, " "));
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page).toHaveURL(/\/account\/wallet$/);
  await expect(page.getByTestId("wallet-gift")).toHaveText("₹500");

  // The same code a second time is refused, and what was typed stays in the field.
  await page.goto("/account/gifts");
  await page.getByLabel("Gift card code").fill(code);
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByText("This gift card has already been redeemed.")).toBeVisible();
  await expect(page.getByLabel("Gift card code")).toHaveValue(code);
});

test("external wallet: link it with the code it texts, then it pays the next order in one tap", async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const phone = await shopperWithAddress(page, testInfo);
  await toPaymentStep(page, testInfo);
  await choose(page, /^Wallets/);
  await page.getByRole("link", { name: "Link Paytm Wallet" }).click();
  await expect(page.getByRole("heading", { name: "Link Paytm Wallet" })).toBeVisible();
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
  // The wallet's code is the newest message to this phone in the demo outbox.
  const code = await readCodeFromOutbox(page, phone);
  await waitForHydration(page, testInfo);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  // Linked: back at the payment step, where the wallet now says so.
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await waitForHydration(page, testInfo);
  await choose(page, /^Wallets/);
  await page.getByLabel("Wallet", { exact: true }).selectOption("paytm");
  await expect(page.getByText(/Linked to/).first()).toBeVisible();
  await placeOrder(page);
  // One tap: no gateway page, straight to the order.
  await expectOrderPlaced(page);
});
