import { describe, expect, it } from "vitest";

import { PACK_TYPES, packShape, packShapeFor } from "~/services/catalogue/images/pack-types.server";
import { BRANDS, PRODUCT_LINES } from "~/services/seed/data/catalogue";

describe("packShapeFor", () => {
  it.each([
    [141, "Toned Fresh Milk", "pouch"],
    [141, "UHT Toned Milk (Tetra Pack)", "carton"],
    [145, "Dahi (Set Curd)", "tub"],
    [421, "Whole Wheat Atta", "packet"],
    [422, "Basmati Rice Classic", "packet"],
    [423, "Toor Dal", "packet"],
    [343, "Marie Biscuits", "packet"],
    [464, "Refined Sunflower Oil", "bottle"],
    [465, "Desi Cow Ghee", "tin"],
    [782, "Anti-Dandruff Shampoo", "bottle"],
    [784, "Cavity Protection Toothpaste", "tube"],
    [181, "Classic Salted Potato Chips", "packet"],
    [503, "Mixed Fruit Jam", "jar"],
    [381, "Premium Leaf Tea", "box"],
    [222, "Mixed Fruit Juice", "carton"],
    [221, "Cola", "bottle"],
    [221, "Cola Can", "can"],
    [144, "Soya Tofu", "box"],
    [781, "Germ Protection Soap", "box"],
  ])("category %i %s is a %s", (categoryId, name, pack) => {
    expect(packShapeFor(categoryId, name)).toBe(pack);
  });

  it("keeps fresh produce, eggs and raw meat as illustrations", () => {
    expect(packShapeFor(101, "Potato")).toBe("produce");
    expect(packShapeFor(102, "Banana Robusta")).toBe("produce");
    expect(packShapeFor(143, "White Eggs")).toBe("produce");
    expect(packShapeFor(541, "Chicken Breast Boneless")).toBe("produce");
  });

  it("puts produce the emoji set has no picture of in a labelled tray, not under a wrong picture", () => {
    expect(packShapeFor(101, "Beetroot")).toBe("tray");
    expect(packShapeFor(102, "Pomegranate")).toBe("tray");
    expect(packShapeFor(101, "Cauliflower")).toBe("tray");
  });

  it("has no entry for an unknown category, and packShape falls back to a box", () => {
    expect(packShapeFor(99_999, "Anything")).toBeNull();
    expect(packShape(99_999, "Anything")).toBe("box");
  });

  // A new product line (or category) in the seed must be given a pack or declared produce.
  it("maps every seeded product line to a pack or to produce art", () => {
    const unmapped = PRODUCT_LINES.filter((line) => packShapeFor(line.categoryId, line.name) === null).map((l) => l.name);
    expect(unmapped).toEqual([]);
    const shapes = new Set(PRODUCT_LINES.map((line) => packShapeFor(line.categoryId, line.name)));
    for (const pack of PACK_TYPES) expect(shapes).toContain(pack);
  });

  it("gives every brand a colour the pack can be printed in", () => {
    for (const brand of BRANDS) expect(brand.color).toMatch(/^#[0-9a-fA-F]{6}$/);
  });
});
