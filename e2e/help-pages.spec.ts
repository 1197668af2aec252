/**
 * Ways out on every page (docs/product/routes.md#help-and-policy-pages): the footer reaches help, contact,
 * about, terms and privacy, each a real page with and without JavaScript.
 */
import { expect, test } from "./support/test";
import { expectNoAxeViolations, hasJs } from "./helpers";

const PAGES = [
  { link: "Help", path: "/help", heading: "Help and FAQs" },
  { link: "Contact us", path: "/contact", heading: "Contact us" },
  { link: "About us", path: "/aboutus", heading: "About Nukkad" },
  { link: "Terms", path: "/terms", heading: "Terms of use" },
  { link: "Privacy", path: "/privacy", heading: "Privacy policy" },
];

test("the footer leads to help, contact, about, terms and privacy", async ({ page }, testInfo) => {
  for (const { link, path, heading } of PAGES) {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  // The privacy policy says what is kept and what never is.
  await expect(page.getByText("Your mobile number", { exact: false })).toBeVisible();
  await expect(page.getByText("We never store your card number, CVV or UPI PIN.")).toBeVisible();
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
});

test("help answers open without JavaScript", async ({ page }) => {
  await page.goto("/help");
  await page.getByText("Can I cancel an order?").click();
  await expect(page.getByText(/until it is packed/)).toBeVisible();
});
