/**
 * The rest of the account in Hindi (issue 37, docs/decisions/055-hindi.md), on a phone with JavaScript on and off: a
 * logged-in shopper opens the wallet, gift cards and privacy pages under /hi and reads them in Hindi, a wrong gift
 * card code and the marketing switch answer in Hindi, and the location picker refuses a bad pincode in Hindi with
 * what was typed kept. No step leaves /hi, and (with JavaScript) axe finds nothing on the way.
 */
import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations, hasJs, hindiPath, logInByForm, waitForHydration } from "./helpers";

/** The toast (a polite live region), with or without JavaScript. */
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("a Hindi shopper reads the wallet, gift cards and privacy pages in Hindi, and their refusals and toasts", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.context().addCookies([{ name: "nk_location_prompt", value: "MQ%3D%3D", url: test.info().project.use.baseURL! }]);
  await logInByForm(page, testInfo, 55);

  // The wallet: its balances and the way to add money, in Hindi; money as it is.
  await page.goto("/hi/account/wallet");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1, name: "नुक्कड़ वॉलेट" })).toBeVisible();
  await expect(page.getByTestId("wallet-total")).toHaveText("₹0");
  await expect(page.getByText("नुक्कड़ कैश", { exact: true })).toBeVisible();
  await expect(page.getByLabel("या रकम लिखें (₹)")).toBeVisible();
  await expect(page.getByRole("button", { name: "पैसे जोड़ने के लिए आगे बढ़ें" })).toBeVisible();
  await expect(page.getByText("अभी कोई लेन-देन नहीं।", { exact: false })).toBeVisible();
  await waitForHydration(page, testInfo);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);

  // Gift cards, reached by the wallet's link: a wrong code is refused in Hindi, and what was typed stays.
  await page.getByRole("link", { name: "उसे रिडीम करें" }).click();
  await expect(page).toHaveURL(/\/hi\/account\/gifts#redeem$/);
  await expect(page.getByRole("heading", { level: 1, name: "गिफ़्ट कार्ड" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "गिफ़्ट कार्ड खरीदें" })).toBeVisible();
  await expect(page.getByText("आप जो गिफ़्ट कार्ड खरीदेंगे, वे यहाँ दिखेंगे।")).toBeVisible();
  await waitForHydration(page, testInfo);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  await page.getByLabel("गिफ़्ट कार्ड कोड").fill("ABCD-EFGH-JKLM-NPQR");
  await page.getByRole("button", { name: "रिडीम करें", exact: true }).click();
  await expect(page.getByText("यह गिफ़्ट कार्ड कोड सही नहीं है।")).toBeVisible();
  await expect(page.getByLabel("गिफ़्ट कार्ड कोड")).toHaveValue("ABCD-EFGH-JKLM-NPQR");
  hindiPath(page, "the account");

  // Privacy, which the account's menu links under /hi: what is kept, and the marketing switch with its toast, in Hindi.
  await expect(page.locator('a[href="/hi/account/privacy"]').first()).toBeAttached();
  await page.goto("/hi/account/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "प्राइवेसी" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("GST टैक्स इनवॉइस");
  await expect(page.getByTestId("marketing-status")).toContainText("SMS से ऑफ़र बंद हैं");
  await expect(page.getByRole("link", { name: "मेरा डेटा डाउनलोड करें" })).toHaveAttribute("href", "/hi/account/privacy/download");
  await expect(page.getByRole("heading", { name: "प्राइवेसी पॉलिसी" })).toBeVisible();
  await waitForHydration(page, testInfo);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "मार्केटिंग SMS चालू करें" }).click();
  await expect(toast(page, "मार्केटिंग SMS चालू हो गए।")).toBeVisible();
  await expect(page.getByTestId("marketing-status")).toContainText(/SMS से ऑफ़र चालू हैं \(आपने \d+ \S+ \d{4}, .* को हाँ कहा था\)/);
  hindiPath(page, "the account");

  // Deleting the account: its page in Hindi (nothing is deleted here).
  await page.getByRole("link", { name: "अपना अकाउंट हटाएँ" }).click();
  await expect(page).toHaveURL(/\/hi\/account\/delete-account$/);
  await expect(page.getByRole("heading", { level: 1, name: "अकाउंट हटाएँ" })).toBeVisible();
  await expect(page.getByRole("button", { name: "कोड भेजें" })).toBeVisible();
});

test("the Hindi location picker refuses a bad pincode in Hindi, keeping what was typed", async ({ page }, testInfo) => {
  await page.context().addCookies([{ name: "nk_location_prompt", value: "MQ%3D%3D", url: test.info().project.use.baseURL! }]);
  await page.goto("/hi/location?redirectTo=%2F");
  await expect(page.getByRole("heading", { level: 1, name: "डिलीवरी की जगह बदलें" })).toBeVisible();
  await waitForHydration(page, testInfo);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);

  // A pincode no locality has: the search says so in Hindi, and the box keeps it.
  const box = page.getByRole("textbox", { name: "पिनकोड या इलाके से खोजें" });
  await box.fill("999999");
  await box.press("Enter");
  await expect(page.getByText("“999999” से कोई इलाका नहीं मिला। 6 अंकों का पिनकोड या आस-पास का कोई इलाका आज़माएँ।")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "पिनकोड या इलाके से खोजें" })).toHaveValue("999999");
  hindiPath(page, "the account");

  // Too short to search (as a link or an old page would send it): refused by the server in Hindi, the digit kept.
  await page.goto("/hi/location?q=1&redirectTo=%2F");
  const refused = page.getByRole("textbox", { name: "पिनकोड या इलाके से खोजें" });
  await expect(refused).toHaveValue("1");
  await expect(refused).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("कम से कम 2 अक्षर या 6 अंकों का पिनकोड लिखें।")).toBeVisible();

  // A pincode that is served: its locality is offered with the Hindi button.
  await refused.fill("122002");
  await refused.press("Enter");
  const results = page.getByRole("list", { name: "मिलते-जुलते इलाके" });
  await expect(results.getByRole("button", { name: /^DLF Phase 3, \S.* 122002 पर डिलीवर करें$/ })).toBeVisible();
  hindiPath(page, "the account");
});
