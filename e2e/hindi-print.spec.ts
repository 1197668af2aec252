/**
 * The print service in Hindi (docs/decisions/055-hindi.md), on a phone with JavaScript on and off: a shopper whose
 * browser asks for Hindi opens the print landing, follows its upload link to the preview, uploads a PDF with a ZIP
 * named .pdf and a text file beside it, sees the PDF's pages and its price in Hindi, and both other files refused
 * in Hindi: with JavaScript, the text file by the browser before sending and the ZIP by the server's check (whose
 * message the page says in Hindi); without it, both by the form post's answer. Colour changes the price. No step
 * leaves /hi. The upload journey itself is e2e/print.spec.ts's; login and the header are other areas' words.
 */
import { expect, test, type Page, type TestInfo } from "./support/test";
import { multiPagePdf, zipNamedPdf } from "../tests/support/print-corpus";
import { expectNoAxeViolations, hasJs, logInByForm, waitForHydration } from "./helpers";

test.use({ locale: "hi-IN" });

/** The page is in the Hindi store. */
function expectHindiAddress(page: Page, path: RegExp) {
  const { pathname } = new URL(page.url());
  expect(pathname, "the page stays in the Hindi store").toMatch(/^\/hi(\/|$)/);
  expect(pathname).toMatch(path);
}

async function chooseFiles(page: Page, testInfo: TestInfo, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByLabel("प्रिंट के लिए फ़ाइलें चुनें").setInputFiles(files);
  // With JavaScript the upload starts as soon as files are chosen; without it the form is posted.
  if (!hasJs(testInfo)) await page.getByRole("button", { name: "अपलोड करें", exact: true }).click();
}

test("a Hindi shopper uploads a file from the print landing, sees its pages and price, and a wrong file refused, in Hindi", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await logInByForm(page, testInfo, 137);

  // The landing: the stored layout and the page's own words in Hindi.
  await page.goto("/hi/print");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page).toHaveTitle("डॉक्यूमेंट ऑनलाइन प्रिंट कराएँ, मिनटों में डिलीवरी | नुक्कड़ प्रिंट");
  await expect(page.getByRole("heading", { level: 1, name: "डॉक्यूमेंट ऑनलाइन प्रिंट कराएँ, मिनटों में डिलीवरी" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "चार आसान स्टेप में प्रिंट कराएँ" })).toBeVisible();
  await expect(page.getByRole("region", { name: "कीमतें" })).toContainText("₹9 प्रति साइड");
  await expect(page.getByText("आपकी फ़ाइलें प्राइवेट रहती हैं।")).toBeVisible();
  await waitForHydration(page, testInfo);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "डॉक्यूमेंट अपलोड करें" }).click();

  // The preview, before any file.
  await expect(page.getByRole("heading", { level: 1, name: "अपने प्रिंट देखें" })).toBeVisible();
  expectHindiAddress(page, /^\/hi\/print\/preview$/);
  await expect(page).toHaveTitle("अपने प्रिंट देखें | नुक्कड़ प्रिंट");
  await expect(page.getByRole("heading", { name: "आप क्या प्रिंट करवा सकते हैं" })).toBeVisible();
  await expect(page.getByText("PDF, JPG, JPEG या PNG, हर फ़ाइल 10 MB तक।", { exact: false })).toBeVisible();
  await waitForHydration(page, testInfo);

  await chooseFiles(page, testInfo, [
    { name: "homework.pdf", mimeType: "application/pdf", buffer: await multiPagePdf(3) },
    { name: "notes.pdf", mimeType: "application/pdf", buffer: await zipNamedPdf() },
    { name: "list.txt", mimeType: "text/plain", buffer: Buffer.from("milk, bread") },
  ]);

  // The PDF: its pages and what it is, in Hindi.
  const homework = page.getByRole("article", { name: "homework.pdf" });
  await expect(homework.getByRole("img", { name: "homework.pdf का पेज 3" })).toBeVisible({ timeout: 30_000 });
  await expect(homework).toContainText("PDF · 3 पेज · प्रिंट के लिए तैयार");
  await expect(homework.getByText("जैसे 1-3, 7। सभी 3 पेज प्रिंट करने के लिए खाली छोड़ें।")).toBeVisible();

  // The refused ones, under "upload fail" in Hindi: the same message for the one refused by its name and the one by its content.
  const refused = page.getByRole("group", { name: "अपलोड नहीं हुआ" });
  await expect(refused).toContainText("notes.pdf: यह फ़ाइल फ़ॉर्मैट सपोर्ट नहीं होता", { timeout: 30_000 });
  await expect(refused).toContainText("list.txt: यह फ़ाइल फ़ॉर्मैट सपोर्ट नहीं होता");
  await expect(page.getByRole("article", { name: "notes.pdf" })).toHaveCount(0);

  // The price: 3 pages × ₹9, and ₹25 print delivery.
  const price = page.getByRole("region", { name: "कीमत" });
  await expect(price).toContainText("3 पेज × 1 कॉपी × ₹9");
  await expect(price.getByText("प्रिंट का कुल खर्च")).toBeVisible();
  await expect(price.getByText("₹52")).toBeVisible();
  if (hasJs(testInfo)) await expectNoAxeViolations(page);

  // Colour: 3 × ₹19 = ₹57, ₹82 with delivery.
  await page.getByRole("radio", { name: /^कलर/ }).check();
  await page.getByRole("button", { name: "कीमत अपडेट करें" }).click();
  await expect(price.getByText("₹82")).toBeVisible();
  await expect(price).toContainText("3 पेज × 1 कॉपी × ₹19");
  expectHindiAddress(page, /^\/hi\/print\/preview$/);
});
