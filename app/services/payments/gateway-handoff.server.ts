/** Handing a started payment to its gateway: the gateway order is created and recorded on the payment. */
import { paymentStatusPath } from "~/lib/paths";
import { type PaymentMethodId } from "~/lib/payment-methods";
import type { Db } from "~/models/db.server";
import { setGatewayOrderIfPending, type PaymentRow } from "~/models/payments.server";
import type { PaymentGateway } from "./gateway.server";
import { getGateway } from "./gateway-choice.server";
import { settle } from "./payment-settlement.server";
import { SHOP_FAILURE_REASONS } from "./failure-reasons.server";
import { ConflictError, isAppError, UnavailableError } from "~/lib/errors";
import { say } from "~/lib/i18n/request-language.server";

type StartedPayment = Pick<PaymentRow, "id" | "amount" | "method" | "instrument">;

/** Creates the gateway order; if the gateway cannot be reached the wallet hold goes back at once. */
export async function handToGateway(
  db: Db,
  payment: StartedPayment,
  user: { phone: string },
  origin: string,
  now = new Date(),
): Promise<{ redirectTo: string }> {
  const created = await createGatewayOrder(db, getGateway(db), payment, payment.method as PaymentMethodId, user, origin, now);
  return { redirectTo: created.redirectTo };
}

/**
 * Creates and records the gateway order for a payment (the hosted page's and
 * one-tap's shared first step). A gateway that cannot be reached fails the
 * payment at once, so any wallet hold comes back and nothing is left pending.
 */
export async function createGatewayOrder(
  db: Db,
  gateway: PaymentGateway,
  payment: StartedPayment,
  method: PaymentMethodId,
  user: { phone: string },
  origin: string,
  now: Date,
): Promise<{ gatewayOrderId: string; redirectTo: string }> {
  try {
    const created = await gateway.createOrder({
      paymentId: payment.id,
      amount: payment.amount,
      method,
      instrument: payment.instrument,
      callbackUrl: new URL(paymentStatusPath(payment.id), origin).toString(),
      customer: { phone: user.phone, name: null },
    });
    await attachGatewayOrder(db, payment.id, gateway.name, created.gatewayOrderId);
    return created;
  } catch (error) {
    if (isAppError(error)) throw error;
    console.error("Payment gateway order creation failed:", error instanceof Error ? error.message : error);
    await settle(db, payment.id, { status: "failed", gatewayPaymentId: null, reason: SHOP_FAILURE_REASONS.gatewayUnreachable }, now);
    throw new UnavailableError(say("We could not reach the payment gateway. Nothing was charged; please try again."));
  }
}

/**
 * Records the gateway order on a payment still waiting for one. A payment
 * settled meanwhile (reconciliation expired it, say) is not brought back:
 * the shopper is sent to its status instead of a gateway page.
 */
async function attachGatewayOrder(db: Db, paymentId: string, gateway: string, gatewayOrderId: string): Promise<void> {
  if (!(await setGatewayOrderIfPending(db, paymentId, gateway, gatewayOrderId))) {
    throw new ConflictError(say("This payment has already ended. Check its status below."));
  }
}
