/**
 * Coupon rules (coupons are data: docs/rules.md#coupons): flat or percent with a cap,
 * minimum order, validity window, per-user limit, clubbable flag, and bank or
 * card offers that apply only with one payment method (and issuer). Pure:
 * the server feeds rows and counts in, shoppers get promo responses (docs/product/entities.md#promo-response)
 * out. Money is integer paise.
 */
import { INVALID_CODE_MESSAGE, matchesCodeRule } from "./forms/coupon";
import { formatDate } from "./i18n/dates";
import type { Locale } from "./i18n/locale";
import { translate } from "./i18n/translate";
import type { Translator } from "./i18n/translator";
import { formatPaise } from "./money";
import { BANKS } from "./payment-methods";
import { safeRedirectPath } from "./paths";

/** A promo that never reaches the web (docs/product/validation.md#promos). */
export const BLOCKED_PROMO_CODE = "WEB15";
/** Clubbable coupons on one cart, at most (bounds the work and the bill's length). */
export const MAX_COUPONS_PER_CART = 5;
export { INVALID_CODE_MESSAGE };

/** A coupon as stored (the shape of the `coupons` row). */
export interface CouponRule {
  code: string;
  title: string;
  description: string;
  /** "flat" (value in paise) or "percent" (value in whole percent, capped by maxDiscount). */
  kind: string;
  value: number;
  maxDiscount: number | null;
  minOrder: number;
  startsAt: Date;
  endsAt: Date | null;
  /** Orders per shopper that may use it; 0 or less means no limit. */
  perUserLimit: number;
  clubbable: boolean;
  paymentMethod: string | null;
  issuer: string | null;
  terms: string;
  active: boolean;
}

/**
 * How the rules say what a coupon gives or why it cannot be used (docs/decisions/055-hindi.md): a `t` (the server's
 * `say()`) and the language of its dates. English when none is given: the rules stay pure, and a test or the ops
 * CLI reads them in English.
 */
export interface CouponWords {
  t: Translator;
  locale: Locale;
}

const ENGLISH: CouponWords = { t: (text, values) => translate(null, text, values), locale: "en" };

export interface CouponContext {
  /** The billable item total, paise. */
  itemTotal: number;
  now: Date;
  /** Placed orders of this shopper that used the coupon (0 before login). */
  timesUsedByUser: number;
  /**
   * The payment method chosen; undefined while it is not chosen yet (cart,
   * coupon list): a bank or card offer then waits for the payment step.
   */
  paymentMethod?: string;
  issuer?: string;
  /** The language its messages are said in; English without one. */
  words?: CouponWords;
}

/** The promo response (docs/product/entities.md#promo-response), plus the terms and the payment a bank offer needs. */
export interface PromoResult {
  /** Paise this coupon takes off this bill (0 when it does not apply, or waits for the payment). */
  amount: number;
  /**
   * True when it is on the cart and still applies (a bank offer waiting for
   * its payment method counts), false when it is on the cart but no longer
   * applies, undefined when it is not on the cart (docs/product/validation.md#promos keeps undefined and true).
   */
  applied?: boolean;
  /** The shopper can use it now (every condition met, the payment method aside). */
  enabled: boolean;
  is_clubbable: boolean;
  /** What it gives, or why it cannot be used. */
  message: string;
  message_html: string;
  promo_code: string;
  promotion_id: string;
  success: boolean;
  toast_message: string;
  type: "flat" | "percent";
  details: { hash: string; image: string | null; key: string; name: string; tnc_url: string; value: string };
  terms: string;
  /** A bank or card offer: "Valid only on HDFC Bank cards"; null for other coupons. */
  payment_condition: string | null;
}

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Codes shoppers type, by the coupon form's one rule (app/lib/forms/coupon.ts). */
export function isWellFormedCode(code: string): boolean {
  return matchesCodeRule(normaliseCode(code));
}

/** "28 Nov 2026", India's day, in the language of `locale`. */
export function formatCouponDate(date: Date, locale: Locale = "en"): string {
  return formatDate(date, locale, "date");
}

/** "₹50 off" or "20% off up to ₹100". */
export function offerValue(coupon: Pick<CouponRule, "kind" | "value" | "maxDiscount">, t: Translator = ENGLISH.t): string {
  if (coupon.kind !== "percent") return t("{amount} off", { amount: formatPaise(coupon.value) });
  return coupon.maxDiscount !== null
    ? t("{percent}% off up to {max}", { percent: coupon.value, max: formatPaise(coupon.maxDiscount) })
    : t("{percent}% off", { percent: coupon.value });
}

function methodNoun(method: string, t: Translator): string {
  switch (method) {
    case "card":
      return t("cards");
    case "upi":
      return "UPI";
    case "nb":
      return t("netbanking");
    case "wallet":
      return "Nukkad Cash";
    case "pay_later":
      return t("pay later");
    case "meal_card":
      return t("meal cards");
    case "cod":
      return t("cash on delivery");
    default:
      return method;
  }
}

function bankName(issuer: string): string {
  return BANKS.find((b) => b.code === issuer.toUpperCase())?.name ?? issuer;
}

/** "HDFC Bank cards", "UPI": what a bank or card offer needs; null for other coupons. */
export function paymentRequirement(coupon: Pick<CouponRule, "paymentMethod" | "issuer">, t: Translator = ENGLISH.t): string | null {
  if (!coupon.paymentMethod) return null;
  const method = methodNoun(coupon.paymentMethod, t);
  return coupon.issuer ? t("{bank} {method}", { bank: bankName(coupon.issuer), method }) : method;
}

/** The discount the coupon gives on an item total, ignoring every condition. */
export function discountFor(coupon: Pick<CouponRule, "kind" | "value" | "maxDiscount">, itemTotal: number): number {
  if (itemTotal <= 0) return 0;
  const raw = coupon.kind === "percent" ? Math.floor((itemTotal * coupon.value) / 100) : coupon.value;
  const capped = coupon.kind === "percent" && coupon.maxDiscount !== null ? Math.min(raw, coupon.maxDiscount) : raw;
  return Math.max(0, Math.min(capped, itemTotal));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A short stable fingerprint of the offer's terms (details.hash): changes when the offer does. */
function offerHash(coupon: CouponRule): string {
  const text = [coupon.code, coupon.kind, coupon.value, coupon.maxDiscount, coupon.minOrder, coupon.paymentMethod, coupon.issuer].join("|");
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

function result(
  coupon: CouponRule,
  outcome: { amount: number; success: boolean; enabled: boolean; message: string; toast?: string },
  { t }: CouponWords,
): PromoResult {
  return {
    amount: outcome.amount,
    applied: outcome.success,
    enabled: outcome.enabled,
    is_clubbable: coupon.clubbable,
    message: outcome.message,
    message_html: escapeHtml(outcome.message),
    promo_code: coupon.code,
    promotion_id: coupon.code,
    success: outcome.success,
    toast_message: outcome.toast ?? outcome.message,
    type: coupon.kind === "percent" ? "percent" : "flat",
    details: {
      hash: offerHash(coupon),
      image: null,
      key: coupon.code,
      name: coupon.title,
      tnc_url: `/checkout/coupons#terms-${coupon.code}`,
      value: offerValue(coupon, t),
    },
    terms: coupon.terms,
    payment_condition: coupon.paymentMethod ? t("Valid only on {payment}", { payment: paymentRequirement(coupon, t) ?? "" }) : null,
  };
}

/** Why the coupon cannot be used now, payment method aside; null when it can. */
function refusal(coupon: CouponRule, ctx: CouponContext, { t, locale }: CouponWords): string | null {
  if (!coupon.active) return t("This coupon is no longer available.");
  if (ctx.now.getTime() < coupon.startsAt.getTime())
    return t("This coupon can be used from {date}.", { date: formatCouponDate(coupon.startsAt, locale) });
  if (coupon.endsAt && ctx.now.getTime() >= coupon.endsAt.getTime()) return t("This coupon has expired.");
  if (coupon.perUserLimit > 0 && ctx.timesUsedByUser >= coupon.perUserLimit) {
    return coupon.perUserLimit === 1
      ? t("You have already used this coupon.")
      : t("You have already used this coupon {count} times, the most allowed.", { count: coupon.perUserLimit });
  }
  if (ctx.itemTotal < coupon.minOrder)
    return t("Add {amount} more to use {code}.", { amount: formatPaise(coupon.minOrder - ctx.itemTotal), code: coupon.code });
  return null;
}

function paymentMatches(coupon: CouponRule, ctx: CouponContext): boolean {
  if (!coupon.paymentMethod) return true;
  if (ctx.paymentMethod !== coupon.paymentMethod) return false;
  return !coupon.issuer || (ctx.issuer ?? "").toUpperCase() === coupon.issuer.toUpperCase();
}

/** One coupon against one bill: what it takes off, or why not. */
export function evaluateCoupon(coupon: CouponRule, ctx: CouponContext): PromoResult {
  const words = ctx.words ?? ENGLISH;
  const { t } = words;
  const why = refusal(coupon, ctx, words);
  if (why) return result(coupon, { amount: 0, success: false, enabled: false, message: why }, words);
  const amount = discountFor(coupon, ctx.itemTotal);
  const said = { amount: formatPaise(amount), code: coupon.code };
  if (coupon.paymentMethod) {
    const payment = paymentRequirement(coupon, t) ?? "";
    if (ctx.paymentMethod === undefined) {
      // The payment step decides: the offer stays on the cart, worth nothing yet.
      const message = t("Pay with {payment} to save {amount} with {code}.", { ...said, payment });
      const toast = t("{code} saved: pay with {payment} to save {amount}.", { ...said, payment });
      return result(coupon, { amount: 0, success: true, enabled: true, message, toast }, words);
    }
    if (!paymentMatches(coupon, ctx)) {
      return result(coupon, { amount: 0, success: false, enabled: true, message: t("Valid only on {payment}.", { payment }) }, words);
    }
  }
  return result(
    coupon,
    {
      amount,
      success: true,
      enabled: true,
      message: t("You save {amount} with {code}.", said),
      toast: t("{code} applied: you save {amount}.", said),
    },
    words,
  );
}

/** The same result saying something else (shown and toasted alike). */
export function withMessage(promo: PromoResult, message: string): PromoResult {
  return { ...promo, message, message_html: escapeHtml(message), toast_message: message };
}

/** A result for a code with no coupon behind it (typed wrong, or withdrawn since it was applied). */
export function unknownCodeResult(code: string, { t }: CouponWords = ENGLISH): PromoResult {
  const promo = normaliseCode(code);
  // INVALID_CODE_MESSAGE, written out so the catalogue's check finds it.
  const message = t("This coupon code is not valid.");
  return {
    amount: 0,
    applied: false,
    enabled: false,
    is_clubbable: false,
    message,
    message_html: escapeHtml(message),
    promo_code: promo,
    promotion_id: promo,
    success: false,
    toast_message: message,
    type: "flat",
    details: { hash: "", image: null, key: promo, name: promo, tnc_url: "", value: "" },
    terms: "",
    payment_condition: null,
  };
}

export interface CouponUse {
  coupon: CouponRule;
  timesUsedByUser: number;
}

/**
 * Several coupons on one bill, in the order they were applied. A coupon that
 * is not clubbable cannot be used with another: the first one that applies
 * decides (it stands alone, or only clubbable ones join it). The discounts
 * add up but never past the item total.
 */
export function evaluateCoupons(
  uses: CouponUse[],
  ctx: Omit<CouponContext, "timesUsedByUser">,
): { discount: number; results: PromoResult[] } {
  let discount = 0;
  let first: CouponRule | null = null;
  const results = uses.map(({ coupon, timesUsedByUser }) => {
    const alone = evaluateCoupon(coupon, { ...ctx, timesUsedByUser });
    if (!alone.success) return alone;
    if (first && (!first.clubbable || !coupon.clubbable)) {
      const other = first.clubbable ? coupon.code : first.code;
      const message = (ctx.words ?? ENGLISH).t("{code} can't be combined with other coupons.", { code: other });
      return { ...withMessage(alone, message), amount: 0, applied: false, success: false };
    }
    first ??= coupon;
    const amount = Math.min(alone.amount, ctx.itemTotal - discount);
    discount += amount;
    return amount === alone.amount ? alone : { ...alone, amount };
  });
  return { discount, results };
}

/** docs/product/validation.md#promos: WEB15 is always removed; only promos whose `applied` is undefined or true are kept. */
export function filterPromos<P extends { promo_code: string; applied?: boolean }>(list: P[]): P[] {
  return list.filter((p) => normaliseCode(p.promo_code) !== BLOCKED_PROMO_CODE && (p.applied === undefined || p.applied === true));
}

/** The coupon list page, inside checkout. */
export { COUPONS_PATH } from "./paths";
export const DEFAULT_COUPON_RETURN = "/checkout/payment";

/** Where a coupon action sends the shopper back to: only a checkout path, or the cart, on this site. */
export function couponReturnPath(value: unknown): string {
  // Checked as the path it resolves to: "/checkout/../account" is not a checkout path.
  const path = safeRedirectPath(value, DEFAULT_COUPON_RETURN);
  return /^\/(?:checkout|cart)(?:[/?#]|$)/.test(path) ? path : DEFAULT_COUPON_RETURN;
}

/**
 * An offer's conditions in plain words, one line each, for /offers (docs/rules.md#offers): what it gives,
 * the minimum order, the payment it needs, how often a shopper may use it, whether it combines, and until
 * when it runs. In the language of `words` (the server's `say()`: docs/decisions/055-hindi.md); English without.
 */
export function plainTerms(
  coupon: Pick<
    CouponRule,
    "kind" | "value" | "maxDiscount" | "minOrder" | "endsAt" | "perUserLimit" | "clubbable" | "paymentMethod" | "issuer"
  >,
  { t, locale }: CouponWords = ENGLISH,
): string[] {
  // "₹50 off", "20% off up to ₹100": the cap is part of what it gives.
  const lines = [t("{offer} the item total", { offer: offerValue(coupon, t) })];
  lines.push(coupon.minOrder > 0 ? t("Minimum order {amount}", { amount: formatPaise(coupon.minOrder) }) : t("No minimum order"));
  const payment = paymentRequirement(coupon, t);
  lines.push(payment ? t("Pay with {payment}", { payment }) : t("Any payment method"));
  lines.push(
    coupon.perUserLimit <= 0
      ? t("No limit per customer")
      : coupon.perUserLimit === 1
        ? t("Once per customer")
        : t("Up to {count} orders per customer", { count: coupon.perUserLimit }),
  );
  lines.push(coupon.clubbable ? t("Can be combined with other combinable offers") : t("Cannot be combined with other coupons"));
  lines.push(
    coupon.endsAt ? t("Valid until {date}", { date: formatCouponDate(new Date(coupon.endsAt.getTime() - 1), locale) }) : t("No end date"),
  );
  return lines;
}
