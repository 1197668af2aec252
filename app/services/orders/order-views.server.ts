/** Reading orders back, owner-scoped (docs/architecture.md#owner-scoped-data): lists, details, live status and their paths. */
import { IdParamSchema } from "~/lib/ids.server";
import { z } from "zod";
import { billSavings, itemCount } from "~/lib/bill";
import { productPath } from "~/lib/paths";
import { etaLeftMinutes, isCancellable, isOrderStatus, isTerminal, orderTimeline, orderTitle, type OrderStatus } from "~/lib/order-status";
import type { Db } from "~/models/db.server";
import { eventsOf, findUserOrder, itemsOf, listUserOrders, type OrderRow } from "~/models/orders.server";
import type { OrderLiveStatus, OrderSummary, OrderView } from "~/lib/views/orders";
import { printFilesOfOrder } from "~/models/print-files.server";
import { giftCartIds } from "~/models/santa.server";
import { pricePrints } from "../print/print-cart.server";
import type { RequestContext } from "../platform/request-context.server";
import { NotFoundError } from "~/lib/errors";
import { say } from "~/lib/i18n/request-language.server";

export const ORDER_PAGE_SIZE = 10;

/** /…/{cartId}/{orderId} route params; anything else is a 404. */
export const OrderParamsSchema = z.object({
  cartId: z.string().min(1).max(100),
  orderId: IdParamSchema,
});

export function orderDetailsPath(cartId: string, orderId: number): string {
  return `/account/orders/${encodeURIComponent(cartId)}/${orderId}`;
}

export function orderTrackingPath(cartId: string, orderId: number): string {
  return `/orders/track/${encodeURIComponent(cartId)}/${orderId}`;
}

/** The user's orders, newest first, `limit` at a time; `before` is the last order id of the previous page. */
export async function listOrders(
  db: Db,
  userId: number,
  { before, limit = ORDER_PAGE_SIZE }: { before?: number; limit?: number } = {},
): Promise<{ orders: OrderSummary[]; hasMore: boolean }> {
  const rows = await listUserOrders(db, userId, before, limit + 1);
  return {
    orders: rows.slice(0, limit).map((r) => ({
      id: r.id,
      cartId: r.cartId,
      status: asStatus(r.status),
      title: orderTitle(r.status, say),
      createdAt: r.createdAt.toISOString(),
      // The same count as the order's own page and the cart it came from (prints included).
      itemCount: itemCount(Number(r.units), Number(r.printJobs)),
      grandTotal: r.grandTotal,
      href: orderDetailsPath(r.cartId, r.id),
    })),
    hasMore: rows.length > limit,
  };
}

export function asStatus(status: string): OrderStatus {
  return isOrderStatus(status) ? status : "CREATED";
}

/**
 * `hideEta` for a secret santa gift seen by its santa: the delivery time is the recipient's store's, and it
 * would hint at the area the recipient lives in (docs/rules.md#secret-santa).
 */
export function liveStatusOf(
  order: Pick<OrderRow, "status" | "etaMinutes" | "createdAt" | "updatedAt">,
  now: Date,
  { hideEta = false }: { hideEta?: boolean } = {},
): OrderLiveStatus {
  return {
    status: asStatus(order.status),
    title: orderTitle(order.status, say),
    etaMinutes: hideEta ? null : etaLeftMinutes(order, now),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** Was this order a secret santa gift? Its santa's views then hide where it comes from and when it arrives. */
async function isSantaGift(db: Db, cartId: string): Promise<boolean> {
  return (await giftCartIds(db, [cartId])).has(cartId);
}

async function toView(db: Db, order: OrderRow, now: Date): Promise<OrderView> {
  const [items, events, printRows, santaGift] = await Promise.all([
    itemsOf(db, order.id),
    eventsOf(db, order.id),
    printFilesOfOrder(db, order.id),
    isSantaGift(db, order.cartId),
  ]);
  return {
    ...liveStatusOf(order, now, { hideEta: santaGift }),
    id: order.id,
    cartId: order.cartId,
    createdAt: order.createdAt.toISOString(),
    promisedMinutes: santaGift ? null : order.etaMinutes,
    santaGift,
    paymentMethod: order.paymentMethod,
    address: order.address,
    // Snapshots placed before coupons counted as savings stored MRP savings alone: every bill says the same now.
    bill: { ...order.bill, savings: billSavings(order.bill) },
    items: items.map((i) => ({
      productId: i.productId,
      name: i.name,
      unit: i.unit,
      image: i.image,
      href: productPath(i.name, i.productId),
      price: i.price,
      mrp: i.mrp,
      quantity: i.quantity,
      lineTotal: i.price * i.quantity,
    })),
    prints: pricePrints(printRows).lines,
    itemCount: itemCount(
      items.reduce((n, i) => n + i.quantity, 0),
      printRows.length,
    ),
    timeline: orderTimeline(
      events.map((e) => ({ status: e.status, at: e.at.toISOString() })),
      order.status,
      say,
    ),
    cancelReason: order.cancelReason,
    cancellable: isCancellable(order.status),
    terminal: isTerminal(order.status),
    detailsHref: orderDetailsPath(order.cartId, order.id),
    trackingHref: orderTrackingPath(order.cartId, order.id),
  };
}

/** The user's order at /…/{cartId}/{orderId}; null (404) for anyone else's or a mismatched pair. */
export async function getOrder(db: Db, userId: number, cartId: string, orderId: number, now = new Date()): Promise<OrderView | null> {
  const order = await findUserOrder(db, userId, orderId, cartId);
  return order ? toView(db, order, now) : null;
}

/**
 * The order page's and the tracking page's order: the logged-in shopper's (else a 303 to login) order named
 * by the route's cartId and orderId; a NotFoundError for a malformed pair or anyone else's order.
 */
export async function requireRouteOrder(ctx: RequestContext, params: unknown): Promise<{ db: Db; userId: number; order: OrderView }> {
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const ids = OrderParamsSchema.safeParse(params);
  const order = ids.success ? await getOrder(db, user.id, ids.data.cartId, ids.data.orderId) : null;
  if (!order) throw new NotFoundError("Order not found");
  return { db, userId: user.id, order };
}

/** The user's order by id alone (/checkout/success?order_id=N). */
export async function getOrderById(db: Db, userId: number, orderId: number, now = new Date()): Promise<OrderView | null> {
  const order = await findUserOrder(db, userId, orderId);
  return order ? toView(db, order, now) : null;
}

/** Just the status, for live tracking polls. */
export async function getOrderStatus(
  db: Db,
  userId: number,
  cartId: string,
  orderId: number,
  now = new Date(),
): Promise<OrderLiveStatus | null> {
  const order = await findUserOrder(db, userId, orderId, cartId);
  return order ? liveStatusOf(order, now, { hideEta: await isSantaGift(db, order.cartId) }) : null;
}
