import fs from "node:fs";
import { createRequire } from "node:module";

import { describe, expect, it } from "vitest";

import { BRANDS, CATEGORIES, PRODUCT_LINES } from "../../app/services/seed/data/catalogue";
import { INGREDIENTS } from "../../app/services/seed/data/ingredients";
import { ingredientsOf } from "../../app/services/seed/generate";

const L0_NAMES = [
  "Vegetables & Fruits",
  "Dairy, Bread & Eggs",
  "Munchies",
  "Cold Drinks & Juices",
  "Breakfast & Instant Food",
  "Sweet Tooth",
  "Bakery & Biscuits",
  "Tea, Coffee & Health Drinks",
  "Atta, Rice & Dal",
  "Masala, Oil & More",
  "Sauces & Spreads",
  "Chicken, Meat & Fish",
  "Organic & Healthy Living",
  "Baby Care",
  "Pharma & Wellness",
  "Cleaning Essentials",
  "Home & Office",
  "Personal Care",
  "Pet Care",
  "Paan Corner",
  "Print Store",
];

const iconsPath = createRequire(import.meta.url).resolve("@iconify-json/fluent-emoji-flat/icons.json");
const iconSet = JSON.parse(fs.readFileSync(iconsPath, "utf8")) as {
  icons: Record<string, unknown>;
  aliases?: Record<string, unknown>;
};
const iconExists = (name: string) => name in iconSet.icons || name in (iconSet.aliases ?? {});

const l1s = CATEGORIES.flatMap((c) => c.children.map((ch) => ({ ...ch, parent: c })));
const l1ById = new Map(l1s.map((c) => [c.id, c]));
const brandById = new Map(BRANDS.map((b) => [b.id, b]));
const productCount = PRODUCT_LINES.reduce((n, l) => n + l.brandIds.length * l.sizes.length, 0);

describe("catalogue categories", () => {
  it("has the 21 L0 categories in order with ids 1..21", () => {
    expect(CATEGORIES.map((c) => c.name)).toEqual(L0_NAMES);
    expect(CATEGORIES.map((c) => c.id)).toEqual(L0_NAMES.map((_, i) => i + 1));
  });

  it("gives every L0 between 4 and 8 children", () => {
    for (const c of CATEGORIES) {
      expect(c.children.length, c.name).toBeGreaterThanOrEqual(4);
      expect(c.children.length, c.name).toBeLessThanOrEqual(8);
    }
  });

  it("uses unique category ids, with L1 ids in 101..999", () => {
    const ids = [...CATEGORIES.map((c) => c.id), ...l1s.map((c) => c.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of l1s) {
      expect(c.id, c.name).toBeGreaterThanOrEqual(101);
      expect(c.id, c.name).toBeLessThanOrEqual(999);
    }
  });

  it("uses unique names among siblings", () => {
    expect(new Set(CATEGORIES.map((c) => c.name)).size).toBe(CATEGORIES.length);
    for (const c of CATEGORIES) {
      const names = c.children.map((ch) => ch.name);
      expect(new Set(names).size, c.name).toBe(names.length);
    }
  });

  it("marks only Paan Corner as age restricted", () => {
    const restricted = CATEGORIES.filter((c) => c.ageRestricted).map((c) => c.name);
    expect(restricted).toEqual(["Paan Corner"]);
  });
});

describe("catalogue brands", () => {
  it("has at least 115 brands with unique ids and names", () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(115);
    expect(new Set(BRANDS.map((b) => b.id)).size).toBe(BRANDS.length);
    expect(new Set(BRANDS.map((b) => b.name)).size).toBe(BRANDS.length);
  });

  it("gives every brand a hex colour, a manufacturer and a country", () => {
    for (const b of BRANDS) {
      expect(b.color, b.name).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(b.manufacturer.trim(), b.name).not.toBe("");
      expect(b.countryOfOrigin.trim(), b.name).not.toBe("");
    }
  });

  it("includes the Nukkad house brands", () => {
    const names = BRANDS.map((b) => b.name);
    expect(names).toContain("Nukkad Fresh");
    expect(names).toContain("Nukkad Essentials");
  });

  it("uses every brand in at least one product line", () => {
    const used = new Set(PRODUCT_LINES.flatMap((l) => l.brandIds));
    expect(BRANDS.filter((b) => !used.has(b.id)).map((b) => b.name)).toEqual([]);
  });
});

describe("catalogue product lines", () => {
  it("points every line at an L1 category and existing brands", () => {
    for (const l of PRODUCT_LINES) {
      expect(l1ById.has(l.categoryId), l.name).toBe(true);
      expect(l.brandIds.length, l.name).toBeGreaterThanOrEqual(1);
      expect(l.brandIds.length, l.name).toBeLessThanOrEqual(6);
      expect(new Set(l.brandIds).size, l.name).toBe(l.brandIds.length);
      for (const id of l.brandIds) expect(brandById.has(id), `${l.name} brand ${id}`).toBe(true);
    }
  });

  it("gives every L1 at least 4 lines", () => {
    const perL1 = new Map<number, number>();
    for (const l of PRODUCT_LINES) perL1.set(l.categoryId, (perL1.get(l.categoryId) ?? 0) + 1);
    for (const c of l1s) expect(perL1.get(c.id) ?? 0, c.name).toBeGreaterThanOrEqual(4);
  });

  it("has no duplicate line names within an L1", () => {
    const seen = new Set<string>();
    for (const l of PRODUCT_LINES) {
      const key = `${l.categoryId}:${l.name}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it("has 1-3 distinct sizes per line, each with a positive integer MRP in paise", () => {
    for (const l of PRODUCT_LINES) {
      expect(l.sizes.length, l.name).toBeGreaterThanOrEqual(1);
      expect(l.sizes.length, l.name).toBeLessThanOrEqual(3);
      expect(new Set(l.sizes.map((s) => s.unit)).size, l.name).toBe(l.sizes.length);
      for (const s of l.sizes) {
        expect(Number.isInteger(s.mrp), `${l.name} ${s.unit}`).toBe(true);
        expect(s.mrp, `${l.name} ${s.unit}`).toBeGreaterThan(0);
      }
    }
  });

  it("has a description for every line and 2-4 highlights where given", () => {
    for (const l of PRODUCT_LINES) {
      expect(l.description.trim(), l.name).not.toBe("");
      if (l.highlights) {
        expect(l.highlights.length, l.name).toBeGreaterThanOrEqual(1);
        expect(l.highlights.length, l.name).toBeLessThanOrEqual(4);
      }
    }
  });

  it("sells fresh produce and raw meat only under Nukkad Fresh", () => {
    const nukkadFresh = BRANDS.find((b) => b.name === "Nukkad Fresh")!.id;
    const freshL1 = new Set(
      l1s
        .filter(
          (c) =>
            c.parent.name === "Vegetables & Fruits" ||
            (c.parent.name === "Chicken, Meat & Fish" && ["Chicken", "Mutton", "Fish & Seafood"].includes(c.name)),
        )
        .map((c) => c.id),
    );
    expect(freshL1.size).toBe(11);
    for (const l of PRODUCT_LINES.filter((x) => freshL1.has(x.categoryId))) {
      expect(l.brandIds, l.name).toEqual([nukkadFresh]);
    }
  });

  it("expands to between 2,100 and 2,800 products", () => {
    expect(productCount).toBeGreaterThanOrEqual(2100);
    expect(productCount).toBeLessThanOrEqual(2800);
  });
});

describe("catalogue icons", () => {
  it("uses only icons that exist in Fluent Emoji Flat", () => {
    const icons = [...CATEGORIES.map((c) => c.icon), ...l1s.map((c) => c.icon), ...PRODUCT_LINES.map((l) => l.icon)];
    expect(icons.filter((i) => !iconExists(i))).toEqual([]);
  });

  it("does not lean on any single icon for more than ~6% of lines", () => {
    const counts = new Map<string, number>();
    for (const l of PRODUCT_LINES) counts.set(l.icon, (counts.get(l.icon) ?? 0) + 1);
    const max = Math.max(...counts.values());
    expect(max).toBeLessThanOrEqual(Math.ceil(PRODUCT_LINES.length * 0.06));
  });
});

describe("catalogue ingredients", () => {
  const listed = (name: string) => {
    const line = PRODUCT_LINES.find((l) => l.name === name);
    if (!line) throw new Error(`no line ${name}`);
    return ingredientsOf(INGREDIENTS, line).ingredients;
  };

  it("has an entry for every leaf category, and its exceptions name lines of that category", () => {
    expect(l1s.filter((c) => !(c.id in INGREDIENTS)).map((c) => c.name)).toEqual([]);
    const unknown = Object.entries(INGREDIENTS).flatMap(([id, entry]) =>
      Object.keys(entry.lines ?? {}).filter((name) => !PRODUCT_LINES.some((l) => l.categoryId === Number(id) && l.name === name)),
    );
    expect(unknown).toEqual([]);
  });

  it("lists ingredients on packaged food, none on fresh produce, and fits every list on the import's limit", () => {
    expect(listed("Marie Biscuits")).toMatch(/^Wheat flour \(maida\), sugar, edible vegetable oil \(palm\)/);
    expect(listed("Toned Fresh Milk")).toBe("Toned milk");
    expect(listed("Anti-Dandruff Shampoo")).toContain("zinc pyrithione");
    for (const line of PRODUCT_LINES.filter((l) => l.categoryId >= 101 && l.categoryId <= 106))
      expect(listed(line.name), line.name).toBeUndefined();
    expect(listed("Toor Dal")).toBeUndefined();
    const packagedFood = PRODUCT_LINES.filter((l) => l.food && [142, 181, 221, 261, 301, 341, 342, 343, 501].includes(l.categoryId));
    expect(packagedFood.filter((l) => !listed(l.name)).map((l) => l.name)).toEqual([]);
    for (const line of PRODUCT_LINES) expect((listed(line.name) ?? "").length, line.name).toBeLessThanOrEqual(1000);
  });
});
