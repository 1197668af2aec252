/**
 * The tax invoice as a PDF download (docs/rules.md#invoices): A4, the same content as the bill view. The
 * standard Helvetica font needs no file but reads only Latin-1, so amounts say "Rs." and other scripts in
 * a name or address are written without their marks or as "?" (the bill view shows them as typed).
 *
 * It is in English at the Hindi address too (docs/decisions/055-hindi.md): a Devanagari font would have to be
 * embedded, which @cantoo/pdf-lib does only through fontkit (not installed), and Devanagari's conjuncts and
 * vowel signs need that font's shaping rules applied. The Hindi bill view says the PDF is in English.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "@cantoo/pdf-lib";
import { formatInvoiceAmount as amount } from "~/lib/money";
import { formatOrderDate } from "~/lib/order-status";
import type { TaxInvoice } from "~/lib/views/invoices";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;

/** Latin-1 only: accents dropped, anything else a "?", so a Devanagari address never breaks the download. */
export function latin1(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[–—]/g, "-")
    .replace(/₹/g, "Rs.")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

interface Cursor {
  page: PDFPage;
  y: number;
}

export async function invoicePdf(invoice: TaxInvoice): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Tax invoice ${invoice.number}`);
  pdf.setAuthor(invoice.seller.name);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const at: Cursor = { page: pdf.addPage(A4), y: A4[1] - MARGIN };

  const write = (text: string, x: number, options: { size?: number; font?: PDFFont; right?: boolean } = {}) => {
    const size = options.size ?? 9;
    const face = options.font ?? font;
    const safe = latin1(text);
    const width = face.widthOfTextAtSize(safe, size);
    at.page.drawText(safe, { x: options.right ? x - width : x, y: at.y, size, font: face, color: rgb(0.1, 0.1, 0.1) });
  };
  const next = (gap = 13) => {
    at.y -= gap;
    if (at.y < MARGIN + 40) {
      at.page = pdf.addPage(A4);
      at.y = A4[1] - MARGIN;
    }
  };
  const rule = () => {
    at.page.drawLine({
      start: { x: MARGIN, y: at.y + 9 },
      end: { x: A4[0] - MARGIN, y: at.y + 9 },
      thickness: 0.5,
      color: rgb(0.7, 0.7, 0.7),
    });
  };

  write("Tax invoice", MARGIN, { size: 16, font: bold });
  write(`Invoice no. ${invoice.number}`, A4[0] - MARGIN, { font: bold, right: true });
  next(14);
  write("Original for recipient", MARGIN);
  write(`Invoice date ${formatOrderDate(invoice.issuedAt)}`, A4[0] - MARGIN, { right: true });
  next();
  write(`Order #${invoice.orderId} of ${formatOrderDate(invoice.orderedAt)}`, A4[0] - MARGIN, { right: true });
  next();
  write(`Place of supply ${invoice.placeOfSupply}`, A4[0] - MARGIN, { right: true });
  next(20);

  const half = A4[0] / 2;
  write("Sold by", MARGIN, { font: bold });
  write("Bill to / ship to", half, { font: bold });
  next();
  // A secret santa gift's supplier has no address line (docs/rules.md#invoices).
  const seller = [
    invoice.seller.name,
    invoice.seller.address,
    `${invoice.seller.state} (${invoice.seller.stateCode})`,
    `GSTIN ${invoice.seller.gstin}`,
  ].filter((line) => line !== "");
  const buyer = invoice.buyer
    ? [invoice.buyer.name, invoice.buyer.address, `${invoice.buyer.state} (${invoice.buyer.stateCode})`]
    : ["Removed at the buyer's request"];
  for (let i = 0; i < Math.max(seller.length, buyer.length); i++) {
    write((seller[i] ?? "").slice(0, 60), MARGIN);
    write((buyer[i] ?? "").slice(0, 60), half);
    next();
  }
  next(10);

  const taxHeads = invoice.interState ? ["IGST"] : ["CGST", "SGST"];
  const columns = ["HSN/SAC", "Qty", "Value", "Disc.", "Taxable", "Rate", ...taxHeads, "Total"];
  const right = A4[0] - MARGIN;
  const step = 44;
  const xs = columns.map((_, i) => right - (columns.length - 1 - i) * step);
  write("Description", MARGIN, { font: bold, size: 8 });
  columns.forEach((c, i) => write(c, xs[i] ?? right, { font: bold, size: 8, right: true }));
  next();
  rule();
  const taxOf = (l: { cgst: number; sgst: number; igst: number }) => (invoice.interState ? [l.igst] : [l.cgst, l.sgst]);
  for (const l of invoice.lines) {
    const cells = [
      l.code,
      String(l.quantity),
      amount(l.gross),
      l.discount ? amount(l.discount) : "-",
      amount(l.taxable),
      `${l.ratePercent}%`,
      ...taxOf(l).map(amount),
      amount(l.value),
    ];
    write(l.description.slice(0, 44), MARGIN, { size: 8 });
    cells.forEach((c, i) => write(c, xs[i] ?? right, { size: 8, right: true }));
    next(12);
  }
  rule();
  const t = invoice.totals;
  const totals = [
    "",
    "",
    amount(t.gross),
    t.discount ? amount(t.discount) : "-",
    amount(t.taxable),
    "",
    ...taxOf(t).map(amount),
    amount(t.value),
  ];
  write("Total", MARGIN, { font: bold, size: 8 });
  totals.forEach((c, i) => write(c, xs[i] ?? right, { font: bold, size: 8, right: true }));
  next(22);

  write("Tax by rate", MARGIN, { font: bold });
  next();
  for (const r of invoice.rates) {
    const taxText = invoice.interState ? `IGST Rs. ${amount(r.igst)}` : `CGST Rs. ${amount(r.cgst)} + SGST Rs. ${amount(r.sgst)}`;
    write(`GST ${r.ratePercent}% on Rs. ${amount(r.taxable)}: ${taxText}`, MARGIN);
    next();
  }
  next(8);
  write("Invoice total (GST included)", MARGIN);
  write(`Rs. ${amount(t.value)}`, right, { right: true });
  next();
  for (const n of invoice.notSupplied) {
    write(`${n.label} (passed on in full, not part of this invoice)`, MARGIN);
    write(`Rs. ${amount(n.amount)}`, right, { right: true });
    next();
  }
  write("Order total", MARGIN, { font: bold });
  write(`Rs. ${amount(invoice.orderTotal)}`, right, { font: bold, right: true });
  next();
  if (invoice.paidFromWallet > 0) {
    write("Paid from Nukkad Cash", MARGIN);
    write(`Rs. ${amount(invoice.paidFromWallet)}`, right, { right: true });
    next();
  }
  next(12);
  write("Prices include GST. Tax is not payable on reverse charge. Computer-generated invoice; no signature needed.", MARGIN, { size: 7 });
  return pdf.save();
}
