/** Reconciliation: payments left pending with the browser closed are asked about and settled or expired (docs/decisions/009-payments.md). */
import type { Db } from "~/models/db.server";
import { pendingPaymentsBefore } from "~/models/payments.server";
import type { GatewayOutcome, PaymentGateway } from "./gateway.server";
import { gatewayOf } from "./gateway-choice.server";
import { settle } from "./payment-settlement.server";
import { SHOP_FAILURE_REASONS } from "./failure-reasons.server";
import { startPeriodicJob } from "../platform/periodic-job.server";

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
          ? { status: "failed", gatewayPaymentId: null, reason: SHOP_FAILURE_REASONS.notCompletedInTime }
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

/**
 * Runs reconciliation every `intervalSeconds` (0: off; `npm run ops reconcile` runs it once), once per period
 * across every server process sharing the database.
 */
export function startPaymentReconciler(db: Db, intervalSeconds: number): void {
  startPeriodicJob(db, { name: "payment-reconciler", seconds: intervalSeconds, run: () => reconcilePayments(db) });
}
