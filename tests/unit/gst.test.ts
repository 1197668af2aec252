import { describe, expect, it } from "vitest";
import { allocate, financialYear, gstinCheckCharacter, gstinFor, halves, invoiceNumber, isValidGstin, splitInclusive } from "~/lib/gst";
import { seededRandom, randomInt } from "~/lib/random";
import { CATEGORIES } from "~/services/seed/data/catalogue";
import { buildInvoice, InvoiceMismatchError, type InvoiceSource } from "~/services/invoices/build-invoice.server";
import { hasTaxClass } from "~/services/invoices/tax-classes.server";

describe("GSTIN", () => {
  it("checks the published example and builds valid numbers per state", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isValidGstin("27aapfu0939f1zv")).toBe(false);
    for (const state of ["06", "07", "29", "33"]) expect(isValidGstin(gstinFor(state, "AAPCN1234K"))).toBe(true);
  });
});

describe("GST arithmetic", () => {
  it("splits an inclusive amount so taxable value and tax add up exactly", () => {
    expect(splitInclusive(10_500, 5)).toEqual({ taxable: 10_000, tax: 500 });
    expect(splitInclusive(999, 18)).toEqual({ taxable: 847, tax: 152 });
    expect(splitInclusive(4_500, 0)).toEqual({ taxable: 4_500, tax: 0 });
    expect(halves(153)).toEqual({ cgst: 76, sgst: 77 });
  });

  it("shares a discount in proportion, to the paisa", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(5_000, [30_000, 10_000])).toEqual([3_750, 1_250]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(10, [0, 0])).toEqual([0, 0]);
  });

  it("counts financial years from 1 April in India's time", () => {
    expect(financialYear(new Date("2027-03-31T18:29:59Z"))).toBe("26-27");
    expect(financialYear(new Date("2027-03-31T18:30:00Z"))).toBe("27-28");
    expect(financialYear(new Date("2099-06-01T00:00:00Z"))).toBe("99-00");
    expect(invoiceNumber("26-27", 42)).toBe("NK/26-27/000042");
    expect(invoiceNumber("26-27", 1_234_567)).toHaveLength(16);
  });

  it("has an HSN code and rate for every demo category", () => {
    const missing = CATEGORIES.flatMap((l0) => l0.children).filter((c) => !hasTaxClass(c.id));
    expect(missing.map((c) => c.name)).toEqual([]);
  });
});

const party = (stateCode: string) => ({ name: "Asha", address: "12B, DLF Phase 3", state: "Haryana", stateCode });
const ZERO_FEES = { deliveryCharge: 0, handlingCharge: 0, smallCartFee: 0, lateNightFee: 0, rainSurge: 0, tip: 0, donation: 0 };

function source(overrides: Partial<InvoiceSource> = {}): InvoiceSource {
  return {
    number: "NK/26-27/000001",
    issuedAt: new Date("2026-11-21T07:00:00Z"),
    orderId: 1,
    orderedAt: new Date("2026-11-21T06:30:00Z"),
    paymentMethod: "cod",
    seller: { ...party("06"), name: "Nukkad", gstin: gstinFor("06", "AAPCN1234K") },
    buyer: party("06"),
    items: [
      { name: "Butter", unit: "100 g", categoryId: 146, price: 5_600, quantity: 2 },
      { name: "Detergent", unit: "1 kg", categoryId: 701, price: 19_900, quantity: 1 },
    ],
    prints: [],
    bill: {
      ...ZERO_FEES,
      itemTotal: 31_100,
      mrpTotal: 33_000,
      savings: 1_900,
      promoDiscount: 0,
      walletAmount: 0,
      grandTotal: 31_100,
    },
    ...overrides,
  };
}

describe("building an invoice", () => {
  it("splits within a state into CGST and SGST, across states into IGST", () => {
    const within = buildInvoice(source());
    expect(within.lines[0]).toMatchObject({ code: "0405", ratePercent: 5, value: 11_200, taxable: 10_667, cgst: 266, sgst: 267, igst: 0 });
    const across = buildInvoice(source({ buyer: party("07") }));
    expect(across.interState).toBe(true);
    expect(across.lines[0]).toMatchObject({ taxable: 10_667, cgst: 0, sgst: 0, igst: 533 });
  });

  it("refuses to invoice lines that do not make the bill's total", () => {
    const bill = { ...source().bill, grandTotal: 31_101 };
    expect(() => buildInvoice(source({ bill }))).toThrow(InvoiceMismatchError);
  });

  it("reconciles with any bill to the paisa: coupons, prints, fees, tip and donation", () => {
    const random = seededRandom(2026);
    const categories = [101, 146, 221, 701, 903, 583];
    for (let run = 0; run < 500; run++) {
      const items = Array.from({ length: randomInt(random, 1, 6) }, (_, i) => ({
        name: `Item ${i}`,
        unit: "1 pc",
        categoryId: categories[randomInt(random, 0, categories.length - 1)] ?? 101,
        price: randomInt(random, 100, 99_999),
        quantity: randomInt(random, 1, 9),
      }));
      const itemTotal = items.reduce((s, i) => s + i.price * i.quantity, 0);
      const prints = randomInt(random, 0, 1) ? [{ name: "Printing: notes.pdf", total: randomInt(random, 300, 9_000) }] : [];
      const fees = {
        deliveryCharge: randomInt(random, 0, 3_000),
        handlingCharge: randomInt(random, 0, 1_500),
        smallCartFee: randomInt(random, 0, 2_000),
        lateNightFee: randomInt(random, 0, 1_500),
        rainSurge: randomInt(random, 0, 2_000),
        tip: randomInt(random, 0, 5) * 1_000,
        donation: randomInt(random, 0, 1) * 100,
        printDeliveryFee: prints.length ? 2_500 : 0,
      };
      const promoDiscount = randomInt(random, 0, Math.min(itemTotal, 20_000));
      const printTotal = prints.reduce((s, p) => s + p.total, 0);
      const grandTotal = itemTotal - promoDiscount + printTotal + Object.values(fees).reduce((s, f) => s + f, 0);
      const invoice = buildInvoice(
        source({
          items,
          prints,
          bill: { ...fees, itemTotal, mrpTotal: itemTotal, savings: 0, promoDiscount, walletAmount: 0, printTotal, grandTotal },
        }),
      );
      expect(invoice.orderTotal).toBe(grandTotal);
      expect(invoice.totals.discount).toBe(promoDiscount);
      expect(invoice.totals.taxable + invoice.totals.cgst + invoice.totals.sgst).toBe(invoice.totals.value);
      const byRate = invoice.rates.reduce((s, r) => s + r.taxable + r.cgst + r.sgst, 0);
      expect(byRate).toBe(invoice.totals.value);
    }
  });
});
