import type { LoaderFunctionArgs } from "@remix-run/node";
import { say } from "~/lib/i18n/request-language.server";
import { loggedOutHeaders } from "~/services/account/session.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { PRIVATE_NO_STORE } from "~/services/platform/http.server";
import { OrderParamsSchema, getOrderStatus } from "~/services/orders/order-views.server";

/**
 * Live tracking's poll: {status, title, etaMinutes, updatedAt} as JSON for
 * the owner; 401 without a session, 404 for anyone else's order. A resource
 * route: it answers JSON, never a redirect to the login page.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const shopper = await ctx.shopper();
  if (!shopper.user) {
    // An expired session's cookie is cleared in the same answer (docs/product/errors.md#api-errors).
    const headers = { ...PRIVATE_NO_STORE, ...(await loggedOutHeaders(db, request)) };
    return Response.json({ error: say("Please log in.") }, { status: 401, headers });
  }
  const parsed = OrderParamsSchema.safeParse(params);
  const status = parsed.success ? await getOrderStatus(db, shopper.user.id, parsed.data.cartId, parsed.data.orderId) : null;
  if (!status) return Response.json({ error: say("Order not found.") }, { status: 404, headers: PRIVATE_NO_STORE });
  return Response.json(status, { headers: PRIVATE_NO_STORE });
}
