/**
 * The demo catalogue's Hindi names (docs/product/entities.md#hindi-names): every category has one, the staples
 * have theirs with the brand as printed, and a shopper typing a staple's Hindi name finds it (search words).
 */
import { describe, expect, it } from "vitest";
import { parseQuery } from "~/lib/search-query";
import { BRANDS, CATEGORIES, PRODUCT_LINES } from "~/services/seed/data/catalogue";
import { categoryRows, generateProducts } from "~/services/seed/generate";

const DEVANAGARI = /[\u0900-\u097f]/;

describe("the demo catalogue in Hindi", () => {
  it("names every L0 and L1 category in Hindi", () => {
    const rows = categoryRows(CATEGORIES);
    expect(rows.length).toBeGreaterThan(140);
    for (const row of rows) expect(row.nameHi, row.name).toMatch(DEVANAGARI);
    expect(rows.find((r) => r.id === 141)?.nameHi).toBe("दूध");
  });

  it("names at least 40 staples in Hindi, across vegetables, fruits, dairy, atta, rice, dal, oil, masala, eggs and bread", () => {
    const named = PRODUCT_LINES.filter((l) => l.nameHi);
    expect(named.length).toBeGreaterThanOrEqual(40);
    // Fresh vegetables and fruits, milk, bread, eggs, paneer, curd, atta, rice, dal, powdered and blended masala, oil, ghee, salt and sugar.
    for (const category of [101, 102, 141, 142, 143, 144, 145, 421, 422, 423, 461, 462, 464, 465, 466])
      expect(
        named.some((l) => l.categoryId === category),
        String(category),
      ).toBe(true);
    for (const line of named) expect(line.nameHi, line.name).toMatch(DEVANAGARI);
  });

  it("keeps the brand as printed before the Hindi name, and leaves other products without one", () => {
    const products = generateProducts(PRODUCT_LINES, BRANDS, CATEGORIES);
    const byName = new Map(products.map((p) => [p.name, p]));
    expect(byName.get("Nukkad Fresh Onion")?.nameHi).toBe("Nukkad Fresh प्याज");
    expect(byName.get("Amul Toned Fresh Milk")?.nameHi).toBe("Amul टोंड ताज़ा दूध");
    expect(byName.get("Aashirvaad Whole Wheat Atta")?.nameHi).toBe("Aashirvaad गेहूँ का आटा");
    expect(products.filter((p) => p.nameHi).length).toBeGreaterThanOrEqual(200);
    expect(products.find((p) => p.name.startsWith("Lay's"))?.nameHi).toBeNull();
  });

  it("has a search word in every staple's Hindi name that means the product or its category", () => {
    const paths = new Map(CATEGORIES.flatMap((l0) => l0.children.map((l1) => [l1.id, `${l1.name} ${l0.name}`] as const)));
    const misses: string[] = [];
    for (const line of PRODUCT_LINES) {
      if (!line.nameHi) continue;
      const english = ` ${line.name} ${paths.get(line.categoryId)} `.toLowerCase().replace(/[^a-z0-9]+/g, " ");
      const meanings = parseQuery(line.nameHi)
        .terms.filter((t) => t.translated)
        .flatMap((t) => t.alternatives);
      const found = meanings.some((words) => words.every((w) => english.includes(` ${w}`)));
      if (!found) misses.push(`${line.nameHi} (${line.name})`);
    }
    expect(misses).toEqual([]);
  });
});
