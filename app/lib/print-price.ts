/**
 * Print pricing and page ranges (docs/product/api.md#print-preview semantics, docs/rules.md#print-prices
 * prices). Pure: the preview page, the JSON API and the cart all price with
 * these, so a shopper never sees one figure and pays another.
 */
import { translate, type MessageValues } from "./i18n/translate";
import { PRINT_DELIVERY_FEE, PRINT_PRICE_PER_SIDE, type PrintColor, type PrintSide } from "./print-config";

export const MAX_PAGE_RANGE_LENGTH = 100;

export type PageRangeResult = { ok: true; pages: number[] } | { ok: false; message: string };

type Say = (text: string, values?: MessageValues) => string;
const inEnglish: Say = (text, values) => translate(null, text, values);

/**
 * "1-3, 7" → [1, 2, 3, 7] for a file of `pageCount` pages. Blank means every
 * page. Overlaps are printed once, in page order. A refusal is written with `say`: the server passes its own, which
 * says it in the request's language (docs/decisions/055-hindi.md); this module stays free of server code.
 */
export function parsePageRange(text: string | null | undefined, pageCount: number, say: Say = inEnglish): PageRangeResult {
  const all = Array.from({ length: pageCount }, (_, i) => i + 1);
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return { ok: true, pages: all };
  if (trimmed.length > MAX_PAGE_RANGE_LENGTH) return { ok: false, message: say("Page range is too long.") };
  const chosen = new Set<number>();
  for (const part of trimmed.split(",")) {
    const piece = part.trim();
    if (piece === "") continue;
    const match = /^(\d{1,5})(?:\s*-\s*(\d{1,5}))?$/.exec(piece);
    if (!match) return { ok: false, message: say('"{piece}" is not a page or range. Use numbers like 1-3, 7.', { piece }) };
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < 1 || to < from) return { ok: false, message: say('"{piece}" is not a valid range.', { piece }) };
    if (to > pageCount) {
      const message =
        pageCount === 1
          ? say('This file has {count} page; "{piece}" goes past the end.', { count: pageCount, piece })
          : say('This file has {count} pages; "{piece}" goes past the end.', { count: pageCount, piece });
      return { ok: false, message };
    }
    for (let page = from; page <= to; page++) chosen.add(page);
  }
  if (chosen.size === 0) return { ok: false, message: say("Choose at least one page.") };
  return { ok: true, pages: [...chosen].sort((a, b) => a - b) };
}

/** What a file contributes to the price. */
export interface PrintQuoteFile {
  /** Pages chosen for printing (after the page range). */
  selectedPages: number;
  color: PrintColor;
  side: PrintSide;
  copies: number;
  /** The price an order was charged, when pricing an ordered file; today's price list otherwise. */
  pricePerSide?: number;
}

/** Product config (docs/product/entities.md#product-config), plus the sheets and money worked out from it. */
export interface PrintQuoteLine {
  price_per_page: number;
  number_of_pages: number;
  number_of_copies: number;
  total_number_of_pages: number;
  /** Paper used: double-sided prints two sides per sheet. */
  sheets: number;
  total: number;
}

/** Today's print prices: the operator's (docs/rules.md#operator-settings), the launch figures when not given. */
export interface PrintPrices {
  pricePerSide: Readonly<Record<PrintColor, number>>;
  deliveryFee: number;
}

const LAUNCH_PRICES: PrintPrices = { pricePerSide: PRINT_PRICE_PER_SIDE, deliveryFee: PRINT_DELIVERY_FEE };

export function quoteFile(file: PrintQuoteFile, prices: PrintPrices = LAUNCH_PRICES): PrintQuoteLine {
  const pricePerSide = file.pricePerSide ?? prices.pricePerSide[file.color];
  const sides = file.selectedPages * file.copies;
  const sheetsPerCopy = file.side === "DOUBLE" ? Math.ceil(file.selectedPages / 2) : file.selectedPages;
  return {
    price_per_page: pricePerSide,
    number_of_pages: file.selectedPages,
    number_of_copies: file.copies,
    total_number_of_pages: sides,
    sheets: sheetsPerCopy * file.copies,
    total: sides * pricePerSide,
  };
}

export interface PrintQuote {
  lines: PrintQuoteLine[];
  totalPages: number;
  sheets: number;
  printTotal: number;
  /** Print delivery, once per order (docs/rules.md#print-prices); nothing when there is nothing to print. */
  deliveryFee: number;
  grandTotal: number;
}

export function quotePrints(files: PrintQuoteFile[], prices: PrintPrices = LAUNCH_PRICES): PrintQuote {
  const lines = files.map((file) => quoteFile(file, prices));
  const printTotal = lines.reduce((sum, l) => sum + l.total, 0);
  const deliveryFee = lines.length > 0 ? prices.deliveryFee : 0;
  return {
    lines,
    totalPages: lines.reduce((sum, l) => sum + l.total_number_of_pages, 0),
    sheets: lines.reduce((sum, l) => sum + l.sheets, 0),
    printTotal,
    deliveryFee,
    grandTotal: printTotal + deliveryFee,
  };
}
