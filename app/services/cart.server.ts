/**
 * The server-side cart. Mutations are idempotent (each carries a mutation id,
 * applied at most once) and serialised per cart by a row lock, so double
 * clicks, retries and concurrent tabs never lose or double an add. Quantities
 * are capped by the serving store's stock.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { computeBill, type Bill } from "~/lib/bill";
import { productImageUrl } from "~/lib/image-urls";
import { productPath } from "~/lib/paths";
import { cartLines, claimMutation, findDeviceCart, lineQuantity, lockDeviceCart, storeOffer, writeLine } from "~/models/cart.server";
import type { Db } from "~/models/db.server";

/** A shopper can hold at most this many of one item, whatever the stock. */
export const MAX_LINE_QUANTITY = 50;

export interface CartLine {
  productId: number;
  name: string;
  unit: string;
  brandName: string;
  image: string;
  href: string;
  quantity: number;
  price: number;
  mrp: number;
  lineTotal: number;
  /** False when the serving store has none (the line is kept but not billed). */
  available: boolean;
  stock: number;
}

export interface CartView {
  id: string | null;
  version: number;
  lines: CartLine[];
  /** Items counted by quantity, billable lines only. */
  count: number;
  bill: Bill;
  /** productId → quantity, for steppers on every screen. */
  quantities: Record<number, number>;
}

/** The serving store and the moment the bill is computed for (fees depend on both). */
export interface CartContext {
  storeId: number | null;
  isRaining: boolean;
  now: Date;
}

export async function getCart(db: Db, deviceId: string | null, context: CartContext): Promise<CartView> {
  const { storeId } = context;
  const empty: CartView = { id: null, version: 0, lines: [], count: 0, bill: computeBill([], context), quantities: {} };
  if (!deviceId) return empty;
  const cart = await findDeviceCart(db, deviceId);
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
  return {
    id: cart.id,
    version: cart.version,
    lines,
    count: billable.reduce((n, l) => n + l.quantity, 0),
    bill: computeBill(billable, context),
    quantities: Object.fromEntries(lines.map((l) => [l.productId, l.quantity])),
  };
}

export const CartMutationSchema = z
  .object({
    productId: z.coerce.number().int().positive(),
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
  deviceId: string,
  storeId: number | null,
  m: CartMutation,
  /** The shopper declared they are 18 or older (age-restricted categories). */
  adult = false,
): Promise<MutationResult> {
  if (storeId === null) throw new CartError("We don't deliver to your location yet.", 409);
  return db.transaction(async (tx) => {
    const cart = await lockDeviceCart(tx, deviceId, randomUUID());
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
    const limit = Math.min(offer.stock, MAX_LINE_QUANTITY);
    let quantity = wanted;
    let notice: string | null = null;
    if (wanted > limit) {
      // Spec §5: an item whose limit is 0 is deleted, otherwise set to the limit.
      quantity = limit;
      notice = limit === 0 ? "Sorry, this item just went out of stock." : `Only ${limit} of this item can be added.`;
    }
    await writeLine(tx, cart.id, m.productId, quantity);
    return { applied: true, quantity, notice };
  });
}
