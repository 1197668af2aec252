import { formatPaise } from "./money";
import { translate } from "./i18n/translate";
import type { Translator } from "./i18n/translator";

const inEnglish: Translator = (text, values) => translate(null, text, values);

/**
 * The bill: item total and fees, all integer paise, computed on the server
 * from the database (the browser never sends a price). Fee defaults are the
 * figures of docs/rules.md#fees; operators change them per city or store as config.
 */
export interface FeeConfig {
  /** Delivery slabs: the charge applies while the item total is below `below`. */
  deliverySlabs: { below: number; charge: number }[];
  handlingCharge: number;
  smallCartThreshold: number;
  smallCartFee: number;
  /** Charged for orders placed from `from` to `until` o'clock, India time (wraps past midnight). */
  lateNight: { fee: number; from: number; until: number };
  /** Added while the serving store flags rain. */
  rainSurge: number;
  /** Rider tip presets; the shopper may also type their own amount up to maxTip. */
  tipPresets: number[];
  maxTip: number;
  /** The Feeding India donation, when the shopper opts in. */
  donation: number;
}

export const DEFAULT_FEES: FeeConfig = {
  deliverySlabs: [
    { below: 9_900, charge: 3_000 },
    { below: 19_900, charge: 1_500 },
  ],
  handlingCharge: 400,
  smallCartThreshold: 9_900,
  smallCartFee: 2_000,
  lateNight: { fee: 1_500, from: 23, until: 6 },
  rainSurge: 2_000,
  tipPresets: [2_000, 3_000, 5_000],
  maxTip: 50_000,
  donation: 200,
};

/** Conditions at the moment of billing: the clock is injected so tests are exact. */
export interface BillContext {
  now: Date;
  isRaining: boolean;
}

/** What the shopper opted into: both default to nothing (never pre-added). */
export interface BillExtras {
  tip: number;
  donation: boolean;
  /** Coupon discount the server worked out for these lines (never more than the item total). */
  promoDiscount?: number;
  /** Prints in the cart (a paas cart): their price and the print delivery charge, priced by ~/lib/print-price. */
  prints?: { total: number; deliveryFee: number };
}

export const NO_EXTRAS: BillExtras = { tip: 0, donation: false };

const IST_OFFSET_MINUTES = 5 * 60 + 30;

/** The hour of the day in India (IST, UTC+5:30, no daylight saving). */
export function indiaHour(now: Date): number {
  const minutes = now.getUTCHours() * 60 + now.getUTCMinutes() + IST_OFFSET_MINUTES;
  return Math.floor(minutes / 60) % 24;
}

function isLateNight(now: Date, window: FeeConfig["lateNight"]): boolean {
  const hour = indiaHour(now);
  return window.from > window.until ? hour >= window.from || hour < window.until : hour >= window.from && hour < window.until;
}

export interface Bill {
  itemTotal: number;
  mrpTotal: number;
  /** Below-MRP prices plus coupon discounts (`billSavings`). */
  savings: number;
  deliveryCharge: number;
  handlingCharge: number;
  smallCartFee: number;
  lateNightFee: number;
  rainSurge: number;
  tip: number;
  donation: number;
  /** Coupons applied to the items. */
  promoDiscount: number;
  /** Prints (a paas cart) and their delivery charge (₹25 per order, docs/rules.md#print-prices); 0 without prints. */
  printTotal: number;
  printDeliveryFee: number;
  /** Paid from Nukkad Cash and gift-card balance; set at payment time (`withWallet`), zero in the cart. */
  walletAmount: number;
  grandTotal: number;
  /** "Add ₹X more for free delivery", or null when delivery is already free. */
  freeDeliveryShortfall: number | null;
}

export function computeBill(
  lines: { price: number; mrp: number; quantity: number }[],
  context: BillContext,
  extras: BillExtras = NO_EXTRAS,
  fees: FeeConfig = DEFAULT_FEES,
): Bill {
  const itemTotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const mrpTotal = lines.reduce((sum, l) => sum + l.mrp * l.quantity, 0);
  const printTotal = extras.prints?.total ?? 0;
  const printDeliveryFee = printTotal > 0 ? (extras.prints?.deliveryFee ?? 0) : 0;
  if (itemTotal === 0 && printTotal === 0) {
    return {
      itemTotal,
      mrpTotal,
      savings: 0,
      deliveryCharge: 0,
      handlingCharge: 0,
      smallCartFee: 0,
      lateNightFee: 0,
      rainSurge: 0,
      tip: 0,
      donation: 0,
      promoDiscount: 0,
      printTotal: 0,
      printDeliveryFee: 0,
      walletAmount: 0,
      grandTotal: 0,
      freeDeliveryShortfall: null,
    };
  }
  // Grocery delivery slabs and the small-cart fee are about groceries: prints bring their own delivery charge.
  const slab = itemTotal > 0 ? fees.deliverySlabs.find((s) => itemTotal < s.below) : undefined;
  const deliveryCharge = slab?.charge ?? 0;
  const freeFrom = fees.deliverySlabs.reduce((max, s) => Math.max(max, s.below), 0);
  const smallCartFee = itemTotal > 0 && itemTotal < fees.smallCartThreshold ? fees.smallCartFee : 0;
  const handlingCharge = fees.handlingCharge;
  const lateNightFee = isLateNight(context.now, fees.lateNight) ? fees.lateNight.fee : 0;
  const rainSurge = context.isRaining ? fees.rainSurge : 0;
  const tip = clampTip(extras.tip, fees);
  const donation = extras.donation ? fees.donation : 0;
  const promoDiscount = Math.min(Math.max(0, Math.floor(extras.promoDiscount ?? 0)), itemTotal);
  const fixedCharges = deliveryCharge + handlingCharge + smallCartFee + lateNightFee + rainSurge + printDeliveryFee;
  return {
    itemTotal,
    mrpTotal,
    savings: billSavings({ mrpTotal, itemTotal, promoDiscount }),
    deliveryCharge,
    handlingCharge,
    smallCartFee,
    lateNightFee,
    rainSurge,
    tip,
    donation,
    promoDiscount,
    printTotal,
    printDeliveryFee,
    walletAmount: 0,
    grandTotal: itemTotal - promoDiscount + printTotal + fixedCharges + tip + donation,
    freeDeliveryShortfall: deliveryCharge > 0 ? freeFrom - itemTotal : null,
  };
}

/**
 * "You save ₹X": prices below MRP plus every coupon discount (docs/rules.md#cart-figures). Read from these three
 * fields rather than a bill's stored `savings`, so an order placed before coupons counted shows the same figure.
 */
export function billSavings(bill: Pick<Bill, "mrpTotal" | "itemTotal" | "promoDiscount">): number {
  return Math.max(0, bill.mrpTotal - bill.itemTotal) + Math.max(0, bill.promoDiscount);
}

/** How many things a cart or an order holds: every billable unit, and each print job as one (docs/rules.md#cart-figures). */
export function itemCount(units: number, printJobs: number): number {
  return units + printJobs;
}

/** The figures every screen shows for one cart: the header button, the cart panel and page, and checkout. */
export interface CartSummary {
  /** Billable units plus one per print job. */
  count: number;
  /** What the cart's lines cost: billable items and prints at their prices, before coupons and fees. */
  total: number;
}

/**
 * The one place a cart's count and total are worked out (docs/rules.md#cart-figures). Lines the store cannot
 * supply are neither counted nor totalled, as the bill leaves them out.
 */
export function cartSummary(cart: {
  lines: readonly { quantity: number; available: boolean }[];
  prints: readonly unknown[];
  bill: Pick<Bill, "itemTotal" | "printTotal">;
}): CartSummary {
  const units = cart.lines.reduce((n, l) => (l.available ? n + l.quantity : n), 0);
  return { count: itemCount(units, cart.prints.length), total: cart.bill.itemTotal + cart.bill.printTotal };
}

/** "1 item", "3 items"; in the page's language with its `t`. */
export function formatItemCount(count: number, t: Translator = inEnglish): string {
  return count === 1 ? t("1 item") : t("{count} items", { count });
}

/** The summary as the cart and checkout write it, the figures the header's cart button shows: "3 items · ₹107". */
export function formatCartSummary(summary: CartSummary, t: Translator = inEnglish): string {
  return `${formatItemCount(summary.count, t)} · ${formatPaise(summary.total)}`;
}

/** The bill with up to `available` paise paid from the wallet; what is left is paid by the chosen method. */
export function withWallet<B extends { grandTotal: number; walletAmount: number }>(bill: B, available: number): B & { toPay: number } {
  const walletAmount = Math.max(0, Math.min(available, bill.grandTotal));
  return { ...bill, walletAmount, toPay: bill.grandTotal - walletAmount };
}

/** A tip is whole rupees between nothing and the maximum; anything else counts as no tip. */
export function clampTip(tip: number, fees: FeeConfig = DEFAULT_FEES): number {
  if (!Number.isInteger(tip) || tip <= 0) return 0;
  return Math.min(Math.floor(tip / 100) * 100, fees.maxTip);
}

/**
 * Pricing details (docs/product/entities.md#pricing-details), the names the JSON API and analytics use: of a cart's
 * bill (`walletAmount` set by `withWallet` for what the wallet would pay) or of an order's as placed.
 */
export function pricingDetails(bill: Pick<Bill, "itemTotal" | "grandTotal" | "deliveryCharge" | "promoDiscount" | "walletAmount">) {
  return {
    total_cart_cost: bill.itemTotal,
    net_cost: bill.grandTotal,
    delivery_charge: bill.deliveryCharge,
    promo_discount: bill.promoDiscount,
    wallet_amount: bill.walletAmount,
  };
}
