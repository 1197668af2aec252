import type { LoaderFunctionArgs } from "@remix-run/node";
import { liveOrdersPath } from "~/services/account/user-signals.server";
import { PRIVATE_NO_STORE, seeOther } from "~/services/platform/http.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

/**
 * /orders/track without an order: where the header's live-order link would take the shopper
 * (docs/product/routes.md#order-tracking). One live order opens its tracking page; several, or none, the order
 * list. Logged out, the login page, which comes back here.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const user = await ctx.requireUser();
  return seeOther(await liveOrdersPath(await ctx.db(), user.id), { headers: PRIVATE_NO_STORE });
}
