import { describe, expect, it } from "vitest";
import { discountPercent, formatPaise, rupeesToPaise } from "~/lib/money";

describe("formatPaise", () => {
  it("formats whole rupees in the Indian grouping without decimals", () => {
    expect(formatPaise(12_345_600)).toBe("₹1,23,456");
    expect(formatPaise(2_900)).toBe("₹29");
    expect(formatPaise(0)).toBe("₹0");
  });
  it("shows paise when there are any", () => {
    expect(formatPaise(4_550)).toBe("₹45.50");
    expect(formatPaise(10_000_001)).toBe("₹1,00,000.01");
  });
  it("refuses fractional paise", () => {
    expect(() => formatPaise(10.5)).toThrow(TypeError);
  });
});

describe("discountPercent", () => {
  it("rounds down so a discount is never overstated", () => {
    expect(discountPercent(10_000, 6_700)).toBe(33);
    expect(discountPercent(3_000, 2_000)).toBe(33);
    expect(discountPercent(2_900, 2_900)).toBe(0);
  });
  it("is zero when the price is not below MRP or MRP is missing", () => {
    expect(discountPercent(2_900, 3_000)).toBe(0);
    expect(discountPercent(0, 100)).toBe(0);
  });
});

describe("rupeesToPaise", () => {
  it("parses what shoppers type", () => {
    expect(rupeesToPaise("99")).toBe(9_900);
    expect(rupeesToPaise("99.5")).toBe(9_950);
    expect(rupeesToPaise(" 1.05 ")).toBe(105);
  });
  it("rejects anything that is not a price", () => {
    expect(rupeesToPaise("-1")).toBeNull();
    expect(rupeesToPaise("1.005")).toBeNull();
    expect(rupeesToPaise("₹10")).toBeNull();
    expect(rupeesToPaise("")).toBeNull();
  });
});
