/**
 * The server-side cart. Mutations are idempotent (each carries a mutation id,
 * applied at most once) and serialised per cart by a row lock, so double
 * clicks, retries and concurrent tabs never lose or double an add. Quantities
 * are capped by the serving store's stock.
 */
import { DbIdSchema } from "~/lib/ids";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { cartPrints } from "../print/print-cart.server";
import { clampTip, computeBill } from "~/lib/bill";
import { productImageUrl } from "~/lib/image-urls";
import { productPath } from "~/lib/paths";
import {
  bumpVersion,
  cartLines,
  claimCartForUser,
  insertCartCopy,
  setCartStatus,
  claimMutation,
  findActiveCart,
  lineQuantity,
  linesOf,
  lockActiveCart,
  lockExistingCart,
  lockUser,
  storeOffer,
  writeLine,
  type CartOwner,
} from "~/models/cart.server";
import type { Db } from "~/models/db.server";
import type { CartLine, CartState, CartView } from "~/lib/views/cart";
import { promoDiscountFor } from "./promotions.server";

export type { CartOwner };

/** A shopper can hold at most this many of one item, whatever the stock. */
export const MAX_LINE_QUANTITY = 50;

/** The serving store and the moment the bill is computed for (fees depend on both). */
export interface CartContext {
  storeId: number | null;
  isRaining: boolean;
  now: Date;
}

export async function getCart(db: Db, owner: CartOwner | null, context: CartContext): Promise<CartView> {
  const { storeId } = context;
  const empty: CartView = {
    id: null,
    version: 0,
    state: "invalid",
    tip: 0,
    donation: false,
    addressId: null,
    lines: [],
    count: 0,
    bill: computeBill([], context),
    quantities: {},
    promoCodes: [],
    promos: [],
    cartType: "items",
    prints: [],
  };
  if (!owner) return empty;
  const cart = await findActiveCart(db, owner);
  if (!cart) return empty;
  const rows = await cartLines(db, cart.id, storeId ?? -1);
  const lines: CartLine[] = rows.map((r) => {
    const available = r.price !== null && (r.stock ?? 0) > 0;
    const price = r.price ?? r.mrp;
    return {
      productId: r.productId,
      name: r.name,
      unit: r.unit,
      brandName: r.brandName,
      image: productImageUrl(r.icon, r.background, 1),
      href: productPath(r.name, r.productId),
      quantity: r.quantity,
      price,
      mrp: r.mrp,
      lineTotal: available ? price * r.quantity : 0,
      available,
      stock: r.stock ?? 0,
    };
  });
  const billable = lines.filter((l) => l.available);
  const prints = await cartPrints(db, cart.id);
  const buyable = lines.length + prints.lines.length > 0 && lines.every((l) => l.available && l.quantity <= l.stock);
  const state: CartState = !buyable ? "invalid" : owner.userId !== null && cart.addressId !== null ? "checkout_ready" : "valid";
  // The payment method is not chosen in the cart: bank and card offers wait for the payment step.
  const promo = await promoDiscountFor(db, {
    userId: owner.userId,
    codes: cart.promoCodes,
    itemTotal: billable.reduce((sum, l) => sum + l.lineTotal, 0),
    now: context.now,
  });
  return {
    id: cart.id,
    version: cart.version,
    state,
    tip: cart.tip,
    donation: cart.donation,
    addressId: cart.addressId,
    lines,
    // A print job counts as one item on the cart button.
    count: billable.reduce((n, l) => n + l.quantity, 0) + prints.lines.length,
    bill: computeBill(billable, context, {
      tip: cart.tip,
      donation: cart.donation,
      promoDiscount: promo.discount,
      prints: { total: prints.quote.printTotal, deliveryFee: prints.quote.deliveryFee },
    }),
    quantities: Object.fromEntries(lines.map((l) => [l.productId, l.quantity])),
    promoCodes: cart.promoCodes,
    promos: promo.results,
    cartType: prints.lines.length > 0 ? "paas" : "items",
    prints: prints.lines,
  };
}

export const CartMutationSchema = z
  .object({
    productId: DbIdSchema,
    /** +1 / -1 steppers send a delta; the cart page's quantity box sends an absolute quantity. */
    delta: z.coerce.number().int().min(-MAX_LINE_QUANTITY).max(MAX_LINE_QUANTITY).optional(),
    quantity: z.coerce.number().int().min(0).max(MAX_LINE_QUANTITY).optional(),
    mutationId: z.string().min(1).max(100),
  })
  .refine((m) => (m.delta === undefined) !== (m.quantity === undefined), "Send either a change or a quantity.");
export type CartMutation = z.infer<typeof CartMutationSchema>;

export class CartError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409,
  ) {
    super(message);
  }
}

export interface MutationResult {
  applied: boolean;
  quantity: number;
  /** Shown to the shopper when the request could not be met in full. */
  notice: string | null;
}

export async function changeQuantity(
  db: Db,
  owner: CartOwner,
  storeId: number | null,
  m: CartMutation,
  /** The shopper declared they are 18 or older (age-restricted categories). */
  adult = false,
): Promise<MutationResult> {
  if (storeId === null) throw new CartError("We don't deliver to your location yet.", 409);
  return db.transaction(async (tx) => {
    const cart = await lockActiveCart(tx, owner, randomUUID());
    const current = await lineQuantity(tx, cart.id, m.productId);
    if (!(await claimMutation(tx, cart.id, m.mutationId))) return { applied: false, quantity: current, notice: null };
    const offer = await storeOffer(tx, storeId, m.productId);
    const wanted = Math.max(0, m.quantity ?? current + (m.delta ?? 0));
    if (offer?.ageRestricted && !adult && wanted > current) {
      throw new CartError("Please confirm you are 18 or older to buy this item.", 403);
    }
    if (!offer) {
      if (wanted > current) throw new CartError("This item isn't available at your location.", 404);
      await writeLine(tx, cart.id, m.productId, wanted);
      return { applied: true, quantity: wanted, notice: null };
    }
    const limit = lineLimit(offer.stock);
    let quantity = wanted;
    let notice: string | null = null;
    if (wanted > limit) {
      // docs/product/validation.md#out-of-stock: an item whose limit is 0 is deleted, otherwise set to the limit.
      quantity = limit;
      notice = limit === 0 ? "Sorry, this item just went out of stock." : `Only ${limit} of this item can be added.`;
    }
    await writeLine(tx, cart.id, m.productId, quantity);
    return { applied: true, quantity, notice };
  });
}

/** How many of a product the shopper may hold at a store: stock, at most MAX_LINE_QUANTITY. */
export function lineLimit(stock: number | null | undefined): number {
  return Math.min(stock ?? 0, MAX_LINE_QUANTITY);
}

/**
 * On login the device's cart joins the account's cart (docs/rules.md#cart:
 * quantities added, capped by stock). Without an account cart the device
 * cart simply becomes the account's. A device cart that is a copy left at
 * logout is merged by the larger quantity, so logging out and back in never
 * doubles a cart. Returns notices for lines that had to be cut.
 */
export async function mergeDeviceCartIntoAccount(db: Db, deviceId: string, userId: number, storeId: number | null): Promise<string[]> {
  return db.transaction(async (tx) => {
    const device = await lockExistingCart(tx, { userId: null, deviceId });
    if (!device) return [];
    // Another device may be creating this account's cart right now (see lockActiveCart).
    await lockUser(tx, userId);
    const account = await lockExistingCart(tx, { userId, deviceId });
    if (!account) {
      await claimCartForUser(tx, device.id, userId);
      return [];
    }
    const notices: string[] = [];
    const existing = new Map((await linesOf(tx, account.id)).map((l) => [l.productId, l.quantity]));
    const isCopy = device.sourceCartId === account.id;
    for (const line of await linesOf(tx, device.id)) {
      const had = existing.get(line.productId) ?? 0;
      const wanted = isCopy ? Math.max(had, line.quantity) : had + line.quantity;
      const offer = storeId === null ? undefined : await storeOffer(tx, storeId, line.productId);
      // Unknown at this store: keep what the shopper chose; the cart shows it as unavailable.
      const quantity = Math.min(wanted, offer ? lineLimit(offer.stock) : MAX_LINE_QUANTITY);
      if (quantity < wanted)
        notices.push(quantity === 0 ? "An item in your cart went out of stock." : `Only ${quantity} of an item could be kept.`);
      if (quantity !== had) await writeLine(tx, account.id, line.productId, quantity);
    }
    await setCartStatus(tx, device.id, "merged");
    return notices;
  });
}

/**
 * Logout keeps the cart's items on the device (docs/product/states.md#cart-quantity) while the account
 * keeps its own cart for the next login: the device gets a copy, marked as
 * such so a later merge does not add it twice.
 */
export async function copyAccountCartToDevice(db: Db, userId: number, deviceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await findActiveCart(tx, { userId, deviceId });
    const stale = await lockExistingCart(tx, { userId: null, deviceId });
    if (stale) await setCartStatus(tx, stale.id, "abandoned");
    if (!account) return;
    const lines = await linesOf(tx, account.id);
    if (lines.length) await insertCartCopy(tx, { id: randomUUID(), deviceId, sourceCartId: account.id }, lines);
  });
}

export interface StockCorrection {
  productId: number;
  /** What is left: 0 means the line was deleted. */
  available: number;
}

/**
 * Out-of-stock removal (docs/product/validation.md#out-of-stock), before checkout: a line the store cannot
 * supply at all (limit 0) is deleted, a line above the stock is set to the
 * limit. Returns what changed, so the shopper can be told.
 */
export async function enforceStockLimits(db: Db, owner: CartOwner, storeId: number): Promise<StockCorrection[]> {
  return db.transaction(async (tx) => {
    const cart = await lockExistingCart(tx, owner);
    if (!cart) return [];
    const changed: StockCorrection[] = [];
    for (const line of await linesOf(tx, cart.id)) {
      const offer = await storeOffer(tx, storeId, line.productId);
      const limit = lineLimit(offer?.stock);
      if (line.quantity <= limit) continue;
      await writeLine(tx, cart.id, line.productId, limit);
      changed.push({ productId: line.productId, available: limit });
    }
    return changed;
  });
}

export const CartExtrasSchema = z.object({
  /** Whole rupees; "" or 0 means no tip. */
  tip: z.coerce
    .number()
    .int("Tip must be a whole number of rupees.")
    .min(0, "Tip can't be negative.")
    .max(500, "The most you can tip is ₹500.")
    .optional(),
  donation: z.enum(["on", "off"]).optional(),
});

/** Tip and donation are opt-in: they change only when the shopper asks. */
export async function setCartExtras(db: Db, owner: CartOwner, extras: { tip?: number; donation?: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await lockExistingCart(tx, owner);
    if (!cart) throw new CartError("Your cart is empty.", 409);
    await bumpVersion(tx, cart.id, {
      ...(extras.tip !== undefined ? { tip: clampTip(extras.tip * 100) } : {}),
      ...(extras.donation !== undefined ? { donation: extras.donation } : {}),
    });
  });
}

/** Records the delivery address chosen at checkout. The caller has checked that the shopper owns it. */
export async function setCartAddress(db: Db, owner: CartOwner, addressId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await lockExistingCart(tx, owner);
    if (!cart) throw new CartError("Your cart is empty.", 409);
    await bumpVersion(tx, cart.id, { addressId });
  });
}
