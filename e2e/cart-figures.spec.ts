/**
 * One cart, the same figures on every screen (docs/rules.md#cart-figures), on every project: a print and an
 * item in the cart and a ₹50 coupon applied, then the header's cart button, the cart (the desktop panel, and
 * the cart page) and checkout show the same count and total, and the same savings, coupon included; placed,
 * the order and the orders list say the same.
 */
import { expect, test, type Locator, type Page } from "./support/test";
import { jpeg } from "../tests/support/print-corpus";
import {
  addFirstInStockProduct,
  cartButton,
  expectCartCount,
  hasJs,
  MONEY,
  ops,
  parsePaise,
  readBill,
  shopperWithAddress,
  usesCartPanel,
  waitForHydration,
} from "./helpers";

/** What the header's cart button announces: its count and total. */
async function headerFigures(page: Page): Promise<{ count: number; total: number }> {
  await expect(cartButton(page)).toHaveAttribute("aria-label", new RegExp(`^Cart: \\d+ items?, ${MONEY}$`));
  const label = (await cartButton(page).getAttribute("aria-label")) ?? "";
  return { count: Number(/^Cart: (\d+)/.exec(label)?.[1]), total: parsePaise(label) };
}

/** The figures a cart view shows: the bill's rows, "You save" and the grand total. */
async function cartFigures(scope: Locator) {
  const bill = await readBill(scope);
  const savings = parsePaise(await scope.getByText(/^You save /).innerText());
  const grandTotal = parsePaise(await scope.getByTestId("grand-total").innerText());
  return { bill, savings, grandTotal };
}

/** The "3 items · ₹107" line of checkout's order summary and of the cart page. */
async function summaryLine(scope: Locator | Page): Promise<string> {
  return (await scope.getByTestId("cart-summary").innerText()).trim();
}

test("header, cart, checkout and the placed order show the same count, total and savings for items, a print and a coupon", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await shopperWithAddress(page, testInfo, 60);

  // A one-page photo, black and white: one print job of ₹9, plus ₹25 print delivery.
  await page.goto("/print/preview");
  await waitForHydration(page, testInfo);
  await page
    .getByLabel("Choose files to print")
    .setInputFiles([{ name: "id card.jpg", mimeType: "image/jpeg", buffer: await jpeg(400, 600) }]);
  if (!hasJs(testInfo)) await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("article", { name: "id card.jpg" }).getByRole("img", { name: /Page 1 of id card\.jpg/ })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.waitForURL(/\/checkout\/(address|payment)$/);
  if (page.url().endsWith("/checkout/address")) await page.getByRole("button", { name: "Deliver here" }).first().click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  // The header counts the print: one item at its price (it once said "1 item ₹0").
  expect(await expectCartCount(page, 1)).toBe(900);

  // An item, then more of it until the groceries reach WELCOME50's ₹199.
  const { name, price, productId } = await addFirstInStockProduct(page, { cartCount: 2 });
  // Enough units whatever earlier journeys on this server bought (each order takes one).
  await ops("stock", productId, "50");
  expect(await expectCartCount(page, 2)).toBe(900 + price);
  await page.goto("/cart");
  const line = page.getByRole("main").getByTestId("cart-line").filter({ hasText: name });
  await waitForHydration(page, testInfo);
  let quantity = 1;
  while (quantity * price < 19_900) {
    await line.getByRole("button", { name: `Add one more ${name}`, exact: true }).click();
    quantity += 1;
    await expect(line.getByTestId("line-quantity")).toHaveText(String(quantity));
  }
  await expectCartCount(page, quantity + 1);

  // The ₹50 coupon, at checkout.
  await page.goto("/checkout/payment");
  await page.getByLabel("Have a coupon code?").fill("WELCOME50");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summary.getByText("Coupon discount")).toBeVisible();

  // Checkout.
  const header = await headerFigures(page);
  expect(header).toEqual({ count: quantity + 1, total: quantity * price + 900 });
  const atCheckout = await cartFigures(summary);
  const summaryText = await summaryLine(summary);
  expect(summaryText).toMatch(new RegExp(`^${quantity + 1} items · ${MONEY}$`));
  expect(parsePaise(summaryText)).toBe(header.total);
  expect(atCheckout.bill["Items total"]! + atCheckout.bill["Prints"]!).toBe(header.total);
  expect(atCheckout.bill["Coupon discount"]).toBe(5_000);
  // "You save" counts the coupon (it once showed only the savings against MRP).
  const mrp = await summary.locator("dl > div").filter({ hasText: "Items total" }).locator("s").allInnerTexts();
  const mrpSavings = mrp.length ? parsePaise(mrp[0]!) - atCheckout.bill["Items total"]! : 0;
  expect(atCheckout.savings).toBe(mrpSavings + 5_000);
  const grandTotal = await summary.getByTestId("grand-total").innerText();
  await expect(page.getByRole("button", { name: /Place order/ })).toContainText(grandTotal);

  // The cart: the desktop panel opened over checkout, and the cart page.
  if (usesCartPanel(testInfo)) {
    await waitForHydration(page, testInfo);
    await cartButton(page).click();
    const panel = page.getByRole("dialog", { name: "My Cart" });
    await expect(panel).toBeVisible();
    expect(await cartFigures(panel)).toEqual(atCheckout);
    await page.keyboard.press("Escape");
  }
  await page.goto("/cart");
  expect(await headerFigures(page)).toEqual(header);
  expect(await cartFigures(page.getByRole("main"))).toEqual(atCheckout);
  expect(await summaryLine(page)).toBe(summaryText);
  await expect(page.getByTestId("proceed-to-checkout")).toContainText(grandTotal);

  // Placed, the order says the same: its count, its bill's savings and total, and the orders list agrees.
  await page.goto("/checkout/payment");
  await page.getByRole("radio", { name: /Cash on delivery/ }).check();
  await page.getByRole("button", { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order_id=\d+$/, { timeout: 15_000 });
  const orderId = /order_id=(\d+)/.exec(page.url())?.[1] ?? "";
  const count = `${quantity + 1} items`;
  await expect(page.getByRole("heading", { name: `${count} in this order` })).toBeVisible();
  expect(parsePaise(await page.getByText(/^You saved /).innerText())).toBe(atCheckout.savings);
  await expect(page.getByTestId("order-total")).toHaveText(grandTotal);
  await page.goto("/account/orders");
  const orderCard = page.getByTestId("order-card").filter({ hasText: `#${orderId}` });
  await expect(orderCard).toContainText(count);
  await expect(orderCard).toContainText(grandTotal);

  // Seven or so units of the journeys' shared first milk went with this order: put them back, or a later
  // journey meets it sold out while the 30 s listing cache still offers it (docs/decisions/005-catalogue-read-cache.md).
  await ops("stock", productId, "50");
});
