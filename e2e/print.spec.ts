/**
 * Issue 5 through the browser, on every project (desktop and mobile, with and
 * without JavaScript): upload a password-protected PDF and a photo, unlock the
 * PDF (a wrong password first), choose options, see the price, add the prints
 * to the cart, pay cash on delivery and find them on the order. A file that is
 * not what its name says is refused with its message (docs/product/errors.md#upload-messages), and a file can
 * be removed.
 */
import { expect, test, type Page, type TestInfo } from "./support/test";
import { encryptedPdf, jpeg, zipNamedPdf } from "../tests/support/print-corpus";
import { expectNoAxeViolations, hasJs, shopperWithAddress, waitForHydration } from "./helpers";

const PASSWORD = "Sesame-4721";

async function chooseFiles(page: Page, testInfo: TestInfo, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  await page.getByLabel("Choose files to print").setInputFiles(files);
  // With JavaScript the upload starts as soon as files are chosen; without it the form is posted.
  if (!hasJs(testInfo)) await page.getByRole("button", { name: "Upload", exact: true }).click();
}

test("print a password-protected PDF and a photo, then order them with cash on delivery", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await shopperWithAddress(page, testInfo, 50);
  await page.goto("/print/preview");
  await expect(page.getByRole("heading", { level: 1, name: "Preview your prints" })).toBeVisible();
  await waitForHydration(page, testInfo);

  await chooseFiles(page, testInfo, [
    { name: "bank statement.pdf", mimeType: "application/pdf", buffer: await encryptedPdf(PASSWORD, 2) },
    { name: "passport photo.jpg", mimeType: "image/jpeg", buffer: await jpeg(600, 800) },
  ]);
  const photo = page.getByRole("article", { name: "passport photo.jpg" });
  await expect(photo.getByRole("img", { name: /Page 1 of passport photo\.jpg/ })).toBeVisible({ timeout: 30_000 });

  const password = page.getByLabel("Password for bank statement.pdf");
  await password.fill("not-the-password");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByText("Incorrect password. Please try again.")).toBeVisible();
  await password.fill(PASSWORD);
  await page.getByRole("button", { name: "Unlock" }).click();
  const statement = page.getByRole("article", { name: "bank statement.pdf" });
  await expect(statement.getByRole("img", { name: /Page 2 of bank statement\.pdf/ })).toBeVisible({ timeout: 30_000 });
  if (hasJs(testInfo)) {
    await expect(page.getByText("File unlocked")).toBeVisible();
    // axe runs inside the page: only where JavaScript is on.
    await expectNoAxeViolations(page);
  }

  // Colour, two copies: (2 pages + 1 page) × 2 copies × ₹19 = ₹114, plus ₹25 print delivery.
  await page.getByRole("radio", { name: /Colour/ }).check();
  await page.getByLabel("Copies").fill("2");
  await page.getByRole("button", { name: "Update price" }).click();
  const price = page.getByRole("region", { name: "Price" });
  await expect(price.getByText("₹139")).toBeVisible();
  await expect(price.getByText("₹114")).toBeVisible();

  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.waitForURL(/\/checkout\/(address|payment)$/);
  if (page.url().endsWith("/checkout/address")) await page.getByRole("button", { name: "Deliver here" }).first().click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await waitForHydration(page, testInfo);
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summary.getByText("bank statement.pdf")).toBeVisible();
  await expect(summary.getByText("Print delivery")).toBeVisible();
  await page.getByRole("radio", { name: /Cash on delivery/ }).check();
  await page.getByRole("button", { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order_id=\d+$/, { timeout: 15_000 });

  // The order's tracking shows what will be printed.
  await expect(page.getByTestId("print-line").filter({ hasText: "bank statement.pdf" })).toContainText("2 pages × 2 copies · Colour");
  await expect(page.getByTestId("print-line").filter({ hasText: "passport photo.jpg" })).toBeVisible();
});

test("a ZIP named .pdf is refused with the upload message and nothing is kept; a file can be removed", async ({ page }, testInfo) => {
  await shopperWithAddress(page, testInfo, 51);
  await page.goto("/print/preview");
  await waitForHydration(page, testInfo);
  await chooseFiles(page, testInfo, [
    { name: "notes.pdf", mimeType: "application/pdf", buffer: await zipNamedPdf() },
    { name: "spare.jpg", mimeType: "image/jpeg", buffer: await jpeg(300, 300) },
  ]);
  await expect(page.getByText("upload fail")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("File format not supported")).toBeVisible();
  await expect(page.getByRole("article", { name: "notes.pdf" })).toHaveCount(0);

  const spare = page.getByRole("article", { name: "spare.jpg" });
  await expect(spare).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Remove spare.jpg" }).click();
  await expect(spare).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("article", { name: "spare.jpg" })).toHaveCount(0);
});
