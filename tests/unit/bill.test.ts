import { describe, expect, it } from "vitest";
import { clampTip, computeBill as billAt, indiaHour, pricingDetails, type BillContext } from "~/lib/bill";

/** Noon in India (06:30 UTC), dry. */
const NOON: BillContext = { now: new Date("2026-11-21T06:30:00Z"), isRaining: false };
const computeBill = (lines: Parameters<typeof billAt>[0]) => billAt(lines, NOON);

const line = (price: number, quantity = 1, mrp = price) => ({ price, mrp, quantity });

describe("computeBill (the fee rules)", () => {
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

describe("late-night fee and rain surge", () => {
  const at = (utc: string, isRaining = false): BillContext => ({ now: new Date(utc), isRaining });
  it("reads the hour in India time", () => {
    expect(indiaHour(new Date("2026-11-21T17:29:00Z"))).toBe(22);
    expect(indiaHour(new Date("2026-11-21T17:30:00Z"))).toBe(23);
    expect(indiaHour(new Date("2026-11-21T00:29:00Z"))).toBe(5);
    expect(indiaHour(new Date("2026-11-21T00:30:00Z"))).toBe(6);
  });
  it("charges ₹15 from 23:00 to 06:00 India time, not outside it", () => {
    const lines = [line(25_000)];
    expect(billAt(lines, at("2026-11-21T17:29:00Z")).lateNightFee).toBe(0);
    expect(billAt(lines, at("2026-11-21T17:30:00Z")).lateNightFee).toBe(1_500);
    expect(billAt(lines, at("2026-11-21T00:29:00Z")).lateNightFee).toBe(1_500);
    expect(billAt(lines, at("2026-11-21T00:30:00Z")).lateNightFee).toBe(0);
    expect(billAt(lines, at("2026-11-21T17:30:00Z")).grandTotal).toBe(25_000 + 400 + 1_500);
  });
  it("adds the ₹20 rain surge only while the store flags rain, and nothing on an empty cart", () => {
    expect(billAt([line(25_000)], at("2026-11-21T06:30:00Z", true))).toMatchObject({ rainSurge: 2_000, grandTotal: 27_400 });
    expect(billAt([], at("2026-11-21T18:00:00Z", true)).grandTotal).toBe(0);
  });
});

describe("tip and donation (opt-in only)", () => {
  const NOON_DRY: BillContext = { now: new Date("2026-11-21T06:30:00Z"), isRaining: false };
  it("adds nothing unless the shopper opts in", () => {
    const bill = billAt([line(25_000)], NOON_DRY);
    expect(bill).toMatchObject({ tip: 0, donation: 0, grandTotal: 25_400 });
  });
  it("adds the chosen tip and the ₹2 donation to the grand total", () => {
    const bill = billAt([line(25_000)], NOON_DRY, { tip: 3_000, donation: true });
    expect(bill).toMatchObject({ tip: 3_000, donation: 200, grandTotal: 25_000 + 400 + 3_000 + 200 });
  });
  it("keeps tips to whole rupees within the maximum", () => {
    expect(clampTip(-100)).toBe(0);
    expect(clampTip(2_050)).toBe(2_000);
    expect(clampTip(1.5)).toBe(0);
    expect(clampTip(60_000)).toBe(50_000);
  });
  it("charges no tip or donation on an empty cart", () => {
    expect(billAt([], NOON_DRY, { tip: 2_000, donation: true }).grandTotal).toBe(0);
  });
  it("names the pricing details", () => {
    const bill = billAt([line(15_000)], NOON_DRY, { tip: 2_000, donation: false });
    expect(pricingDetails(bill)).toEqual({
      total_cart_cost: 15_000,
      net_cost: 15_000 + 1_500 + 400 + 2_000,
      delivery_charge: 1_500,
      promo_discount: 0,
      wallet_amount: 0,
    });
  });
});
