/**
 * Money is integer paise everywhere; these helpers are the only place it
 * becomes rupees, and only for display.
 *
 * Written out by hand rather than with Intl.NumberFormat, with the same output
 * (tests/unit/money.test.ts checks it against Intl): a phone's browser loads
 * its locale data on the first Intl formatter, about 50 ms of main thread
 * while the page hydrates (docs/decisions/027-scripts-after-load.md).
 */

/** "1234567" → "12,34,567": the last three digits, then pairs (the Indian grouping). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 ? [head.slice(0, 1)] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${pairs.join(",")},${digits.slice(-3)}`;
}

/** 123456 → "1,234.56"; 100 → "1" when the paise may be dropped. */
function rupees(paise: number, alwaysPaise: boolean): string {
  const abs = Math.abs(paise);
  const whole = groupIndian(String(Math.floor(abs / 100)));
  const fraction = abs % 100;
  return alwaysPaise || fraction ? `${whole}.${String(fraction).padStart(2, "0")}` : whole;
}

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new TypeError(`paise must be an integer, got ${paise}`);
}

/** 12345600 → "₹1,23,456"; 4550 → "₹45.50"; -4550 → "-₹45.50". */
export function formatPaise(paise: number): string {
  assertPaise(paise);
  return `${paise < 0 ? "-" : ""}₹${rupees(paise, false)}`;
}

/** Whole percent off MRP, rounded down so we never overstate a discount. */
export function discountPercent(mrp: number, price: number): number {
  if (mrp <= 0 || price >= mrp) return 0;
  return Math.floor(((mrp - price) * 100) / mrp);
}

/** Rupees typed by a shopper ("99", "99.5") → paise, or null when not a price. */
export function rupeesToPaise(rupees: string): number | null {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(rupees.trim())) return null;
  const [r, p = ""] = rupees.trim().split(".");
  return Number(r) * 100 + Number(p.padEnd(2, "0"));
}

/** 123456 → "1,234.56": tax invoices print every amount to the paisa, without the symbol (docs/rules.md#invoices). */
export function formatInvoiceAmount(paise: number): string {
  assertPaise(paise);
  return `${paise < 0 ? "-" : ""}${rupees(paise, true)}`;
}
