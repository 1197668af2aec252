/**
 * Coupons, the payment step's tip, the sandbox bank and the JSON API's field messages in Hindi (issue 37,
 * docs/decisions/055-hindi.md): through the real routes and services, a /hi request (or an API call whose
 * Accept-Language prefers Hindi) is refused in Hindi, and the same request at the English address (or in English)
 * says exactly what it always did.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { translate, type PageMessages } from "~/lib/i18n/translate";
import type { PromoResult } from "~/lib/coupons";
import { action as couponsAction, loader as couponsLoader } from "~/routes/checkout.coupons";
import { action as paymentAction } from "~/routes/checkout.payment";
import { action as sandboxPageAction, loader as sandboxPageLoader } from "~/routes/sandbox-pay.$orderId";
import * as createCartRoute from "~/routes/v5.carts._index";
import { action as campaignsAction } from "~/routes/v1.campaigns";
import { issueAuthKey } from "~/services/api/auth-key.server";
import { placeCheckoutOrder } from "~/services/checkout/checkout-placement.server";
import { answer } from "~/services/payments/sandbox-gateway.server";
import { newDeviceId } from "~/services/platform/cookies.server";
import { appHeaders, callRoute } from "../support/api-client";
import { checkoutState, newCheckoutShopper, ORIGIN, payForm, tomorrowNoonIst, type CheckoutShopper } from "../support/checkout-shopper";
import { setUpTestDb, stubTestEnv } from "../support/db";
import { localDemo } from "../support/demo";
import { must } from "../support/must";

stubTestEnv({ CATALOGUE_CACHE_SECONDS: "0" });
const handle = setUpTestDb({ appDb: true });

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const HINDI_FIRST = "hi-IN,hi;q=0.9,en;q=0.8";

/** A POST from this shopper's browser to `path`, answered as server.mjs answers it: in the language of its address. */
async function post<T>(
  handler: (args: ActionFunctionArgs) => Promise<T>,
  path: string,
  cookie: string,
  fields: Record<string, string>,
  params = {},
) {
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { ...FORM, Cookie: cookie, Origin: ORIGIN },
    body: new URLSearchParams(fields),
  });
  return inLanguageOf(request, () => handler({ request, params, context: {} }));
}

/** A GET of `path` by this shopper's browser, in the language of its address. */
async function get<T>(handler: (args: LoaderFunctionArgs) => Promise<T>, path: string, cookie: string, params = {}) {
  const request = new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
  return inLanguageOf(request, () => handler({ request, params, context: {} }));
}

/** The data of a `data()` answer, as the page's useActionData or useLoaderData gets it. */
const dataOf = (answer: unknown) => (answer as { data: Record<string, unknown> }).data;

/** A shopper with one unit of a ₹50–₹300 product: under every demo coupon's minimum but FRESH10's at most. */
const smallCart = () => newCheckoutShopper(handle.db, { quantity: 1 });

describe("coupons in Hindi", () => {
  it("refuses a coupon the cart is too small for in Hindi at /hi, in English at the English address", async () => {
    const shopper = await smallCart();
    const hindi = await post(couponsAction, "/hi/checkout/coupons", shopper.cookie, { intent: "apply", code: "save20" });
    expect(dataOf(hindi).formError).toMatch(/^SAVE20 इस्तेमाल करने के लिए ₹[\d,]+ का सामान और जोड़ें।$/);
    const english = await post(couponsAction, "/checkout/coupons", shopper.cookie, { intent: "apply", code: "save20" });
    expect(dataOf(english).formError).toMatch(/^Add ₹[\d,]+ more to use SAVE20\.$/);
  });

  it("refuses an unknown code and an expired coupon in Hindi", async () => {
    const shopper = await smallCart();
    const unknown = await post(couponsAction, "/hi/checkout/coupons", shopper.cookie, { intent: "apply", code: "NOSUCH99" });
    expect(dataOf(unknown).formError).toBe("यह कूपन कोड सही नहीं है।");
    await handle.db.execute(sql`update coupons set ends_at = now() - interval '1 day' where code = 'FRESH10'`);
    try {
      const expired = await post(couponsAction, "/hi/checkout/coupons", shopper.cookie, { intent: "apply", code: "FRESH10" });
      expect(dataOf(expired).formError).toBe("यह कूपन एक्सपायर हो चुका है।");
      const english = await post(couponsAction, "/checkout/coupons", shopper.cookie, { intent: "apply", code: "FRESH10" });
      expect(dataOf(english).formError).toBe("This coupon has expired.");
    } finally {
      await handle.db.execute(sql`update coupons set ends_at = null where code = 'FRESH10'`);
    }
  });

  it("lists what each coupon gives, the payment a bank offer needs and why one cannot be used, in Hindi", async () => {
    const shopper = await smallCart();
    const list = async (path: string) => dataOf(await get(couponsLoader, path, shopper.cookie)).coupons as PromoResult[];
    const hindi = must(
      (await list("/hi/checkout/coupons")).find((c) => c.promo_code === "HDFC10"),
      "HDFC10 in the Hindi list",
    );
    expect(hindi.details.value).toBe("10% छूट, ₹150 तक");
    expect(hindi.payment_condition).toBe("सिर्फ़ HDFC Bank के कार्ड पर मान्य");
    expect(hindi.message).toMatch(/^HDFC10 इस्तेमाल करने के लिए ₹[\d,]+ का सामान और जोड़ें।$/);
    const english = must(
      (await list("/checkout/coupons")).find((c) => c.promo_code === "HDFC10"),
      "HDFC10 in the English list",
    );
    expect(english).toMatchObject({ details: { value: "10% off up to ₹150" }, payment_condition: "Valid only on HDFC Bank cards" });
  });
});

describe("the payment step's tip in Hindi", () => {
  it("refuses a tip over ₹500 in Hindi, and in English at the English address", async () => {
    const shopper = await smallCart();
    const fields = { intent: "extras", tip: "custom", customTip: "900" };
    expect(dataOf(await post(paymentAction, "/hi/checkout/payment", shopper.cookie, fields)).formError).toBe(
      "आप ज़्यादा से ज़्यादा ₹500 की टिप दे सकते हैं।",
    );
    expect(dataOf(await post(paymentAction, "/checkout/payment", shopper.cookie, fields)).formError).toBe("The most you can tip is ₹500.");
  });
});

describe("the sandbox bank in Hindi", () => {
  const NOW = tomorrowNoonIst();

  /** The shopper pays by UPI: the hosted page the browser is sent to. */
  async function hostedUpiPayment(shopper: CheckoutShopper): Promise<string> {
    const state = await checkoutState(handle.db, shopper, NOW);
    const result = await placeCheckoutOrder(handle.db, state, payForm(state, "upi", { upiFlow: "collect" }), ORIGIN, localDemo(), NOW);
    if (result.kind !== "pay") throw new Error(`expected a gateway payment, got ${result.kind}`);
    return must(/\/sandbox-pay\/(order_sbx[\w-]+)$/.exec(result.redirectTo)?.[1], result.redirectTo);
  }

  it("refuses a UPI ID in Hindi at /hi, and says why a declined payment failed in Hindi", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const orderId = await hostedUpiPayment(shopper);
    const params = { orderId };
    const refused = await post(sandboxPageAction, `/hi/sandbox-pay/${orderId}`, shopper.cookie, { intent: "upi", vpa: "nobody" }, params);
    expect(dataOf(refused).fieldErrors).toEqual({ vpa: ["सही UPI ID डालें, जैसे name@bank।"] });
    const english = await post(sandboxPageAction, `/sandbox-pay/${orderId}`, shopper.cookie, { intent: "upi", vpa: "nobody" }, params);
    expect(dataOf(english).fieldErrors).toEqual({ vpa: ["Enter a valid UPI ID, like name@bank."] });

    const page = dataOf(await get(sandboxPageLoader, `/hi/sandbox-pay/${orderId}`, shopper.cookie, params));
    expect(page.payee).toBe("UPI");
    expect(translate(page.messages as PageMessages, "Approve payment")).toBe("पेमेंट मंज़ूर करें");

    await answer(handle.db, shopper.userId, orderId, "decline");
    const declined = dataOf(await get(sandboxPageLoader, `/hi/sandbox-pay/${orderId}`, shopper.cookie, params));
    expect(declined).toMatchObject({ status: "failed", failureReason: "UPI पेमेंट मंज़ूर नहीं हुआ।" });
    const inEnglish = dataOf(await get(sandboxPageLoader, `/sandbox-pay/${orderId}`, shopper.cookie, params));
    expect(inEnglish).toMatchObject({ failureReason: "The UPI payment was declined.", messages: null });
  });
});

describe("the JSON API's field messages in Hindi", () => {
  function app(acceptLanguage?: string) {
    const key = issueAuthKey(newDeviceId(), new Date()).authKey;
    return appHeaders(key, acceptLanguage ? { "Accept-Language": acceptLanguage } : {});
  }
  const createCart = (headers: Record<string, string>, body: unknown) =>
    callRoute(createCartRoute, { method: "POST", path: "/v5/carts", headers, body });

  it("answers a 400 in Hindi when Accept-Language prefers Hindi, naming the field; in English otherwise", async () => {
    const quantity = await createCart(app(HINDI_FIRST), { items: [{ product_id: "100001", quantity: 99 }] });
    expect(quantity.status).toBe(400);
    expect(quantity.body).toEqual({ success: false, message: "quantity 0 से 50 तक की पूरी संख्या होनी चाहिए।" });
    expect(quantity.headers.get("Content-Language")).toBe("hi");

    // zod's own messages ("Expected array, received string") name the field, in either language.
    expect((await createCart(app(HINDI_FIRST), { items: "milk" })).body.message).toBe("items का टाइप array होना चाहिए।");
    expect((await createCart(app(), { items: "milk" })).body.message).toBe("items must be of type array.");
    expect((await createCart(app(HINDI_FIRST), { promo_codes: ["X".repeat(41)] })).body.message).toBe(
      "promo_codes.0 ज़्यादा से ज़्यादा 40 अक्षर का हो सकता है।",
    );
    expect((await createCart(app("hi"), { cart_type: "basket" })).body.message).toBe("cart_type का मान इनमें से एक होना चाहिए: items, paas।");

    const english = await createCart(app("en-IN,en;q=0.9,hi;q=0.8"), { items: [{ product_id: "100001", quantity: 99 }] });
    expect(english.body).toEqual({ success: false, message: "quantity is a whole number from 0 to 50." });
    expect(english.headers.get("Content-Language")).toBe("en");
  });

  it("answers the coupon list's missing cart_id in Hindi", async () => {
    const shopper = await smallCart();
    const request = new Request(`${ORIGIN}/v1/campaigns`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: shopper.cookie, "Sec-Fetch-Site": "same-origin", "Accept-Language": "hi" },
      body: JSON.stringify({ asset_type: "cart_offer_wall" }),
    });
    const response = await inLanguageOf(request, () => campaignsAction({ request, params: {}, context: {} }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: "cart_id ज़रूरी है।" });
  });
});
