import { describe, expect, it } from "vitest";
import { discountPercent, formatInvoiceAmount, formatPaise, groupIndian, rupeesToPaise } from "~/lib/money";

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
    expect(() => formatInvoiceAmount(Number.NaN)).toThrow(TypeError);
  });
  // The formatting is hand-written to keep Intl's locale data off the page's first load; Intl is the oracle.
  it("matches Intl's en-IN currency format, signs and every digit count included", () => {
    const whole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
    const exact = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });
    const invoice = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const samples = [
      0, 1, 5, 10, 99, 100, 101, 4_550, 99_999, 100_000, 123_456, 12_345_600, 10_000_001, 987_654_321_099, -1, -4_550, -12_345_600,
    ];
    for (let digits = 1; digits <= 15; digits++) samples.push(Number("9".repeat(digits)), Number(`1${"0".repeat(digits - 1)}`));
    for (const paise of samples) {
      expect(formatPaise(paise), String(paise)).toBe(paise % 100 === 0 ? whole.format(paise / 100) : exact.format(paise / 100));
      expect(formatInvoiceAmount(paise), String(paise)).toBe(invoice.format(paise / 100));
    }
  });
});

describe("groupIndian", () => {
  it("groups the last three digits, then pairs", () => {
    expect(groupIndian("7")).toBe("7");
    expect(groupIndian("999")).toBe("999");
    expect(groupIndian("1000")).toBe("1,000");
    expect(groupIndian("12345")).toBe("12,345");
    expect(groupIndian("123456")).toBe("1,23,456");
    expect(groupIndian("1234567")).toBe("12,34,567");
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
