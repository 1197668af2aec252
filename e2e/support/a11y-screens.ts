/**
 * The pages e2e/a11y.spec.ts checks with axe, and how a shopper reaches each: every page route of app/routes
 * is in PUBLIC or SHOPPER, or in SKIPPED with a reason.
 */
import { expect, type Page, type TestInfo } from "./test";
import { MILK_LISTING, addFirstInStockProduct, cartButton, ops, phoneFor, usesCartPanel, waitForHydration } from "../helpers";

/** What the shopper journey learns on the way (the order it places, the address it saved). */
export interface State {
  trackPath: string;
  addressPath: string;
  /** The logged-in shopper's phone. */
  phone?: string;
}

export interface Screen {
  name: string;
  /** The route file (app/routes) whose page this is. */
  route: string;
  /** Only where this holds (e.g. the desktop cart panel). */
  when?: (testInfo: TestInfo) => boolean;
  open: (page: Page, testInfo: TestInfo, state: State) => Promise<unknown>;
}

const go = (url: string) => (page: Page) => page.goto(url);

/** The href of the first link on the page whose href matches. */
async function firstHref(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  if (!href) throw new Error(`No link matching ${pattern} on ${page.url()}`);
  return href;
}

async function productPath(page: Page): Promise<string> {
  await page.goto(MILK_LISTING);
  return firstHref(page, /^\/prn\//);
}

/** The pages anyone can open, without logging in. */
export const PUBLIC: Screen[] = [
  { name: "home", route: "_index.tsx", open: go("/") },
  { name: "city home", route: "$localityName._index.tsx", open: go("/bengaluru") },
  { name: "locality outside delivery", route: "$localityName._index.tsx", open: go("/manesar") },
  {
    name: "login sheet",
    route: "_index.tsx",
    open: async (page, testInfo) => {
      await waitForHydration(page, testInfo);
      await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
      await expect(page.getByRole("dialog", { name: "Log in to Nukkad" })).toBeVisible();
    },
  },
  { name: "categories", route: "categories.tsx", open: go("/categories") },
  { name: "listing", route: "cn.$slug.cid.$l0Id.$l1Id.tsx", open: go(MILK_LISTING) },
  {
    name: "listing, a filter open",
    route: "cn.$slug.cid.$l0Id.$l1Id.tsx",
    open: async (page) => {
      await page.getByRole("form", { name: "Sort and filter" }).locator("details > summary").first().click();
      await expect(page.locator("details[open]")).toHaveCount(1);
    },
  },
  {
    name: "listing, navigation tags all shown",
    route: "cn.$slug.cid.$l0Id.$l1Id.tsx",
    // A phone's listing leaves the tags out (docs/collections-and-layouts.md#listing-tags).
    when: (testInfo) => !testInfo.project.use.isMobile,
    open: async (page) => {
      await page.goto("/cn/cold-drinks-and-juices/cid/4/221");
      await page.getByRole("navigation", { name: "Soft Drinks brands" }).locator("summary").click();
      await expect(page.locator("details[open]")).toHaveCount(1);
    },
  },
  {
    name: "header, more categories open",
    route: "categories.tsx",
    open: async (page) => {
      await page.goto("/categories");
      await page.getByRole("navigation", { name: "Category menu" }).locator("summary").click();
      await expect(page.locator("details[open]")).toHaveCount(1);
    },
  },
  { name: "curated collection", route: "cln.$name.clid.$id.tsx", open: go("/cln/breakfast-essentials/clid/1") },
  {
    name: "curated collection, one category",
    route: "cln.$name.clid.$id_.$catOneId.tsx",
    open: go("/cln/breakfast-essentials/clid/1/141"),
  },
  { name: "dynamic collection", route: "dc.$name.$id.tsx", open: go("/dc/amul-under-99/3") },
  { name: "dynamic collection, one category", route: "dc.$name.$id_.$catOneId.tsx", open: go("/dc/new-this-week/4/141") },
  { name: "use-case layout", route: "le.$layoutId.tsx", open: go("/le/breakfast-ideas") },
  { name: "tab layouts", route: "tab-layouts.tsx", open: go("/tab-layouts?tab=party") },
  { name: "store layout", route: "store.$layoutId.tsx", open: go("/store/organic-store") },
  { name: "stores", route: "store._index.tsx", open: go("/store") },
  { name: "product", route: "prn.$slug.prid.$productId.tsx", open: async (page) => page.goto(await productPath(page)) },
  {
    name: "product in a locality",
    route: "$localityName.prn.$slug.prid.$productId.tsx",
    open: async (page) => page.goto(`/gurugram${await productPath(page)}`),
  },
  { name: "brands", route: "brands.tsx", open: go("/brands") },
  { name: "brand awards", route: "brand-awards._index.tsx", open: go("/brand-awards") },
  { name: "brand awards, one category", route: "brand-awards.$categoryId.tsx", open: go("/brand-awards/141") },
  { name: "badges, logged out", route: "badges.tsx", open: go("/badges") },
  {
    name: "brand",
    route: "brand.$brandName.$brandId._index.tsx",
    open: async (page) => {
      // A brand that sells in many categories, so the brand page has category links for the next screen.
      await page.goto("/brands");
      await page.goto(await firstHref(page, /^\/brand\/amul\/\d+$/));
    },
  },
  {
    name: "brand in a category",
    route: "brand.$brandName.$brandId.$slug.$categoryId.tsx",
    open: async (page) => page.goto(await firstHref(page, /^\/brand\/[^/]+\/\d+\/[^/]+\/\d+$/)),
  },
  { name: "search with results", route: "s._index.tsx", open: go("/s/?q=milk") },
  { name: "search without results", route: "s._index.tsx", open: go("/s/?q=zzqxv") },
  { name: "search without results, a misspelling (did you mean, its category)", route: "s._index.tsx", open: go("/s/?q=onoin") },
  { name: "search, nothing typed", route: "s._index.tsx", open: go("/s/") },
  {
    name: "search, recent searches",
    route: "s._index.tsx",
    open: async (page) => {
      await page.goto("/s/?q=dahi");
      await page.goto("/s/");
      await expect(page.getByRole("region", { name: "Recent searches" })).toBeVisible();
    },
  },
  {
    name: "search, type-ahead open",
    route: "s._index.tsx",
    open: async (page) => {
      await page.goto("/");
      await page.getByLabel("Search products").click();
      await page.getByRole("combobox", { name: "Search products" }).pressSequentially("amu");
      await expect(page.getByRole("grid", { name: "Search suggestions" }).getByRole("row").first()).toBeVisible();
      await page.getByRole("combobox", { name: "Search products" }).press("ArrowDown");
    },
  },
  { name: "help", route: "help.tsx", open: go("/help") },
  { name: "contact", route: "contact.tsx", open: go("/contact") },
  { name: "about", route: "aboutus.tsx", open: go("/aboutus") },
  { name: "paan corner, the age question", route: "paan.tsx", open: go("/paan") },
  {
    name: "paan corner",
    route: "paan.tsx",
    open: async (page) => {
      await page.goto("/paan");
      await page.getByRole("button", { name: "I am 18 or older" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Paan Corner" })).toBeVisible();
    },
  },
  { name: "offers", route: "offers.tsx", open: go("/offers") },
  { name: "order online (SEO page)", route: "order-online.$pageName.tsx", open: go("/order-online/milk-in-gurugram") },
  {
    name: "unsubscribe, a link that does not work",
    route: "unsubscribe-ct.tsx",
    open: go("/unsubscribe-ct?token=v1.1.AAAAAAAAAAAAAAAAAAAAAA"),
  },
  { name: "app link that opens nothing", route: "dl.tsx", open: go("/dl?link=nukkad%3A%2F%2Fnowhere") },
  // docs/rules.md#partner-web-views: the redirection's own page is its 400 for a link it cannot use.
  {
    name: "partner redirection, a link from an unknown partner",
    route: "inapp.airtel-redirection.tsx",
    open: go("/inapp/airtel-redirection?oauth_provider=othertel&oauth_temp_code=x"),
  },
  {
    name: "second partner's redirection, the other partner's link",
    route: "inapp.partner-redirection.tsx",
    open: go("/inapp/partner-redirection?oauth_provider=airtel&oauth_temp_code=x"),
  },
  { name: "sandbox partner login", route: "inapp.partner-login.tsx", open: go("/inapp/partner-login?redirectTo=%2F") },
  // docs/rules.md#partner-login: with no held partner login to answer, the confirmation says so (410).
  { name: "partner login confirmation, nothing to answer", route: "inapp.partner-confirm.tsx", open: go("/inapp/partner-confirm") },
  { name: "terms", route: "terms.tsx", open: go("/terms") },
  { name: "privacy", route: "privacy.tsx", open: go("/privacy") },
  {
    name: "account deletion feedback",
    route: "account_.delete-account-feedback.tsx",
    open: go("/account/delete-account-feedback?reason=prices&subreason=fees"),
  },
  { name: "print landing", route: "print._index.tsx", open: go("/print") },
  { name: "location picker", route: "location.tsx", open: go("/location?q=122002") },
  { name: "not found", route: "$.tsx", open: go("/no-such-page") },
  { name: "404 page", route: "404.tsx", open: go("/404") },
  { name: "500 page", route: "500.tsx", open: go("/500") },
  { name: "age check", route: "age-consent.tsx", open: go("/age-consent") },
  { name: "sale alerts, logged out", route: "sale-signup.tsx", open: go("/sale-signup") },
  {
    // Reached only by a refused post (a tile's Notify me with a product id that is not one): posted as the form would.
    name: "notify me, refused",
    route: "notify-me.tsx",
    open: async (page) => {
      await page.goto("/");
      await page.evaluate(() => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = "/notify-me?productId=x&redirectTo=%2F";
        document.body.append(form);
        form.submit();
      });
      await expect(page.getByRole("alert")).toContainText("That is not a product we know");
    },
  },
  { name: "browser not supported", route: "browser-not-supported.tsx", open: go("/browser-not-supported") },
  { name: "empty cart", route: "cart.tsx", open: go("/cart") },
  { name: "recipes", route: "recipes.tsx", open: go("/recipes") },
  { name: "recipe", route: "recipe.$slug.$recipeId.tsx", open: go("/recipe/paneer-butter-masala/1") },
  // The short address redirects to the canonical one.
  { name: "recipe by id", route: "recipe.$recipeId.tsx", open: go("/recipe/2") },
  { name: "share cart, cart empty", route: "share.cart._index.tsx", open: go("/share/cart") },
  { name: "login", route: "login.tsx", open: go("/login") },
  {
    name: "login, code step",
    route: "login_.verify.tsx",
    open: async (page, testInfo) => {
      await waitForHydration(page, testInfo);
      await page.getByLabel("Mobile number").fill(phoneFor(testInfo, 7));
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("heading", { name: "Enter verification code" })).toBeVisible();
    },
  },
  {
    name: "checkout login",
    route: "checkout.login.tsx",
    open: async (page) => {
      await addFirstInStockProduct(page);
      await page.goto("/checkout");
      await expect(page).toHaveURL(/\/checkout\/login$/);
    },
  },
  {
    name: "first-visit location prompt",
    route: "_index.tsx",
    // Last: it forgets the "Not now" every journey starts with (playwright.config.ts).
    open: async (page) => {
      await page.context().clearCookies({ name: "nk_location_prompt" });
      await page.goto("/");
      await expect(page.getByRole("dialog", { name: "Where should we deliver?" })).toBeVisible();
    },
  },
];

/** The logged-in pages, in the order a shopper meets them (after logging in and saving an address). */
export const SHOPPER: Screen[] = [
  { name: "empty cart, logged in", route: "cart.tsx", open: go("/cart") },
  {
    // docs/rules.md#partner-login: another person's partner link asks before switching; left unanswered, it changes nothing.
    name: "partner login confirmation, switch accounts?",
    route: "inapp.partner-confirm.tsx",
    open: async (page, _testInfo, state) => {
      const other = `8${(state.phone ?? "9000000000").slice(1)}`;
      const code = (await ops("partner-code", other)).split("\n")[0]!.trim();
      await page.goto(`/inapp/airtel-redirection?${new URLSearchParams({ oauth_provider: "airtel", oauth_temp_code: code }).toString()}`);
      await expect(page.getByRole("heading", { name: "Switch accounts?" })).toBeVisible();
    },
  },
  { name: "badges, logged in", route: "badges.tsx", open: go("/badges") },
  { name: "sale alerts, logged in", route: "sale-signup.tsx", open: go("/sale-signup") },
  {
    name: "unsubscribe from marketing texts",
    route: "unsubscribe-ct.tsx",
    open: async (page, _testInfo, state) => {
      const link = new URL((await ops("unsubscribe-link", state.phone ?? "")).trim());
      await page.goto(link.pathname + link.search);
      await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
    },
  },
  {
    name: "cart with items",
    route: "cart.tsx",
    open: async (page) => {
      await addFirstInStockProduct(page);
      await page.goto("/cart");
    },
  },
  {
    name: "share link made",
    route: "share.cart._index.tsx",
    open: async (page) => {
      await page.goto("/cart");
      await page.getByRole("button", { name: "Share this cart" }).click();
      await expect(page).toHaveURL(/\/share\/cart\?link=/);
    },
  },
  {
    name: "shared cart",
    route: "share.cart.$token.tsx",
    open: async (page) => page.goto(await page.getByLabel("Your link").inputValue()),
  },
  // The header's cart button with a count, the phone's cart bar and the tiles' steppers.
  { name: "listing with items in the cart", route: "cn.$slug.cid.$l0Id.$l1Id.tsx", open: go(MILK_LISTING) },
  { name: "home with items in the cart", route: "_index.tsx", open: go("/") },
  {
    name: "cart panel",
    route: "cart.tsx",
    when: usesCartPanel,
    open: async (page, testInfo) => {
      await page.goto(MILK_LISTING);
      await waitForHydration(page, testInfo);
      await cartButton(page).click();
      await expect(page.getByRole("dialog", { name: "My Cart" })).toBeVisible();
    },
  },
  {
    name: "checkout: address",
    route: "checkout.address.tsx",
    open: async (page) => {
      await page.goto("/checkout");
      await expect(page).toHaveURL(/\/checkout\/address$/);
    },
  },
  {
    name: "checkout: payment",
    route: "checkout.payment.tsx",
    open: async (page) => {
      await page.getByRole("button", { name: "Deliver here" }).first().click();
      await expect(page).toHaveURL(/\/checkout\/payment$/);
    },
  },
  { name: "checkout: coupons", route: "checkout.coupons.tsx", open: go("/checkout/coupons") },
  {
    name: "order placed",
    route: "checkout_.success.tsx",
    open: async (page, _testInfo, state) => {
      await page.goto("/checkout/payment");
      await page.getByRole("radio", { name: /Cash on delivery/ }).check();
      await page.getByRole("button", { name: /Place order/ }).click();
      await expect(page).toHaveURL(/\/checkout\/success\?order_id=\d+$/);
      state.trackPath =
        (await page
          .getByRole("link", { name: /Track order/ })
          .first()
          .getAttribute("href")) ?? "";
    },
  },
  { name: "tracking", route: "orders.track.$cartId.$orderId.tsx", open: (page, _t, state) => page.goto(state.trackPath) },
  { name: "orders", route: "account.orders._index.tsx", open: go("/account/orders") },
  {
    name: "order details",
    route: "account.orders.$cartId.$orderId.tsx",
    open: (page, _t, state) => page.goto(state.trackPath.replace("/orders/track/", "/account/orders/")),
  },
  {
    name: "order details, help open",
    route: "account.orders.$cartId.$orderId.tsx",
    open: async (page) => {
      await page.getByRole("main").locator("details > summary").first().click();
      await expect(page.locator("details[open]")).toHaveCount(1);
    },
  },
  {
    name: "addresses",
    route: "account.addresses._index.tsx",
    open: async (page, _t, state) => {
      await page.goto("/account/addresses");
      state.addressPath = await firstHref(page, /^\/account\/addresses\/\d+$/);
    },
  },
  { name: "new address", route: "account.addresses.new.tsx", open: go("/account/addresses/new") },
  {
    // A refusal: the message beside its field, what was typed kept (docs/rules.md#delivery-addresses).
    name: "new address, refused",
    route: "account.addresses.new.tsx",
    open: async (page) => {
      await page.getByLabel("Name", { exact: true }).fill("Ravi Kumar");
      await page.getByLabel("House / flat number").fill("C-12");
      await page.getByLabel("Locality").fill("DLF Phase 3");
      await page.getByLabel("Pincode").fill("560034");
      await page.getByRole("button", { name: "Save address" }).click();
      await expect(page.getByText("Pincode 560034 is in Bengaluru, not Gurugram.", { exact: false })).toBeVisible();
    },
  },
  { name: "edit address", route: "account.addresses.$addressId.tsx", open: (page, _t, state) => page.goto(state.addressPath) },
  {
    name: "delete address",
    route: "account.addresses.$addressId_.delete.tsx",
    open: (page, _t, state) => page.goto(`${state.addressPath}/delete`),
  },
  { name: "wallet", route: "account.wallet.tsx", open: go("/account/wallet") },
  { name: "gift cards", route: "account.gifts._index.tsx", open: go("/account/gifts") },
  { name: "profile", route: "account.profile.tsx", open: go("/account/profile") },
  { name: "privacy settings", route: "account.privacy.tsx", open: go("/account/privacy") },
  { name: "delete account", route: "account.delete-account.tsx", open: go("/account/delete-account") },
  { name: "print upload", route: "print.preview.tsx", open: go("/print/preview") },
  { name: "link a wallet", route: "wallets.link.$wallet.tsx", open: go("/wallets/link/paytm") },
  {
    name: "gift card payment",
    route: "account.gifts.$orderId.tsx",
    open: async (page) => {
      await page.goto("/account/gifts");
      await page.getByLabel("For me").check();
      await page.getByLabel("Or enter an amount (₹)").fill("500");
      await page.getByRole("button", { name: "Proceed to pay" }).click();
      await expect(page.getByRole("heading", { name: "Buy a gift card" })).toBeVisible();
    },
  },
  {
    name: "wallet top-up payment",
    route: "checkout_.wallet.tsx",
    open: async (page) => {
      await page.goto("/account/wallet");
      await page.getByLabel("Or enter an amount (₹)").fill("1000");
      await page.getByRole("button", { name: "Proceed to add money" }).click();
      await expect(page).toHaveURL(/\/checkout\/wallet\?transaction_id=/);
    },
  },
  {
    name: "payment gateway (sandbox)",
    route: "sandbox-pay.$orderId.tsx",
    open: async (page) => {
      await page.getByRole("radio", { name: /^UPI/ }).check();
      await page.getByRole("button", { name: /Pay$/ }).click();
      await expect(page).toHaveURL(/\/sandbox-pay\/order_sbx/);
    },
  },
  {
    name: "payment pending",
    route: "payment-status.tsx",
    open: async (page) => {
      await page.getByLabel("UPI ID", { exact: true }).fill("pending@nkpay");
      await page.getByRole("button", { name: "Send payment request" }).click();
      await expect(page.getByRole("heading", { name: "Waiting for your payment" })).toBeVisible();
    },
  },
  {
    name: "payment failed",
    route: "checkout.failure.tsx",
    open: async (page) => {
      await addFirstInStockProduct(page);
      await page.goto("/checkout");
      if (page.url().endsWith("/checkout/address")) await page.getByRole("button", { name: "Deliver here" }).first().click();
      await page.getByRole("radio", { name: /Credit or debit card/ }).check();
      await page.getByRole("button", { name: /Place order/ }).click();
      await expect(page).toHaveURL(/\/sandbox-pay\/order_sbx/);
      await page.getByLabel("Card number").fill("4000 0000 0000 0002");
      await page.getByLabel("Expiry (MM/YY)").fill("12/39");
      await page.getByLabel("CVV").fill("919");
      await page.getByRole("button", { name: "Pay securely" }).click();
      await expect(page).toHaveURL(/\/checkout\/failure\?transaction_id=/);
    },
  },
];

/** Page routes not checked here, and why. */
export const SKIPPED: Record<string, string> = {
  "account.tsx": "the account layout: checked inside every account page",
  "bill-view.$cartId.$orderId.tsx": "a delivered order's tax invoice: e2e/invoices.spec.ts delivers one and checks it with axe",
  "checkout.tsx": "the checkout layout: checked inside every checkout step",
  "cln.clid.$id.tsx": "a collection address without its name: always redirects to cln.$name.clid.$id",
  "dev.outbox.tsx": "the demo outbox is a tester's tool, not a shopper's page (404 with a real SMS provider)",
  "offline.tsx": "the service worker's offline page has no scripts to hydrate: e2e/offline.spec.ts checks it with axe",
  "secret-santa.tsx": "the secret santa layout: checked inside every secret santa page",
  "secret-santa._index.tsx": "needs a group made by other shoppers: e2e/secret-santa.spec.ts checks it with axe",
  "secret-santa.create-grp.tsx": "e2e/secret-santa.spec.ts checks it with axe",
  "secret-santa.$groupId.tsx": "a group with three members (and its join page): e2e/secret-santa.spec.ts checks both with axe",
  "secret-santa.reveal.$groupId.tsx": "a drawn group's reveal: e2e/secret-santa.spec.ts checks it with axe",
};
