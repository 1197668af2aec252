import { describe, expect, it } from "vitest";
import { parsePageRange, quoteFile, quotePrints } from "~/lib/print-price";

describe("parsePageRange", () => {
  it("reads pages and ranges, once each, in page order", () => {
    expect(parsePageRange("1-3, 7", 10)).toEqual({ ok: true, pages: [1, 2, 3, 7] });
    expect(parsePageRange(" 7,2 - 3 ,3,, ", 10)).toEqual({ ok: true, pages: [2, 3, 7] });
  });

  it("means every page when blank", () => {
    expect(parsePageRange("", 3)).toEqual({ ok: true, pages: [1, 2, 3] });
    expect(parsePageRange(null, 2)).toEqual({ ok: true, pages: [1, 2] });
  });

  it("refuses pages past the end, backwards ranges, zero and words with a message naming the piece", () => {
    expect(parsePageRange("4-6", 5)).toEqual({ ok: false, message: 'This file has 5 pages; "4-6" goes past the end.' });
    expect(parsePageRange("5-2", 5)).toMatchObject({ ok: false, message: '"5-2" is not a valid range.' });
    expect(parsePageRange("0", 5)).toMatchObject({ ok: false });
    expect(parsePageRange("first", 5)).toMatchObject({ ok: false, message: '"first" is not a page or range. Use numbers like 1-3, 7.' });
    expect(parsePageRange(",", 5)).toEqual({ ok: false, message: "Choose at least one page." });
    expect(parsePageRange("1,".repeat(60), 5)).toEqual({ ok: false, message: "Page range is too long." });
  });
});

describe("print prices (₹9 a black-and-white side, ₹19 colour, ₹25 delivery)", () => {
  it("charges per printed side, copies included, whatever the sides per sheet", () => {
    expect(quoteFile({ selectedPages: 5, color: "BLACK_AND_WHITE", side: "SINGLE", copies: 2 })).toEqual({
      price_per_page: 900,
      number_of_pages: 5,
      number_of_copies: 2,
      total_number_of_pages: 10,
      sheets: 10,
      total: 9_000,
    });
    const double = quoteFile({ selectedPages: 5, color: "COLOR", side: "DOUBLE", copies: 2 });
    expect(double).toMatchObject({ price_per_page: 1_900, total_number_of_pages: 10, sheets: 6, total: 19_000 });
  });

  it("adds print delivery once per order, and nothing for an empty one", () => {
    const quote = quotePrints([
      { selectedPages: 1, color: "COLOR", side: "SINGLE", copies: 1 },
      { selectedPages: 3, color: "BLACK_AND_WHITE", side: "SINGLE", copies: 1 },
    ]);
    expect(quote).toMatchObject({ totalPages: 4, printTotal: 1_900 + 2_700, deliveryFee: 2_500, grandTotal: 7_100 });
    expect(quotePrints([])).toMatchObject({ printTotal: 0, deliveryFee: 0, grandTotal: 0 });
  });
});
