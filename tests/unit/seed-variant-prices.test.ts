/**
 * docs/rules.md#variant-prices over the whole demo catalogue. Within a variant group (one brand's sizes of a
 * line) the selling prices follow the MRPs' curve: one discount for every size, so a 1 l never costs more per
 * litre, against its 500 ml, than its MRP says. The MRPs' own curve is the shelf's: a price-point pack (₹5
 * biscuits, a ₹10 chocolate) may cost less per gram than a family pack, but never half as much.
 */
import { describe, expect, it } from "vitest";
import { packSize } from "~/lib/pack-size";
import { BRANDS, CATEGORIES, PRODUCT_LINES } from "~/services/seed/data/catalogue";
import { generateProducts } from "~/services/seed/generate";

const products = generateProducts(PRODUCT_LINES, BRANDS, CATEGORIES);
type Product = (typeof products)[number];

/** Every two sizes of one group that measure in the same unit, the smaller first. */
function sizePairs(): { small: Product; big: Product; ratio: number }[] {
  const groups = new Map<number, Product[]>();
  for (const p of products) groups.set(p.groupId, [...(groups.get(p.groupId) ?? []), p]);
  const pairs = [];
  for (const group of groups.values())
    for (const small of group)
      for (const big of group) {
        const [a, b] = [packSize(small.unit), packSize(big.unit)];
        if (a && b && a.base === b.base && b.amount > a.amount) pairs.push({ small, big, ratio: b.amount / a.amount });
      }
  return pairs;
}

const pairs = sizePairs();
const label = (p: Product) => `${p.name} ${p.unit} (MRP ₹${p.mrp / 100}, ₹${p.price / 100})`;

describe("packSize", () => {
  it("reads a pack's size in grams, millilitres or pieces", () => {
    expect(packSize("500 ml")).toEqual({ base: "ml", amount: 500 });
    expect(packSize("1.5 l")).toEqual({ base: "ml", amount: 1500 });
    expect(packSize("1 kg")).toEqual({ base: "g", amount: 1000 });
    expect(packSize("4 x 100 g")).toEqual({ base: "g", amount: 400 });
    expect(packSize("12 pcs")).toEqual(packSize("12 pc"));
    expect(packSize("25 tea bags")).toEqual({ base: "tea bag", amount: 25 });
  });
  it("reads no size from a unit with a range or a set", () => {
    expect(packSize("1 pc (400-600 g)")).toBeNull();
    expect(packSize("1 set (3 pcs)")).toBeNull();
  });
});

describe("variant prices in the demo catalogue", () => {
  it("reads the pack sizes of nearly every product, and has hundreds of sizes to compare", () => {
    expect(products.filter((p) => !packSize(p.unit)).length / products.length).toBeLessThan(0.02);
    expect(pairs.length).toBeGreaterThan(500);
  });

  it("gives every size of a group the same discount, but for a rupee of rounding", () => {
    const apart = pairs.filter(
      ({ small, big }) => Math.abs(small.price / small.mrp - big.price / big.mrp) > 100 / Math.min(small.mrp, big.mrp) + 1e-9,
    );
    expect(apart.map(({ small, big }) => `${label(big)} vs ${label(small)}`)).toEqual([]);
  });

  it("never prices a bigger pack at half a smaller one's rate or less, nor above it by half", () => {
    // The bigger pack at the smaller one's size; a ₹5 pack's price is rounded to the rupee, so it gets that rupee.
    const wild = pairs.filter(
      ({ small, big, ratio }) => big.price / ratio <= 0.5 * small.price || big.price / ratio > 1.5 * (small.price + 100),
    );
    expect(wild.map(({ small, big }) => `${label(big)} vs ${label(small)}`)).toEqual([]);
  });

  it("prices Amul's toned milk 1 l at no more than two of its 500 ml, as its MRPs do", () => {
    const [half, litre] = products.filter((p) => p.name === "Amul Toned Fresh Milk");
    expect([half!.unit, litre!.unit]).toEqual(["500 ml", "1 l"]);
    expect(litre!.mrp).toBeLessThanOrEqual(2 * half!.mrp);
    expect(litre!.price).toBeLessThanOrEqual(2 * half!.price + 100);
  });
});
