/**
 * Starting a payment (docs/product/states.md#payment-statuses): created for a
 * top-up, gift card or order, then begun with the shopper's choice of method —
 * the wallet's share is held at once and the rest goes to the gateway.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { formatPaise } from "~/lib/money";
import { paymentStatusPath } from "~/lib/paths";
import { METHOD_PROVIDER, type PaymentMethodId } from "~/lib/payment-methods";
import type { Db } from "~/models/db.server";
import { findUserPayment, insertPayment, lockPayment, updatePayment } from "~/models/payments.server";
import type { PaymentPurpose } from "~/models/schema.server";
import { getEnv } from "../platform/env.server";
import { NO_SANDBOX_CHECKOUT_HERE, sandboxOpen, type DemoAccess } from "../security/demo-mode.server";
import { getGateway } from "./gateway-choice.server";
import { takePaymentStart } from "../platform/limiter.server";
import { holdForPayment, splitWalletSpend, walletBalance, InsufficientBalanceError } from "../wallet/ledger.server";
import { linkedWalletFor } from "./wallet-links.server";
import { findExternalWallet } from "./wallet-providers.server";
import { chargeLinkedWallet } from "./one-tap-charge.server";
import { handToGateway } from "./gateway-handoff.server";
import { OrderPaymentDetails, settleInTransaction } from "./payment-settlement.server";
import { ConflictError, NotFoundError, RefusedError, TooManyRequestsError } from "~/lib/errors";
import { invalidateCatalogueReads } from "../platform/cache.server";
import { say } from "~/lib/i18n/request-language.server";

/** Every payment start counts: each leaves a pending payment behind (docs/decisions/013-rate-limits.md). */
async function countPaymentStart(db: Db, userId: number, now: Date): Promise<void> {
  const limit = await takePaymentStart(db, userId, now);
  if (!limit.ok) throw new TooManyRequestsError(limit.message, limit.retryAt);
}

/**
 * The sandbox gateway settles payments with simulated money: its hosted page,
 * and a linked sandbox wallet's one-tap charge that never goes there. For a
 * request it is not open to (a public one without DEMO_MODE=1) a payment
 * through it would be a real order nobody paid for, so it is refused before
 * anything is held, counted or stored (docs/decisions/033-demo-mode-per-request.md).
 */
function refuseClosedSandbox(db: Db, demo: DemoAccess): void {
  if (getGateway(db).name === "sandbox" && !sandboxOpen(demo)) throw new RefusedError(NO_SANDBOX_CHECKOUT_HERE, 403);
}

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
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new RefusedError(say("Enter an amount to pay."));
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
  demo: DemoAccess,
  now = new Date(),
): Promise<{ redirectTo: string }> {
  const payment = await findUserPayment(db, user.id, paymentId);
  if (!payment) throw new NotFoundError(say("This payment was not found."));
  if (payment.status !== "ACTIVE") throw new ConflictError(say("This payment has already started. Check its status below."));
  if (choice.method === "cod") throw new RefusedError(say("Cash on delivery is only for orders."));
  if (!getEnv().ENABLED_PAYMENTS.includes(choice.method))
    throw new RefusedError(say("This payment method is not available right now."), 422);
  const { total, allowGift } = DetailsTotalSchema.parse(payment.details);
  // Method "wallet" means Nukkad Cash unless an external wallet (Paytm …) was chosen: that one pays the rest itself.
  const nukkadWallet = choice.method === "wallet" && !findExternalWallet(choice.instrument.wallet);
  if (payment.purpose === "wallet_topup" && (nukkadWallet || choice.useWallet)) {
    throw new RefusedError(say("Money added to Nukkad Cash cannot come from Nukkad Cash. Please choose another method."), 422);
  }
  const useWallet = choice.useWallet || nukkadWallet;
  const split = useWallet ? splitWalletSpend(await walletBalance(db, user.id), total, allowGift) : { cash: 0, gift: 0 };
  const toGateway = total - split.cash - split.gift;
  if (nukkadWallet && toGateway > 0) {
    throw new RefusedError(
      say("Your wallet has {balance}. Choose another method to pay the remaining {rest}.", {
        balance: formatPaise(split.cash + split.gift),
        rest: formatPaise(toGateway),
      }),
      422,
    );
  }
  if (toGateway > 0) refuseClosedSandbox(db, demo);
  try {
    await db.transaction(async (tx) => {
      const locked = await lockPayment(tx, payment.id);
      if (locked?.status !== "ACTIVE") throw new ConflictError(say("This payment has already started. Check its status below."));
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
    if (error instanceof InsufficientBalanceError) throw new ConflictError(say("Your wallet balance changed. Please choose again."));
    throw error;
  }
  if (toGateway === 0) {
    // Paid from the wallet in full: an order took its stock, shown at once (docs/decisions/024-shared-page-cache.md).
    await invalidateCatalogueReads(db);
    return { redirectTo: paymentStatusPath(payment.id) };
  }
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

function describe(purpose: string): string {
  if (purpose === "wallet_topup") return "Added money";
  if (purpose === "gift_card") return "Bought a gift card";
  return "Paid for your order";
}

/** Starts paying for the cart through the gateway (the checkout service decides when that is needed). */
export async function startOrderPayment(
  db: Db,
  user: { id: number; phone: string },
  input: { cartId: string; details: Omit<OrderPaymentDetails, "allowGift">; choice: PaymentChoice; origin: string; demo: DemoAccess },
  now = new Date(),
): Promise<{ paymentId: string; redirectTo: string }> {
  // Only called when the gateway takes a share: refused before the payment is counted or stored.
  refuseClosedSandbox(db, input.demo);
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
  const { redirectTo } = await beginPayment(db, user, id, input.choice, input.origin, input.demo, now);
  return { paymentId: id, redirectTo };
}
