/**
 * The purchase in Hindi (docs/decisions/055-hindi.md): a /hi request's checkout, cart and order answers say
 * their refusals, payment methods and order statuses in Hindi, through the real routes and services, and the
 * same requests at English addresses say exactly what they always did.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { translate, type PageMessages } from "~/lib/i18n/translate";
import { action as cartAction } from "~/routes/cart";
import { loader as checkoutLoader } from "~/routes/checkout";
import { action as addressAction } from "~/routes/checkout.address";
import { action as paymentAction, loader as paymentLoader } from "~/routes/checkout.payment";
import { getOrderById } from "~/services/orders/order-views.server";
import { placeCashOrder } from "../support/orders";
import { newCheckoutShopper, ORIGIN } from "../support/checkout-shopper";
import { setUpTestDb, stubTestEnv } from "../support/db";

stubTestEnv({ CATALOGUE_CACHE_SECONDS: "0" });
const handle = setUpTestDb({ appDb: true });

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** A POST from this shopper's browser to `path`, answered as server.mjs answers it: in the language of its address. */
async function post<T>(
  handler: (args: ActionFunctionArgs) => Promise<T>,
  path: string,
  cookie: string,
  fields: Record<string, string>,
): Promise<T> {
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { ...FORM, Cookie: cookie, Origin: ORIGIN },
    body: new URLSearchParams(fields),
  });
  return inLanguageOf(request, () => handler({ request, params: {}, context: {} }));
}

/** The data of a `data()` answer (a refusal), as the page's useActionData gets it. */
const dataOf = (answer: unknown) => (answer as { data: Record<string, unknown> }).data;

describe("checkout in Hindi", () => {
  it("refuses a payment step post without a method in Hindi at /hi, in English at the English address", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const hindi = await post(paymentAction, "/hi/checkout/payment", shopper.cookie, { intent: "place" });
    expect(dataOf(hindi).formError).toBe("कृपया पेमेंट का तरीका चुनें।");
    const english = await post(paymentAction, "/checkout/payment", shopper.cookie, { intent: "place" });
    expect(dataOf(english).formError).toBe("Please choose a payment method.");
  });

  it("refuses an address step post without an address in Hindi", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const answer = await post(addressAction, "/hi/checkout/address", shopper.cookie, {});
    expect(dataOf(answer).formError).toBe("कृपया डिलीवरी का पता चुनें।");
  });

  it("refuses a cart change it cannot read in Hindi", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const answer = await post(cartAction, "/hi/cart", shopper.cookie, { enhanced: "1", productId: "x" });
    expect(dataOf(answer).error).toBe("कार्ट में यह बदलाव समझ नहीं आया। कृपया फिर से कोशिश करें।");
  });

  it("lists the payment methods in Hindi and sends the checkout words with the page, none at the English address", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const load = async (path: string) => {
      const request = new Request(`${ORIGIN}${path}`, { headers: { Cookie: shopper.cookie } });
      return inLanguageOf(request, async () => ({
        frame: dataOf(await checkoutLoader({ request, params: {}, context: {} })),
        page: dataOf(await paymentLoader({ request, params: {}, context: {} })),
      }));
    };
    const hindi = await load("/hi/checkout/payment");
    const cod = (page: Record<string, unknown>) =>
      (page.payment as { options: { id: string; label: string; description: string }[] }).options.find((o) => o.id === "cod");
    expect(cod(hindi.page)).toMatchObject({
      label: "कैश ऑन डिलीवरी",
      description: "ऑर्डर आने पर डिलीवरी पार्टनर को कैश या UPI से पेमेंट करें।",
    });
    expect(translate(hindi.frame.messages as PageMessages, "Place order")).toBe("ऑर्डर करें");
    const english = await load("/checkout/payment");
    expect(cod(english.page)?.label).toBe("Cash on delivery");
    expect(english.frame.messages).toBeNull();
  });
});

describe("an order in Hindi", () => {
  it("has its status and timeline in Hindi when read for a /hi page, and in English otherwise", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const orderId = await placeCashOrder(handle.db, { userId: shopper.userId, deviceId: shopper.deviceId }, new Date());
    const hindi = await inLanguageOf(new Request(`${ORIGIN}/hi/checkout/success?order_id=${orderId}`), () =>
      getOrderById(handle.db, shopper.userId, orderId),
    );
    expect(hindi?.title).toBe("ऑर्डर कन्फ़र्म हो गया है");
    expect(hindi?.timeline.map((step) => step.title)).toEqual([
      "ऑर्डर कन्फ़र्म हो गया है",
      "आपका सामान पैक हो रहा है",
      "सामान पैक हो गया है",
      "ऑर्डर रास्ते में है",
      "अपना ऑर्डर लेने के लिए तैयार रहें",
      "डिलीवर हो गया",
    ]);
    const english = await getOrderById(handle.db, shopper.userId, orderId);
    expect(english?.title).toBe("Order is confirmed");
    expect(english?.timeline.at(-1)?.title).toBe("Delivered");
  });
});
