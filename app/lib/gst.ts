/**
 * GST arithmetic for tax invoices (docs/rules.md#invoices). Pure, in paise. Shelf prices, fees and prints
 * are inclusive of GST; an invoice splits each line's value into its taxable value and the tax in it, as
 * CGST + SGST when the supply is within one state and IGST when it crosses states.
 */

/** GST state codes (the first two digits of a GSTIN) of the states and union territories we serve. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  Punjab: "03",
  Chandigarh: "04",
  Uttarakhand: "05",
  Haryana: "06",
  Delhi: "07",
  Rajasthan: "08",
  "Uttar Pradesh": "09",
  Bihar: "10",
  Assam: "18",
  "West Bengal": "19",
  Jharkhand: "20",
  Odisha: "21",
  Chhattisgarh: "22",
  "Madhya Pradesh": "23",
  Gujarat: "24",
  Maharashtra: "27",
  Karnataka: "29",
  Goa: "30",
  Kerala: "32",
  "Tamil Nadu": "33",
  Puducherry: "34",
  Telangana: "36",
  "Andhra Pradesh": "37",
};

const GSTIN_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The 15th character of a GSTIN: a base-36 check over the first 14 (the GSTN's published method). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_ALPHABET.indexOf(first14[i] ?? "");
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36] ?? "0";
}

const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export function isValidGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/** A business's GSTIN in a state: one registration per state, entity 1, under its PAN. */
export function gstinFor(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** Splits a GST-inclusive amount into taxable value and tax: the tax is what is left, so the two add up exactly. */
export function splitInclusive(amount: number, ratePercent: number): { taxable: number; tax: number } {
  const taxable = Math.round((amount * 100) / (100 + ratePercent));
  return { taxable, tax: amount - taxable };
}

/** CGST and SGST are half each; an odd paisa goes to SGST, so the halves add up to the tax. */
export function halves(tax: number): { cgst: number; sgst: number } {
  const cgst = Math.floor(tax / 2);
  return { cgst, sgst: tax - cgst };
}

/**
 * Shares an amount out in proportion to weights, in whole paise that add up to it exactly (largest
 * remainder): a coupon's discount over the lines it reduces.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

/**
 * The Indian financial year (April to March) of a moment, in India's time, as "26-27"; invoice serials
 * start again at 1 each year.
 */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${String(start % 100).padStart(2, "0")}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "NK/26-27/000042": 15 characters, 16 from the millionth invoice of a year; the law allows 16. */
export function invoiceNumber(financialYearLabel: string, serial: number): string {
  return `NK/${financialYearLabel}/${String(serial).padStart(6, "0")}`;
}

export const MAX_INVOICE_NUMBER_LENGTH = 16;
