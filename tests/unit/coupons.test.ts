/**
 * Coupon rules (docs/rules.md#coupons; docs/product/validation.md#promos: WEB15 and the
 * applied filter): minimum order, validity window, per-user limit, flat and
 * percent with a cap, clubbing, bank and card offers.
 */
import { describe, expect, it } from "vitest";
import {
  couponReturnPath,
  discountFor,
  evaluateCoupon,
  evaluateCoupons,
  filterPromos,
  isWellFormedCode,
  normaliseCode,
  unknownCodeResult,
  type CouponRule,
} from "~/lib/coupons";

const NOW = new Date("2026-11-21T06:30:00Z");

function coupon(overrides: Partial<CouponRule> = {}): CouponRule {
  return {
    code: "SAVE50",
    title: "₹50 off",
    description: "Flat ₹50 off",
    kind: "flat",
    value: 5_000,
    maxDiscount: null,
    minOrder: 0,
    startsAt: new Date("2026-01-01T00:00:00Z"),
    endsAt: null,
    perUserLimit: 1,
    clubbable: false,
    paymentMethod: null,
    issuer: null,
    terms: "Once per customer.",
    active: true,
    ...overrides,
  };
}

const ctx = (itemTotal: number, extra: Partial<Parameters<typeof evaluateCoupon>[1]> = {}) => ({
  itemTotal,
  now: NOW,
  timesUsedByUser: 0,
  ...extra,
});

describe("discountFor", () => {
  it("takes a flat amount off, never more than the item total", () => {
    expect(discountFor(coupon(), 30_000)).toBe(5_000);
    expect(discountFor(coupon(), 3_000)).toBe(3_000);
    expect(discountFor(coupon(), 0)).toBe(0);
  });
  it("takes a percentage off, rounded down and capped by max_discount", () => {
    const pct = coupon({ kind: "percent", value: 20, maxDiscount: 10_000 });
    expect(discountFor(pct, 30_001)).toBe(6_000);
    expect(discountFor(pct, 80_000)).toBe(10_000);
    expect(discountFor(coupon({ kind: "percent", value: 15, maxDiscount: null }), 100_000)).toBe(15_000);
  });
});

describe("evaluateCoupon", () => {
  it("applies a valid coupon with the promo response fields", () => {
    const r = evaluateCoupon(coupon(), ctx(30_000));
    expect(r).toMatchObject({
      amount: 5_000,
      applied: true,
      enabled: true,
      success: true,
      is_clubbable: false,
      promo_code: "SAVE50",
      promotion_id: "SAVE50",
      type: "flat",
      message: "You save ₹50 with SAVE50.",
      toast_message: "SAVE50 applied: you save ₹50.",
    });
    expect(r.details).toMatchObject({ key: "SAVE50", name: "₹50 off", value: "₹50 off", tnc_url: "/checkout/coupons#terms-SAVE50" });
    expect(r.details.hash).toMatch(/^[0-9a-f]{8}$/);
    expect(r.message_html).toBe(r.message);
  });

  it("asks for the rest of the minimum order", () => {
    const r = evaluateCoupon(coupon({ minOrder: 19_900 }), ctx(7_900));
    expect(r).toMatchObject({ amount: 0, applied: false, enabled: false, success: false, message: "Add ₹120 more to use SAVE50." });
    expect(evaluateCoupon(coupon({ minOrder: 19_900 }), ctx(19_900)).success).toBe(true);
  });

  it("is valid only inside its window: not before it starts, not from the moment it ends", () => {
    const window = { startsAt: new Date("2026-12-01T00:00:00+05:30"), endsAt: new Date("2026-12-31T00:00:00+05:30") };
    expect(evaluateCoupon(coupon(window), ctx(30_000)).message).toBe("This coupon can be used from 1 Dec 2026.");
    expect(evaluateCoupon(coupon(window), ctx(30_000, { now: window.startsAt })).success).toBe(true);
    expect(evaluateCoupon(coupon(window), ctx(30_000, { now: new Date(window.endsAt.getTime() - 1) })).success).toBe(true);
    expect(evaluateCoupon(coupon(window), ctx(30_000, { now: window.endsAt }))).toMatchObject({
      success: false,
      message: "This coupon has expired.",
    });
  });

  it("counts uses against the per-user limit (0 means no limit)", () => {
    expect(evaluateCoupon(coupon(), ctx(30_000, { timesUsedByUser: 1 })).message).toBe("You have already used this coupon.");
    expect(evaluateCoupon(coupon({ perUserLimit: 3 }), ctx(30_000, { timesUsedByUser: 2 })).success).toBe(true);
    expect(evaluateCoupon(coupon({ perUserLimit: 3 }), ctx(30_000, { timesUsedByUser: 3 })).message).toMatch(
      /already used this coupon 3 times/,
    );
    expect(evaluateCoupon(coupon({ perUserLimit: 0 }), ctx(30_000, { timesUsedByUser: 40 })).success).toBe(true);
  });

  it("refuses a switched-off coupon", () => {
    expect(evaluateCoupon(coupon({ active: false }), ctx(30_000))).toMatchObject({ success: false, enabled: false });
  });

  it("applies a bank card offer only with the matching method and issuer", () => {
    const hdfc = coupon({ code: "HDFC10", kind: "percent", value: 10, maxDiscount: 15_000, paymentMethod: "card", issuer: "HDFC" });
    const paid = evaluateCoupon(hdfc, ctx(50_000, { paymentMethod: "card", issuer: "hdfc" }));
    expect(paid).toMatchObject({ success: true, applied: true, amount: 5_000, payment_condition: "Valid only on HDFC Bank cards" });
    expect(evaluateCoupon(hdfc, ctx(50_000, { paymentMethod: "card", issuer: "ICIC" }))).toMatchObject({
      success: false,
      applied: false,
      enabled: true,
      amount: 0,
      message: "Valid only on HDFC Bank cards.",
    });
    expect(evaluateCoupon(hdfc, ctx(50_000, { paymentMethod: "upi" })).success).toBe(false);
  });

  it("keeps a bank offer waiting, worth nothing, while the payment method is not chosen", () => {
    const upi = coupon({ code: "UPI25", value: 2_500, paymentMethod: "upi", clubbable: true });
    const waiting = evaluateCoupon(upi, ctx(50_000));
    expect(waiting).toMatchObject({ success: true, applied: true, enabled: true, amount: 0 });
    expect(waiting.message).toBe("Pay with UPI to save ₹25 with UPI25.");
    expect(evaluateCoupon(upi, ctx(50_000, { paymentMethod: "upi" })).amount).toBe(2_500);
  });
});

describe("evaluateCoupons (combining)", () => {
  const fresh = coupon({ code: "FRESH10", kind: "percent", value: 10, maxDiscount: 5_000, clubbable: true, perUserLimit: 5 });
  const upi = coupon({ code: "UPI25", value: 2_500, paymentMethod: "upi", clubbable: true, perUserLimit: 5 });
  const save = coupon({ code: "SAVE20", kind: "percent", value: 20, maxDiscount: 10_000, clubbable: false });
  const use = (c: CouponRule, timesUsedByUser = 0) => ({ coupon: c, timesUsedByUser });

  it("adds up clubbable coupons", () => {
    const { discount, results } = evaluateCoupons([use(fresh), use(upi)], { itemTotal: 40_000, now: NOW, paymentMethod: "upi" });
    expect(results.map((r) => r.amount)).toEqual([4_000, 2_500]);
    expect(discount).toBe(6_500);
  });

  it("never takes more than the item total", () => {
    const big = coupon({ code: "BIG", value: 10_000, clubbable: true });
    const bigger = coupon({ code: "BIGGER", value: 10_000, clubbable: true });
    const { discount, results } = evaluateCoupons([use(big), use(bigger)], { itemTotal: 15_000, now: NOW });
    expect(discount).toBe(15_000);
    expect(results.map((r) => r.amount)).toEqual([10_000, 5_000]);
  });

  it("uses a non-clubbable coupon alone", () => {
    const first = evaluateCoupons([use(save), use(fresh)], { itemTotal: 60_000, now: NOW });
    expect(first.discount).toBe(10_000);
    expect(first.results[1]).toMatchObject({ applied: false, amount: 0, message: "SAVE20 can't be combined with other coupons." });
    const second = evaluateCoupons([use(fresh), use(save)], { itemTotal: 60_000, now: NOW });
    expect(second.discount).toBe(5_000);
    expect(second.results[1]).toMatchObject({ applied: false, message: "SAVE20 can't be combined with other coupons." });
  });

  it("lets the next coupon apply when an earlier one no longer does", () => {
    const { discount, results } = evaluateCoupons([use(save, 1), use(fresh)], { itemTotal: 60_000, now: NOW });
    expect(results[0]).toMatchObject({ applied: false, message: "You have already used this coupon." });
    expect(discount).toBe(5_000);
  });
});

describe("filterPromos", () => {
  it("always drops WEB15 and keeps only applied undefined or true", () => {
    const promos = [
      { promo_code: "WEB15", applied: true },
      { promo_code: "web15" },
      { promo_code: "A", applied: undefined },
      { promo_code: "B", applied: true },
      { promo_code: "C", applied: false },
    ];
    expect(filterPromos(promos).map((p) => p.promo_code)).toEqual(["A", "B"]);
  });
});

describe("codes and return paths", () => {
  it("normalises codes to upper case and checks their shape", () => {
    expect(normaliseCode("  welcome50 ")).toBe("WELCOME50");
    expect(isWellFormedCode("welcome50")).toBe(true);
    expect(isWellFormedCode("x")).toBe(false);
    expect(isWellFormedCode("no spaces")).toBe(false);
    expect(unknownCodeResult("oops")).toMatchObject({ promo_code: "OOPS", applied: false, message: "This coupon code is not valid." });
  });
  it("sends the shopper back only to a checkout path or the cart on this site", () => {
    expect(couponReturnPath("/checkout/payment")).toBe("/checkout/payment");
    expect(couponReturnPath("/cart")).toBe("/cart");
    expect(couponReturnPath("/cartx")).toBe("/checkout/payment");
    expect(couponReturnPath("/cart/../account")).toBe("/checkout/payment");
    expect(couponReturnPath("/checkout")).toBe("/checkout");
    expect(couponReturnPath("/checkout/coupons?returnTo=%2Fcheckout")).toBe("/checkout/coupons?returnTo=%2Fcheckout");
    expect(couponReturnPath("https://evil.example/checkout")).toBe("/checkout/payment");
    expect(couponReturnPath("//evil.example")).toBe("/checkout/payment");
    expect(couponReturnPath("/checkoutx")).toBe("/checkout/payment");
    expect(couponReturnPath("/account")).toBe("/checkout/payment");
    expect(couponReturnPath("/checkout/../account")).toBe("/checkout/payment");
    expect(couponReturnPath("/checkout/..//evil.example")).toBe("/checkout/payment");
    expect(couponReturnPath(null)).toBe("/checkout/payment");
  });
});
