import type { LoaderFunctionArgs } from "@remix-run/node";
import { stepPath } from "~/lib/checkout-steps";
import { loadCheckout } from "~/services/checkout/checkout.server";
import { getDb } from "~/services/platform/database.server";
import { PRIVATE_NO_STORE, seeOther } from "~/services/platform/http.server";

/** "init" (docs/product/states.md#checkout-flow): go to the first step the shopper still has to complete. */
export async function loader({ request }: LoaderFunctionArgs) {
  const state = await loadCheckout(await getDb(), request);
  return seeOther(stepPath(state.step), { headers: PRIVATE_NO_STORE });
}
