/**
 * A shopper inside the telecom partner's web view (docs/rules.md#partner-web-views), on a phone with JavaScript on and off (decision 053):
 * the
 * partner's app opens /inapp/airtel-redirection with a code (minted here by the sandbox partner's ops command),
 * the shopper lands logged in on the page asked for, with no install banner or app link and — chrome=none —
 * only the minimal bar, and still reaches the cart and checkout. The same code a second time goes to the
 * partner's login page. Works without JavaScript: the redirection is a plain GET answered with 303. A link that
 * would switch a logged-in shopper, or one on another site, asks first (/inapp/partner-confirm): Stay and
 * Continue, a plain form with JavaScript or without. The second partner (webview_partner) has its own page,
 * /inapp/partner-redirection, its own codes and its own login page (docs/decisions/057-second-partner.md).
 */
import { expect, test } from "./support/test";
import { MILK_LISTING, addFirstInStockProduct, cartButton, escapeRegExp, logInByForm, ops, phoneFor, waitForHydration } from "./helpers";

test("a shopper logs in through the partner's web view, shops without app links and reaches checkout", async ({ page }, testInfo) => {
  const phone = phoneFor(testInfo);
  const code = (await ops("partner-code", phone)).split("\n")[0]!.trim();
  expect(code).toMatch(/^sbx1\./);
  const query = new URLSearchParams({ oauth_provider: "airtel", oauth_temp_code: code, redirectTo: MILK_LISTING, chrome: "none" });
  const redirection = `/inapp/airtel-redirection?${query.toString()}`;

  await page.goto(redirection);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(MILK_LISTING)}$`));
  // Logged in, as after a login code.
  await expect(page.getByText("Logged in successfully").first()).toBeVisible();

  // Inside a web view: no install banner, no app deep link, even on a phone; the site chrome gives way to the bar.
  await expect(page.getByRole("complementary", { name: "Nukkad app" })).toHaveCount(0);
  await expect(page.locator('a[href^="nukkad:"]')).toHaveCount(0);
  const bar = page.getByTestId("partner-bar");
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("link", { name: /^Delivery location/ })).toBeVisible();
  await expect(page.getByRole("search")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Category menu" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);

  // The partner session outlives this page: the cart and checkout, still without the site chrome.
  await addFirstInStockProduct(page);
  await expect(bar.getByTestId("cart-button")).toBeVisible();
  await expect(cartButton(page)).toHaveCount(1);
  await page.goto("/cart");
  await waitForHydration(page, testInfo);
  await expect(page.getByRole("complementary", { name: "Nukkad app" })).toHaveCount(0);
  await page.getByTestId("proceed-to-checkout").click();
  // Logged in: checkout goes on to the address step, never to its login step.
  await expect(page).toHaveURL(/\/checkout\/(address|payment)$/);
  await expect(bar).toBeVisible();

  // The account is the partner's phone.
  await page.goto("/account/profile");
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.locator("dd", { hasText: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` })).toBeVisible();

  // A code logs in once: the same link again goes to the partner's login page.
  await page.goto(redirection);
  await expect(page).toHaveURL(/\/inapp\/partner-login\?/);
  await expect(page.getByRole("heading", { name: "Partner login" })).toBeVisible();

  // The sandbox partner's login form (demo mode), with JavaScript or without: a bad number is refused with the
  // number kept; a good one comes back through the redirection with a fresh code, to the page asked for.
  await waitForHydration(page, testInfo);
  await page.getByLabel("Mobile number").fill("1234567890");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Enter a valid mobile number.")).toBeVisible();
  await expect(page.getByLabel("Mobile number")).toHaveValue("1234567890");
  await expect(page.getByText("No SMS is sent: the sandbox partner makes the code and logs you in with it.")).toBeVisible();
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(MILK_LISTING)}$`));
  await expect(page.getByTestId("partner-bar")).toBeVisible();
});

/** A fresh partner code for a phone, by the sandbox partner's ops command, and the link the partner's app opens. */
async function partnerLink(phone: string, options: { redirectTo?: string; chrome?: "none" } = {}): Promise<string> {
  const code = (await ops("partner-code", phone)).split("\n")[0]!.trim();
  const query = new URLSearchParams({ oauth_provider: "airtel", oauth_temp_code: code });
  if (options.redirectTo) query.set("redirectTo", options.redirectTo);
  if (options.chrome) query.set("chrome", options.chrome);
  return `/inapp/airtel-redirection?${query.toString()}`;
}

const last4 = (phone: string) => phone.slice(-4);

test("a partner link never silently switches a logged-in shopper: Stay keeps her, Continue switches", async ({ page }, testInfo) => {
  const mine = await logInByForm(page, testInfo);
  // Another person whose number ends like hers (phoneFor's numbers all start with 9): the page tells them apart.
  const partner = `8${mine.slice(1)}`;

  // Another person's code (made for their phone): the store asks, and nothing has changed yet.
  await page.goto(await partnerLink(partner, { redirectTo: MILK_LISTING, chrome: "none" }));
  await expect(page).toHaveURL(/\/inapp\/partner-confirm$/);
  await expect(page.getByRole("heading", { name: "Switch accounts?" })).toBeVisible();
  await expect(page.getByText(`You are logged in here as the account ending in ${last4(mine)}.`)).toBeVisible();
  await expect(page.getByText("They are two different accounts whose numbers end alike.")).toBeVisible();
  await expect(page.getByText(partner)).toHaveCount(0);
  await expect(page.getByTestId("partner-bar")).toHaveCount(0);
  await waitForHydration(page, testInfo);
  await page.getByRole("button", { name: `Stay as …${last4(mine)}` }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(MILK_LISTING)}$`));
  await expect(page.getByText(`Nothing changed: you are still logged in as …${last4(mine)}.`).first()).toBeVisible();
  // No partner marker, so no chrome=none: the site's own header is still there.
  await expect(page.getByTestId("partner-bar")).toHaveCount(0);
  await expect(page.getByRole("search")).toBeVisible();
  await page.goto("/account/profile");
  await expect(page.locator("dd", { hasText: `+91 ${mine.slice(0, 5)} ${mine.slice(5)}` })).toBeVisible();

  // A fresh link, and this time she means it: Continue logs in as the partner's shopper, inside the web view.
  await page.goto(await partnerLink(partner, { redirectTo: MILK_LISTING, chrome: "none" }));
  await expect(page).toHaveURL(/\/inapp\/partner-confirm$/);
  await waitForHydration(page, testInfo);
  await page.getByRole("button", { name: `Continue as …${last4(partner)}` }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(MILK_LISTING)}$`));
  await expect(page.getByText("Logged in successfully").first()).toBeVisible();
  await expect(page.getByTestId("partner-bar")).toBeVisible();
  await page.goto("/account/profile");
  await expect(page.locator("dd", { hasText: `+91 ${partner.slice(0, 5)} ${partner.slice(5)}` })).toBeVisible();

  // The question was answered: the page says so and changes nothing.
  await page.goto("/inapp/partner-confirm");
  await expect(page.getByRole("heading", { name: "This login has expired" })).toBeVisible();
  await expect(page.getByText(`You are logged in as …${last4(partner)}.`)).toBeVisible();
});

test("a partner link on another site asks before logging anyone in", async ({ page }, testInfo) => {
  const partner = phoneFor(testInfo, 7_000);
  const link = new URL(await partnerLink(partner, { chrome: "none" }), testInfo.project.use.baseURL).href;
  // Another site's page (served by Playwright, no store behind it) links to the redirection.
  await page.route("http://elsewhere.example/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Elsewhere</title><a href="${link.replace(/&/g, "&amp;")}">Free groceries</a>`,
    }),
  );
  await page.goto("http://elsewhere.example/");
  await page.getByRole("link", { name: "Free groceries" }).click();
  await expect(page).toHaveURL(/\/inapp\/partner-confirm$/);
  await expect(page.getByRole("heading", { name: "Log in from the partner app?" })).toBeVisible();
  await expect(
    page.getByText(`A link wants to log you in as the account ending in ${last4(partner)}. Continue only if this is your number.`),
  ).toBeVisible();
  await waitForHydration(page, testInfo);
  await page.getByRole("button", { name: "Not now" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Nothing changed: you are not logged in.").first()).toBeVisible();
  await expect(page.getByTestId("partner-bar")).toHaveCount(0);
  await expect(page.getByRole("search")).toBeVisible();
});

test("a shopper from the second partner's app logs in by its code; without one, its own login page brings her back", async ({
  page,
}, testInfo) => {
  const phone = phoneFor(testInfo, 5_000);
  const code = (await ops("partner-code", phone, "--partner", "partner")).split("\n")[0]!.trim();
  const query = new URLSearchParams({ oauth_provider: "partner", oauth_temp_code: code, redirectTo: MILK_LISTING, chrome: "none" });

  // The telecom partner's page does not take the second partner's link: it says so, and logs nobody in.
  await page.goto(`/inapp/airtel-redirection?${query.toString()}`);
  await expect(page.getByRole("heading", { name: "We could not log you in from the partner app" })).toBeVisible();
  await expect(
    page.getByText("This login link belongs to another partner app. Please open the store again from the partner app."),
  ).toBeVisible();

  // Its own page logs her in, inside its web view: no app links, the minimal bar.
  await page.goto(`/inapp/partner-redirection?${query.toString()}`);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(MILK_LISTING)}$`));
  await expect(page.getByText("Logged in successfully").first()).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Nukkad app" })).toHaveCount(0);
  await expect(page.locator('a[href^="nukkad:"]')).toHaveCount(0);
  await expect(page.getByTestId("partner-bar")).toBeVisible();
  await page.goto("/account/profile");
  await expect(page.locator("dd", { hasText: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` })).toBeVisible();

  // The same code again, or none: the second partner's login page (the sandbox playing it), which comes back
  // through the second partner's page with a fresh code of its own.
  await page.goto(`/inapp/partner-redirection?${query.toString()}`);
  await expect(page).toHaveURL(/\/inapp\/partner-login\?partner=partner&/);
  await page.goto(`/inapp/partner-redirection?${new URLSearchParams({ redirectTo: MILK_LISTING, chrome: "none" }).toString()}`);
  await expect(page).toHaveURL(/\/inapp\/partner-login\?partner=partner&/);
  await expect(page.getByRole("heading", { name: "Partner login" })).toBeVisible();
  await waitForHydration(page, testInfo);
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(MILK_LISTING)}$`));
  await expect(page.getByTestId("partner-bar")).toBeVisible();
});
