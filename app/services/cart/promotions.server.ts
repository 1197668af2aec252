/**
 * Coupons on the shopper's cart: the campaign list (docs/product/api.md#campaigns, POST
 * /v1/campaigns), applying and removing codes (carts.promo_codes, serialised
 * by the cart's row lock like every cart change), the discount the bill
 * takes, and the redemptions that count against per-user limits. The rules
 * themselves are pure, in app/lib/coupons.ts.
 */
import {
  BLOCKED_PROMO_CODE,
  MAX_COUPONS_PER_CART,
  evaluateCoupon,
  evaluateCoupons,
  filterPromos,
  isWellFormedCode,
  normaliseCode,
  offerValue,
  paymentRequirement,
  discountFor,
  unknownCodeResult,
  withMessage,
  type CouponUse,
  type CouponWords,
  type PromoResult,
} from "~/lib/coupons";
import type { Bill } from "~/lib/bill";
import { formatPaise } from "~/lib/money";
import { cartLines, lockExistingCart, type CartOwner } from "~/models/cart.server";
import {
  findCoupons,
  insertRedemptions,
  liveCoupons,
  livePaymentOffers,
  lockRedemptionsOf,
  redemptionCounts,
  writePromoCodes,
  type CouponRow,
} from "~/models/coupons.server";
import type { Db, Tx } from "~/models/db.server";
import { ConflictError, NotFoundError, RefusedError } from "~/lib/errors";
import { requestLocale, say } from "~/lib/i18n/request-language.server";

export type { PromoResult };

/** The coupon rules' messages in the language of the request being answered (docs/decisions/055-hindi.md). */
const words = (): CouponWords => ({ t: say, locale: requestLocale() });

const sayInvalidCode = () => say("This coupon code is not valid.");

/** Codes as the cart keeps them: upper case, once each, never the web-blocked promo (docs/product/validation.md#promos). */
function cleanCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map(normaliseCode))].filter((c) => c !== BLOCKED_PROMO_CODE);
}

async function usesOf(conn: Db | Tx, userId: number | null, codes: string[], rows: CouponRow[]): Promise<Map<string, CouponUse>> {
  const counts = userId !== null ? await redemptionCounts(conn, userId, codes) : new Map<string, number>();
  return new Map(rows.map((coupon) => [coupon.code, { coupon, timesUsedByUser: counts.get(coupon.code) ?? 0 }]));
}

export interface PromoDiscountInput {
  userId: number | null;
  codes: readonly string[];
  /** Billable item total, paise. */
  itemTotal: number;
  now: Date;
  /** Undefined while the payment method is not chosen: bank and card offers wait (worth nothing yet). */
  paymentMethod?: string;
  issuer?: string;
}

export interface PromoDiscount {
  /** Paise off the item total, never more than it. */
  discount: number;
  /** One result per code, in the cart's order; codes that no longer apply say why (applied false). */
  results: PromoResult[];
  /** The codes that took money off: the ones to record as redemptions when the order is placed. */
  appliedCodes: string[];
}

/**
 * The coupon discount for a bill. Works on the database or inside a
 * transaction (order placement calls it there, then `recordRedemptions`).
 */
export async function promoDiscountFor(conn: Db | Tx, input: PromoDiscountInput): Promise<PromoDiscount> {
  const codes = cleanCodes(input.codes);
  if (codes.length === 0) return { discount: 0, results: [], appliedCodes: [] };
  const uses = await usesOf(conn, input.userId, codes, await findCoupons(conn, codes));
  const known = codes.filter((c) => uses.has(c));
  const { discount, results } = evaluateCoupons(
    known.map((c) => uses.get(c)!),
    { itemTotal: input.itemTotal, now: input.now, paymentMethod: input.paymentMethod, issuer: input.issuer, words: words() },
  );
  const byCode = new Map(results.map((r) => [r.promo_code, r]));
  const ordered = codes.map((c) => byCode.get(c) ?? unknownCodeResult(c, words()));
  return { discount, results: ordered, appliedCodes: ordered.filter((r) => r.applied && r.amount > 0).map((r) => r.promo_code) };
}

/**
 * Campaigns (docs/product/api.md#campaigns): every live coupon for this cart, with what it saves or
 * why it cannot be used now, the ones on the cart marked applied; bank and
 * card offers carry the payment they need. Promo filtering (docs/product/validation.md#promos) applies: codes
 * on the cart that stopped applying are left to the cart's own `promos`.
 */
export async function couponsForCart(
  db: Db,
  userId: number | null,
  // The cart's shape, not its type: the cart service imports this module (no import circle).
  cart: { bill: Pick<Bill, "itemTotal">; promoCodes: string[] },
  now = new Date(),
): Promise<PromoResult[]> {
  const live = await liveCoupons(db, now);
  const onCart = cleanCodes(cart.promoCodes);
  const itemTotal = cart.bill.itemTotal;
  const applied = await promoDiscountFor(db, { userId, codes: onCart, itemTotal, now });
  const appliedByCode = new Map(applied.results.map((r) => [r.promo_code, r]));
  const uses = await usesOf(
    db,
    userId,
    live.map((c) => c.code),
    live,
  );
  const standing = applied.results.filter((r) => r.applied).map((r) => ({ code: r.promo_code, clubbable: r.is_clubbable }));
  const list = live.map((coupon): PromoResult => {
    const mine = appliedByCode.get(coupon.code);
    if (mine) return mine;
    const alone = evaluateCoupon(coupon, {
      itemTotal,
      now,
      timesUsedByUser: uses.get(coupon.code)?.timesUsedByUser ?? 0,
      words: words(),
    });
    // Applying this one would take off coupons it cannot be combined with: say so before the click.
    const replaced = standing.filter((s) => !coupon.clubbable || !s.clubbable).map((s) => s.code);
    const message =
      alone.enabled && replaced.length
        ? `${alone.message} ${say("Applying it removes {codes}.", { codes: replaced.join(", ") })}`
        : alone.message;
    return { ...(message === alone.message ? alone : withMessage(alone, message)), applied: undefined };
  });
  const rank = (p: PromoResult) => (p.applied ? 0 : p.enabled ? 1 : 2);
  return filterPromos(list).sort((a, b) => rank(a) - rank(b) || b.amount - a.amount || a.promo_code.localeCompare(b.promo_code));
}

export interface ApplyResult {
  code: string;
  result: PromoResult;
  /** Codes taken off because they cannot be combined with this one. */
  removed: string[];
  alreadyApplied: boolean;
  /** The flash toast for the shopper. */
  toast: string;
}

/** The cart's billable item total at a store (lines the store cannot supply are not billed). */
async function itemTotalAt(tx: Tx, cartId: string, storeId: number): Promise<number> {
  const rows = await cartLines(tx, cartId, storeId);
  return rows.reduce((sum, r) => (r.price !== null && (r.stock ?? 0) > 0 ? sum + r.price * r.quantity : sum), 0);
}

/**
 * Applies a code to the shopper's active cart. A coupon that cannot be used
 * now is refused with the reason (bank and card offers are kept: the payment
 * step decides). A coupon that is not clubbable replaces the others, and a
 * clubbable one takes off any that is not. `storeId` prices the cart for the
 * minimum order; without one only the other conditions are checked.
 */
export async function applyCoupon(
  db: Db,
  owner: CartOwner,
  rawCode: string,
  now = new Date(),
  storeId: number | null = null,
): Promise<ApplyResult> {
  const code = normaliseCode(rawCode);
  if (!isWellFormedCode(code) || code === BLOCKED_PROMO_CODE) throw new RefusedError(sayInvalidCode());
  return db.transaction(async (tx) => {
    const cart = await lockExistingCart(tx, owner);
    if (!cart) throw new ConflictError(say("Your cart is empty."));
    const [coupon] = await findCoupons(tx, [code]);
    if (!coupon) throw new NotFoundError(sayInvalidCode());
    const timesUsedByUser = owner.userId !== null ? ((await redemptionCounts(tx, owner.userId, [code])).get(code) ?? 0) : 0;
    const itemTotal = storeId !== null ? await itemTotalAt(tx, cart.id, storeId) : null;
    const result = evaluateCoupon(coupon, { itemTotal: itemTotal ?? coupon.minOrder, now, timesUsedByUser, words: words() });
    if (!result.success) throw new RefusedError(result.message, 422);
    // Without prices there is no amount to announce: the bill shows it.
    const payment = paymentRequirement(coupon, say);
    const toastOf = (r: PromoResult) =>
      itemTotal !== null
        ? r.toast_message
        : payment
          ? say("{code} saved. Valid only on {payment}.", { code, payment })
          : say("{code} applied.", { code });

    const current = cleanCodes(cart.promoCodes);
    if (current.includes(code))
      return { code, result, removed: [], alreadyApplied: true, toast: say("{code} is already applied.", { code }) };
    const others = await findCoupons(tx, current);
    const clubbable = new Set(others.filter((o) => o.clubbable).map((o) => o.code));
    const kept = coupon.clubbable ? current.filter((c) => clubbable.has(c)) : [];
    // Codes whose coupon was withdrawn go quietly; the shopper hears about the ones they chose that had to make way.
    const known = new Set(others.map((o) => o.code));
    const removed = current.filter((c) => known.has(c) && !kept.includes(c));
    if (kept.length + 1 > MAX_COUPONS_PER_CART)
      throw new RefusedError(say("You can use up to {count} coupons on one order.", { count: MAX_COUPONS_PER_CART }), 422);
    await writePromoCodes(tx, cart.id, [...kept, code]);
    const codes = removed.join(", ");
    const why = coupon.clubbable
      ? say("{codes} removed: it can't be combined with other coupons.", { codes })
      : say("{codes} removed: {code} can't be combined with other coupons.", { codes, code });
    const toast = removed.length ? `${toastOf(result)} ${why}` : toastOf(result);
    return { code, result, removed, alreadyApplied: false, toast };
  });
}

/** Takes a code off the shopper's active cart. False when it was not on it (a repeated click). */
export async function removeCoupon(db: Db, owner: CartOwner, rawCode: string): Promise<boolean> {
  const code = normaliseCode(rawCode);
  return db.transaction(async (tx) => {
    const cart = await lockExistingCart(tx, owner);
    if (!cart) throw new ConflictError(say("Your cart is empty."));
    const current = cleanCodes(cart.promoCodes);
    if (!current.includes(code)) return false;
    await writePromoCodes(
      tx,
      cart.id,
      current.filter((c) => c !== code),
    );
    return true;
  });
}

/**
 * Records the coupons a placed order used, inside the order's transaction.
 * Redemptions of one shopper take turns, and a coupon whose per-user limit
 * was spent meanwhile (another order, placed at the same moment) fails the
 * order with a 409 rather than being used twice. Recording the same order
 * again changes nothing.
 */
export async function recordRedemptions(tx: Tx, userId: number, orderId: number, rawCodes: readonly string[]): Promise<void> {
  const codes = cleanCodes(rawCodes);
  if (codes.length === 0) return;
  await lockRedemptionsOf(tx, userId);
  const rows = await findCoupons(tx, codes);
  const counts = await redemptionCounts(tx, userId, codes, orderId);
  for (const coupon of rows) {
    if (coupon.perUserLimit > 0 && (counts.get(coupon.code) ?? 0) >= coupon.perUserLimit) {
      throw new ConflictError(say("You have already used {code}. Please review your bill and try again.", { code: coupon.code }));
    }
  }
  await insertRedemptions(
    tx,
    rows.map((c) => ({ couponCode: c.code, userId, orderId })),
  );
}

export interface PaymentOffer {
  code: string;
  paymentMethod: string;
  issuer: string | null;
  /** "10% off up to ₹150 on HDFC Bank cards with code HDFC10". */
  text: string;
  /** What it would save on this item total (0 below its minimum order). */
  amount: number;
  /** The item total meets its minimum order. */
  eligible: boolean;
}

/** Every live offer tied to a payment method, with what it would save on this item total. */
export async function paymentOffers(db: Db, itemTotal: number, now = new Date()): Promise<PaymentOffer[]> {
  return (await livePaymentOffers(db, now)).map((c): PaymentOffer => {
    const eligible = itemTotal >= c.minOrder;
    const amount = eligible ? discountFor(c, itemTotal) : 0;
    const offer = { value: offerValue(c, say), payment: paymentRequirement(c, say) ?? "", code: c.code };
    const text = eligible
      ? say("{value} on {payment} with code {code}: you save {amount}", { ...offer, amount: formatPaise(amount) })
      : say("{value} on {payment} with code {code} on orders of {min} or more", { ...offer, min: formatPaise(c.minOrder) });
    return { code: c.code, paymentMethod: c.paymentMethod!, issuer: c.issuer, text, amount, eligible };
  });
}

/**
 * The payment step's "bank and card offers": one line of text per payment
 * method (its offers joined), keyed by method id.
 */
export async function offersByMethod(db: Db, itemTotal: number, now = new Date()): Promise<Partial<Record<string, string>>> {
  const byMethod: Partial<Record<string, string>> = {};
  for (const o of await paymentOffers(db, itemTotal, now)) {
    byMethod[o.paymentMethod] = byMethod[o.paymentMethod] ? `${byMethod[o.paymentMethod]} · ${o.text}` : o.text;
  }
  return byMethod;
}
