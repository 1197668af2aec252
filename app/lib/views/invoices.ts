/**
 * A GST tax invoice as it was issued (docs/rules.md#invoices): stored with the invoice, so a later change to
 * the catalogue, the tax table or the shopper's account never rewrites it. Amounts in paise.
 */
export interface InvoiceParty {
  name: string;
  address: string;
  state: string;
  stateCode: string;
}

export interface InvoiceLine {
  description: string;
  /** HSN for goods, SAC for services. */
  code: string;
  quantity: number;
  /** Before the line's share of coupon discounts. */
  gross: number;
  discount: number;
  /** What the shopper pays for the line, tax included: gross − discount = taxable + tax. */
  value: number;
  taxable: number;
  ratePercent: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface InvoiceRateSummary {
  ratePercent: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface TaxInvoice {
  /** "NK/26-27/000042": at most 16 characters, a serial per financial year. */
  number: string;
  issuedAt: string;
  orderId: number;
  orderedAt: string;
  seller: InvoiceParty & { gstin: string };
  /** Null once the buyer deleted their account: the invoice is kept without them. */
  buyer: InvoiceParty | null;
  /** Place of supply: the state the goods are delivered in. */
  placeOfSupply: string;
  /** CGST + SGST within a state, IGST across states. */
  interState: boolean;
  lines: InvoiceLine[];
  rates: InvoiceRateSummary[];
  totals: { gross: number; discount: number; taxable: number; cgst: number; sgst: number; igst: number; value: number };
  /** Paid with the order but not part of this supply: the rider's tip and a donation, passed on in full. */
  notSupplied: { label: string; amount: number }[];
  /** The order's grand total: totals.value plus what is not supplied. */
  orderTotal: number;
  paidFromWallet: number;
  paymentMethod: string;
}

/**
 * The words the invoice writes for what is not a product: its fee lines, what is passed on, and a print job's
 * prefix. Stored in English as issued (an invoice is never rewritten); a page says them in its language
 * (components/orders/tax-invoice.tsx, docs/decisions/055-hindi.md).
 */
export const INVOICE_LABELS = {
  delivery: "Delivery charge",
  handling: "Handling charge",
  smallCart: "Small cart fee",
  lateNight: "Late night fee",
  rainSurge: "Rain surge",
  tip: "Tip for your delivery partner",
  donation: "Donation",
} as const;

/** A print job's line: "Printing: report.pdf". */
export const INVOICE_PRINT_PREFIX = "Printing: ";
