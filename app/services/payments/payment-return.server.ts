/**
 * Where the shopper goes once a payment is settled, and the fields a
 * gateway's return carries. Shared by /payment-status (the redirect) and its
 * poll route, so both send the shopper to the same place.
 */
import { z } from "zod";
import { formatPaise } from "~/lib/money";
import type { PaymentView } from "./payment-views.server";
import { say } from "~/lib/i18n/request-language.server";

export const TransactionQuerySchema = z.object({ transaction_id: z.string().uuid() });

/** Razorpay-style return fields (the sandbox sends the same). */
export function callbackFields(params: URLSearchParams | FormData) {
  const get = (key: string) => {
    const value = params.get(key);
    return typeof value === "string" && value.length <= 200 ? value : undefined;
  };
  return {
    gatewayOrderId: get("razorpay_order_id") ?? get("error[metadata][order_id]"),
    gatewayPaymentId: get("razorpay_payment_id"),
    signature: get("razorpay_signature"),
  };
}

/** The page after a final status, with the toast it shows; null while the payment is still pending. */
export function nextStepFor(
  payment: Pick<PaymentView, "id" | "status" | "purpose" | "orderId" | "returnTo" | "total">,
): { to: string; toast?: string } | null {
  if (payment.status === "ORDER_CREATED") {
    if (payment.purpose === "order" && payment.orderId) return { to: `/checkout/success?order_id=${payment.orderId}` };
    if (payment.purpose === "wallet_topup")
      return { to: payment.returnTo ?? "/account/wallet", toast: `${formatPaise(payment.total)} added to your Nukkad Cash.` };
    return { to: payment.returnTo ?? "/account/gifts", toast: say("Gift card bought. We've sent the code by SMS.") };
  }
  if (payment.status === "PAYMENT_FAILED" && payment.purpose === "order") return { to: `/checkout/failure?transaction_id=${payment.id}` };
  return null;
}
