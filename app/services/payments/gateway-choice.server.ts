/** Which gateway a payment goes through (docs/decisions/009-payments.md). */
import type { Db } from "~/models/db.server";
import { type PaymentRow } from "~/models/payments.server";
import { getEnv } from "../platform/env.server";
import type { PaymentGateway } from "./gateway.server";
import { RazorpayGateway } from "./razorpay-gateway.server";
import { SandboxGateway } from "./sandbox-gateway.server";

/** The configured gateway (PAYMENT_GATEWAY): new payments go through it. */
export function getGateway(db: Db): PaymentGateway {
  return makeGateway(db, getEnv().PAYMENT_GATEWAY);
}

/** The gateway a payment was made with, so switching PAYMENT_GATEWAY does not strand payments in flight. */
export function gatewayOf(db: Db, payment: Pick<PaymentRow, "gateway">): PaymentGateway {
  return payment.gateway === "sandbox" || payment.gateway === "razorpay" ? makeGateway(db, payment.gateway) : getGateway(db);
}

function makeGateway(db: Db, name: "sandbox" | "razorpay"): PaymentGateway {
  const env = getEnv();
  if (name === "razorpay" && env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET) {
    return new RazorpayGateway({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: env.RAZORPAY_API_URL,
    });
  }
  return new SandboxGateway(db);
}
