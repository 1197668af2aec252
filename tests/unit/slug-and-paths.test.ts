import { describe, expect, it } from "vitest";
import { brandCategoryPath, categoryPath, productPath, safeRedirectPath, searchPath } from "~/lib/paths";
import { slugify } from "~/lib/slug";

describe("slugify", () => {
  it("makes lowercase hyphenated ASCII", () => {
    expect(slugify("Lay's Magic Masala")).toBe("lays-magic-masala");
    expect(slugify("Dairy, Bread & Eggs")).toBe("dairy-bread-and-eggs");
    expect(slugify("Nestlé  Milkmaid")).toBe("nestle-milkmaid");
    expect(slugify("  --Atta--  ")).toBe("atta");
  });
  it("keeps slugs short enough for URLs", () => {
    expect(slugify("a".repeat(200)).length).toBeLessThanOrEqual(80);
    expect(slugify(`${"word ".repeat(30)}`)).not.toMatch(/-$/);
  });
});

describe("paths (spec §2)", () => {
  it("builds canonical screen paths", () => {
    expect(categoryPath("Munchies", 3, 301)).toBe("/cn/munchies/cid/3/301");
    expect(productPath("Amul Taaza Toned Milk", 100001)).toBe("/prn/amul-taaza-toned-milk/prid/100001");
    expect(productPath("Amul Taaza Toned Milk", 100001, "gurugram")).toBe("/gurugram/prn/amul-taaza-toned-milk/prid/100001");
    expect(brandCategoryPath("Amul", 1, "Milk", 201)).toBe("/brand/amul/1/milk/201");
    expect(searchPath("cold drink & ice")).toBe("/s/?q=cold%20drink%20%26%20ice");
  });
});

describe("safeRedirectPath", () => {
  it("allows local paths", () => {
    expect(safeRedirectPath("/cart")).toBe("/cart");
    expect(safeRedirectPath("/s/?q=milk")).toBe("/s/?q=milk");
  });
  it("refuses anything that leaves the site", () => {
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "", null, 42, "/ok\r\nSet-Cookie: x"]) {
      expect(safeRedirectPath(bad, "/fallback")).toBe("/fallback");
    }
  });
});
