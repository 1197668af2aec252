import type { LoaderFunctionArgs } from "@remix-run/node";
import { CHECKOUT_STEPS } from "~/lib/analytics-events";
import { stepPath } from "~/lib/checkout-steps";
import { recordCheckoutStep } from "~/services/analytics/record.server";
import { loadCheckout } from "~/services/checkout/checkout.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { PRIVATE_NO_STORE, seeOther } from "~/services/platform/http.server";

/** "init" (docs/product/states.md#checkout-flow): go to the first step the shopper still has to complete. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const state = await loadCheckout(ctx);
  // An address already chosen and deliverable skips the address step: the shopper passed it (docs/rules.md#analytics).
  if (state.step === "paymentOptions") {
    recordCheckoutStep(db, request, { deviceId: await ctx.deviceId(), step: CHECKOUT_STEPS.ADT, now: new Date() });
  }
  return seeOther(stepPath(state.step), { headers: PRIVATE_NO_STORE });
}
