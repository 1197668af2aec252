import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { DbIdSchema } from "~/lib/ids.server";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ChoiceCard } from "~/components/checkout/choice-card";
import { useT } from "~/components/layout/use-t";
import { say } from "~/lib/i18n/request-language.server";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { formFailure } from "~/lib/forms/schema.server";
import { listAddresses } from "~/services/account/address-book.server";
import { chooseAddress, loadCheckout } from "~/services/checkout/checkout.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { locationOfAddress } from "~/services/location/address-place.server";
import { serializeLocation } from "~/services/location/shopper-location.server";
import { PRIVATE_NO_STORE, requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { parseForm } from "~/services/platform/request-body.server";
import type { CheckoutLoader } from "./checkout";
import { errorResponse } from "~/services/platform/error-response.server";
import { CHECKOUT_STEPS } from "~/lib/analytics-events";
import { recordCheckoutStep } from "~/services/analytics/record.server";

/** addressSelection (docs/product/states.md#checkout-flow): pick where to deliver; addresses we can't deliver to can't be picked. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const user = await ctx.requireUser("/checkout");
  recordCheckoutStep(db, request, { deviceId: await ctx.deviceId(), step: CHECKOUT_STEPS.ADT, now: new Date() });
  return data({ addresses: await listAddresses(db, user.id) }, { headers: PRIVATE_NO_STORE });
}

const ChooseSchema = z.object({ addressId: DbIdSchema });

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  await ctx.requireUser("/checkout");
  const parsed = await parseForm(request, ChooseSchema);
  if (!parsed.ok) return formFailure({ formError: say("Please choose a delivery address.") });
  let chosen;
  try {
    chosen = await chooseAddress(db, await loadCheckout(ctx), parsed.data.addressId);
  } catch (error) {
    // An emptied cart (409) is refused with its message like any checkout problem.
    return errorResponse(error);
  }
  // The address becomes the shopper's location: header, cart and checkout show one store and one ETA
  // (docs/rules.md#delivery-location).
  const cookie = await serializeLocation(await locationOfAddress(db, chosen));
  return seeOther("/checkout/payment", { headers: { "Set-Cookie": cookie } });
}

export default function CheckoutAddress() {
  const { addresses } = useLoaderData<typeof loader>();
  const checkout = useRouteLoaderData<CheckoutLoader>("routes/checkout");
  const actionData = useActionData<typeof action>();
  const t = useT();
  const chosen = checkout?.address?.id ?? addresses.find((a) => a.serviceable)?.id;
  return (
    <section className="rounded-xl bg-white p-4 md:p-6" aria-labelledby="address-step-title">
      <h2 id="address-step-title" className="mb-3 text-lg font-bold">
        {t("Where should we deliver?")}
      </h2>
      <FormAlert className="mb-3">{actionData?.formError}</FormAlert>
      {addresses.length ? (
        <Form method="post">
          <fieldset>
            <legend className="sr-only">{t("Delivery address")}</legend>
            <ul className="space-y-2">
              {addresses.map((address) => (
                <li key={address.id}>
                  <ChoiceCard
                    name="addressId"
                    value={address.id}
                    title={`${address.label} · ${address.name}`}
                    detail={address.oneLine}
                    note={address.serviceable ? t("Delivery in {minutes} minutes", { minutes: address.etaMinutes ?? "" }) : address.reason}
                    noteTone={address.serviceable ? "good" : "bad"}
                    defaultChecked={address.id === chosen}
                    disabled={!address.serviceable}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
          <SubmitButton className="mt-4 w-full rounded-lg bg-leaf-700 px-4 py-3 font-bold text-white hover:bg-leaf-800 disabled:opacity-60">
            {t("Deliver here")}
          </SubmitButton>
        </Form>
      ) : (
        <p className="text-sm text-ink-muted">{t("You have no saved addresses yet.")}</p>
      )}
      <Link
        to={`/account/addresses/new?redirectTo=${encodeURIComponent("/checkout/address")}`}
        className="mt-3 block rounded-lg border border-leaf-700 px-4 py-3 text-center font-bold text-leaf-800"
      >
        + {t("Add a new address")}
      </Link>
    </section>
  );
}
