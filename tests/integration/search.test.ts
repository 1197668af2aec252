import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/models/db.server";
import {
  clearSearches,
  parseSearchLink,
  recentSearches,
  recordSearch,
  RECENT_SEARCHES_KEPT,
} from "~/services/catalogue/recent-searches.server";
import { searchCatalogue, searchSuggestions } from "~/services/catalogue/search.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { setUpTestDb } from "../support/db";

const handle = setUpTestDb();
const search = (q: string, options: { categoryId?: number } = {}) => searchCatalogue(handle.db, q, DEFAULT_STORE_ID, 1, false, options);
const names = (r: { products: { name: string }[] }) => r.products.map((p) => p.name);

describe("Hinglish and Hindi words", () => {
  it("doodh and दूध find milk, as milk does", async () => {
    const milk = await search("milk");
    for (const q of ["doodh", "दूध", "Doodh"]) {
      const r = await search(q);
      expect(r.mode, q).toBe("fulltext");
      expect(r.total, q).toBe(milk.total);
      expect(names(r).slice(0, 5), q).toEqual(names(milk).slice(0, 5));
    }
  });

  it("translates vegetables and staples, nukta or not", async () => {
    for (const [q, word] of [
      ["aloo", /potato/i],
      ["प्याज़", /onion/i],
      ["प्याज", /onion/i],
      ["pyaaz", /onion/i],
      ["tamatar", /tomato/i],
      ["चावल", /rice/i],
      ["dahi", /curd/i],
    ] as const) {
      const r = await search(q);
      expect(r.total, q).toBeGreaterThan(0);
      expect(
        r.products.some((p) => word.test(p.name)),
        q,
      ).toBe(true);
    }
  });
});

describe("typo tolerance", () => {
  it("corrects words the catalogue does not know against the vocabulary", async () => {
    for (const [q, fixed, word] of [
      ["choclate", "chocolate", /chocolate/i],
      ["biscut", "biscuits", /biscuit/i],
      ["panner", "paneer", /paneer/i],
    ] as const) {
      const r = await search(q);
      expect(r.mode, q).toBe("corrected");
      expect(r.corrected, q).toBe(fixed);
      expect(
        r.products.some((p) => word.test(p.name)),
        q,
      ).toBe(true);
    }
  });

  it("keeps the vocabulary from the catalogue, with a trigram index", async () => {
    const words = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from search_words`);
    expect(words[0]?.n).toBeGreaterThan(500);
    const index = await queryRows<{ indexdef: string }>(
      handle.db,
      sql`select indexdef from pg_indexes where tablename = 'search_words' and indexdef like '%gin_trgm_ops%'`,
    );
    expect(index).toHaveLength(1);
  });

  it("finds nothing for nonsense and offers popular items instead", async () => {
    const r = await search("zzqxv");
    expect(r.mode).toBe("none");
    expect(r.products).toHaveLength(0);
    expect(r.popular.length).toBeGreaterThan(0);
    expect(r.popular.every((p) => p.inStock)).toBe(true);
  });
});

describe("multi-word queries", () => {
  it("paneer tikka finds paneer and tikka products instead of nothing", async () => {
    const r = await search("paneer tikka");
    expect(r.mode).toBe("fulltext");
    expect(r.products.some((p) => /paneer/i.test(p.name))).toBe(true);
    expect(r.products.some((p) => /tikka/i.test(p.name))).toBe(true);
  });

  it("ranks products with every word first, then those with some", async () => {
    const r = await search("amul paneer");
    const both = (p: { name: string }) => /amul/i.test(p.name) && /paneer/i.test(p.name);
    expect(r.products[0] && both(r.products[0])).toBe(true);
    const firstPartial = r.products.findIndex((p) => !both(p));
    expect(firstPartial).toBeGreaterThan(0);
    expect(r.products.slice(firstPartial).some(both)).toBe(false);
    // Other paneer and other Amul products come after: more words matched ranks higher, fewer still counts.
    expect(r.products.slice(firstPartial).every((p) => /amul|paneer/i.test(p.name))).toBe(true);
  });

  it("amul butter 500g: the brand's butter first, the 500 g pack at the top", async () => {
    const r = await search("amul butter 500g");
    const top = r.products[0];
    expect(top?.brandName).toBe("Amul");
    expect(top?.name).toMatch(/butter/i);
    expect(top?.unit).toBe("500 g");
  });

  it("honours a search link's category", async () => {
    const all = await search("milk");
    const dairyId = (
      await queryRows<{ id: number }>(
        handle.db,
        sql`select category_id as id from products where name ilike '%milk%' order by popularity desc limit 1`,
      )
    )[0]?.id;
    expect(dairyId).toBeDefined();
    const within = await search("milk", { categoryId: dairyId });
    expect(within.total).toBeGreaterThan(0);
    expect(within.total).toBeLessThan(all.total);
  });
});

describe("type-ahead", () => {
  it("suggests products, brands and categories with the typed part marked", async () => {
    const s = await searchSuggestions(handle.db, { query: "amu", storeId: DEFAULT_STORE_ID });
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.brands.map((b) => b.label)).toContain("Amul");
    expect(s.brands.find((b) => b.label === "Amul")?.html).toBe("<mark>Amu</mark>l");
    expect(s.brands[0]?.href).toMatch(/^\/brand\/amul\/\d+$/);

    const doodh = await searchSuggestions(handle.db, { query: "doodh", storeId: DEFAULT_STORE_ID });
    expect(doodh.products[0]?.html).toContain("<mark>Milk</mark>");
    const category = doodh.categories[0];
    expect(category?.href).toMatch(/^\/s\/\?q=doodh&category_id=\d+&suggestion_type=category&t=1$/);
  });

  it("answers an empty query with empty lists", async () => {
    const s = await searchSuggestions(handle.db, { query: "", storeId: DEFAULT_STORE_ID });
    expect(s).toEqual({ query: "", products: [], brands: [], categories: [] });
  });
});

describe("recent searches", () => {
  const link = parseSearchLink(new URLSearchParams());
  it("keeps the 6 latest per device, newest first, a repeat moved to the top", async () => {
    const device = "a1b2c3d4e5f60718";
    const other = "0000000000000001";
    const t0 = Date.parse("2026-11-20T10:00:00Z");
    const queries = ["milk", "bread", "eggs", "atta", "chips", "dahi", "ghee", "Milk"];
    for (const [i, q] of queries.entries()) await recordSearch(handle.db, device, q, link, new Date(t0 + i * 1000));
    await recordSearch(handle.db, other, "paneer", link, new Date(t0));
    const recent = await recentSearches(handle.db, device);
    expect(recent).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(recent).toEqual(["Milk", "ghee", "dahi", "chips", "atta", "eggs"]);
    expect(await recentSearches(handle.db, other)).toEqual(["paneer"]);

    await clearSearches(handle.db, device);
    expect(await recentSearches(handle.db, device)).toEqual([]);
    expect(await recentSearches(handle.db, other)).toEqual(["paneer"]);
  });

  it("records where a search came from and drops malformed link values", async () => {
    const parsed = parseSearchLink(new URLSearchParams("q=milk&category_id=12&suggestion_type=category&t=1"));
    expect(parsed).toEqual({ categoryId: 12, suggestionType: "category", searchType: 1 });
    expect(parseSearchLink(new URLSearchParams("category_id=abc&suggestion_type=<x>&t=42"))).toEqual({
      categoryId: undefined,
      suggestionType: null,
      searchType: null,
    });
    await recordSearch(handle.db, "00000000000000aa", "milk", parsed, new Date());
    const rows = await queryRows<{ suggestion_type: string; search_type: number }>(
      handle.db,
      sql`select suggestion_type, search_type from recent_searches where device_id = '00000000000000aa'`,
    );
    expect(rows).toEqual([{ suggestion_type: "category", search_type: 1 }]);
  });
});
