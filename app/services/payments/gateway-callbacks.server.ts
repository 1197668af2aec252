/** Hearing from the gateway: the shopper's return, a cross-site return, status polls and webhooks. */
import { isFinalPaymentStatus } from "~/lib/payment-methods";
import type { Db } from "~/models/db.server";
import { findPaymentByGatewayOrder, findUserPayment, lockPayment, recordEvent, type PaymentRow } from "~/models/payments.server";
import type { PaymentGateway } from "./gateway.server";
import { getGateway, gatewayOf } from "./gateway-choice.server";
import { SettledPayment, settledView, settle, settleInTransaction } from "./payment-settlement.server";
import { NotFoundError, RefusedError } from "~/lib/errors";
import { invalidateCatalogueReads } from "../platform/cache.server";

// ------------------------------------------------------------ hearing from the gateway

/** The gateway sent the shopper back. A signed success settles at once; anything else is checked with the gateway. */
export async function handleReturn(
  db: Db,
  userId: number,
  paymentId: string,
  callback: { gatewayOrderId?: string; gatewayPaymentId?: string; signature?: string },
  now = new Date(),
): Promise<SettledPayment> {
  const payment = await findUserPayment(db, userId, paymentId);
  if (!payment) throw new NotFoundError("This payment was not found.");
  if (isFinalPaymentStatus(payment.status) || !payment.gatewayOrderId) return settledView(payment);
  const gateway = gatewayOf(db, payment);
  if (callback.signature && callback.gatewayPaymentId) {
    const genuine =
      callback.gatewayOrderId === payment.gatewayOrderId &&
      gateway.verifyCallback({
        gatewayOrderId: payment.gatewayOrderId,
        gatewayPaymentId: callback.gatewayPaymentId,
        signature: callback.signature,
      });
    if (!genuine) throw new RefusedError("We could not verify this payment. If money was taken, it will be settled automatically.");
  }
  return refreshOrWait(db, payment, gateway, now);
}

/**
 * A return that arrives without the shopper's session (a cross-site form
 * POST): only a genuine signature for this very payment is acted on.
 */
export async function settleByCallback(
  db: Db,
  paymentId: string,
  callback: { gatewayOrderId?: string; gatewayPaymentId?: string; signature?: string },
  now = new Date(),
): Promise<void> {
  if (!callback.gatewayOrderId || !callback.gatewayPaymentId || !callback.signature) return;
  const payment = await findPaymentByGatewayOrder(db, callback.gatewayOrderId);
  if (!payment || payment.id !== paymentId || isFinalPaymentStatus(payment.status)) return;
  const gateway = gatewayOf(db, payment);
  if (
    !gateway.verifyCallback({
      gatewayOrderId: callback.gatewayOrderId,
      gatewayPaymentId: callback.gatewayPaymentId,
      signature: callback.signature,
    })
  )
    return;
  await refreshOrWait(db, payment, gateway, now);
}

/**
 * The shopper's return: the gateway's API being slow or down must not become
 * an error page. The payment stays pending and is asked about again (the
 * page's poll, the webhook, reconciliation).
 */
async function refreshOrWait(db: Db, payment: PaymentRow, gateway: PaymentGateway, now: Date): Promise<SettledPayment> {
  try {
    return await refresh(db, payment, gateway, now);
  } catch (error) {
    console.error("Payment status refresh on return failed:", error instanceof Error ? error.message : error);
    return settledView(payment);
  }
}

/** Asks the gateway and settles with its answer (polls and reconciliation). */
async function refresh(db: Db, payment: PaymentRow, gateway: PaymentGateway, now: Date): Promise<SettledPayment> {
  if (!payment.gatewayOrderId) return settledView(payment);
  const outcome = await gateway.fetchOutcome(payment.gatewayOrderId);
  return settle(db, payment.id, outcome, now);
}

/** The payment status poll (docs/product/api.md#payment-status-poll): where the payment stands, refreshed from the gateway while pending. */
export async function pollPayment(db: Db, userId: number, paymentId: string, now = new Date()): Promise<SettledPayment | null> {
  const payment = await findUserPayment(db, userId, paymentId);
  if (!payment) return null;
  if (payment.status !== "PAYMENT_PENDING") return settledView(payment);
  try {
    return await refresh(db, payment, gatewayOf(db, payment), now);
  } catch (error) {
    // The gateway being slow or down is not the shopper's error: they keep waiting, we keep asking.
    console.error("Payment status refresh failed:", error instanceof Error ? error.message : error);
    return settledView(payment);
  }
}

/**
 * A webhook: genuine only with the gateway's signature over the raw body.
 * Replays (same event id) are acknowledged and ignored; events for payments
 * already settled change nothing.
 */
export async function receiveWebhook(
  db: Db,
  rawBody: string,
  headers: Headers,
  now = new Date(),
): Promise<{ status: 200 | 400; duplicate?: boolean; settled?: SettledPayment }> {
  const event = getGateway(db).parseWebhook(rawBody, headers);
  if (!event) return { status: 400 };
  const payment = await findPaymentByGatewayOrder(db, event.gatewayOrderId);
  // Not ours (another integration on the same account): acknowledge so the gateway stops retrying.
  if (!payment) return { status: 200 };
  // The event is recorded in the same transaction that settles: if settling fails, the gateway's retry is not mistaken for a replay.
  const answer = await db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event.id, payment.id, "webhook"))) return { status: 200 as const, duplicate: true };
    const locked = await lockPayment(tx, payment.id);
    if (!locked) return { status: 200 as const };
    return { status: 200 as const, settled: await settleInTransaction(tx, locked, event.outcome, now) };
  });
  // A paid order took its stock: listings and shared pages show it at once (docs/decisions/024-shared-page-cache.md).
  if (answer.settled?.orderId != null) await invalidateCatalogueReads(db);
  return answer;
}
