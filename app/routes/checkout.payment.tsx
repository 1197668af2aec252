import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { z } from "zod";
import { CouponBox } from "~/components/checkout/coupon-box";
import { INSTRUMENT_FIELDS, PaymentMethodPicker } from "~/components/checkout/payment-method-picker";
import { TipAndDonation } from "~/components/checkout/tip-and-donation";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { useT } from "~/components/layout/use-t";
import { say } from "~/lib/i18n/request-language.server";
import { echoValues } from "~/lib/forms/failure";
import { CHOOSE_PAYMENT_METHOD } from "~/lib/forms/payment";
import { formFailure } from "~/lib/forms/schema.server";
import { stepPath } from "~/lib/checkout-steps";
import { formatPaise } from "~/lib/money";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { PRIVATE_NO_STORE, requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { CartExtrasSchema } from "~/services/cart/cart-changes.server";
import {
  dropTipWhenOff,
  paymentPage,
  paymentSubmission,
  placePaymentOrder,
  setPaymentExtras,
} from "~/services/checkout/payment-step.server";
import { parseForm, firstIssueMessage } from "~/services/platform/request-body.server";
import { setFlash } from "~/services/platform/cookies.server";
import type { CheckoutLoader } from "./checkout";
import { errorResponse } from "~/services/platform/error-response.server";
import { dbInt } from "~/lib/db-int.server";

/** paymentOptions (docs/product/states.md#checkout-flow): tip and donation opt-ins, the payment method, and placing the order. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const found = await paymentPage(requestContext({ request, context }));
  if (found.moveTo !== null) throw seeOther(stepPath(found.moveTo));
  return data(found.page, { headers: PRIVATE_NO_STORE });
}

/** The page's own hidden fields: anything else means the form did not come from this page as it was. */
const PAGE_MOVED = "Your cart changed. Please check it and place the order again.";
const PlaceSchema = z.object({
  cartId: z.string().uuid(),
  paymentMethod: z.string().min(1).max(20),
  // What the page showed: placing checks that neither the cart nor its total moved since.
  version: dbInt({ min: 0, message: PAGE_MOVED }),
  grandTotal: dbInt({ min: 0, message: PAGE_MOVED }),
});

/** The page's two buttons; a post without either (Enter in a field) places the order, as it always did. */
const IntentSchema = z.object({ intent: z.enum(["extras", "place"]).catch("place") });

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const posted = await parseForm(request, IntentSchema);
  const { form } = posted;
  const submission = await paymentSubmission(ctx);
  if (!submission) return seeOther(stepPath("phoneVerification"));
  try {
    // The "delivery tip" flag off (docs/rules.md#feature-flags): a tip chosen before it went off has left the
    // bill before anything is placed, and the page says why.
    if (await dropTipWhenOff(ctx, submission)) {
      const flash = await setFlash({ kind: "info", message: say("Tips are not offered at the moment: your bill no longer includes one.") });
      return seeOther("/checkout/payment", { headers: { "Set-Cookie": flash } });
    }
    if (posted.ok && posted.data.intent === "extras") {
      const parsed = CartExtrasSchema.safeParse({
        tip: form.get("tip") === "custom" ? form.get("customTip") || 0 : form.get("tip") || 0,
        // The checkbox sends "on" only when ticked; a hidden "off" before it makes unticking count.
        donation: form.getAll("donation").includes("on") ? "on" : "off",
      });
      if (!parsed.success) return formFailure({ formError: firstIssueMessage(parsed.error) });
      const refused = await setPaymentExtras(ctx, submission, parsed.data);
      if (refused) return formFailure({ formError: refused });
      return seeOther("/checkout/payment");
    }
    const parsed = PlaceSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return formFailure({ formError: say(CHOOSE_PAYMENT_METHOD), values: echoValues(form, ["paymentMethod"]) });
    const instrument = Object.fromEntries(
      INSTRUMENT_FIELDS.flatMap((f) => (typeof form.get(f) === "string" ? [[f, String(form.get(f)).slice(0, 40)]] : [])),
    );
    const result = await placePaymentOrder(ctx, submission, { ...parsed.data, instrument, useWallet: form.get("useWallet") === "on" });
    // Placed now (cash on delivery, wallet) or off to the gateway's page, which comes back to /payment-status.
    return seeOther(result.kind === "placed" ? `/checkout/success?order_id=${result.orderId}` : result.redirectTo);
  } catch (error) {
    // The chosen method comes back so a page rendered without JavaScript keeps it selected.
    return errorResponse(error, echoValues(form, ["paymentMethod"]));
  }
}

export default function CheckoutPayment() {
  const { payment, tipPresets, donation, tipOffered } = useLoaderData<typeof loader>();
  const checkout = useRouteLoaderData<CheckoutLoader>("routes/checkout");
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  if (!checkout) return null;
  const { cart, address } = checkout;
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place";
  const canPay = payment.options.some((o) => o.available);
  const lastMethod = actionData?.values?.paymentMethod;
  // On a phone these sections are laid out by the checkout layout's grid, the order summary and bill between the
  // tip and the payment method (routes/checkout.tsx).
  return (
    <div className="max-md:contents md:space-y-4">
      <FormAlert>{actionData?.formError}</FormAlert>
      {address ? (
        <section className="flex items-start justify-between gap-3 rounded-xl bg-white p-4 text-sm" aria-labelledby="deliver-to-title">
          <div>
            <h2 id="deliver-to-title" className="font-bold">
              {t("Delivering to {place}", { place: address.label })}
            </h2>
            <p className="text-ink-muted">
              {address.name}, {address.oneLine}
            </p>
            {/* A secret santa gift shows no delivery time: it would hint at where the recipient lives. */}
            {address.etaMinutes !== null ? (
              <p className="font-semibold text-leaf-700">{t("Delivery in {minutes} minutes", { minutes: address.etaMinutes })}</p>
            ) : null}
          </div>
          <Link to="/checkout/address" className="font-bold text-leaf-800 underline">
            {t("Change")}
          </Link>
        </section>
      ) : null}
      <CouponBox promoCodes={cart.promoCodes} promos={cart.promos} />
      <TipAndDonation tip={cart.tip} donation={cart.donation} presets={tipPresets} donationAmount={donation} tipOffered={tipOffered} />
      <Form method="post" id="place-order" className="rounded-xl bg-white p-4 max-md:order-2" aria-labelledby="payment-title">
        <h2 id="payment-title" className="mb-3 text-lg font-bold">
          {t("Payment method")}
        </h2>
        {checkout.santaGift ? (
          <p className="mb-3 rounded-lg bg-leaf-50 p-3 text-sm font-semibold text-leaf-800" data-testid="gift-prepaid">
            {t("Gifts are prepaid: your recipient never pays at the door, so cash on delivery is not offered.")}
          </p>
        ) : null}
        <input type="hidden" name="intent" value="place" />
        <input type="hidden" name="cartId" value={cart.id ?? ""} />
        <input type="hidden" name="version" value={cart.version} />
        <input type="hidden" name="grandTotal" value={cart.bill.grandTotal} />
        <PaymentMethodPicker
          data={payment}
          defaultMethod={lastMethod}
          walletCheckbox={
            payment.wallet.total > 0 ? { label: t("Use my Nukkad Cash & gift card balance"), amount: payment.wallet.total } : null
          }
        />
      </Form>
      {/* The total and "Place order" stay together at the bottom of a phone's screen while the methods scroll
          (docs/product/routes.md#checkout); the button submits the form above through its id. */}
      <div className="sticky bottom-0 z-10 -mx-4 bg-[#f7f7f7] px-4 pb-3 pt-2 max-md:order-3 md:static md:mx-0 md:bg-transparent md:p-0">
        <SubmitButton
          form="place-order"
          pending={placing}
          disabled={!canPay}
          className="flex min-h-12 w-full items-center justify-between rounded-lg bg-leaf-700 px-4 py-3 font-bold text-white shadow-lg hover:bg-leaf-800 disabled:opacity-60 md:shadow-none"
        >
          <span className="text-left leading-tight">
            <span className="block text-xs font-semibold">{t("Total")}</span>
            <span className="block tabular-nums" data-testid="place-order-total">
              {formatPaise(cart.bill.grandTotal)}
            </span>
          </span>
          <span>{placing ? t("Placing order…") : t("Place order")}</span>
        </SubmitButton>
      </div>
    </div>
  );
}
