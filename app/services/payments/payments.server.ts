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
import { randomUUID } from "node:crypto";
import { z, ZodError } from "zod";
import { formatPaise } from "~/lib/money";
import { paymentStatusPath, safeRedirectPath } from "~/lib/paths";
import {
  isFinalPaymentStatus,
  METHOD_PROVIDER,
  ONE_TAP_CODES,
  ONE_TAP_MESSAGES,
  type PaymentMethodId,
  type PaymentStatus,
} from "~/lib/payment-methods";
import type { Db, Tx } from "~/models/db.server";
import { deleteLinkedWallet } from "~/models/linked-wallets.server";
import {
  findPaymentByGatewayOrder,
  findUserPayment,
  insertPayment,
  lockPayment,
  pendingPaymentsBefore,
  recordEvent,
  saveCard,
  setGatewayOrderIfPending,
  updatePayment,
  type PaymentRow,
} from "~/models/payments.server";
import type { PaymentPurpose } from "~/models/schema.server";
import { getEnv } from "../platform/env.server";
import { issueGiftCard } from "../wallet/gift-card-issue.server";
import { OrderError, placeOrderInTransaction, type PlaceOrderInput } from "../orders/orders.server";
import { takePaymentStart } from "../platform/limiter.server";
import { credit, holdForPayment, releaseHold, splitWalletSpend, walletBalance, WalletError } from "../wallet/ledger.server";
import type { GatewayOutcome, PaymentGateway } from "./gateway.server";
import { RazorpayGateway } from "./razorpay-gateway.server";
import { SandboxGateway } from "./sandbox-gateway.server";
import { linkedWalletFor } from "./wallet-links.server";
import { findExternalWallet, type WalletProvider } from "./wallet-providers.server";

export class PaymentError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 422 | 429 | 502,
    /** When a 429 lifts. */
    readonly retryAt?: Date,
  ) {
    super(message);
  }
}

/** Every payment start counts: each leaves a pending payment behind (docs/decisions/013-rate-limits.md). */
async function countPaymentStart(db: Db, userId: number, now: Date): Promise<void> {
  const limit = await takePaymentStart(db, userId, now);
  if (!limit.ok) throw new PaymentError(limit.message, 429, limit.retryAt);
}

/** The configured gateway (PAYMENT_GATEWAY): new payments go through it. */
export function getGateway(db: Db): PaymentGateway {
  return makeGateway(db, getEnv().PAYMENT_GATEWAY);
}

/** The gateway a payment was made with, so switching PAYMENT_GATEWAY does not strand payments in flight. */
function gatewayOf(db: Db, payment: Pick<PaymentRow, "gateway">): PaymentGateway {
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

export { paymentStatusPath };

// ------------------------------------------------------------ creating

export interface NewPayment {
  userId: number;
  purpose: Exclude<PaymentPurpose, "order">;
  amount: number;
  details: Record<string, unknown>;
  /** False for gift cards: gift-card balance cannot buy gift cards (docs/rules.md#gift-cards). */
  allowGift: boolean;
}

/** A top-up or gift-card payment waiting for the shopper to choose how to pay (/checkout/wallet). */
export async function createPayment(db: Db, input: NewPayment, now = new Date()): Promise<string> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new PaymentError("Enter an amount to pay.", 400);
  await countPaymentStart(db, input.userId, now);
  const id = randomUUID();
  await insertPayment(db, {
    id,
    userId: input.userId,
    purpose: input.purpose,
    method: "",
    providerId: 0,
    amount: input.amount,
    status: "ACTIVE",
    gateway: "",
    details: { ...input.details, total: input.amount, allowGift: input.allowGift },
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

export interface PaymentChoice {
  method: PaymentMethodId;
  instrument: Record<string, string | number | boolean>;
  /** Also spend the wallet's balance (implied by method "wallet"). */
  useWallet: boolean;
}

const DetailsTotalSchema = z.object({ total: z.number().int().positive(), allowGift: z.boolean().default(true) }).passthrough();

/**
 * The shopper chose how to pay: the wallet's share is held now; the rest
 * goes to the gateway, whose hosted page is where the browser goes next.
 * When the wallet covers everything the payment settles here and now.
 */
export async function beginPayment(
  db: Db,
  user: { id: number; phone: string },
  paymentId: string,
  choice: PaymentChoice,
  origin: string,
  now = new Date(),
): Promise<{ redirectTo: string }> {
  const payment = await findUserPayment(db, user.id, paymentId);
  if (!payment) throw new PaymentError("This payment was not found.", 404);
  if (payment.status !== "ACTIVE") throw new PaymentError("This payment has already started. Check its status below.", 409);
  if (choice.method === "cod") throw new PaymentError("Cash on delivery is only for orders.", 400);
  if (!getEnv().ENABLED_PAYMENTS.includes(choice.method)) throw new PaymentError("This payment method is not available right now.", 422);
  const { total, allowGift } = DetailsTotalSchema.parse(payment.details);
  // Method "wallet" means Nukkad Cash unless an external wallet (Paytm …) was chosen: that one pays the rest itself.
  const nukkadWallet = choice.method === "wallet" && !findExternalWallet(choice.instrument.wallet);
  if (payment.purpose === "wallet_topup" && (nukkadWallet || choice.useWallet)) {
    throw new PaymentError("Money added to Nukkad Cash cannot come from Nukkad Cash. Please choose another method.", 422);
  }
  const useWallet = choice.useWallet || nukkadWallet;
  const split = useWallet ? splitWalletSpend(await walletBalance(db, user.id), total, allowGift) : { cash: 0, gift: 0 };
  const toGateway = total - split.cash - split.gift;
  if (nukkadWallet && toGateway > 0) {
    throw new PaymentError(
      `Your wallet has ${formatPaise(split.cash + split.gift)}. Choose another method to pay the remaining ${formatPaise(toGateway)}.`,
      422,
    );
  }
  try {
    await db.transaction(async (tx) => {
      const locked = await lockPayment(tx, payment.id);
      if (locked?.status !== "ACTIVE") throw new PaymentError("This payment has already started. Check its status below.", 409);
      await holdForPayment(tx, user.id, split, payment.id, describe(payment.purpose));
      await updatePayment(tx, payment.id, {
        // Pending from here: a second "Pay" on this payment is refused, and reconciliation counts from now.
        status: "PAYMENT_PENDING",
        updatedAt: now,
        method: toGateway > 0 ? choice.method : "wallet",
        // Provider ids (docs/product/entities.md#provider-ids): an external wallet is its own provider (Paytm 2, PhonePe 5 …).
        providerId:
          toGateway === 0
            ? METHOD_PROVIDER.wallet
            : (findExternalWallet(choice.instrument.wallet)?.providerId ?? METHOD_PROVIDER[choice.method]),
        instrument: choice.instrument,
        amount: toGateway,
        walletCash: split.cash,
        walletGift: split.gift,
      });
      if (toGateway === 0) {
        const started = { ...locked, status: "PAYMENT_PENDING", walletCash: split.cash, walletGift: split.gift, amount: 0 };
        await settleInTransaction(tx, started, { status: "paid", gatewayPaymentId: `wallet_${payment.id}`, card: null }, now);
      }
    });
  } catch (error) {
    if (error instanceof WalletError) throw new PaymentError("Your wallet balance changed. Please choose again.", 409);
    throw error;
  }
  if (toGateway === 0) return { redirectTo: paymentStatusPath(payment.id) };
  // One-tap (docs/product/errors.md#one-tap-codes): an external wallet the shopper has linked is charged here and now, with no hosted page.
  const linked = choice.method === "wallet" ? await linkedWalletFor(db, user.id, choice.instrument.wallet) : null;
  if (linked)
    return chargeLinkedWallet(
      db,
      { ...payment, amount: toGateway, method: choice.method, instrument: choice.instrument },
      user,
      linked,
      origin,
      now,
    );
  return handToGateway(db, { ...payment, amount: toGateway, method: choice.method, instrument: choice.instrument }, user, origin, now);
}

/**
 * One-tap: the wallet's gateway order is created as for any payment (so
 * polls, webhooks and reconciliation find it), then the wallet is charged
 * at once. Success settles the payment (placing the order); any other
 * answer fails it — the wallet hold comes back, the cart stays — and the
 * shopper is told the wallet's reason. "Unauthorized" (3) also drops the
 * link, so the next attempt links the wallet again.
 */
async function chargeLinkedWallet(
  db: Db,
  payment: Pick<PaymentRow, "id" | "amount" | "method" | "instrument">,
  user: { id: number; phone: string },
  linked: { wallet: { providerId: number }; phone: string; provider: WalletProvider },
  origin: string,
  now: Date,
): Promise<{ redirectTo: string }> {
  const gateway = linked.provider.gateway;
  let gatewayOrderId: string;
  try {
    const created = await gateway.createOrder({
      paymentId: payment.id,
      amount: payment.amount,
      method: "wallet",
      instrument: payment.instrument,
      callbackUrl: new URL(paymentStatusPath(payment.id), origin).toString(),
      customer: { phone: user.phone, name: null },
    });
    gatewayOrderId = created.gatewayOrderId;
    await attachGatewayOrder(db, payment.id, gateway.name, gatewayOrderId);
  } catch (error) {
    if (error instanceof PaymentError) throw error;
    console.error("Payment gateway order creation failed:", error instanceof Error ? error.message : error);
    await settle(
      db,
      payment.id,
      { status: "failed", gatewayPaymentId: null, reason: "We could not reach the payment gateway. Nothing was charged." },
      now,
    );
    throw new PaymentError("We could not reach the payment gateway. Nothing was charged; please try again.", 502);
  }
  const charged = await linked.provider.charge(linked.phone, payment.amount, gatewayOrderId);
  if (charged.code === ONE_TAP_CODES.SUCCESS && charged.gatewayPaymentId) {
    await settle(db, payment.id, { status: "paid", gatewayPaymentId: charged.gatewayPaymentId, card: null }, now);
    return { redirectTo: paymentStatusPath(payment.id) };
  }
  const code = charged.code === ONE_TAP_CODES.SUCCESS ? ONE_TAP_CODES.UNEXPECTED : charged.code;
  const message = ONE_TAP_MESSAGES[code] ?? ONE_TAP_MESSAGES[ONE_TAP_CODES.UNEXPECTED];
  await settle(db, payment.id, { status: "failed", gatewayPaymentId: charged.gatewayPaymentId, reason: message }, now);
  if (code === ONE_TAP_CODES.UNAUTHORIZED) await deleteLinkedWallet(db, user.id, linked.wallet.providerId);
  throw new PaymentError(message, code === ONE_TAP_CODES.UNAUTHORIZED ? 409 : 422);
}

/** Creates the gateway order; if the gateway cannot be reached the wallet hold goes back at once. */
export async function handToGateway(
  db: Db,
  payment: Pick<PaymentRow, "id" | "amount" | "method" | "instrument">,
  user: { phone: string },
  origin: string,
  now = new Date(),
): Promise<{ redirectTo: string }> {
  const gateway = getGateway(db);
  try {
    const created = await gateway.createOrder({
      paymentId: payment.id,
      amount: payment.amount,
      method: payment.method as PaymentMethodId,
      instrument: payment.instrument,
      callbackUrl: new URL(paymentStatusPath(payment.id), origin).toString(),
      customer: { phone: user.phone, name: null },
    });
    await attachGatewayOrder(db, payment.id, gateway.name, created.gatewayOrderId);
    return { redirectTo: created.redirectTo };
  } catch (error) {
    if (error instanceof PaymentError) throw error;
    console.error("Payment gateway order creation failed:", error instanceof Error ? error.message : error);
    await settle(
      db,
      payment.id,
      { status: "failed", gatewayPaymentId: null, reason: "We could not reach the payment gateway. Nothing was charged." },
      now,
    );
    throw new PaymentError("We could not reach the payment gateway. Nothing was charged; please try again.", 502);
  }
}

/**
 * Records the gateway order on a payment still waiting for one. A payment
 * settled meanwhile (reconciliation expired it, say) is not brought back:
 * the shopper is sent to its status instead of a gateway page.
 */
async function attachGatewayOrder(db: Db, paymentId: string, gateway: string, gatewayOrderId: string): Promise<void> {
  if (!(await setGatewayOrderIfPending(db, paymentId, gateway, gatewayOrderId))) {
    throw new PaymentError("This payment has already ended. Check its status below.", 409);
  }
}

function describe(purpose: string): string {
  if (purpose === "wallet_topup") return "Added money";
  if (purpose === "gift_card") return "Bought a gift card";
  return "Paid for your order";
}

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

/** Starts paying for the cart through the gateway (the checkout service decides when that is needed). */
export async function startOrderPayment(
  db: Db,
  user: { id: number; phone: string },
  input: { cartId: string; details: Omit<OrderPaymentDetails, "allowGift">; choice: PaymentChoice; origin: string },
  now = new Date(),
): Promise<{ paymentId: string; redirectTo: string }> {
  await countPaymentStart(db, user.id, now);
  const id = randomUUID();
  await insertPayment(db, {
    id,
    userId: user.id,
    purpose: "order",
    cartId: input.cartId,
    method: input.choice.method,
    providerId: METHOD_PROVIDER[input.choice.method],
    amount: input.details.total,
    status: "ACTIVE",
    gateway: "",
    details: { ...input.details, allowGift: true },
    createdAt: now,
    updatedAt: now,
  });
  const { redirectTo } = await beginPayment(db, user, id, input.choice, input.origin, now);
  return { paymentId: id, redirectTo };
}

// ------------------------------------------------------------ settling

export interface SettledPayment {
  id: string;
  status: PaymentStatus;
  purpose: PaymentPurpose;
  orderId: number | null;
  failureReason: string | null;
}

function settledView(p: Pick<PaymentRow, "id" | "status" | "purpose" | "orderId" | "failureReason">): SettledPayment {
  return { id: p.id, status: p.status as PaymentStatus, purpose: p.purpose, orderId: p.orderId, failureReason: p.failureReason };
}

/** Applies what the gateway said, once. Safe to call any number of times, in any order. */
export async function settle(db: Db, paymentId: string, outcome: GatewayOutcome, now = new Date()): Promise<SettledPayment> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw new PaymentError("This payment was not found.", 404);
    return settleInTransaction(tx, payment, outcome, now);
  });
}

async function settleInTransaction(tx: Tx, payment: PaymentRow, outcome: GatewayOutcome, now: Date): Promise<SettledPayment> {
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
    if (refunded)
      await updatePayment(tx, payment.id, {
        failureReason: `${payment.failureReason ?? "The payment failed."} The ${formatPaise(payment.amount)} taken later is back in your Nukkad Cash.`,
      });
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
    if (!(error instanceof OrderError || error instanceof FulfilmentError)) throw error;
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
    const reason = `${error.message} The ${formatPaise(total)} you paid is back in your Nukkad Cash.`;
    await updatePayment(tx, payment.id, { status: "PAYMENT_FAILED", failureReason: reason });
    return settledView({ ...payment, status: "PAYMENT_FAILED", failureReason: reason });
  }
}

export class FulfilmentError extends Error {}

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
      if (error instanceof ZodError) throw new FulfilmentError("The gift card details were not valid.");
      throw error;
    }
  }
  const parsed = OrderPaymentDetailsSchema.safeParse(payment.details);
  if (!parsed.success || !payment.cartId) throw new FulfilmentError("This payment's order details are missing.");
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
  if (!placed.created) throw new FulfilmentError("This cart was already ordered.");
  return placed.orderId;
}

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
  if (!payment) throw new PaymentError("This payment was not found.", 404);
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
    if (!genuine) throw new PaymentError("We could not verify this payment. If money was taken, it will be settled automatically.", 400);
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
  return db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event.id, payment.id, "webhook"))) return { status: 200 as const, duplicate: true };
    const locked = await lockPayment(tx, payment.id);
    if (!locked) return { status: 200 as const };
    return { status: 200 as const, settled: await settleInTransaction(tx, locked, event.outcome, now) };
  });
}

// ------------------------------------------------------------ reconciliation

/** Payments nobody came back for are asked about after this long … */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** … and given up on (failed, wallet hold released) once the gateway still has nothing after this long. */
export const EXPIRE_AFTER_MS = 30 * 60_000;

/**
 * Settles payments left pending with the browser closed: asks the gateway,
 * and after EXPIRE_AFTER_MS with no money taken, fails them so any wallet
 * hold comes back. Returns how many changed.
 */
export async function reconcilePayments(db: Db, now = new Date(), gateway?: PaymentGateway): Promise<number> {
  const due = await pendingPaymentsBefore(db, new Date(now.getTime() - RECONCILE_AFTER_MS), 100);
  let changed = 0;
  for (const payment of due) {
    try {
      const outcome: GatewayOutcome = payment.gatewayOrderId
        ? await (gateway ?? gatewayOf(db, payment)).fetchOutcome(payment.gatewayOrderId)
        : { status: "pending" };
      // Counted from the payment's last change (when "Pay" was pressed), not from when the page was first opened.
      const expired = now.getTime() - payment.updatedAt.getTime() >= EXPIRE_AFTER_MS;
      const final: GatewayOutcome =
        outcome.status === "pending" && expired
          ? { status: "failed", gatewayPaymentId: null, reason: "The payment was not completed in time. Nothing was charged." }
          : outcome;
      if (final.status === "pending") continue;
      const settled = await settle(db, payment.id, final, now);
      if (settled.status !== payment.status) changed++;
    } catch (error) {
      console.error(`Reconciling payment ${payment.id} failed:`, error instanceof Error ? error.message : error);
    }
  }
  return changed;
}

declare global {
  var __nukkadPaymentReconciler: NodeJS.Timeout | undefined;
}

/** Runs reconciliation every `intervalSeconds` in the server process (0: off; `npm run ops reconcile` runs it once). */
export function startPaymentReconciler(db: Db, intervalSeconds: number): void {
  if (intervalSeconds <= 0 || globalThis.__nukkadPaymentReconciler) return;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    reconcilePayments(db)
      .catch((error) => console.error("Payment reconciliation failed:", error))
      .finally(() => {
        busy = false;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  globalThis.__nukkadPaymentReconciler = timer;
}

// ------------------------------------------------------------ reading

export interface PaymentView extends SettledPayment {
  method: string;
  amount: number;
  walletAmount: number;
  total: number;
  gateway: string;
  gatewayOrderId: string | null;
  returnTo: string | null;
  cartId: string | null;
  createdAt: string;
}

export async function getPayment(db: Db, userId: number, paymentId: string): Promise<PaymentView | null> {
  const p = await findUserPayment(db, userId, paymentId);
  if (!p) return null;
  const returnTo = safeRedirectPath(p.details.returnTo, "") || null;
  const total = typeof p.details.total === "number" ? p.details.total : p.amount + p.walletCash + p.walletGift;
  return {
    ...settledView(p),
    method: p.method,
    amount: p.amount,
    walletAmount: p.walletCash + p.walletGift,
    total,
    gateway: p.gateway,
    gatewayOrderId: p.gatewayOrderId,
    returnTo,
    cartId: p.cartId,
    createdAt: p.createdAt.toISOString(),
  };
}
