import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ChoiceCard } from "~/components/checkout/choice-card";
import { TipAndDonation } from "~/components/checkout/tip-and-donation";
import { stepPath } from "~/lib/checkout-steps";
import { DEFAULT_FEES } from "~/lib/bill";
import { formatPaise } from "~/lib/money";
import { CartError, CartExtrasSchema, setCartExtras } from "~/services/cart.server";
import { CheckoutError, loadCheckout, paymentOptions, placeCheckoutOrder } from "~/services/checkout.server";
import { getDb } from "~/services/db.server";
import { PRIVATE_NO_STORE, requireSameOrigin } from "~/services/http.server";
import { OrderError } from "~/services/orders.server";
import type { CheckoutLoader } from "./checkout";

/** Spec §4 paymentOptions: tip and donation opt-ins, the payment method, and placing the order. */
export async function loader({ request }: LoaderFunctionArgs) {
  const state = await loadCheckout(await getDb(), request);
  if (state.step !== "paymentOptions") throw redirect(stepPath(state.step));
  return data(
    { options: paymentOptions(state.cart), tipPresets: DEFAULT_FEES.tipPresets, donation: DEFAULT_FEES.donation },
    { headers: PRIVATE_NO_STORE },
  );
}

const PlaceSchema = z.object({
  cartId: z.string().uuid(),
  paymentMethod: z.string().min(1).max(20),
  // What the page showed: placing checks that neither the cart nor its total moved since.
  version: z.coerce.number().int().min(0).max(2_147_483_647),
  grandTotal: z.coerce.number().int().min(0).max(2_147_483_647),
});

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const db = await getDb();
  const form = await request.formData();
  const state = await loadCheckout(db, request);
  if (!state.user) return redirect(stepPath("phoneVerification"));
  try {
    if (form.get("intent") === "extras") {
      const parsed = CartExtrasSchema.safeParse({
        tip: form.get("tip") === "custom" ? form.get("customTip") || 0 : form.get("tip") || 0,
        // The checkbox sends "on" only when ticked; a hidden "off" before it makes unticking count.
        donation: form.getAll("donation").includes("on") ? "on" : "off",
      });
      if (!parsed.success) return data({ error: parsed.error.issues[0].message }, { status: 400 });
      await setCartExtras(db, { userId: state.user.id, deviceId: state.deviceId ?? "" }, {
        tip: parsed.data.tip,
        donation: parsed.data.donation === "on",
      });
      return redirect("/checkout/payment");
    }
    const parsed = PlaceSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return data({ error: "Please choose a payment method." }, { status: 400 });
    const order = await placeCheckoutOrder(db, state, parsed.data);
    return redirect(`/checkout/success?order_id=${order.orderId}`);
  } catch (error) {
    if (error instanceof CheckoutError || error instanceof OrderError || error instanceof CartError) {
      return data({ error: error.message }, { status: error.status });
    }
    throw error;
  }
}

export default function CheckoutPayment() {
  const { options, tipPresets, donation } = useLoaderData<typeof loader>();
  const checkout = useRouteLoaderData<CheckoutLoader>("routes/checkout");
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  if (!checkout) return null;
  const { cart, address } = checkout;
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place";
  const firstAvailable = options.find((o) => o.available)?.id;
  return (
    <div className="space-y-4">
      {actionData?.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {actionData.error}
        </p>
      ) : null}
      {address ? (
        <section className="flex items-start justify-between gap-3 rounded-xl bg-white p-4 text-sm" aria-labelledby="deliver-to-title">
          <div>
            <h2 id="deliver-to-title" className="font-bold">
              Delivering to {address.label}
            </h2>
            <p className="text-ink-muted">
              {address.name}, {address.oneLine}
            </p>
            <p className="font-semibold text-leaf-700">Delivery in {address.etaMinutes} minutes</p>
          </div>
          <Link to="/checkout/address" className="font-bold text-leaf-800 underline">
            Change
          </Link>
        </section>
      ) : null}
      <TipAndDonation tip={cart.tip} donation={cart.donation} presets={tipPresets} donationAmount={donation} />
      <Form method="post" className="rounded-xl bg-white p-4" aria-labelledby="payment-title">
        <h2 id="payment-title" className="mb-3 text-lg font-bold">
          Payment method
        </h2>
        <input type="hidden" name="intent" value="place" />
        <input type="hidden" name="cartId" value={cart.id ?? ""} />
        <input type="hidden" name="version" value={cart.version} />
        <input type="hidden" name="grandTotal" value={cart.bill.grandTotal} />
        <fieldset>
          <legend className="sr-only">Choose how to pay</legend>
          <ul className="space-y-2">
            {options.map((option) => (
              <li key={option.id}>
                <ChoiceCard
                  name="paymentMethod"
                  value={option.id}
                  title={option.label}
                  detail={option.description}
                  note={option.reason}
                  noteTone="bad"
                  defaultChecked={option.id === firstAvailable}
                  disabled={!option.available}
                />
              </li>
            ))}
          </ul>
        </fieldset>
        <button
          type="submit"
          disabled={placing || !firstAvailable}
          className="mt-4 flex w-full items-center justify-between rounded-lg bg-leaf-700 px-4 py-3 font-bold text-white hover:bg-leaf-800 disabled:opacity-60"
        >
          <span>{formatPaise(cart.bill.grandTotal)}</span>
          <span>{placing ? "Placing order…" : "Place order"}</span>
        </button>
      </Form>
    </div>
  );
}
