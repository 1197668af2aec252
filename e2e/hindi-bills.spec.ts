/**
 * A Hindi shopper's bill (issue 37, docs/decisions/055-hindi.md), on a phone with JavaScript on and off: an order
 * placed in the Hindi store and delivered has its GST tax invoice at /hi/bill-view/…, in Hindi from its heading to
 * its fee lines, with a PDF download that stays in the Hindi store and is said to be in English (the PDF's font
 * has no Devanagari: services/invoices/invoice-pdf.server.ts). What was sold keeps its name.
 */
import { expect, test } from "./support/test";
import {
  cartButton,
  expectNoAxeViolations,
  firstInStockMilk,
  hasJs,
  MILK_LISTING,
  ops,
  shopperWithAddress,
  waitForHydration,
  hindiPath,
} from "./helpers";

test.use({ locale: "hi-IN" });

test("a delivered order's tax invoice is in Hindi under /hi, and says its PDF is in English", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await shopperWithAddress(page, testInfo, 38);

  // An order placed in the Hindi store: milk, cash on delivery.
  await page.goto(`/hi${MILK_LISTING}`);
  await waitForHydration(page, testInfo);
  const { add } = await firstInStockMilk(page, "hi");
  await add.click();
  await expect(cartButton(page)).toHaveAccessibleName(/^कार्ट: 1 सामान/);
  await page.goto("/hi/cart");
  await waitForHydration(page, testInfo);
  await page.getByTestId("proceed-to-checkout").click();
  await page.waitForURL(/\/hi\/checkout\/(address|payment)$/);
  if (page.url().endsWith("/checkout/address")) await page.getByRole("button", { name: "यहाँ डिलीवर करें" }).first().click();
  await expect(page).toHaveURL(/\/hi\/checkout\/payment$/);
  await waitForHydration(page, testInfo);
  await page.getByRole("radio", { name: /कैश ऑन डिलीवरी/ }).check();
  await page.getByRole("button", { name: /ऑर्डर करें/ }).click();
  await expect(page).toHaveURL(/\/hi\/checkout\/success\?order_id=\d+$/, { timeout: 15_000 });
  const orderId = new URL(page.url()).searchParams.get("order_id")!;

  // Delivered: its page links the invoice.
  await ops("advance", orderId, "--to", "DELIVERED");
  await page.goto("/hi/account/orders");
  await page.getByRole("link", { name: `ऑर्डर ${orderId} की जानकारी देखें` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `ऑर्डर #${orderId}` })).toBeVisible();
  const orderPath = hindiPath(page, "the bill");
  await waitForHydration(page, testInfo);
  await page.getByRole("link", { name: "GST टैक्स इनवॉइस देखें" }).click();

  // The bill view, in Hindi.
  await expect(page).toHaveURL(/\/hi\/bill-view\/[0-9a-f-]{36}\/\d+$/);
  const billPath = hindiPath(page, "the bill");
  await expect(page.getByRole("heading", { level: 1, name: "टैक्स इनवॉइस" })).toBeVisible();
  await expect(page).toHaveTitle(/^टैक्स इनवॉइस NK\/\d{2}-\d{2}\/\d{6} \| Nukkad$/);
  const main = page.locator("main");
  await expect(main.getByText("इनवॉइस नंबर")).toBeVisible();
  await expect(page.getByTestId("invoice-number")).toHaveText(/^NK\/\d{2}-\d{2}\/\d{6}$/);
  await expect(page.getByRole("region", { name: "विक्रेता" })).toContainText("राज्य कोड");
  await expect(page.getByRole("columnheader", { name: "विवरण" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("हैंडलिंग चार्ज");
  await expect(main.getByText("ऑर्डर का कुल")).toBeVisible();
  await expect(main.getByText("इस इनवॉइस की PDF कॉपी अंग्रेज़ी में है।")).toBeVisible();
  // None of the English invoice's own words is left.
  await expect(main).not.toContainText(
    /Tax invoice|Invoice no\.|Download PDF|Order total|Handling charge|Prices include GST|Back to the order/,
  );
  await waitForHydration(page, testInfo);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);

  // The PDF stays in the Hindi store's addresses, and downloads (in English).
  const download = page.getByRole("link", { name: "PDF डाउनलोड करें" });
  const pdfHref = (await download.getAttribute("href")) ?? "";
  expect(pdfHref).toBe(`${billPath}/pdf`);
  const pdf = await page.request.get(pdfHref);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // And back to the order, in Hindi.
  const back = page.getByRole("link", { name: "ऑर्डर पर वापस जाएँ" });
  expect(await back.getAttribute("href")).toBe(orderPath);
  await back.click();
  await expect(page.getByRole("heading", { level: 1, name: `ऑर्डर #${orderId}` })).toBeVisible();
  hindiPath(page, "the bill");
});
