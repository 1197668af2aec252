/**
 * The shopping journey of issue 3, on every project (desktop and mobile, with
 * and without JavaScript): an anonymous shopper fills a cart, checks out,
 * logs in with the code from /dev/outbox, keeps the cart, adds an address,
 * pays cash on delivery, and follows the order, which the operator CLI moves
 * on. A second order is cancelled.
 */
import { expect, test, type Page, type TestInfo } from "./support/test";
import {
  addFirstInStockProduct,
  enterPhoneAndCode,
  expectCartCount,
  expectNoAxeViolations,
  hasJs,
  ops,
  phoneFor,
  productForStockChange,
  readBill,
  shopperWithAddress,
  waitForHydration,
} from "./helpers";

async function goToCheckout(page: Page, testInfo: TestInfo) {
  await page.goto("/cart");
  await waitForHydration(page, testInfo);
  await page.getByTestId("proceed-to-checkout").click();
}

async function chooseAddressAndPlaceOrder(
  page: Page,
  testInfo: TestInfo,
  options: { tip?: boolean } = {},
): Promise<{ orderId: string; trackPath: string }> {
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await page.getByRole("button", { name: "Deliver here" }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await waitForHydration(page, testInfo);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  const summary = page.getByRole("complementary", { name: "Order summary" });
  // Nothing is pre-added: no tip, no donation until the shopper picks them.
  expect(Object.keys(await readBill(summary))).not.toContain("Tip for your delivery partner");
  if (options.tip) {
    await page.getByRole("group", { name: "Tip your delivery partner" }).getByText("₹20", { exact: true }).click();
    if (!hasJs(testInfo)) await page.getByRole("button", { name: "Update bill" }).click();
    await expect(summary.getByText("Tip for your delivery partner")).toBeVisible();
    expect((await readBill(summary))["Tip for your delivery partner"]).toBe(2_000);
  }
  await page.getByRole("radio", { name: /Cash on delivery/ }).check();
  await page.getByRole("button", { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order_id=\d+$/);
  await expect(page.getByTestId("order-status-title")).toHaveText("Order is confirmed");
  const orderId = new URL(page.url()).searchParams.get("order_id")!;
  const trackPath =
    (await page
      .getByRole("link", { name: /Track order/ })
      .first()
      .getAttribute("href")) ?? "";
  expect(trackPath).toMatch(new RegExp(`^/orders/track/[0-9a-f-]{36}/${orderId}$`));
  return { orderId, trackPath };
}

test("anonymous cart → login → address → cash on delivery → tracking → history → cancel", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const phone = phoneFor(testInfo);

  const { name } = await addFirstInStockProduct(page);
  await goToCheckout(page, testInfo);
  await expect(page).toHaveURL(/\/checkout\/login$/);
  await expect(page.getByRole("heading", { name: "Log in to place your order" })).toBeVisible();
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  await enterPhoneAndCode(page, testInfo, page, phone);

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

  const first = await chooseAddressAndPlaceOrder(page, testInfo, { tip: true });

  // The operator moves the order on. With JavaScript the open tracking page follows live; without, a refresh shows it.
  await page.goto(first.trackPath);
  await expect(page.getByTestId("order-status-title")).toHaveText("Order is confirmed");
  await waitForHydration(page, testInfo);
  await ops("advance", first.orderId, "--to", "ENROUTE");
  if (!hasJs(testInfo)) await page.reload();
  await expect(page.getByTestId("order-status-title")).toHaveText("Order is on the way", { timeout: 20_000 });
  if (hasJs(testInfo)) await expectNoAxeViolations(page);

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

  // Buy again puts the order's items back in the cart.
  await waitForHydration(page, testInfo);
  await page.getByRole("button", { name: "Buy again" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expectCartCount(page, 1);
});

test("an item that sold out is taken out on the way to checkout, and the shopper is told", async ({ page }, testInfo) => {
  const { card, name, productId } = await productForStockChange(page, testInfo, 3);
  await waitForHydration(page, testInfo);
  await card.getByRole("button", { name: `Add ${name} to cart`, exact: true }).click();
  await expectCartCount(page, 1);
  await page.goto("/cart");
  await ops("stock", productId, "0");
  try {
    await waitForHydration(page, testInfo);
    await page.getByTestId("proceed-to-checkout").click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("status").filter({ hasText: `${name} is out of stock and was removed` })).toBeVisible();
    await expect(page.getByText("Your cart is empty")).toBeVisible();
  } finally {
    // Back on the shelf for the other journeys.
    await ops("stock", productId, "20");
  }
});

test("coupons: apply one from the list, it shows on the payment page, and Remove there takes it off", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await shopperWithAddress(page, testInfo, 7);
  const { name } = await addFirstInStockProduct(page);
  // FRESH10 asks for an item total of ₹149.
  let total = await expectCartCount(page, 1);
  for (let count = 2; total < 14_900; count++) {
    await page.getByRole("button", { name: `Add one more ${name}`, exact: true }).click();
    total = await expectCartCount(page, count);
  }
  await goToCheckout(page, testInfo);
  await page.waitForURL(/\/checkout\/(address|payment)$/);
  if (page.url().endsWith("/checkout/address")) await page.getByRole("button", { name: "Deliver here" }).first().click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);

  await page.getByRole("link", { name: "View all coupons" }).click();
  await expect(page).toHaveURL(/\/checkout\/coupons\?returnTo=/);
  await waitForHydration(page, testInfo);
  await page.getByRole("button", { name: "Apply FRESH10" }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  const box = page.getByRole("region", { name: "Coupons and offers" });
  await expect(box.getByText(/You save ₹[\d,.]+ with FRESH10\./)).toBeVisible();

  await waitForHydration(page, testInfo);
  await box.getByRole("button", { name: "Remove FRESH10" }).click();
  await expect(page.getByText("FRESH10 removed.")).toBeVisible();
  await expect(box.getByRole("button", { name: "Remove FRESH10" })).toHaveCount(0);
});
