/** A payment as its status page shows it, owner-scoped (docs/architecture.md#owner-scoped-data). */
import { safeRedirectPath } from "~/lib/paths";
import type { Db } from "~/models/db.server";
import { findUserPayment } from "~/models/payments.server";
import { SettledPayment, settledView } from "./payment-settlement.server";

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
