/** Product page extras (docs/rules.md#product-badges, #ratings): badges, who may rate, the rating form and import columns. */
import { describe, expect, it } from "vitest";
import {
  authorInitial,
  type BadgeFacts,
  BESTSELLER_MIN_POPULARITY,
  formatRating,
  LOW_STOCK_AT,
  mayRate,
  NEW_FOR_DAYS,
  productBadges,
  ratingSummary,
  REVIEW_MAX_LENGTH,
} from "~/lib/product-extras";
import { RatingSchema } from "~/lib/forms/rating.server";
import { productJsonLd } from "~/lib/structured-data";
import { dietOf } from "~/services/seed/generate";
import { parseBadges, SizeChartSchema, validateRecords } from "~/services/catalogue/import/validate.server";

const NOW = new Date("2026-11-21T06:30:00Z");
const DAY = 86_400_000;
const plain: BadgeFacts = { badges: [], popularity: 10, listedAt: new Date(NOW.getTime() - 100 * DAY), stock: 50 };
const codes = (facts: Partial<BadgeFacts>) => productBadges({ ...plain, ...facts }, NOW).map((b) => b.code);

describe("product badges", () => {
  it("shows none for an ordinary product", () => {
    expect(productBadges(plain, NOW)).toEqual([]);
  });

  it("says 'Only N left' from LOW_STOCK_AT units down, not when sold out or unknown", () => {
    expect(productBadges({ ...plain, stock: 3 }, NOW)).toEqual([{ code: "low_stock", label: "Only 3 left" }]);
    expect(codes({ stock: LOW_STOCK_AT })).toEqual(["low_stock"]);
    expect(codes({ stock: LOW_STOCK_AT + 1 })).toEqual([]);
    expect(codes({ stock: 0 })).toEqual([]);
    expect(codes({ stock: null })).toEqual([]);
  });

  it("marks bestsellers from the popularity band", () => {
    expect(codes({ popularity: BESTSELLER_MIN_POPULARITY })).toEqual(["bestseller"]);
    expect(codes({ popularity: BESTSELLER_MIN_POPULARITY - 1 })).toEqual([]);
  });

  it("marks products listed in the last NEW_FOR_DAYS days as new, not ones listed later than now", () => {
    expect(codes({ listedAt: new Date(NOW.getTime() - (NEW_FOR_DAYS - 1) * DAY) })).toEqual(["new"]);
    expect(codes({ listedAt: new Date(NOW.getTime() - NEW_FOR_DAYS * DAY) })).toEqual([]);
    expect(codes({ listedAt: new Date(NOW.getTime() + DAY) })).toEqual([]);
  });

  it("adds stated badges by their label and ignores unknown codes", () => {
    expect(productBadges({ ...plain, badges: ["organic", "made_up", "sugar_free"] }, NOW)).toEqual([
      { code: "organic", label: "Organic" },
      { code: "sugar_free", label: "Sugar free" },
    ]);
  });

  it("orders them low stock, bestseller, new, then stated", () => {
    expect(codes({ stock: 2, popularity: 999, listedAt: NOW, badges: ["organic"] })).toEqual(["low_stock", "bestseller", "new", "organic"]);
  });

  it("gives the seed's food its diet mark by category unless the line says otherwise", () => {
    expect(dietOf({ food: true, categoryId: 141 }, 2)).toBe("veg");
    expect(dietOf({ food: true, categoryId: 143 }, 2)).toBe("non_veg");
    expect(dietOf({ food: true, categoryId: 541 }, 12)).toBe("non_veg");
    expect(dietOf({ food: true, categoryId: 346, diet: "non_veg" }, 7)).toBe("non_veg");
    expect(dietOf({ food: false, categoryId: 744 }, 17)).toBeNull();
  });
});

describe("ratings", () => {
  it("may rate only with a delivered order holding the product", () => {
    expect(mayRate([])).toBe(false);
    expect(mayRate(["CREATED", "ENROUTE", "REACHED_DOORSTEP"])).toBe(false);
    expect(mayRate(["CANCELLED", "DELIVERY_FAILED", "rescheduled"])).toBe(false);
    expect(mayRate(["CANCELLED", "DELIVERED"])).toBe(true);
  });

  it("summarises the mean to one decimal with the count", () => {
    expect(ratingSummary(3, 13)).toEqual({ count: 3, average: 4.3 });
    expect(ratingSummary(0, 0)).toEqual({ count: 0, average: 0 });
    expect(formatRating(ratingSummary(27, 116))).toBe("4.3 ★ (27 ratings)");
    expect(formatRating(ratingSummary(1, 5))).toBe("5.0 ★ (1 rating)");
  });

  it("shows the author's first initial only", () => {
    expect(authorInitial("asha Verma")).toBe("A.");
    expect(authorInitial("  ")).toBeNull();
    expect(authorInitial(null)).toBeNull();
    expect(authorInitial("राहुल")).toBe("र.");
  });

  it("takes whole stars 1 to 5 and a review up to REVIEW_MAX_LENGTH characters", () => {
    expect(RatingSchema.parse({ stars: "4", review: "  Fresh and cold. ", productId: "100001" })).toEqual({
      stars: 4,
      review: "Fresh and cold.",
      productId: 100001,
    });
    expect(RatingSchema.parse({ stars: "5", review: "", productId: "7" }).review).toBeUndefined();
    for (const stars of ["0", "6", "4.5", "", "five", undefined]) {
      const parsed = RatingSchema.safeParse({ stars, productId: "7" });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Choose from 1 to 5 stars.");
    }
    const long = RatingSchema.safeParse({ stars: "3", review: "x".repeat(REVIEW_MAX_LENGTH + 1), productId: "7" });
    expect(long.error?.issues[0]?.message).toBe(`Please keep your review under ${REVIEW_MAX_LENGTH} characters.`);
    expect(RatingSchema.safeParse({ stars: "3", productId: "abc" }).success).toBe(false);
  });

  it("declares aggregateRating in the product's structured data only when rated", () => {
    const base = { name: "Milk", description: "d", image: "i", sku: "1", brand: "Amul", url: "u", price: 2800, mrp: 2900, inStock: true };
    expect(productJsonLd(base)).not.toHaveProperty("aggregateRating");
    expect(productJsonLd({ ...base, rating: { average: 0, count: 0 } })).not.toHaveProperty("aggregateRating");
    expect(productJsonLd({ ...base, rating: { average: 4.3, count: 27 } }).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: "4.3",
      ratingCount: 27,
      bestRating: "5",
      worstRating: "1",
    });
  });
});

describe("import columns for the extras", () => {
  it("reads stated badges and refuses unknown ones", () => {
    expect(parseBadges("Organic; sugar-free, organic")).toEqual(["organic", "sugar_free"]);
    expect(parseBadges("")).toEqual([]);
    expect(parseBadges("organic; bestseller")).toBeNull();
  });

  it("checks a size chart's shape", () => {
    const chart = { title: "Sizes", columns: ["Size", "Weight"], rows: [["S", "4–8 kg"]] };
    expect(SizeChartSchema.safeParse(chart).success).toBe(true);
    expect(SizeChartSchema.safeParse({ ...chart, rows: [["S"]] }).success).toBe(false);
    expect(SizeChartSchema.safeParse({ ...chart, columns: ["Size"] }).success).toBe(false);
    expect(SizeChartSchema.safeParse({ ...chart, extra: 1 }).success).toBe(false);
  });

  const base = {
    id: "900001",
    name: "Gir Farms A2 Cow Milk",
    brand: "Gir Farms",
    category: "Dairy, Bread & Eggs > Milk",
    unit: "500 ml",
    mrp: "45",
    price: "42",
    manufacturer: "Gir Farms Dairy",
    country_of_origin: "India",
    net_quantity: "500 ml",
    customer_care: "care@girfarms.example",
    food: "yes",
    fssai_licence: "10012345678901",
  };
  const check = (fields: Record<string, string>) => validateRecords([{ row: 2, fields: { ...base, ...fields } }]);

  it("reads diet, badges, a size chart and open-box delivery from a row", () => {
    const chart = { title: "Sizes", columns: ["Size", "Weight"], rows: [["S", "4–8 kg"]] };
    const { rows, refused } = check({ diet: "Non-Veg", badges: "organic", size_chart: JSON.stringify(chart), open_box_delivery: "yes" });
    expect(refused).toEqual([]);
    expect(rows[0]).toMatchObject({ diet: "non_veg", badges: ["organic"], sizeChart: chart, openBoxDelivery: true });
    expect(check({}).rows[0]).toMatchObject({ diet: null, badges: [], sizeChart: null, openBoxDelivery: false });
  });

  it("refuses a row with a wrong diet, badge, size chart or yes/no", () => {
    expect(check({ diet: "vegan" }).refused[0]?.reason).toBe("diet 'vegan' must be veg or non-veg, or blank");
    expect(check({ diet: "veg", food: "no", fssai_licence: "" }).refused[0]?.reason).toMatch(/diet is for food/);
    expect(check({ badges: "organic; bestseller" }).refused[0]?.reason).toMatch(/^badges must be among organic, sugar_free, gluten_free/);
    expect(check({ size_chart: "S: 4-8 kg" }).refused[0]?.reason).toMatch(/^size_chart must be JSON/);
    expect(check({ open_box_delivery: "maybe" }).refused[0]?.reason).toBe("open_box_delivery must be yes or no");
  });
});
