import { describe, expect, it } from "vitest";
import { computeBill } from "~/lib/bill";

const line = (price: number, quantity = 1, mrp = price) => ({ price, mrp, quantity });

describe("computeBill (DECISIONS.md fees)", () => {
  it("is all zeros for an empty cart", () => {
    expect(computeBill([]).grandTotal).toBe(0);
    expect(computeBill([]).freeDeliveryShortfall).toBeNull();
  });
  it("charges ₹30 delivery and the ₹20 small-cart fee under ₹99", () => {
    const bill = computeBill([line(9_800)]);
    expect(bill).toMatchObject({ deliveryCharge: 3_000, smallCartFee: 2_000, handlingCharge: 400 });
    expect(bill.grandTotal).toBe(9_800 + 3_000 + 2_000 + 400);
    expect(bill.freeDeliveryShortfall).toBe(10_100);
  });
  it("charges ₹15 delivery from ₹99 to ₹198 and no small-cart fee", () => {
    expect(computeBill([line(9_900)])).toMatchObject({ deliveryCharge: 1_500, smallCartFee: 0 });
    expect(computeBill([line(19_800)])).toMatchObject({ deliveryCharge: 1_500, freeDeliveryShortfall: 100 });
  });
  it("delivers free from ₹199", () => {
    const bill = computeBill([line(10_000, 2)]);
    expect(bill).toMatchObject({ itemTotal: 20_000, deliveryCharge: 0, freeDeliveryShortfall: null });
    expect(bill.grandTotal).toBe(20_400);
  });
  it("adds up savings against MRP", () => {
    expect(computeBill([line(8_000, 3, 10_000)]).savings).toBe(6_000);
  });
});
