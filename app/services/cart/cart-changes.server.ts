/**
 * Changing the cart: quantities (idempotent and serialised per cart, docs/decisions/004-idempotent-cart-mutations.md),
 * stock corrections, tip and donation, and the delivery address.
 */
import { DbIdSchema } from "~/lib/ids.server";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { clampTip } from "~/lib/bill";
import {
  bumpVersion,
  claimMutation,
  lineQuantity,
  linesOf,
  lockActiveCart,
  lockExistingCart,
  storeOffer,
  writeLine,
  type CartOwner,
} from "~/models/cart.server";
import type { Db } from "~/models/db.server";
import { MAX_LINE_QUANTITY } from "./shopping-cart.server";
import { ConflictError, NotFoundError, RefusedError, isAppError } from "~/lib/errors";
import type { RequestContext } from "../platform/request-context.server";
import { takeCartChange } from "../platform/limiter.server";
import { operatorSettings } from "../platform/operator-settings.server";
import { recordCartChange } from "../analytics/record.server";
import { dbInt } from "~/lib/db-int.server";
import { say } from "~/lib/i18n/request-language.server";

const QUANTITY_MESSAGE = `Choose a quantity from 0 to ${MAX_LINE_QUANTITY}.`;

export const CartMutationSchema = z
  .object({
    productId: DbIdSchema,
    /** +1 / -1 steppers send a delta; the cart page's quantity box sends an absolute quantity. */
    delta: dbInt({ min: -MAX_LINE_QUANTITY, max: MAX_LINE_QUANTITY, message: QUANTITY_MESSAGE }).optional(),
    quantity: dbInt({ min: 0, max: MAX_LINE_QUANTITY, message: QUANTITY_MESSAGE }).optional(),
    mutationId: z.string().min(1).max(100),
  })
  .refine((m) => (m.delta === undefined) !== (m.quantity === undefined), "Send either a change or a quantity.");
export type CartMutation = z.infer<typeof CartMutationSchema>;

export interface MutationResult {
  applied: boolean;
  /** The line's quantity before this change (analytics: docs/rules.md#analytics). */
  previous: number;
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
  if (storeId === null) throw new ConflictError(say("We don't deliver to your location yet."));
  return db.transaction(async (tx) => {
    const cart = await lockActiveCart(tx, owner, randomUUID());
    const current = await lineQuantity(tx, cart.id, m.productId);
    if (!(await claimMutation(tx, cart.id, m.mutationId))) return { applied: false, previous: current, quantity: current, notice: null };
    const offer = await storeOffer(tx, storeId, m.productId);
    const wanted = Math.max(0, m.quantity ?? current + (m.delta ?? 0));
    if (offer?.ageRestricted && !adult && wanted > current) {
      throw new RefusedError(say("Please confirm you are 18 or older to buy this item."), 403);
    }
    if (!offer) {
      if (wanted > current) throw new NotFoundError(say("This item isn't available at your location."));
      await writeLine(tx, cart.id, m.productId, wanted);
      return { applied: true, previous: current, quantity: wanted, notice: null };
    }
    const limit = lineLimit(offer.stock);
    let quantity = wanted;
    let notice: string | null = null;
    if (wanted > limit) {
      // docs/product/validation.md#out-of-stock: an item whose limit is 0 is deleted, otherwise set to the limit.
      quantity = limit;
      notice =
        limit === 0 ? say("Sorry, this item just went out of stock.") : say("Only {count} of this item can be added.", { count: limit });
    }
    await writeLine(tx, cart.id, m.productId, quantity);
    return { applied: true, previous: current, quantity, notice };
  });
}

/** How many of a product the shopper may hold at a store: stock, at most MAX_LINE_QUANTITY. */
export function lineLimit(stock: number | null | undefined): number {
  return Math.min(stock ?? 0, MAX_LINE_QUANTITY);
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

/**
 * A tip's refusals, said when the tip is read: a message written into the schema would be fixed in English when
 * the module loads (docs/decisions/055-hindi.md).
 */
const tipMessage: z.ZodErrorMap = (issue) => ({
  message:
    issue.code === z.ZodIssueCode.too_big
      ? say("The most you can tip is ₹500.")
      : issue.code === z.ZodIssueCode.too_small
        ? say("Tip can't be negative.")
        : say("Tip must be a whole number of rupees."),
});

export const CartExtrasSchema = z.object({
  /** Whole rupees; "" or 0 means no tip. */
  tip: z.coerce.number({ errorMap: tipMessage }).int().min(0).max(500).optional(),
  donation: z.enum(["on", "off"]).optional(),
});

/** Tip and donation are opt-in: they change only when the shopper asks. */
export async function setCartExtras(db: Db, owner: CartOwner, extras: { tip?: number; donation?: boolean }): Promise<void> {
  // The largest tip is the operator's (docs/rules.md#operator-settings).
  const { fees } = await operatorSettings(db);
  await db.transaction(async (tx) => {
    const cart = await lockExistingCart(tx, owner);
    if (!cart) throw new ConflictError(say("Your cart is empty."));
    await bumpVersion(tx, cart.id, {
      ...(extras.tip !== undefined ? { tip: clampTip(extras.tip * 100, fees) } : {}),
      ...(extras.donation !== undefined ? { donation: extras.donation } : {}),
    });
  });
}

/** Records the delivery address chosen at checkout. The caller has checked that the shopper owns it. */
export async function setCartAddress(db: Db, owner: CartOwner, addressId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await lockExistingCart(tx, owner);
    if (!cart) throw new ConflictError(say("Your cart is empty."));
    await bumpVersion(tx, cart.id, { addressId });
  });
}

/**
 * A new location chosen in the picker replaces the delivery address chosen at checkout: the header and
 * checkout must speak about one point (docs/rules.md#delivery-location), so checkout asks again.
 */
export async function forgetCartAddress(db: Db, owner: CartOwner): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await lockExistingCart(tx, owner);
    if (cart && cart.addressId !== null) await bumpVersion(tx, cart.id, { addressId: null });
  });
}

/**
 * A shopper's cart change, wired from the request context
 * (docs/decisions/015-request-context.md): the cart-change rate limit
 * (docs/decisions/013-rate-limits.md), the serving store, the 18+
 * declaration and the cart owner, then the idempotent change itself.
 * `headers` receives the device cookie when this request is the device's first.
 */
export type CartChangeOutcome =
  { ok: true; quantity: number; notice: string | null } | { ok: false; status: number; error: string; retryAt?: Date };

export async function changeShopperCart(
  ctx: RequestContext,
  headers: Headers,
  mutation: CartMutation,
  now: Date,
): Promise<CartChangeOutcome> {
  const db = await ctx.db();
  // A device minted for this request is nobody yet: such clients are counted by address.
  const limit = await takeCartChange(db, await ctx.requester(), now);
  if (!limit.ok) return { ok: false, status: 429, error: limit.message, retryAt: limit.retryAt };
  const location = await ctx.location();
  try {
    const adult = (await ctx.ageConsent()) === "granted";
    const owner = await ctx.ensureCartOwner(headers);
    const result = await changeQuantity(db, owner, location.store?.id ?? null, mutation, adult);
    // After the change committed; a replayed mutation (applied false) changed nothing and is not counted.
    if (result.applied) {
      recordCartChange(db, ctx.request, {
        deviceId: await ctx.ensureDeviceId(headers),
        productId: mutation.productId,
        before: result.previous,
        after: result.quantity,
        now,
      });
    }
    return { ok: true, quantity: result.quantity, notice: result.notice };
  } catch (error) {
    // The steppers' JSON answer ({ ok, error }) is their protocol (docs/decisions/016-error-model.md): kept.
    if (isAppError(error)) return { ok: false, status: error.status, error: error.message };
    throw error;
  }
}
