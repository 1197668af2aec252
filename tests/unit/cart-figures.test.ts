/**
 * The figures a cart shows everywhere (docs/rules.md#cart-figures): count and total from `cartSummary`,
 * "You save" from `billSavings`, worked out from real bills.
 */
import { describe, expect, it } from "vitest";
import { billSavings, cartSummary, computeBill, formatCartSummary, formatItemCount, itemCount, type BillContext } from "~/lib/bill";

const NOON: BillContext = { now: new Date("2026-11-21T06:30:00Z"), isRaining: false };
const line = (price: number, quantity = 1, mrp = price, available = true) => ({ price, mrp, quantity, available });
const PRINT_57 = { total: 5_700, deliveryFee: 2_500 };

describe("cartSummary: the header's, the cart's and checkout's count and total", () => {
  it("counts and totals a print next to items (the ₹57 print the header once left out)", () => {
    const lines = [line(10_000, 2)];
    const bill = computeBill(lines, NOON, { tip: 0, donation: false, prints: PRINT_57 });
    expect(cartSummary({ lines, prints: [{ printId: "a" }], bill })).toEqual({ count: 3, total: 25_700 });
  });
  it("counts a cart of prints only: one per print job, at the prints' price", () => {
    const bill = computeBill([], NOON, { tip: 0, donation: false, prints: { total: 11_400, deliveryFee: 2_500 } });
    expect(cartSummary({ lines: [], prints: [{}, {}], bill })).toEqual({ count: 2, total: 11_400 });
  });
  it("leaves out lines the store cannot supply, as the bill does", () => {
    const lines = [line(5_000, 3), line(9_000, 2, 9_000, false)];
    const bill = computeBill(
      lines.filter((l) => l.available),
      NOON,
    );
    expect(cartSummary({ lines, prints: [], bill })).toEqual({ count: 3, total: 15_000 });
  });
  it("totals before coupons and fees: the bill shows those, and its grand total is the total plus them", () => {
    const lines = [line(25_000)];
    const bill = computeBill(lines, NOON, { tip: 2_000, donation: true, promoDiscount: 5_000, prints: PRINT_57 });
    const summary = cartSummary({ lines, prints: [{}], bill });
    expect(summary.total).toBe(bill.itemTotal + bill.printTotal);
    expect(bill.grandTotal).toBe(summary.total - 5_000 + 2_500 + 400 + 2_000 + 200);
  });
  it("is zero for an empty cart", () => {
    expect(cartSummary({ lines: [], prints: [], bill: computeBill([], NOON) })).toEqual({ count: 0, total: 0 });
  });
  it("writes the summary as the cart and checkout show it", () => {
    expect(formatItemCount(1)).toBe("1 item");
    expect(formatItemCount(0)).toBe("0 items");
    expect(formatCartSummary({ count: 3, total: 10_700 })).toBe("3 items · ₹107");
    expect(itemCount(2, 1)).toBe(3);
  });
});

describe("billSavings: every discount the shopper gets", () => {
  it("adds the coupon discount to the MRP savings (₹37 below MRP and a ₹50 coupon save ₹87)", () => {
    const bill = computeBill([line(16_300, 1, 20_000), line(5_000)], NOON, { tip: 0, donation: false, promoDiscount: 5_000 });
    expect(bill.promoDiscount).toBe(5_000);
    expect(bill.savings).toBe(3_700 + 5_000);
    expect(billSavings(bill)).toBe(bill.savings);
  });
  it("counts only the coupon when every price is at MRP", () => {
    expect(computeBill([line(30_000)], NOON, { tip: 0, donation: false, promoDiscount: 5_000 }).savings).toBe(5_000);
  });
  it("never counts more coupon than the items cost", () => {
    const bill = computeBill([line(3_000)], NOON, { tip: 0, donation: false, promoDiscount: 5_000, prints: PRINT_57 });
    expect(bill.promoDiscount).toBe(3_000);
    expect(bill.savings).toBe(3_000);
  });
  it("reads an order snapshot placed before coupons counted the same way", () => {
    // Such a snapshot stored savings as MRP savings alone.
    const old = { itemTotal: 20_000, mrpTotal: 23_700, promoDiscount: 5_000, savings: 3_700 };
    expect(billSavings(old)).toBe(8_700);
  });
  it("is nothing without a discount", () => {
    expect(billSavings(computeBill([line(10_000)], NOON))).toBe(0);
  });
});
