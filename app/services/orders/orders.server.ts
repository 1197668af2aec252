/**
 * Orders: placing one from the shopper's cart (one transaction that takes
 * stock with a conditional update, so concurrent checkouts never oversell,
 * and that is keyed by the cart id, so a repeated submit places one order),
 * reading them back owner-scoped, cancelling (restocks), advancing through
 * the states of docs/product/states.md#order-states, and buying again.
 */
import { IdParamSchema } from "~/lib/ids";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { computeBill, type Bill } from "~/lib/bill";
import { productImageUrl } from "~/lib/image-urls";
import { formatPaise } from "~/lib/money";
import { productPath } from "~/lib/paths";
import {
  FORWARD_SEQUENCE,
  etaLeftMinutes,
  isCancellable,
  isOrderStatus,
  isTerminal,
  nextStatus,
  orderTimeline,
  orderTitle,
  sequenceIndex,
  type OrderStatus,
} from "~/lib/order-status";
import { cartLines, lineQuantity, lockExistingCart, setCartStatus, writeLine, type CartOwner } from "~/models/cart.server";
import type { Db, Tx } from "~/models/db.server";
import {
  eventsOf,
  findOrderByCart,
  findUserOrder,
  insertOrder,
  itemsOf,
  listUserOrders,
  lockOrder,
  recordStatus,
  returnStock,
  stockOf,
  takeStock,
  type OrderRow,
} from "~/models/orders.server";
import { findUserPayment, insertPayment } from "~/models/payments.server";
import type { OrderAddressSnapshot, OrderBillSnapshot, OrderLiveStatus, OrderSummary, OrderView } from "~/lib/views/orders";
import { lockPrintFilesOfCart, markPrintFilesOrdered, printFilesOfOrder } from "~/models/print-files.server";
import { PRINT_PRICE_PER_SIDE } from "~/lib/print-config";
import { cartPrints, pricePrints } from "../print/print-cart.server";
import { METHOD_PROVIDER, type PaymentMethodId } from "~/lib/payment-methods";
import { CartError, changeQuantity, lineLimit } from "../cart/shopping-cart.server";
import { CouponError, promoDiscountFor, recordRedemptions } from "../cart/promotions.server";
import { credit, holdForPayment, WalletError } from "../wallet/ledger.server";

export type { OrderStatus };

export interface OutOfStockItem {
  productId: number;
  name: string;
  /** How many the shopper can have now (0: sold out or not sold here); the cart was set to this. */
  available: number;
}

export class OrderError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 422,
    readonly outOfStock?: OutOfStockItem[],
  ) {
    super(message);
  }
}

export interface PlaceOrderInput {
  userId: number;
  deviceId: string;
  /** The cart the shopper reviewed: the idempotency key of "place order". */
  cartId: string;
  address: OrderAddressSnapshot & { addressId: number };
  store: { id: number; isRaining: boolean };
  etaMinutes: number;
  paymentMethod: PaymentMethodId;
  now: Date;
  codLimitPaise: number;
  /** What the shopper saw when they pressed "Place order": a different cart or total is not placed silently. */
  expected?: { version: number; grandTotal: number };
  /**
   * Money already arranged: the payment that paid (or, with `holdNow`, the
   * wallet amounts to take now, for cash on delivery or a wallet-only order).
   */
  payment?: { id: string; walletCash: number; walletGift: number; holdNow: boolean };
  /** A card's issuing bank when known (bank offers). */
  issuer?: string | null;
  /**
   * When the shopper was shown the bill (a payment's start), if not `now`:
   * a payment settled after midnight keeps the fees and coupon windows it was priced with.
   */
  pricedAt?: Date;
}

export interface PlacedOrder {
  orderId: number;
  cartId: string;
  /** False when this cart had already become an order (double click, retry, back button). */
  created: boolean;
}

export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlacedOrder> {
  try {
    return await db.transaction((tx) => placeInTransaction(tx, input));
  } catch (error) {
    if (error instanceof OrderError && error.outOfStock) {
      // The order's transaction rolled back; the cart is corrected on its own so the shopper sees what can be bought.
      const short = await correctCart(db, input, error.outOfStock);
      if (!short.length) throw new OrderError("Some items just changed. Please review your cart and place the order again.", 409);
      throw new OrderError(outOfStockMessage(short), 409, short);
    }
    if (isUniqueViolation(error)) {
      // Two submits of one cart raced past the cart lock: the other one placed it.
      const existing = await findOrderByCart(db, input.userId, input.cartId);
      if (existing) return { orderId: existing.id, cartId: input.cartId, created: false };
    }
    throw error;
  }
}

async function placeInTransaction(tx: Tx, input: PlaceOrderInput): Promise<PlacedOrder> {
  // The cart lock serialises submits of the same cart; a second one waits, then finds the order.
  const cart = await lockExistingCart(tx, { userId: input.userId, deviceId: input.deviceId });
  const existing = await findOrderByCart(tx, input.userId, input.cartId);
  if (existing) return { orderId: existing.id, cartId: input.cartId, created: false };
  if (!cart) throw new OrderError("Your cart is empty.", 409);
  if (cart.id !== input.cartId) throw new OrderError("Your cart changed, please review it.", 409);

  const rows = await cartLines(tx, cart.id, input.store.id, "productId");
  const lines = rows.map((r) => ({ ...r, price: r.price ?? r.mrp }));
  // Prints are priced and ordered under lock: a removal or options change waits, then finds them ordered.
  await lockPrintFilesOfCart(tx, cart.id);
  const { bill, appliedCodes } = await priceCart(tx, input.userId, cart, lines, input);
  if (bill.itemTotal + bill.printTotal === 0) throw new OrderError("Your cart is empty.", 409);
  if (input.expected && (input.expected.version !== cart.version || input.expected.grandTotal !== bill.grandTotal)) {
    throw new OrderError(
      `Your cart or its total changed: it is now ${formatPaise(bill.grandTotal)}. Please review it and place the order again.`,
      409,
    );
  }
  const walletAmount = (input.payment?.walletCash ?? 0) + (input.payment?.walletGift ?? 0);
  if (walletAmount > bill.grandTotal) throw new OrderError("Your cart's total changed. Please review it and pay again.", 409);
  if (input.paymentMethod === "cod" && bill.grandTotal - walletAmount > input.codLimitPaise) {
    throw new OrderError(`Cash on delivery is available up to ${formatPaise(input.codLimitPaise)}. Please remove some items.`, 422);
  }

  const short: OutOfStockItem[] = [];
  for (const row of rows) {
    if (row.price === null) short.push({ productId: row.productId, name: row.name, available: 0 });
    else if (!(await takeStock(tx, input.store.id, row.productId, row.quantity))) {
      short.push({ productId: row.productId, name: row.name, available: (await stockOf(tx, input.store.id, row.productId)) ?? 0 });
    }
  }
  if (short.length) throw new OrderError(outOfStockMessage(short), 409, short);

  if (input.payment?.holdNow) {
    const split = { cash: input.payment.walletCash, gift: input.payment.walletGift };
    try {
      await holdForPayment(tx, input.userId, split, input.payment.id, "Paid for your order");
    } catch (error) {
      if (error instanceof WalletError) throw new OrderError("Your wallet balance changed. Please review the payment and try again.", 409);
      throw error;
    }
    await insertPayment(tx, {
      id: input.payment.id,
      userId: input.userId,
      purpose: "order",
      cartId: cart.id,
      method: input.paymentMethod,
      providerId: METHOD_PROVIDER[input.paymentMethod],
      amount: 0,
      walletCash: split.cash,
      walletGift: split.gift,
      status: "ORDER_CREATED",
      gateway: "wallet",
    });
  }

  const { addressId: _addressId, ...address } = input.address;
  const orderId = await insertOrder(tx, {
    cartId: cart.id,
    userId: input.userId,
    storeId: input.store.id,
    paymentMethod: input.paymentMethod,
    paymentId: input.payment?.id ?? null,
    promoCodes: appliedCodes,
    address,
    bill: billSnapshot({ ...bill, walletAmount }),
    etaMinutes: input.etaMinutes,
    at: input.now,
    items: lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      unit: l.unit,
      image: productImageUrl(l.icon, l.background, 1),
      price: l.price,
      mrp: l.mrp,
      quantity: l.quantity,
    })),
  });
  await markPrintFilesOrdered(tx, cart.id, orderId, PRINT_PRICE_PER_SIDE);
  try {
    await recordRedemptions(tx, input.userId, orderId, appliedCodes);
  } catch (error) {
    // Another order used up the coupon's per-user limit a moment ago.
    if (error instanceof CouponError) throw new OrderError(`${error.message} Please review your coupons and place the order again.`, 409);
    throw error;
  }
  await setCartStatus(tx, cart.id, "ordered");
  return { orderId, cartId: cart.id, created: true };
}

/**
 * The bill for placing: the cart's coupons checked again now, with the
 * payment method (and card issuer) known, so method-bound offers apply.
 */
export async function priceCart(
  conn: Db | Tx,
  userId: number,
  cart: { id: string; tip: number; donation: boolean; promoCodes: string[] },
  lines: { price: number; mrp: number; quantity: number }[],
  input: Pick<PlaceOrderInput, "now" | "pricedAt" | "store" | "paymentMethod" | "issuer">,
): Promise<{ bill: Bill; appliedCodes: string[] }> {
  const at = input.pricedAt ?? input.now;
  const itemTotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const promo = await promoDiscountFor(conn, {
    userId,
    codes: cart.promoCodes,
    itemTotal,
    now: at,
    paymentMethod: input.paymentMethod,
    issuer: input.issuer ?? undefined,
  });
  const { quote } = await cartPrints(conn, cart.id);
  const bill = computeBill(
    lines,
    { now: at, isRaining: input.store.isRaining },
    {
      tip: cart.tip,
      donation: cart.donation,
      promoDiscount: promo.discount,
      prints: { total: quote.printTotal, deliveryFee: quote.deliveryFee },
    },
  );
  return { bill, appliedCodes: promo.appliedCodes };
}

/** Places the order inside the caller's transaction (a paid payment settling), with the same checks. */
export function placeOrderInTransaction(tx: Tx, input: PlaceOrderInput): Promise<PlacedOrder> {
  return placeInTransaction(tx, input);
}

function billSnapshot(bill: Bill): OrderBillSnapshot {
  const { freeDeliveryShortfall: _nudge, ...snapshot } = bill;
  return snapshot;
}

/**
 * docs/product/validation.md#out-of-stock on the shopper's cart after a failed placement: a line whose limit
 * is 0 is deleted, otherwise set to the limit. Stock is read again here (it
 * may have moved since); lines that now fit are left alone.
 */
async function correctCart(db: Db, input: PlaceOrderInput, short: OutOfStockItem[]): Promise<OutOfStockItem[]> {
  return db.transaction(async (tx) => {
    const cart = await lockExistingCart(tx, { userId: input.userId, deviceId: input.deviceId });
    if (!cart || cart.id !== input.cartId) return short;
    const corrected: OutOfStockItem[] = [];
    for (const item of short) {
      const limit = lineLimit(await stockOf(tx, input.store.id, item.productId));
      if ((await lineQuantity(tx, cart.id, item.productId)) <= limit) continue;
      await writeLine(tx, cart.id, item.productId, limit);
      corrected.push({ ...item, available: limit });
    }
    return corrected;
  });
}

export function outOfStockMessage(items: OutOfStockItem[]): string {
  const parts = items.map((i) =>
    i.available === 0 ? `${i.name} is out of stock` : `only ${i.available} of ${i.name} ${i.available === 1 ? "is" : "are"} left`,
  );
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
  return `Sorry, ${list}. We've updated your cart, please review it.`;
}

function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps the driver's error; the SQLSTATE sits on it or on its cause.
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The cart id's order, if this user placed one (the checkout's idempotent retry). */
export async function findOrderForCart(db: Db, userId: number, cartId: string): Promise<{ id: number } | null> {
  const row = await findOrderByCart(db, userId, cartId);
  return row ? { id: row.id } : null;
}

// ---------------------------------------------------------------- reading

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
      title: orderTitle(r.status),
      createdAt: r.createdAt.toISOString(),
      itemCount: Number(r.itemCount),
      grandTotal: r.grandTotal,
      href: orderDetailsPath(r.cartId, r.id),
    })),
    hasMore: rows.length > limit,
  };
}

function asStatus(status: string): OrderStatus {
  return isOrderStatus(status) ? status : "CREATED";
}

export function liveStatusOf(order: Pick<OrderRow, "status" | "etaMinutes" | "createdAt" | "updatedAt">, now: Date): OrderLiveStatus {
  return {
    status: asStatus(order.status),
    title: orderTitle(order.status),
    etaMinutes: etaLeftMinutes(order, now),
    updatedAt: order.updatedAt.toISOString(),
  };
}

async function toView(db: Db, order: OrderRow, now: Date): Promise<OrderView> {
  const [items, events, printRows] = await Promise.all([itemsOf(db, order.id), eventsOf(db, order.id), printFilesOfOrder(db, order.id)]);
  return {
    ...liveStatusOf(order, now),
    id: order.id,
    cartId: order.cartId,
    createdAt: order.createdAt.toISOString(),
    promisedMinutes: order.etaMinutes,
    paymentMethod: order.paymentMethod,
    address: order.address,
    bill: order.bill,
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
    itemCount: items.reduce((n, i) => n + i.quantity, 0) + printRows.length,
    timeline: orderTimeline(
      events.map((e) => ({ status: e.status, at: e.at.toISOString() })),
      order.status,
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
  return order ? liveStatusOf(order, now) : null;
}

// ---------------------------------------------------------------- changing state

function checkReason(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed || trimmed.length > 200) throw new OrderError("Please choose a reason for cancelling.", 400);
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
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (!order) throw new OrderError("Order not found.", 404);
    if (order.status === "CANCELLED") return false;
    if (!isCancellable(order.status)) throw new OrderError("This order can no longer be cancelled.", 409);
    await cancelInTransaction(tx, order, why, now);
    return true;
  });
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
    if (!order) throw new OrderError(`Order ${orderId} not found`, 404);
    if (expected !== undefined && order.status !== expected) return null;
    const next = nextStatus(order.status);
    if (!next) throw new OrderError(`Order ${orderId} is already ${order.status} and cannot move on.`, 409);
    await recordStatus(tx, order.id, [next], now);
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
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, null);
    if (!order) throw new OrderError(`Order ${orderId} not found`, 404);
    const from = asStatus(order.status);
    if (isTerminal(from)) throw new OrderError(`Order ${orderId} is already ${from} and cannot change.`, 409);
    if (to === from) return { orderId, from, to };
    if (to === "CANCELLED") {
      await cancelInTransaction(tx, order, checkReason(reason), now);
    } else if (to === "DELIVERY_FAILED") {
      await recordStatus(tx, order.id, [to], now);
    } else if (to === "rescheduled") {
      if (sequenceIndex(from) < FORWARD_SEQUENCE.indexOf("BILLED")) {
        throw new OrderError(`Order ${orderId} is ${from}: only a packed order can be rescheduled.`, 409);
      }
      await recordStatus(tx, order.id, [to], now);
    } else {
      const target = FORWARD_SEQUENCE.indexOf(to);
      const current = sequenceIndex(from);
      if (target <= current) throw new OrderError(`Order ${orderId} is already ${from}; it can only move forward.`, 409);
      await recordStatus(tx, order.id, FORWARD_SEQUENCE.slice(current + 1, target + 1), now);
    }
    return { orderId, from, to };
  });
}

// ---------------------------------------------------------------- buying again

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
  if (!order) throw new OrderError("Order not found.", 404);
  if (storeId === null) throw new OrderError("We don't deliver to your location yet.", 409);
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
        notices.push(result.quantity === 0 ? `${item.name} is out of stock.` : `Only ${result.quantity} of ${item.name} could be added.`);
      if (result.quantity > 0) added++;
    } catch (error) {
      if (!(error instanceof CartError)) throw error;
      notices.push(
        error.status === 403 ? `${item.name} needs you to confirm you are 18 or older.` : `${item.name} isn't available at your location.`,
      );
    }
  }
  return { added, notices };
}
