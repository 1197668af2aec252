/**
 * Placing an order from the shopper's cart: one transaction that takes stock
 * with a conditional update, so concurrent checkouts never oversell, and that
 * is keyed by the cart id, so a repeated submit places one order
 * (docs/decisions/007-order-placement.md).
 */
import { computeBill, type Bill } from "~/lib/bill";
import { productCardImage } from "../catalogue/images/product-images.server";
import { formatPaise } from "~/lib/money";
import { cartLines, lineQuantity, lockExistingCart, setCartStatus, writeLine } from "~/models/cart.server";
import type { Tx, Db } from "~/models/db.server";
import { findOrderByCart, insertOrder, stockOf, takeStock } from "~/models/orders.server";
import { insertPayment } from "~/models/payments.server";
import type { OrderAddressSnapshot, OrderBillSnapshot } from "~/lib/views/orders";
import { lockPrintFilesOfCart, markPrintFilesOrdered } from "~/models/print-files.server";
import type { PrintPrices } from "~/lib/print-price";
import { readOperatorSettings } from "../platform/operator-settings.server";
import { cartPrints } from "../print/print-cart.server";
import { METHOD_PROVIDER, type PaymentMethodId } from "~/lib/payment-methods";
import { lineLimit } from "../cart/cart-changes.server";
import { promoDiscountFor, recordRedemptions } from "../cart/promotions.server";
import { holdForPayment, InsufficientBalanceError } from "../wallet/ledger.server";
import { ConflictError, RefusedError } from "~/lib/errors";
import { writeEventInTransaction } from "../analytics/events.server";
import { invalidateCatalogueReads } from "../platform/cache.server";
import { say } from "~/lib/i18n/request-language.server";

export interface OutOfStockItem {
  productId: number;
  name: string;
  /** How many the shopper can have now (0: sold out or not sold here); the cart was set to this. */
  available: number;
}

/** Items ran short while placing: the cart is corrected and the shopper told what can be had now. */
export class OutOfStockError extends ConflictError {
  constructor(
    message: string,
    readonly outOfStock: OutOfStockItem[],
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
    const placed = await db.transaction((tx) => placeInTransaction(tx, input));
    // Stock left the shelf: listings and shared pages show it at once (docs/decisions/024-shared-page-cache.md).
    if (placed.created) await invalidateCatalogueReads(db);
    return placed;
  } catch (error) {
    if (error instanceof OutOfStockError) {
      // The order's transaction rolled back; the cart is corrected on its own so the shopper sees what can be bought.
      const short = await correctCart(db, input, error.outOfStock);
      if (!short.length) throw new ConflictError(say("Some items just changed. Please review your cart and place the order again."));
      throw new OutOfStockError(outOfStockMessage(short), short);
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
  if (!cart) throw new ConflictError(say("Your cart is empty."));
  if (cart.id !== input.cartId) throw new ConflictError(say("Your cart changed, please review it."));

  const rows = await cartLines(tx, cart.id, input.store.id, "productId");
  const lines = rows.map((r) => ({ ...r, price: r.price ?? r.mrp }));
  // Prints are priced and ordered under lock: a removal or options change waits, then finds them ordered.
  await lockPrintFilesOfCart(tx, cart.id);
  const { bill, appliedCodes, pricePerSide } = await priceCart(tx, input.userId, cart, lines, input);
  if (bill.itemTotal + bill.printTotal === 0) throw new ConflictError(say("Your cart is empty."));
  if (input.expected && (input.expected.version !== cart.version || input.expected.grandTotal !== bill.grandTotal)) {
    throw new ConflictError(
      say("Your cart or its total changed: it is now {total}. Please review it and place the order again.", {
        total: formatPaise(bill.grandTotal),
      }),
    );
  }
  const walletAmount = (input.payment?.walletCash ?? 0) + (input.payment?.walletGift ?? 0);
  if (walletAmount > bill.grandTotal) throw new ConflictError(say("Your cart's total changed. Please review it and pay again."));
  if (input.paymentMethod === "cod" && bill.grandTotal - walletAmount > input.codLimitPaise) {
    throw new RefusedError(
      say("Cash on delivery is available up to {limit}. Please remove some items.", { limit: formatPaise(input.codLimitPaise) }),
      422,
    );
  }

  const short: OutOfStockItem[] = [];
  for (const row of rows) {
    if (row.price === null) short.push({ productId: row.productId, name: row.name, available: 0 });
    else if (!(await takeStock(tx, input.store.id, row.productId, row.quantity))) {
      short.push({ productId: row.productId, name: row.name, available: (await stockOf(tx, input.store.id, row.productId)) ?? 0 });
    }
  }
  if (short.length) throw new OutOfStockError(outOfStockMessage(short), short);

  if (input.payment?.holdNow) {
    const split = { cash: input.payment.walletCash, gift: input.payment.walletGift };
    try {
      await holdForPayment(tx, input.userId, split, input.payment.id, "Paid for your order");
    } catch (error) {
      if (error instanceof InsufficientBalanceError)
        throw new ConflictError(say("Your wallet balance changed. Please review the payment and try again."));
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
      image: productCardImage({ ...l, id: l.productId }),
      price: l.price,
      mrp: l.mrp,
      quantity: l.quantity,
    })),
  });
  await markPrintFilesOrdered(tx, cart.id, orderId, pricePerSide);
  try {
    await recordRedemptions(tx, input.userId, orderId, appliedCodes);
  } catch (error) {
    // Another order used up the coupon's per-user limit a moment ago.
    if (error instanceof ConflictError) throw new ConflictError(`${error.message} Please review your coupons and place the order again.`);
    throw error;
  }
  await setCartStatus(tx, cart.id, "ordered");
  // In the order's transaction: the event exists exactly when the order does (docs/rules.md#analytics).
  await writeEventInTransaction(tx, {
    name: "order_placed",
    deviceId: input.deviceId || null,
    page: "routes/checkout.payment",
    label: input.paymentMethod,
    value: bill.grandTotal,
    at: input.now,
  });
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
): Promise<{ bill: Bill; appliedCodes: string[]; pricePerSide: PrintPrices["pricePerSide"] }> {
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
  // Read now, not from the cache: the figures this order is charged (docs/rules.md#operator-settings).
  const settings = await readOperatorSettings(conn);
  const { quote } = await cartPrints(conn, cart.id, settings.print);
  const bill = computeBill(
    lines,
    { now: at, isRaining: input.store.isRaining },
    {
      tip: cart.tip,
      donation: cart.donation,
      promoDiscount: promo.discount,
      prints: { total: quote.printTotal, deliveryFee: quote.deliveryFee },
    },
    settings.fees,
  );
  return { bill, appliedCodes: promo.appliedCodes, pricePerSide: settings.print.pricePerSide };
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
