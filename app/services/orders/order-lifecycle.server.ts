/**
 * Changing an order after it was placed: cancelling (restocks, refunds to the wallet), advancing
 * through the states of docs/product/states.md#order-states, and buying again.
 */
import { randomUUID } from "node:crypto";
import { FORWARD_SEQUENCE, isCancellable, isTerminal, nextStatus, sequenceIndex, type OrderStatus } from "~/lib/order-status";
import type { CartOwner } from "~/models/cart.server";
import type { Tx, Db } from "~/models/db.server";
import { findUserOrder, itemsOf, lockOrder, recordStatus, returnStock, type OrderRow } from "~/models/orders.server";
import { issueInvoice } from "../invoices/invoices.server";
import { findUserPayment } from "~/models/payments.server";
import { changeQuantity } from "../cart/cart-changes.server";
import { credit } from "../wallet/ledger.server";
import { asStatus } from "./order-views.server";
import { ConflictError, isAppError, NotFoundError, RefusedError } from "~/lib/errors";
import { invalidateCatalogueReads } from "../platform/cache.server";
import { say } from "~/lib/i18n/request-language.server";

function checkReason(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed || trimmed.length > 200) throw new RefusedError(say("Please choose a reason for cancelling."));
  return trimmed;
}

async function cancelInTransaction(tx: Tx, order: OrderRow, reason: string, now: Date): Promise<void> {
  // The items go back on the shelf in the same transaction that cancels the order.
  // Stock rows in product-id order, as placement takes them, so a cancel and a checkout cannot deadlock.
  const items = (await itemsOf(tx, order.id)).sort((a, b) => a.productId - b.productId);
  for (const item of items) await returnStock(tx, order.storeId, item.productId, item.quantity);
  await refundToWallet(tx, order);
  await recordStatus(tx, order.id, ["CANCELLED"], now, reason);
}

/**
 * Prepaid money goes back to the wallet (docs/rules.md#cancellation: the default refund
 * route): what the gateway took to Nukkad Cash, what the wallet paid to the
 * balance it came from. Cash on delivery was never collected.
 */
async function refundToWallet(tx: Tx, order: OrderRow): Promise<void> {
  if (!order.paymentId) return;
  const payment = await findUserPayment(tx, order.userId, order.paymentId);
  if (!payment) return;
  const description = `Refund for cancelled order #${order.id}`;
  const reference = `order:${order.id}`;
  const cash = (payment.method === "cod" ? 0 : payment.amount) + payment.walletCash;
  if (cash > 0) await credit(tx, order.userId, { bucket: "cash", amount: cash, kind: "refund", reference, description });
  if (payment.walletGift > 0)
    await credit(tx, order.userId, { bucket: "gift", amount: payment.walletGift, kind: "refund", reference, description });
}

/**
 * The shopper cancels their order, allowed until it is billed. Returns false
 * when it was already cancelled (a repeated submit), so nothing is restocked twice.
 */
export async function cancelOrder(db: Db, userId: number, orderId: number, reason: string, now = new Date()): Promise<boolean> {
  const why = checkReason(reason);
  const cancelled = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (!order) throw new NotFoundError(say("Order not found."));
    if (order.status === "CANCELLED") return false;
    if (!isCancellable(order.status)) throw new ConflictError(say("This order can no longer be cancelled."));
    await cancelInTransaction(tx, order, why, now);
    return true;
  });
  // Restocked: listings and shared pages show it at once (docs/decisions/024-shared-page-cache.md).
  if (cancelled) await invalidateCatalogueReads(db);
  return cancelled;
}

export interface StatusChange {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
}

/**
 * One step along the forward sequence (the simulator, `ops advance`).
 * `expected` makes it conditional: null when someone else moved the order first.
 */
export async function advanceOrder(db: Db, orderId: number, now = new Date(), expected?: string): Promise<StatusChange | null> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, null);
    if (!order) throw new NotFoundError(`Order ${orderId} not found`);
    if (expected !== undefined && order.status !== expected) return null;
    const next = nextStatus(order.status);
    if (!next) throw new ConflictError(`Order ${orderId} is already ${order.status} and cannot move on.`);
    await recordStatus(tx, order.id, [next], now);
    if (next === "DELIVERED") await issueInvoice(tx, order, now);
    return { orderId, from: asStatus(order.status), to: next };
  });
}

/**
 * Operators move an order to any later state. Steps skipped along the
 * forward sequence are recorded too, so the timeline has no holes;
 * CANCELLED restocks like a shopper's cancellation (operators may cancel
 * until delivery). A final order never changes.
 */
export async function setOrderStatus(
  db: Db,
  orderId: number,
  to: OrderStatus,
  now = new Date(),
  reason = "Cancelled by the store",
): Promise<StatusChange> {
  const change = await db.transaction(async (tx): Promise<StatusChange> => {
    const order = await lockOrder(tx, orderId, null);
    if (!order) throw new NotFoundError(`Order ${orderId} not found`);
    const from = asStatus(order.status);
    if (isTerminal(from)) throw new ConflictError(`Order ${orderId} is already ${from} and cannot change.`);
    if (to === from) return { orderId, from, to };
    if (to === "CANCELLED") {
      await cancelInTransaction(tx, order, checkReason(reason), now);
    } else if (to === "DELIVERY_FAILED") {
      await recordStatus(tx, order.id, [to], now);
    } else if (to === "rescheduled") {
      if (sequenceIndex(from) < FORWARD_SEQUENCE.indexOf("BILLED")) {
        throw new ConflictError(`Order ${orderId} is ${from}: only a packed order can be rescheduled.`);
      }
      await recordStatus(tx, order.id, [to], now);
    } else {
      const target = FORWARD_SEQUENCE.indexOf(to);
      const current = sequenceIndex(from);
      if (target <= current) throw new ConflictError(`Order ${orderId} is already ${from}; it can only move forward.`);
      await recordStatus(tx, order.id, FORWARD_SEQUENCE.slice(current + 1, target + 1), now);
      // Delivered with its tax invoice, in one transaction (docs/rules.md#invoices).
      if (to === "DELIVERED") await issueInvoice(tx, order, now);
    }
    return { orderId, from, to };
  });
  // A store's cancel restocks: listings and shared pages show it at once (docs/decisions/024-shared-page-cache.md).
  if (change.to === "CANCELLED" && change.from !== change.to) await invalidateCatalogueReads(db);
  return change;
}

/** Rendered into the "Buy again" form: resubmitting that same form adds the items once. */
export function newReorderKey(): string {
  return randomUUID();
}

/**
 * "Buy again": the order's items join the shopper's current cart through the
 * ordinary cart mutation (capped by stock, adult check). `mutationId` comes
 * from the rendered form, so a double submit adds once.
 */
export async function reorder(
  db: Db,
  owner: CartOwner,
  userId: number,
  orderId: number,
  storeId: number | null,
  options: { mutationId?: string; adult?: boolean } = {},
): Promise<{ added: number; notices: string[] }> {
  const order = await findUserOrder(db, userId, orderId);
  if (!order) throw new NotFoundError(say("Order not found."));
  if (storeId === null) throw new ConflictError(say("We don't deliver to your location yet."));
  const key = options.mutationId ?? randomUUID();
  const notices: string[] = [];
  let added = 0;
  for (const item of await itemsOf(db, order.id)) {
    try {
      const result = await changeQuantity(
        db,
        owner,
        storeId,
        { productId: item.productId, delta: item.quantity, mutationId: `reorder:${order.id}:${key}:${item.productId}` },
        options.adult ?? false,
      );
      if (result.notice)
        notices.push(
          result.quantity === 0
            ? say("{name} is out of stock.", { name: item.name })
            : say("Only {count} of {name} could be added.", { count: result.quantity, name: item.name }),
        );
      if (result.quantity > 0) added++;
    } catch (error) {
      if (!isAppError(error)) throw error;
      notices.push(
        error.status === 403 ? `${item.name} needs you to confirm you are 18 or older.` : `${item.name} isn't available at your location.`,
      );
    }
  }
  return { added, notices };
}
