import { describe, expect, it } from "vitest";
import { cardNetwork, isValidCvv, normaliseCardNumber, parseExpiry, passesLuhn } from "~/lib/luhn";

describe("card number checks", () => {
  it("accepts numbers whose Luhn checksum holds, spaces and dashes ignored", () => {
    for (const n of ["4111 1111 1111 1111", "5555-5555-5555-4444", "378282246310005", "6522000000000006", "4000000000000002"]) {
      expect(passesLuhn(normaliseCardNumber(n))).toBe(true);
    }
  });

  it("refuses a number with one digit changed, a transposition, letters, or the wrong length", () => {
    expect(passesLuhn("4111111111111112")).toBe(false);
    expect(passesLuhn("4111111111111121")).toBe(false);
    expect(passesLuhn("41111111111111a1")).toBe(false);
    expect(passesLuhn("41111111111")).toBe(false);
    expect(passesLuhn("41111111111111111111")).toBe(false);
  });

  it("names the network from the prefix", () => {
    expect(cardNetwork("4111111111111111")).toBe("Visa");
    expect(cardNetwork("5555555555554444")).toBe("Mastercard");
    expect(cardNetwork("2221000000000009")).toBe("Mastercard");
    expect(cardNetwork("378282246310005")).toBe("American Express");
    expect(cardNetwork("6522000000000006")).toBe("RuPay");
    expect(cardNetwork("9999000000000000")).toBe("Unknown");
  });

  it("takes MM/YY or MM/YYYY not before this month", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    expect(parseExpiry("11/26", now)).toEqual({ month: 11, year: 2026 });
    expect(parseExpiry("1/2030", now)).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry("10/26", now)).toBeNull();
    expect(parseExpiry("13/28", now)).toBeNull();
    expect(parseExpiry("1128", now)).toBeNull();
  });

  it("wants four CVV digits for American Express and three for the others", () => {
    expect(isValidCvv("1234", "American Express")).toBe(true);
    expect(isValidCvv("123", "American Express")).toBe(false);
    expect(isValidCvv("123", "Visa")).toBe(true);
    expect(isValidCvv("12a", "Visa")).toBe(false);
  });
});
