import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { isFinalPaymentStatus } from "~/lib/payment-methods";
import { paymentStatusPath } from "~/lib/paths";
import { getDb } from "~/services/db.server";
import { PRIVATE_NO_STORE } from "~/services/http.server";
import { TransactionQuerySchema } from "~/services/payments/payment-return.server";
import { getPayment, pollPayment } from "~/services/payments/payments.server";
import { getShopper } from "~/services/session.server";

/** How long the browser waits before asking again (spec §7 refresh_interval, seconds). */
const REFRESH_INTERVAL_S = 3;

/**
 * Spec §7 payment status poll: `?transaction_id=…&poll_start_ts=…` →
 * { status, refresh_interval, timestamp }, plus `next`, the page to go to
 * once the status is final. Not logged in: 403 (the client retries); someone
 * else's transaction: 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const db = await getDb();
  const shopper = await getShopper(db, request);
  const url = new URL(request.url);
  const query = TransactionQuerySchema.safeParse({ transaction_id: url.searchParams.get("transaction_id") ?? undefined });
  if (!query.success) return data({ error: "transaction_id must be a payment id" }, { status: 400, headers: PRIVATE_NO_STORE });
  if (!shopper.user) return data({ error: "Please log in again." }, { status: 403, headers: PRIVATE_NO_STORE });
  const settled = await pollPayment(db, shopper.user.id, query.data.transaction_id);
  const payment = settled ? await getPayment(db, shopper.user.id, settled.id) : null;
  if (!payment) return data({ error: "Payment not found" }, { status: 404, headers: PRIVATE_NO_STORE });
  // Any final status ends the polling: the status page then moves on (success, failure screen) or shows the outcome.
  const final = isFinalPaymentStatus(payment.status);
  return data(
    { status: payment.status, refresh_interval: REFRESH_INTERVAL_S, timestamp: Date.now(), next: final ? paymentStatusPath(payment.id) : null },
    { headers: PRIVATE_NO_STORE },
  );
}
