/**
 * The payment lifecycle (docs/product/states.md#payment-statuses): ACTIVE → PAYMENT_PENDING →
 * PAYMENT_SUCCESS | PAYMENT_FAILED → ORDER_CREATED.
 *
 * A payment is created for an order, a wallet top-up or a gift card; the
 * shopper picks a method; any wallet share is taken at once (a hold,
 * released if the payment fails); the gateway takes the rest on its hosted
 * page. The outcome can arrive by the browser's redirect, a status poll, a
 * webhook or the reconciliation job, in any order and any number of times:
 * `settle` locks the payment row, so the first arrival does the work (places
 * the order, credits the top-up, issues the gift card) and the others find
 * it done.
 */
import { z, ZodError } from "zod";
import { isFinalPaymentStatus, type PaymentMethodId, type PaymentStatus } from "~/lib/payment-methods";
import type { Tx, Db } from "~/models/db.server";
import { lockPayment, saveCard, updatePayment, type PaymentRow } from "~/models/payments.server";
import type { PaymentPurpose } from "~/models/schema.server";
import { issueGiftCard } from "../wallet/gift-card-issue.server";
import { placeOrderInTransaction, type PlaceOrderInput } from "../orders/order-placement.server";
import { credit, releaseHold } from "../wallet/ledger.server";
import type { GatewayOutcome } from "./gateway.server";
import { lateCaptureReason, notPlacedReason } from "./failure-reasons.server";
import { ConflictError, isAppError, NotFoundError } from "~/lib/errors";
import { invalidateCatalogueReads } from "../platform/cache.server";

// ------------------------------------------------------------ orders

/** What an order payment needs to place the order once paid (stored on the payment). */
export const OrderPaymentDetailsSchema = z.object({
  deviceId: z.string(),
  address: z.custom<PlaceOrderInput["address"]>((v) => typeof v === "object" && v !== null),
  store: z.object({ id: z.number().int(), isRaining: z.boolean() }),
  etaMinutes: z.number().int(),
  expected: z.object({ version: z.number().int(), grandTotal: z.number().int() }),
  codLimitPaise: z.number().int(),
  issuer: z.string().nullable().optional(),
  total: z.number().int(),
  allowGift: z.boolean(),
});
export type OrderPaymentDetails = z.infer<typeof OrderPaymentDetailsSchema>;

// ------------------------------------------------------------ settling

export interface SettledPayment {
  id: string;
  status: PaymentStatus;
  purpose: PaymentPurpose;
  orderId: number | null;
  failureReason: string | null;
}

export function settledView(p: Pick<PaymentRow, "id" | "status" | "purpose" | "orderId" | "failureReason">): SettledPayment {
  return { id: p.id, status: p.status as PaymentStatus, purpose: p.purpose, orderId: p.orderId, failureReason: p.failureReason };
}

/** Applies what the gateway said, once. Safe to call any number of times, in any order. */
export async function settle(db: Db, paymentId: string, outcome: GatewayOutcome, now = new Date()): Promise<SettledPayment> {
  const settled = await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw new NotFoundError("This payment was not found.");
    return settleInTransaction(tx, payment, outcome, now);
  });
  // A paid order took its stock: listings and shared pages show it at once (docs/decisions/024-shared-page-cache.md).
  if (settled.orderId !== null) await invalidateCatalogueReads(db);
  return settled;
}

export async function settleInTransaction(tx: Tx, payment: PaymentRow, outcome: GatewayOutcome, now: Date): Promise<SettledPayment> {
  if (payment.status === "PAYMENT_FAILED" && outcome.status === "paid" && payment.amount > 0) {
    // The gateway took the money after we had given up (a retry on its page after a failed
    // attempt, or a late bank confirmation): it is not kept, it goes to Nukkad Cash — once.
    const refunded = await credit(tx, payment.userId, {
      bucket: "cash",
      amount: payment.amount,
      kind: "refund",
      reference: payment.id,
      description: "Refund: a payment that arrived after it had failed",
    });
    if (refunded) await updatePayment(tx, payment.id, { failureReason: lateCaptureReason(payment.failureReason, payment.amount) });
    return settledView(payment);
  }
  if (isFinalPaymentStatus(payment.status) || outcome.status === "pending") return settledView(payment);
  const hold = { cash: payment.walletCash, gift: payment.walletGift };
  if (outcome.status === "failed") {
    await releaseHold(tx, payment.userId, hold, payment.id, "Payment failed: returned to your wallet");
    await updatePayment(tx, payment.id, {
      status: "PAYMENT_FAILED",
      failureReason: outcome.reason,
      gatewayPaymentId: outcome.gatewayPaymentId,
    });
    return settledView({ ...payment, status: "PAYMENT_FAILED", failureReason: outcome.reason });
  }
  await updatePayment(tx, payment.id, { status: "PAYMENT_SUCCESS", gatewayPaymentId: outcome.gatewayPaymentId });
  if (outcome.card?.token && payment.instrument.saveCard === true) {
    await saveCard(tx, {
      userId: payment.userId,
      gateway: payment.gateway,
      token: outcome.card.token,
      network: outcome.card.network,
      last4: outcome.card.last4,
      issuer: outcome.card.issuer,
    });
  }
  try {
    // A savepoint: if fulfilment is refused (sold out, cart changed), only its own writes roll back.
    const orderId = await tx.transaction((sp) => fulfil(sp, payment, now));
    await updatePayment(tx, payment.id, { status: "ORDER_CREATED", orderId });
    return settledView({ ...payment, status: "ORDER_CREATED", orderId });
  } catch (error) {
    // Any refusal (sold out, cart changed, fulfilment impossible) means no order: the money goes back.
    if (!isAppError(error)) throw error;
    // The money was taken but the order cannot be made: all of it goes to Nukkad Cash, at once.
    const paid = payment.amount;
    if (paid > 0)
      await credit(tx, payment.userId, {
        bucket: "cash",
        amount: paid,
        kind: "refund",
        reference: payment.id,
        description: "Refund: the order could not be placed",
      });
    await releaseHold(tx, payment.userId, hold, payment.id, "Refund: the order could not be placed");
    const total = paid + hold.cash + hold.gift;
    const reason = notPlacedReason(error.message, total);
    await updatePayment(tx, payment.id, { status: "PAYMENT_FAILED", failureReason: reason });
    return settledView({ ...payment, status: "PAYMENT_FAILED", failureReason: reason });
  }
}

/** What success means for each purpose; returns the order id (or the gift card's, or 0 for a top-up). */
async function fulfil(tx: Tx, payment: PaymentRow, now: Date): Promise<number> {
  if (payment.purpose === "wallet_topup") {
    await credit(tx, payment.userId, {
      bucket: "cash",
      amount: payment.amount + payment.walletCash,
      kind: "topup",
      reference: payment.id,
      description: "Added money",
    });
    return 0;
  }
  if (payment.purpose === "gift_card") {
    try {
      return await issueGiftCard(tx, payment, now);
    } catch (error) {
      // Details that no longer parse mean the card cannot be issued: the buyer is refunded, not left hanging.
      if (error instanceof ZodError) throw new ConflictError("The gift card details were not valid.");
      throw error;
    }
  }
  const parsed = OrderPaymentDetailsSchema.safeParse(payment.details);
  if (!parsed.success || !payment.cartId) throw new ConflictError("This payment's order details are missing.");
  const d = parsed.data;
  const placed = await placeOrderInTransaction(tx, {
    userId: payment.userId,
    deviceId: d.deviceId,
    cartId: payment.cartId,
    address: d.address,
    store: d.store,
    etaMinutes: d.etaMinutes,
    paymentMethod: payment.method as PaymentMethodId,
    now,
    codLimitPaise: d.codLimitPaise,
    expected: d.expected,
    payment: { id: payment.id, walletCash: payment.walletCash, walletGift: payment.walletGift, holdNow: false },
    // Priced exactly as when the amount charged was worked out: the same bank offer, and the
    // fees and coupon windows of that moment even if the money arrives after midnight.
    issuer: d.issuer ?? null,
    pricedAt: payment.createdAt,
  });
  // The cart became an order some other way meanwhile (another payment, cash on delivery in a
  // second tab): this money bought nothing, so it is refunded rather than kept.
  if (!placed.created) throw new ConflictError("This cart was already ordered.");
  return placed.orderId;
}
