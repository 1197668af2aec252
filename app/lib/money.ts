/**
 * Money is integer paise everywhere; these helpers are the only place it
 * becomes rupees, and only for display.
 */
const whole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });

/** 12345600 → "₹1,23,456"; 4550 → "₹45.50". */
export function formatPaise(paise: number): string {
  if (!Number.isInteger(paise)) throw new TypeError(`paise must be an integer, got ${paise}`);
  return paise % 100 === 0 ? whole.format(paise / 100) : exact.format(paise / 100);
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

const invoiceFormat = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 → "1,234.56": tax invoices print every amount to the paisa, without the symbol (docs/rules.md#invoices). */
export function formatInvoiceAmount(paise: number): string {
  if (!Number.isInteger(paise)) throw new TypeError(`paise must be an integer, got ${paise}`);
  return invoiceFormat.format(paise / 100);
}
