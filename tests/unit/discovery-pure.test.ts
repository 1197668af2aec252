/** The pure parts of the discovery pages: offer terms in plain words, the order-online copy, the scroll key. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { plainTerms } from "~/lib/coupons";
import { orderOnlinePath } from "~/lib/paths";

const base = {
  kind: "flat",
  value: 5_000,
  maxDiscount: null,
  minOrder: 19_900,
  endsAt: null,
  perUserLimit: 1,
  clubbable: false,
  paymentMethod: null,
  issuer: null,
};

describe("plainTerms (docs/rules.md#offers)", () => {
  it("a flat coupon: value, minimum order, any payment, once, alone, no end", () => {
    expect(plainTerms(base)).toEqual([
      "₹50 off the item total",
      "Minimum order ₹199",
      "Any payment method",
      "Once per customer",
      "Cannot be combined with other coupons",
      "No end date",
    ]);
  });

  it("a capped bank offer with an end date says the cap, the bank and the last valid day", () => {
    const terms = plainTerms({
      ...base,
      kind: "percent",
      value: 10,
      maxDiscount: 15_000,
      minOrder: 0,
      perUserLimit: 2,
      clubbable: true,
      paymentMethod: "card",
      issuer: "HDFC",
      // Ends at midnight IST: the last day it can be used is the day before.
      endsAt: new Date("2026-12-01T00:00:00+05:30"),
    });
    expect(terms).toEqual([
      "10% off up to ₹150 the item total",
      "No minimum order",
      "Pay with HDFC Bank cards",
      "Up to 2 orders per customer",
      "Can be combined with other combinable offers",
      "Valid until 30 Nov 2026",
    ]);
  });

  it("no limit per customer", () => {
    expect(plainTerms({ ...base, perUserLimit: 0 })).toContain("No limit per customer");
  });
});

describe("orderOnlinePath", () => {
  it("slugs the category and appends the city", () => {
    expect(orderOnlinePath("Milk", "gurugram")).toBe("/order-online/milk-in-gurugram");
    expect(orderOnlinePath("Vegetables & Fruits", "new-delhi")).toBe("/order-online/vegetables-and-fruits-in-new-delhi");
  });
});

describe("orderOnlineCopy", () => {
  it("builds the intro and answers from the figures", async () => {
    const { orderOnlineCopy } = await import("~/services/catalogue/pages/order-online.server");
    const page = {
      city: { name: "Gurugram", slug: "gurugram", href: "/gurugram" },
      category: { name: "Milk", href: "/cn/x/cid/2/141", parent: null },
      store: { name: "Nukkad Sector 29" },
      stats: { count: 31, minPrice: 2_300, maxPrice: 7_000 },
      brands: ["Amul", "Mother Dairy", "Nandini"],
      eta: { min: 8, max: 23 },
    };
    const copy = orderOnlineCopy(page);
    expect(copy.intro).toBe(
      "Order Milk online in Gurugram from Nukkad Sector 29: 31 Milk products in stock from ₹23 to ₹70 from brands like Amul, Mother Dairy and Nandini. Delivered to your door in about 8 to 23 minutes.",
    );
    expect(copy.faqs.map((f) => f.question)).toEqual([
      "How fast is Milk delivered in Gurugram?",
      "How many Milk products can I order in Gurugram?",
      "Which Milk brands are available in Gurugram?",
      "Can I use a coupon on Milk?",
    ]);
    const empty = orderOnlineCopy({ ...page, stats: { count: 0, minPrice: null, maxPrice: null }, brands: [] });
    expect(empty.intro).toContain("Milk is out of stock at the moment");
    expect(empty.faqs[1]!.answer).toContain("None are in stock");
  });
});

describe("scrollKey (docs/deep-links.md#scroll)", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal("document", {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const at = (key: string, pathname: string, hash = "", search = "") => ({ key, pathname, search, hash });

  it("a new route gets its own key; a hash-only change shares the key of the entry it came from", async () => {
    const { scrollKey } = await import("~/lib/scroll-key");
    expect(scrollKey(at("a", "/p"))).toBe("a");
    expect(scrollKey(at("b", "/p", "#/variant/2"))).toBe("a");
    expect(scrollKey(at("c", "/p", "#/variant/3"))).toBe("a");
    expect(scrollKey(at("d", "/other"))).toBe("d");
    // Back to an entry seen before: its key again.
    expect(scrollKey(at("b", "/p", "#/variant/2"))).toBe("a");
    // The same page again without a hash change (a link to itself, another query) is a new position.
    expect(scrollKey(at("e", "/p", "#/variant/2", "?sort=price_asc"))).toBe("e");
  });

  it("on the server every entry is its own key and nothing is remembered", async () => {
    vi.unstubAllGlobals();
    const { scrollKey } = await import("~/lib/scroll-key");
    expect(scrollKey(at("a", "/p"))).toBe("a");
    expect(scrollKey(at("b", "/p", "#x"))).toBe("b");
  });
});
