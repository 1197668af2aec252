import type { LoaderFunctionArgs } from "@remix-run/node";
import { isFinalPaymentStatus } from "~/lib/payment-methods";
import { paymentStatusPath } from "~/lib/paths";
import { loggedOutHeaders } from "~/services/account/session.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { PRIVATE_NO_STORE } from "~/services/platform/http.server";
import { jsonFail } from "~/services/platform/json-api.server";
import { TransactionQuerySchema } from "~/services/payments/payment-return.server";
import { getPayment } from "~/services/payments/payment-views.server";
import { pollPayment } from "~/services/payments/gateway-callbacks.server";

/** How long the browser waits before asking again (refresh_interval, seconds: docs/product/api.md#payment-status-poll). */
const REFRESH_INTERVAL_S = 3;

/** The poller shows these to the shopper as they are (app/components/checkout/use-payment-status-poll.ts). */
export const POLL_MESSAGES = {
  loggedOut: "You have been logged out. Please log in again to see this payment.",
  notFound: "We could not find this payment.",
  badId: "transaction_id must be a payment id.",
} as const;

/**
 * The payment status poll (docs/product/api.md#payment-status-poll): `?transaction_id=…&poll_start_ts=…` →
 * { status, refresh_interval, timestamp }, plus `next`, the page to go to
 * once the status is final, and the order and cart it is for. An app calls it with its auth key and access
 * token (the request context reads them, docs/decisions/021-json-api-auth.md), the pages with their cookies. Refusals are JSON `{ success: false, message }`
 * with a status the poller acts on: 401 without a session (it stops and asks
 * the shopper to log in), 404 for a payment that is unknown or someone
 * else's — the same answer for both, so ids cannot be probed — and 400 for
 * an id that cannot be one. Never cached: it is one shopper's payment.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const shopper = await ctx.shopper();
  // An expired session's cookie is cleared in the same answer (docs/product/errors.md#api-errors).
  if (!shopper.user) return jsonFail(401, POLL_MESSAGES.loggedOut, {}, await loggedOutHeaders(db, request));
  const url = new URL(request.url);
  const query = TransactionQuerySchema.safeParse({ transaction_id: url.searchParams.get("transaction_id") ?? undefined });
  if (!query.success) return jsonFail(400, POLL_MESSAGES.badId);
  const settled = await pollPayment(db, shopper.user.id, query.data.transaction_id);
  const payment = settled ? await getPayment(db, shopper.user.id, settled.id) : null;
  if (!payment) return jsonFail(404, POLL_MESSAGES.notFound);
  // Any final status ends the polling: the status page then moves on (success, failure screen) or shows the outcome.
  const final = isFinalPaymentStatus(payment.status);
  return Response.json(
    {
      status: payment.status,
      refresh_interval: REFRESH_INTERVAL_S,
      timestamp: Date.now(),
      next: final ? paymentStatusPath(payment.id) : null,
      // An app reads its order (GET /v1/orders/{order_id}) and cart (checkout_done) from here (docs/product/api.md#payment-status-poll).
      order_id: payment.orderId,
      cart_id: payment.cartId,
    },
    { headers: PRIVATE_NO_STORE },
  );
}
