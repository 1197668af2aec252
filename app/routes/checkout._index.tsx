import type { LoaderFunctionArgs } from "@remix-run/node";
import { stepPath } from "~/lib/checkout-steps";
import { loadCheckout } from "~/services/checkout/checkout.server";
import { requestContext } from "~/services/platform/request-context.server";
import { PRIVATE_NO_STORE, seeOther } from "~/services/platform/http.server";

/** "init" (docs/product/states.md#checkout-flow): go to the first step the shopper still has to complete. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const state = await loadCheckout(await ctx.db(), request);
  return seeOther(stepPath(state.step), { headers: PRIVATE_NO_STORE });
}
