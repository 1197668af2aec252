/**
 * Card number checks (Luhn: docs/product/validation.md#card-number) and the network from the number's
 * prefix. Used by the sandbox gateway's card form and by the browser's
 * pattern hints; the number itself is never stored or logged.
 */
export type CardNetwork = "Visa" | "Mastercard" | "RuPay" | "American Express" | "Diners Club" | "Unknown";

/** Digits only: spaces and dashes the shopper typed are dropped. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, "");
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardNetwork(digits: string): CardNetwork {
  if (/^3[47]/.test(digits)) return "American Express";
  if (/^(60|65|81|82|508)/.test(digits)) return "RuPay";
  if (/^4/.test(digits)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "Mastercard";
  if (/^3(0[0-5]|[68])/.test(digits)) return "Diners Club";
  return "Unknown";
}

/** "MM/YY" or "MM/YYYY", not before this month (India time is close enough at month granularity). */
export function parseExpiry(input: string, now: Date): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const [, monthText = "", yearText = ""] = match;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiry = year * 12 + (month - 1);
  if (expiry < thisMonth || expiry > thisMonth + 12 * 20) return null;
  return { month, year };
}

/** Amex has four digits of CVV, the others three. */
export function isValidCvv(cvv: string, network: CardNetwork): boolean {
  return network === "American Express" ? /^\d{4}$/.test(cvv) : /^\d{3}$/.test(cvv);
}
