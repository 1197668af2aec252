// @vitest-environment happy-dom
/**
 * The cart panel's and the bill's words in Hindi (docs/decisions/055-hindi.md): rendered with the words the root
 * sends on a Hindi page (the `every-page` part), and exactly as before with none (an English page).
 */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../support/page-with-messages";
import { BillDetails } from "~/components/cart/bill-details";
import { CartContents } from "~/components/cart/cart-contents";
import { PrintLines, type PrintLineView } from "~/components/cart/print-lines";
import type { Bill } from "~/lib/bill";
import { HINDI_PARTS } from "~/lib/i18n/hindi.server";
import type { CartView } from "~/lib/views/cart";
import type { ShopperLocation } from "~/lib/views/location";

afterEach(cleanup);

const BILL: Bill = {
  itemTotal: 12_000,
  mrpTotal: 15_000,
  savings: 3_000,
  deliveryCharge: 0,
  handlingCharge: 200,
  smallCartFee: 0,
  lateNightFee: 0,
  rainSurge: 0,
  tip: 0,
  donation: 0,
  promoDiscount: 0,
  printTotal: 0,
  printDeliveryFee: 0,
  walletAmount: 0,
  grandTotal: 12_200,
  freeDeliveryShortfall: 7_800,
};

const text = (container: HTMLElement) => container.textContent?.replace(/\s+/g, " ").trim();

describe("the bill in Hindi", () => {
  it("says its rows, free delivery, the nudge and the savings in Hindi on a Hindi page", () => {
    const { container } = renderPage(<BillDetails bill={BILL} />, HINDI_PARTS["every-page"]);
    expect(screen.getByRole("heading").textContent).toBe("बिल की जानकारी");
    const rows = [...container.querySelectorAll("dt")].map((dt) => dt.textContent);
    expect(rows).toEqual(["सामान का कुल", "डिलीवरी चार्ज", "हैंडलिंग चार्ज", "कुल बिल"]);
    expect(text(container)).toContain("फ़्री");
    expect(text(container)).toContain("फ़्री डिलीवरी के लिए ₹78 का सामान और जोड़ें");
    expect(text(container)).toContain("इस ऑर्डर पर आपकी ₹30 की बचत");
  });

  it("is the English bill, word for word, without the Hindi words", () => {
    const { container } = renderPage(<BillDetails bill={BILL} />, null);
    expect(container.textContent).toBe(
      "Bill detailsItems total₹150₹120Delivery chargeFREEHandling charge₹2Grand total₹122Add ₹78 more for free deliveryYou save ₹30 on this order",
    );
  });
});

describe("the cart panel's contents in Hindi", () => {
  const empty = { lines: [], prints: [], promos: [], bill: BILL, state: "valid" } as unknown as CartView;
  const location = { etaMinutes: 9 } as ShopperLocation;

  it("says an empty cart in Hindi, with its way back to the store", () => {
    renderPage(<CartContents cart={empty} location={location} />, HINDI_PARTS["every-page"]);
    expect(screen.getByText("आपका कार्ट खाली है")).toBeTruthy();
    expect(screen.getByRole("link").textContent).toBe("सामान देखें");
  });

  it("says the delivery time and the way to checkout in Hindi for a cart with a line", () => {
    const cart = {
      ...empty,
      id: "c1",
      version: 1,
      quantities: { 7: 2 },
      summary: { count: 2, total: 12_000 },
      lines: [
        {
          productId: 7,
          name: "Amul Taaza Milk",
          unit: "500 ml",
          image: "/m.jpg",
          href: "/prn/milk/prid/7",
          price: 6_000,
          mrp: 6_000,
          quantity: 2,
          available: false,
        },
      ],
    } as unknown as CartView;
    const { container } = renderPage(<CartContents cart={cart} location={location} />, HINDI_PARTS["every-page"]);
    expect(text(container)).toContain("9 मिनट में डिलीवरी");
    expect(text(container)).toContain("आपकी जगह पर उपलब्ध नहीं");
    expect(screen.getByTestId("proceed-to-checkout").textContent).toBe("₹122चेकआउट करें ›");
    expect(screen.getByRole("list", { name: "कार्ट में सामान" })).toBeTruthy();
  });
});

describe("a print job's line in Hindi", () => {
  const lines: PrintLineView[] = [
    { printId: "p1", name: "notes.pdf", pages: 2, copies: 1, color: "COLOR", side: "SINGLE", total: 2_000 },
    { printId: "p2", name: "form.pdf", pages: 1, copies: 3, color: "BLACK_AND_WHITE", side: "DOUBLE", total: 600 },
  ];

  it("says its pages, copies, colour and sides in Hindi with every page's words (the cart, checkout, an order)", () => {
    renderPage(
      <ul>
        <PrintLines lines={lines} />
      </ul>,
      HINDI_PARTS["every-page"],
    );
    expect(screen.getByText("2 पेज × 1 कॉपी · कलर · एक तरफ़")).toBeTruthy();
    expect(screen.getByText("1 पेज × 3 कॉपी · ब्लैक एंड व्हाइट · दोनों तरफ़")).toBeTruthy();
  });

  it("is the English line without them", () => {
    renderPage(
      <ul>
        <PrintLines lines={lines} />
      </ul>,
      null,
    );
    expect(screen.getByText("2 pages × 1 copy · Colour · Single side")).toBeTruthy();
    expect(screen.getByText("1 page × 3 copies · Black and white · Double side")).toBeTruthy();
  });
});
