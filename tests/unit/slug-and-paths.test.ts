import { describe, expect, it } from "vitest";
import {
  backToCard,
  brandCategoryPath,
  categoryPath,
  locationPickerPath,
  locationReturnPath,
  MAX_REDIRECT_PATH_LENGTH,
  productPath,
  safeRedirectPath,
  searchPath,
} from "~/lib/paths";
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

describe("paths", () => {
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
    expect(safeRedirectPath("/location?redirectTo=%2Fcart")).toBe("/location?redirectTo=%2Fcart");
    expect(safeRedirectPath("/")).toBe("/");
  });
  it("refuses anything that leaves the site", () => {
    const bad = [
      "//evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "https://evil.example",
      "http:/evil.example",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      " /cart",
      "\t/cart",
      "cart",
      "",
      null,
      undefined,
      42,
      ["/cart"],
      { toString: () => "/cart" },
      // Browsers drop tabs and newlines inside a URL: each of these would become "//evil.example".
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r/evil.example",
      "/ok\r\nSet-Cookie: x",
      // Other control characters: NUL (PostgreSQL cannot store it), escape, DEL, C1.
      "/cart\u0000",
      "/cart\u001b[31m",
      "/cart\u007f",
      "/cart\u0085",
      // Dot segments that resolve to a path a browser would read as another host.
      "/.//evil.example",
      "/..//evil.example",
      "/a/..//evil.example",
      "/%2e//evil.example",
      // Too long to be a page of ours.
      `/${"a".repeat(MAX_REDIRECT_PATH_LENGTH)}`,
      `/?q=${"é".repeat(MAX_REDIRECT_PATH_LENGTH / 4)}`,
    ];
    for (const target of bad) expect(safeRedirectPath(target, "/fallback"), JSON.stringify(String(target))).toBe("/fallback");
  });
  it("answers the path a browser would go to, percent-encoded so it fits a Location header", () => {
    expect(safeRedirectPath("/s/?q=dahi vada")).toBe("/s/?q=dahi%20vada");
    expect(safeRedirectPath("/s/?q=दूध")).toBe("/s/?q=%E0%A4%A6%E0%A5%82%E0%A4%A7");
    expect(safeRedirectPath("/account/../cart")).toBe("/cart");
    expect(safeRedirectPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    for (const target of ["/s/?q=दूध", "/a b", "/cart#top"]) {
      const path = safeRedirectPath(target);
      expect(() => new Headers({ Location: path }), path).not.toThrow();
      expect(new URL(path, "https://nukkad.example").origin).toBe("https://nukkad.example");
    }
  });
  it("keeps a path of the longest allowed length", () => {
    const longest = `/${"a".repeat(MAX_REDIRECT_PATH_LENGTH - 1)}`;
    expect(safeRedirectPath(longest)).toBe(longest);
  });
});

describe("the location picker's return path", () => {
  it("goes back to the page it was opened from", () => {
    expect(locationPickerPath("/categories", "")).toBe("/location?redirectTo=%2Fcategories");
    expect(locationPickerPath("/s/", "?q=milk")).toBe(`/location?redirectTo=${encodeURIComponent("/s/?q=milk")}`);
  });
  it("from the picker itself keeps where the picker was going back to, instead of nesting", () => {
    const first = locationPickerPath("/categories", "");
    const url = new URL(first, "https://nukkad.example");
    expect(locationPickerPath(url.pathname, url.search)).toBe(first);
    expect(locationPickerPath("/location", "")).toBe("/location?redirectTo=%2F");
    expect(locationPickerPath("/location", "?q=122002&redirectTo=%2Fcart")).toBe("/location?redirectTo=%2Fcart");
  });
  it("unwraps targets that are the picker, however deep, and refuses unsafe ones", () => {
    let nested = "/cart";
    for (let i = 0; i < 5; i++) nested = `/location?redirectTo=${encodeURIComponent(nested)}`;
    expect(locationReturnPath(nested)).toBe("/cart");
    expect(locationReturnPath("/Location/?redirectTo=%2Fcart")).toBe("/cart");
    expect(locationReturnPath("/location")).toBe("/");
    expect(locationReturnPath("/location?redirectTo=%2F%2Fevil.example")).toBe("/");
    expect(locationReturnPath("https://evil.example/")).toBe("/");
    expect(locationReturnPath("/locations")).toBe("/locations");
  });
});

describe("backToCard", () => {
  it("comes back to the product's tile on the page the ADD was on", () => {
    expect(backToCard("/cn/dairy-bread-and-eggs/cid/2/141?sort=price_asc", 100114)).toBe(
      "/cn/dairy-bread-and-eggs/cid/2/141?sort=price_asc#product-100114",
    );
  });
  it("keeps a fragment the page already asked for, and a change without a product as it is", () => {
    expect(backToCard("/recipe/poha/3#ingredients", 100114)).toBe("/recipe/poha/3#ingredients");
    expect(backToCard("/cart", undefined)).toBe("/cart");
  });
});
