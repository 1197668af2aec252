/**
 * GST tax invoices (docs/rules.md#invoices) on a phone, JavaScript on and off (decision 053):
 * once the store delivers an order, its page
 * links to the invoice, which adds up to what the shopper paid and downloads as a PDF; before delivery and
 * for anyone else there is none.
 */
import { expect, test } from "./support/test";
import { expectNoAxeViolations, hasJs, ops, parsePaise, placeCashOrder, readBill, shopperWithAddress } from "./helpers";

test("a delivered order has a GST tax invoice that matches the order and downloads as a PDF", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await shopperWithAddress(page, testInfo);
  const orderId = await placeCashOrder(page, testInfo);
  await page.getByRole("link", { name: "Order details" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "View GST tax invoice" })).toHaveCount(0);
  const orderPage = page.url();
  const cartId = new URL(orderPage).pathname.split("/")[3]!;
  const invoiceUrl = `/bill-view/${cartId}/${orderId}`;
  expect((await page.request.get(invoiceUrl)).status()).toBe(404);

  await ops("advance", orderId, "--to", "DELIVERED");
  await page.reload();
  // Cash on delivery without Nukkad Cash: the whole order is to pay on delivery.
  const grandTotal = (await readBill(page.locator("main")))["To pay on delivery"];
  expect(grandTotal).toBeGreaterThan(0);
  await page.getByRole("link", { name: "View GST tax invoice" }).click();
  await expect(page).toHaveURL(new RegExp(`${invoiceUrl}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Tax invoice" })).toBeVisible();
  await expect(page.getByTestId("invoice-number")).toHaveText(/^NK\/\d{2}-\d{2}\/\d{6}$/);
  await expect(page.getByText(/GSTIN 06[A-Z]{5}\d{4}[A-Z]1Z[0-9A-Z]/)).toBeVisible();
  expect(parsePaise(`₹${(await page.getByTestId("invoice-order-total").textContent())?.replace("₹", "")}`)).toBe(grandTotal);
  await expect(page.getByRole("table")).toContainText("Handling charge");
  if (hasJs(testInfo)) await expectNoAxeViolations(page);

  const pdf = await page.request.get(`${invoiceUrl}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toMatch(/^attachment; filename="invoice-NK-\d{2}-\d{2}-\d{6}\.pdf"$/);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // Another shopper (a fresh browser, no session) gets nothing.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  const response = await strangerPage.goto(invoiceUrl);
  expect(response?.url()).toMatch(/\/login/);
  expect((await strangerPage.request.get(`${invoiceUrl}/pdf`, { maxRedirects: 0 })).status()).not.toBe(200);
  await stranger.close();
});
