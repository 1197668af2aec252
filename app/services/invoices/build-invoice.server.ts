/**
 * Builds an order's GST tax invoice from what the order recorded (docs/rules.md#invoices). Pure: no
 * database. Every line's value is split into taxable value and tax so the invoice's total is the order's
 * total to the paisa, less the tip and donation, which are passed on and are not our supply.
 */
import { allocate, halves, splitInclusive } from "~/lib/gst";
import { INVOICE_LABELS, type InvoiceLine, type InvoiceParty, type InvoiceRateSummary, type TaxInvoice } from "~/lib/views/invoices";
import type { OrderBillSnapshot } from "~/lib/views/orders";
import { SERVICE_CLASSES, taxClassOf, type TaxClass } from "./tax-classes.server";

export interface InvoiceSource {
  number: string;
  issuedAt: Date;
  orderId: number;
  orderedAt: Date;
  paymentMethod: string;
  seller: InvoiceParty & { gstin: string };
  buyer: InvoiceParty;
  items: { name: string; unit: string; categoryId: number; price: number; quantity: number }[];
  prints: { name: string; total: number }[];
  bill: OrderBillSnapshot;
}

export class InvoiceMismatchError extends Error {}

function line(
  description: string,
  taxClass: TaxClass,
  quantity: number,
  gross: number,
  discount: number,
  interState: boolean,
): InvoiceLine {
  const value = gross - discount;
  const { taxable, tax } = splitInclusive(value, taxClass.ratePercent);
  const { cgst, sgst } = interState ? { cgst: 0, sgst: 0 } : halves(tax);
  return {
    description,
    code: taxClass.code,
    quantity,
    gross,
    discount,
    value,
    taxable,
    ratePercent: taxClass.ratePercent,
    cgst,
    sgst,
    igst: interState ? tax : 0,
  };
}

const sum = (lines: InvoiceLine[], key: keyof Pick<InvoiceLine, "gross" | "discount" | "value" | "taxable" | "cgst" | "sgst" | "igst">) =>
  lines.reduce((total, l) => total + l[key], 0);

export function buildInvoice(source: InvoiceSource): TaxInvoice {
  const { bill } = source;
  const interState = source.seller.stateCode !== source.buyer.stateCode;
  // Coupons reduce the goods they were given on: their discount is shared over the item lines by value.
  const grosses = source.items.map((i) => i.price * i.quantity);
  const discounts = allocate(bill.promoDiscount, grosses);
  const lines: InvoiceLine[] = source.items.map((item, i) =>
    line(`${item.name} (${item.unit})`, taxClassOf(item.categoryId), item.quantity, grosses[i] ?? 0, discounts[i] ?? 0, interState),
  );
  for (const print of source.prints) lines.push(line(print.name, SERVICE_CLASSES.printing, 1, print.total, 0, interState));
  const fees: [string, number, TaxClass][] = [
    [INVOICE_LABELS.delivery, bill.deliveryCharge + (bill.printDeliveryFee ?? 0), SERVICE_CLASSES.delivery],
    [INVOICE_LABELS.handling, bill.handlingCharge, SERVICE_CLASSES.service],
    [INVOICE_LABELS.smallCart, bill.smallCartFee, SERVICE_CLASSES.service],
    [INVOICE_LABELS.lateNight, bill.lateNightFee, SERVICE_CLASSES.service],
    [INVOICE_LABELS.rainSurge, bill.rainSurge, SERVICE_CLASSES.service],
  ];
  for (const [label, amount, taxClass] of fees) if (amount > 0) lines.push(line(label, taxClass, 1, amount, 0, interState));

  const byRate = new Map<number, InvoiceRateSummary>();
  for (const l of lines) {
    const r = byRate.get(l.ratePercent) ?? { ratePercent: l.ratePercent, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    r.taxable += l.taxable;
    r.cgst += l.cgst;
    r.sgst += l.sgst;
    r.igst += l.igst;
    byRate.set(l.ratePercent, r);
  }
  const notSupplied = [
    { label: INVOICE_LABELS.tip, amount: bill.tip },
    { label: INVOICE_LABELS.donation, amount: bill.donation },
  ].filter((n) => n.amount > 0);
  const totals = {
    gross: sum(lines, "gross"),
    discount: sum(lines, "discount"),
    taxable: sum(lines, "taxable"),
    cgst: sum(lines, "cgst"),
    sgst: sum(lines, "sgst"),
    igst: sum(lines, "igst"),
    value: sum(lines, "value"),
  };
  const orderTotal = totals.value + notSupplied.reduce((total, n) => total + n.amount, 0);
  // The invoice must say what the shopper paid: an order whose lines do not add up to its bill is not invoiced.
  if (orderTotal !== bill.grandTotal)
    throw new InvoiceMismatchError(`Order ${source.orderId}: invoice lines make ${orderTotal} paise, the bill ${bill.grandTotal}`);
  return {
    number: source.number,
    issuedAt: source.issuedAt.toISOString(),
    orderId: source.orderId,
    orderedAt: source.orderedAt.toISOString(),
    seller: source.seller,
    buyer: source.buyer,
    placeOfSupply: `${source.buyer.state} (${source.buyer.stateCode})`,
    interState,
    lines,
    rates: [...byRate.values()].sort((a, b) => a.ratePercent - b.ratePercent),
    totals,
    notSupplied,
    orderTotal,
    paidFromWallet: bill.walletAmount,
    paymentMethod: source.paymentMethod,
  };
}
