// @vitest-environment happy-dom
/**
 * The GST tax invoice in Hindi (issue 37, docs/decisions/055-hindi.md): rendered with the words a Hindi bill view
 * sends (the every-page and checkout parts), its headings, columns, fee lines, what is passed on and its dates are
 * Hindi, while what was sold keeps its name; with none (an English page) it says exactly what it always did.
 */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../support/page-with-messages";
import { TaxInvoiceView } from "~/components/orders/tax-invoice";
import { gstinFor } from "~/lib/gst";
import { HINDI_PARTS } from "~/lib/i18n/hindi.server";
import { buildInvoice } from "~/services/invoices/build-invoice.server";

afterEach(cleanup);

const party = { name: "Asha", address: "12B, DLF Phase 3", state: "Haryana", stateCode: "06" };

/** A delivered order with a fee of each kind the invoice names itself, a print job, a tip and a donation. */
const INVOICE = buildInvoice({
  number: "NK/26-27/000007",
  issuedAt: new Date("2026-11-21T07:00:00Z"),
  orderId: 42,
  orderedAt: new Date("2026-11-21T06:30:00Z"),
  paymentMethod: "cod",
  seller: { ...party, name: "Nukkad", gstin: gstinFor("06", "AAPCN1234K") },
  buyer: party,
  items: [{ name: "Butter", unit: "100 g", categoryId: 146, price: 5_600, quantity: 2 }],
  prints: [{ name: "Printing: notes.pdf", total: 1_000 }],
  bill: {
    itemTotal: 11_200,
    mrpTotal: 12_000,
    savings: 800,
    deliveryCharge: 2_500,
    handlingCharge: 200,
    smallCartFee: 1_500,
    lateNightFee: 0,
    rainSurge: 0,
    tip: 2_000,
    donation: 100,
    promoDiscount: 0,
    walletAmount: 0,
    grandTotal: 11_200 + 1_000 + 2_500 + 200 + 1_500 + 2_000 + 100,
  },
});

const HINDI_PAGE = { ...HINDI_PARTS["every-page"], ...HINDI_PARTS.checkout };
const text = (container: HTMLElement) => container.textContent?.replace(/\s+/g, " ").trim() ?? "";
const rowHeads = (container: HTMLElement) => [...container.querySelectorAll("tbody th")].map((th) => th.textContent);

describe("the tax invoice in Hindi", () => {
  it("says its headings, columns, fee lines and dates in Hindi, and keeps what was sold as it was named", () => {
    const { container } = renderPage(<TaxInvoiceView invoice={INVOICE} />, HINDI_PAGE);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("टैक्स इनवॉइस");
    expect([...container.querySelectorAll("dt")].slice(0, 4).map((dt) => dt.textContent)).toEqual([
      "इनवॉइस नंबर",
      "इनवॉइस की तारीख",
      "ऑर्डर",
      "सप्लाई की जगह",
    ]);
    // India's time, the month in Hindi (docs/hindi.md#dates-numbers-and-letters).
    expect(text(container)).toContain("#42, 21 नव॰ 2026, 12:00 pm");
    expect(screen.getByRole("region", { name: "विक्रेता" }).textContent).toContain("Haryana (राज्य कोड 06)");
    expect([...container.querySelectorAll("thead th")].map((th) => th.textContent)).toEqual([
      "विवरण",
      "HSN/SAC",
      "मात्रा",
      "कीमत ₹",
      "छूट ₹",
      "टैक्स योग्य ₹",
      "दर",
      "CGST ₹",
      "SGST ₹",
      "कुल ₹",
    ]);
    expect(rowHeads(container)).toEqual(["Butter (100 g)", "प्रिंटिंग: notes.pdf", "डिलीवरी चार्ज", "हैंडलिंग चार्ज", "छोटे कार्ट की फ़ीस"]);
    expect(screen.getByRole("region", { name: "इनवॉइस का ब्योरा" })).toBeTruthy();
    expect(text(container)).toContain("डिलीवरी पार्टनर के लिए टिप (पूरा आगे दिया जाता है, इस इनवॉइस का हिस्सा नहीं)");
    expect(text(container)).toContain("दान (पूरा आगे दिया जाता है, इस इनवॉइस का हिस्सा नहीं)");
    expect(text(container)).toMatch(/₹[\d,.]+ पर 18% GST/);
    expect(text(container)).toContain("ऑर्डर का कुल₹185.00");
    expect(text(container)).toContain("यह कंप्यूटर से बना इनवॉइस है, इस पर हस्ताक्षर की ज़रूरत नहीं है।");
    // Nothing of the English invoice's own words is left.
    expect(text(container)).not.toMatch(/Tax invoice|Invoice|Delivery charge|passed on|Order total|Prices include/);
  });

  it("is the English invoice, word for word, without the Hindi words", () => {
    const { container } = renderPage(<TaxInvoiceView invoice={INVOICE} />, null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Tax invoice");
    expect(text(container)).toContain("#42, 21 Nov 2026, 12:00 pm");
    expect(rowHeads(container)).toEqual(["Butter (100 g)", "Printing: notes.pdf", "Delivery charge", "Handling charge", "Small cart fee"]);
    expect(text(container)).toContain("Haryana (state code 06)");
    expect(text(container)).toContain("Tip for your delivery partner (passed on in full, not part of this invoice)");
    expect(text(container)).toContain("Prices include GST. Tax is not payable on reverse charge.");
  });
});
