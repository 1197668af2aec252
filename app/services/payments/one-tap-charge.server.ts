/** One-tap payments with a linked external wallet (docs/product/errors.md#one-tap-codes). */
import { paymentStatusPath } from "~/lib/paths";
import { ONE_TAP_CODES, ONE_TAP_MESSAGES } from "~/lib/payment-methods";
import type { Db } from "~/models/db.server";
import { deleteLinkedWallet } from "~/models/linked-wallets.server";
import { type PaymentRow } from "~/models/payments.server";
import { type WalletProvider } from "./wallet-providers.server";
import { ConflictError, RefusedError } from "~/lib/errors";
import { createGatewayOrder } from "./gateway-handoff.server";
import { settle } from "./payment-settlement.server";
import { oneTapMessage } from "./one-tap-messages.server";

/**
 * One-tap: the wallet's gateway order is created as for any payment (so
 * polls, webhooks and reconciliation find it), then the wallet is charged
 * at once. Success settles the payment (placing the order); any other
 * answer fails it — the wallet hold comes back, the cart stays — and the
 * shopper is told the wallet's reason. "Unauthorized" (3) also drops the
 * link, so the next attempt links the wallet again.
 */
export async function chargeLinkedWallet(
  db: Db,
  payment: Pick<PaymentRow, "id" | "amount" | "method" | "instrument">,
  user: { id: number; phone: string },
  linked: { wallet: { providerId: number }; phone: string; provider: WalletProvider },
  origin: string,
  now: Date,
): Promise<{ redirectTo: string }> {
  const { gatewayOrderId } = await createGatewayOrder(db, linked.provider.gateway, payment, "wallet", user, origin, now);
  const charged = await linked.provider.charge(linked.phone, payment.amount, gatewayOrderId);
  if (charged.code === ONE_TAP_CODES.SUCCESS && charged.gatewayPaymentId) {
    await settle(db, payment.id, { status: "paid", gatewayPaymentId: charged.gatewayPaymentId, card: null }, now);
    return { redirectTo: paymentStatusPath(payment.id) };
  }
  const known = charged.code !== ONE_TAP_CODES.SUCCESS && charged.code in ONE_TAP_MESSAGES;
  const code = known ? charged.code : ONE_TAP_CODES.UNEXPECTED;
  // The payment keeps the wallet's reason in English, as a gateway's is (sayFailureReason says it on a page); the
  // shopper is told it now in the page's language (docs/decisions/055-hindi.md).
  const reason = ONE_TAP_MESSAGES[code];
  await settle(db, payment.id, { status: "failed", gatewayPaymentId: charged.gatewayPaymentId, reason }, now);
  const message = oneTapMessage(code);
  if (code === ONE_TAP_CODES.UNAUTHORIZED) await deleteLinkedWallet(db, user.id, linked.wallet.providerId);
  throw code === ONE_TAP_CODES.UNAUTHORIZED ? new ConflictError(message) : new RefusedError(message, 422);
}
