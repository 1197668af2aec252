/**
 * The tile's name (app/lib/card-name.ts, docs/rules.md#product-names) over the whole demo catalogue: the brand
 * gives way first, the words after it never do, no word is cut, and what tells products apart starts within a
 * 360 px phone's two lines.
 */
import { describe, expect, it } from "vitest";
import { brandFirstWord, cardName, isOwnBrand, lineCount } from "~/lib/card-name";
import { BRANDS, CATEGORIES, PRODUCT_LINES } from "~/services/seed/data/catalogue";
import { generateProducts } from "~/services/seed/generate";

const brandById = new Map(BRANDS.map((b) => [b.id, b.name]));
const named = generateProducts(PRODUCT_LINES, BRANDS, CATEGORIES).map((p) => ({ name: p.name, brand: brandById.get(p.brandId) ?? "" }));
// The seed's multipacks ("Pack of 3", when asked for more products than the curated lines give) too.
const catalogue = [...named, ...named.map((p) => ({ ...p, name: `${p.name} (Pack of 2)` }))];

/** Characters on a line of a search result's tile on a 360 px phone, and its lines (as in card-name.ts). */
const LINE = 16;
const LINES = 2;

describe("cardName over the demo catalogue", () => {
  it("covers every product, and every name opens with its brand", () => {
    expect(named.length).toBeGreaterThan(2000);
    for (const p of catalogue) expect(p.name.startsWith(`${p.brand} `), p.name).toBe(true);
  });

  it("keeps the words after the brand, whole and in order, and cuts no word", () => {
    for (const p of catalogue) {
      const shown = cardName(p);
      const rest = p.name.slice(p.brand.length + 1);
      expect(shown.endsWith(rest), `${p.name} → ${shown}`).toBe(true);
      // What stands before them is whole words the brand opens with (or nothing).
      const kept = shown.slice(0, shown.length - rest.length).trim();
      if (kept) expect(`${p.brand} `.startsWith(`${kept} `), `${p.name} → ${shown}`).toBe(true);
      const words = p.name.split(" ");
      for (const word of shown.split(" ")) expect(words, `${p.name} → ${shown}`).toContain(word);
    }
  });

  it("fits two lines, or starts the words after the brand within them", () => {
    for (const p of catalogue) {
      const shown = cardName(p);
      if (lineCount(shown, LINE) <= LINES) continue;
      const rest = p.name.slice(p.brand.length + 1);
      const upToFirstWord = shown.slice(0, shown.length - rest.length) + (rest.split(" ")[0] ?? "");
      expect(lineCount(upToFirstWord, LINE), `${p.name} → ${shown}`).toBeLessThanOrEqual(LINES);
    }
  });

  it("drops the store's own brands, and leaves a name that fits, or a short brand's, as it is", () => {
    for (const p of catalogue) {
      const shown = cardName(p);
      const rest = p.name.slice(p.brand.length + 1);
      if (isOwnBrand(p.brand)) expect(shown).toBe(rest);
      else if (lineCount(p.name, LINE) <= LINES || p.brand.length < 15) expect(shown).toBe(p.name);
      else expect(shown.length, p.name).toBeLessThanOrEqual(p.name.length);
    }
  });
});

describe("cardName's examples", () => {
  const shown = (name: string) => {
    const p = named.find((n) => n.name === name);
    if (!p) throw new Error(`${name} is not in the demo catalogue`);
    return cardName(p);
  };

  it("puts the kind first for the store's own brands (issue 38: “Nukkad Fresh Gree…”, “Nukkad Essentials Read…”)", () => {
    expect(shown("Nukkad Fresh Green Chilli")).toBe("Green Chilli");
    expect(shown("Nukkad Fresh Green Chilli")).toMatch(/^Green/);
    expect(shown("Nukkad Essentials Ready to Fry Fryums")).toBe("Ready to Fry Fryums");
    expect(shown("Nukkad Fresh Bottle Gourd (Lauki)")).toBe("Bottle Gourd (Lauki)");
    expect(shown("Nukkad Essentials Rajma (Red Kidney Beans)")).toBe("Rajma (Red Kidney Beans)");
  });

  it("keeps a one-word brand whole, however long: the tile ellipsises it, never splits it (“Akshayakalp / a Cow Milk”)", () => {
    expect(shown("Akshayakalpa Cow Milk")).toBe("Akshayakalpa Cow Milk");
    expect(shown("Akshayakalpa Full Cream Milk")).toBe("Akshayakalpa Full Cream Milk");
  });

  it("shortens a long brand of several words to its first, as a shopper says it", () => {
    expect(shown("Emami Healthy & Tasty Kachi Ghani Mustard Oil")).toBe("Emami Kachi Ghani Mustard Oil");
    expect(shown("Dr. Oetker FunFoods Pasta Sauce Arrabbiata")).toBe("Dr. Oetker Pasta Sauce Arrabbiata");
    expect(shown("24 Mantra Organic Organic Whole Wheat Atta")).toBe("24 Mantra Organic Whole Wheat Atta");
    expect(shown("RiteBite Max Protein Protein Bar Peanut Butter")).toBe("RiteBite Protein Bar Peanut Butter");
  });

  it("leaves short brands and names that fit alone", () => {
    expect(shown("Mother Dairy UHT Toned Milk (Tetra Pack)")).toBe("Mother Dairy UHT Toned Milk (Tetra Pack)");
    expect(shown("Amul Toned Fresh Milk")).toBe("Amul Toned Fresh Milk");
    expect(shown("ITC Master Chef Prawns Koliwada")).toBe("ITC Master Chef Prawns Koliwada");
    expect(shown("The Whole Truth Raw Whey Protein Unflavoured")).toBe("The Whole Truth Raw Whey Protein Unflavoured");
  });
});

describe("cardName's edges", () => {
  it("leaves a name that does not open with its brand, or is only its brand, as it is", () => {
    expect(cardName({ name: "Green Chilli", brand: "Nukkad Fresh" })).toBe("Green Chilli");
    expect(cardName({ name: "Nukkad Fresh", brand: "Nukkad Fresh" })).toBe("Nukkad Fresh");
    expect(cardName({ name: "Nukkad Freshly Cut Fruit", brand: "Nukkad Fresh" })).toBe("Nukkad Freshly Cut Fruit");
    expect(cardName({ name: "Onion", brand: null })).toBe("Onion");
    expect(cardName({ name: "Onion", brand: "" })).toBe("Onion");
  });

  it("reads the brand in any letter case, and keeps the name's own", () => {
    expect(cardName({ name: "NUKKAD FRESH Onion", brand: "Nukkad Fresh" })).toBe("Onion");
    expect(cardName({ name: "emami healthy & tasty Kachi Ghani Mustard Oil", brand: "Emami Healthy & Tasty" })).toBe(
      "emami Kachi Ghani Mustard Oil",
    );
  });

  it("finds a brand's first word as it is said", () => {
    expect(brandFirstWord("Dr. Oetker FunFoods")).toBe("Dr. Oetker");
    expect(brandFirstWord("24 Mantra Organic")).toBe("24 Mantra");
    expect(brandFirstWord("Emami Healthy & Tasty")).toBe("Emami");
    expect(brandFirstWord("Head & Shoulders")).toBe("Head & Shoulders");
    expect(brandFirstWord("Mother's Recipe")).toBe("Mother's Recipe");
    expect(brandFirstWord("The Whole Truth")).toBe("The Whole Truth");
    expect(brandFirstWord("Akshayakalpa")).toBe("Akshayakalpa");
    expect(brandFirstWord("Brooke Bond Red Label")).toBe("Brooke Bond");
    expect(cardName({ name: "Brooke Bond Red Label Premium Leaf Tea", brand: "Brooke Bond Red Label" })).toBe(
      "Brooke Bond Premium Leaf Tea",
    );
  });

  it("counts lines as a tile wraps them: at spaces, a word too long for a line taking one", () => {
    expect(lineCount("Green Chilli")).toBe(1);
    expect(lineCount("Nukkad Fresh Green Chilli")).toBe(2);
    expect(lineCount("Mother Dairy UHT Toned Milk")).toBe(2);
    expect(lineCount("Supercalifragilisticexpialidocious Milk")).toBe(2);
    expect(lineCount("")).toBe(0);
  });
});
