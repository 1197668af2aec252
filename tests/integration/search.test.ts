import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "~/models/db.server";
import {
  clearSearches,
  parseSearchLink,
  recentSearches,
  recordSearch,
  RECENT_SEARCHES_KEPT,
} from "~/services/search/recent-searches.server";
import { SEARCH_RESULT_CAP } from "~/lib/search-results";
import { rankedSearchMatches } from "~/models/search-ranking.server";
import { namesMatching, similarWordsQuery } from "~/models/search.server";
import { resolveProductSearch, searchCatalogue, searchSuggestions } from "~/services/search/search.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { setUpTestDb } from "../support/db";

const handle = setUpTestDb();
const search = (q: string, options: { categoryId?: number; page?: number } = {}) =>
  searchCatalogue(handle.db, q, DEFAULT_STORE_ID, options.page ?? 1, false, options);
/** The best `limit` product ids of a query at the default store. */
const ranked = async (q: string, limit: number) =>
  rankedSearchMatches(handle.db, await resolveProductSearch(handle.db, { query: q, storeId: DEFAULT_STORE_ID }), limit);
/** Every product of the default store (not age-restricted) matching any of the query's words, counted in full. */
async function exactMatches(tsquery: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from products p join store_products sp on sp.product_id = p.id and sp.store_id = ${DEFAULT_STORE_ID}
        where p.search_vector @@ to_tsquery('english', ${tsquery})
          and p.l0_category_id not in (select id from categories where age_restricted)`,
  );
  return row?.n ?? 0;
}
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

  it("keeps the vocabulary from the catalogue, and looks typos up through its trigram index", async () => {
    const words = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from search_words`);
    expect(words[0]?.n).toBeGreaterThan(500);
    const index = await queryRows<{ indexdef: string }>(
      handle.db,
      sql`select indexdef from pg_indexes where tablename = 'search_words' and indexdef like '%gist_trgm_ops%'`,
    );
    expect(index).toHaveLength(1);
    // The plan the database chooses for the look-up, not one forced on it.
    const plan = await queryRows<{ "QUERY PLAN": string }>(handle.db, sql`explain ${similarWordsQuery("choclate", 8)}`);
    expect(plan.map((p) => p["QUERY PLAN"]).join("\n")).toContain("search_words_word_trgm_idx");
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

describe("every match a candidate", () => {
  it("counts every match exactly while there are fewer than the cap", async () => {
    const milk = await search("milk");
    expect(milk.capped).toBe(false);
    expect(milk.total).toBe(await exactMatches("milk:*"));
    expect(milk.pageCount).toBe(Math.ceil(milk.total / 20));
  });

  it("ranks a page as the start of the whole order: a smaller limit is a prefix of a larger one", async () => {
    for (const q of ["milk", "amul paneer", "pyaaz", "dal"]) {
      const all = await ranked(q, SEARCH_RESULT_CAP);
      expect(all.length, q).toBeGreaterThan(10);
      expect(new Set(all).size, q).toBe(all.length);
      for (const limit of [1, 5, 10]) expect(await ranked(q, limit), `${q} ${limit}`).toEqual(all.slice(0, limit));
    }
  });

  it("ranks the products with every word first, however few are asked for", async () => {
    const all = await ranked("amul paneer", SEARCH_RESULT_CAP);
    const matches = await queryRows<{ id: number; both: boolean }>(
      handle.db,
      sql`select id, search_vector @@ to_tsquery('english', 'amul:* & paneer:*') as both from products where id in ${all}`,
    );
    const withBoth = new Set(matches.filter((m) => m.both).map((m) => Number(m.id)));
    expect(withBoth.size).toBeGreaterThan(1);
    expect(all.length).toBeGreaterThan(withBoth.size * 2);
    expect(new Set(all.slice(0, withBoth.size))).toEqual(withBoth);
    const fewer = await ranked("amul paneer", withBoth.size - 1);
    expect(fewer.every((id) => withBoth.has(id))).toBe(true);
  });

  it("reads the best of every match from the postings: its first page is the first page of every match ranked in full", async () => {
    // The rule of docs/decisions/050-search-postings.md for one typed word, written out over every match: a
    // product's score is its best lexeme's rank times that lexeme's multiplier (the alternative's weight, a
    // quarter for a longer word the typed one begins), then in stock, boost, single pack, popularity, id.
    for (const q of ["milk", "oil", "onion", "pyaaz", "dal", "amu", "chips", "sugar", "atta", "tamatar"]) {
      const resolved = await resolveProductSearch(handle.db, { query: q, storeId: DEFAULT_STORE_ID });
      expect(resolved.terms, q).toHaveLength(1);
      const alternatives = resolved.terms[0]!.alternatives.filter((a) => a.words.length === 1);
      const values = sql.join(
        alternatives.map((a) => sql`(${a.words[0]!}::text, ${a.weight}::float4)`),
        sql`, `,
      );
      const full = await queryRows<{ id: number }>(
        handle.db,
        sql`with alt(word, weight) as (values ${values}),
          stems as (select (select lexeme from unnest(to_tsvector('english', word)) limit 1) as stem, weight from alt),
          scored as (
            select sp.product_id as id, max(sp.rank * s.weight * case when sp.lexeme = s.stem then 1 else 0.25 end) as score,
              max(sp.boost) as boost, bool_or(sp.multipack) as multipack, max(sp.popularity) as popularity
            from search_postings sp join stems s on starts_with(sp.lexeme, s.stem)
            where sp.l0_category_id not in (select id from categories where age_restricted)
            group by sp.product_id)
          select r.id from scored r join store_products st on st.store_id = ${DEFAULT_STORE_ID} and st.product_id = r.id
          order by r.score::float4 desc, st.stock > 0 desc, r.boost desc, r.multipack, r.popularity desc, r.id
          limit 20`,
      );
      expect(await ranked(q, 20), q).toEqual(full.map((r) => Number(r.id)));
    }
  });
});

describe("more matches than the cap", () => {
  const WORD = "zorbloom";
  const EXTRA = SEARCH_RESULT_CAP + 100;
  beforeAll(async () => {
    // As an import of many packs of one kind would: products sharing a word, at the store, in the vocabulary.
    await handle.db.execute(sql`
      insert into products (id, slug, name, brand_id, category_id, l0_category_id, unit, mrp, price, group_id, type_id, icon,
        background, image_count, highlights, details, search_text, popularity, photo, diet, badges, listed_at, rating_count, rating_total)
      select 900000 + g, ${WORD} || '-oil-' || g, 'Zorbloom Oil Pack ' || g, brand_id, category_id, l0_category_id, unit, mrp,
        price, 900000 + g, type_id, icon, background, image_count, highlights, details, search_text, g, photo, diet, badges,
        listed_at, 0, 0
      from products, generate_series(1, ${EXTRA}) g
      where id = (select min(id) from products where l0_category_id not in (select id from categories where age_restricted))`);
    await handle.db.execute(sql`
      insert into store_products (store_id, product_id, price, stock)
      select ${DEFAULT_STORE_ID}, 900000 + g, 10000, case when g % 2 = 0 then 5 else 0 end from generate_series(1, ${EXTRA}) g`);
    await handle.db.execute(sql`insert into search_words (word) values (${WORD}) on conflict do nothing`);
    // Two products that are the thing itself, written last so they sit at the table's end: one in stock, one not.
    await handle.db.execute(sql`
      insert into products (id, slug, name, brand_id, category_id, l0_category_id, unit, mrp, price, group_id, type_id, icon,
        background, image_count, highlights, details, search_text, popularity, photo, diet, badges, listed_at, rating_count, rating_total)
      select 990000 + g, ${WORD} || '-' || g, 'Zorbloom', brand_id, category_id, l0_category_id, unit, mrp, price, 990000 + g, type_id,
        icon, background, image_count, highlights, details, search_text, 0, photo, diet, badges, listed_at, 0, 0
      from products, generate_series(1, 2) g where id = 900001`);
    await handle.db.execute(sql`
      insert into store_products (store_id, product_id, price, stock) values (${DEFAULT_STORE_ID}, 990001, 10000, 0), (${DEFAULT_STORE_ID}, 990002, 10000, 3)`);
  });

  it("ranks the products named the word first wherever they sit, out of stock after in stock but above lesser matches", async () => {
    const first = await search(WORD);
    expect(first.products.slice(0, 2).map((p) => [p.id, p.inStock])).toEqual([
      [990002, true],
      [990001, false],
    ]);
    expect(first.products.slice(2).every((p) => p.inStock && p.name.startsWith("Zorbloom Oil Pack"))).toBe(true);
  });

  it("shows the cap as a floor, 25 pages of the best, in stock first", async () => {
    expect(await exactMatches(`${WORD}:*`)).toBe(EXTRA + 2);
    const r = await search(WORD);
    expect(r).toMatchObject({ mode: "fulltext", total: SEARCH_RESULT_CAP, capped: true, pageCount: 25, pastLastPage: false });
    expect(r.products).toHaveLength(20);
    // The packs in stock before those out of stock, among equals: page 2 is still all in stock.
    expect((await search(WORD, { page: 2 })).products.every((p) => p.inStock)).toBe(true);
    const last = await search(WORD, { page: 25 });
    expect(last.products).toHaveLength(20);
    expect(last.pastLastPage).toBe(false);
    // Pages do not repeat a product.
    expect(last.products.some((p) => r.products.some((q) => q.id === p.id))).toBe(false);
  });

  it("answers a page beyond the cap with no products and says it is past the last page, not an error", async () => {
    const beyond = await search(WORD, { page: 26 });
    expect(beyond).toMatchObject({ mode: "fulltext", capped: true, total: SEARCH_RESULT_CAP, pageCount: 25, pastLastPage: true });
    expect(beyond.products).toEqual([]);
    const short = await search("paneer", { page: 400 });
    expect(short).toMatchObject({ mode: "fulltext", capped: false, pastLastPage: true, products: [] });
  });
});

describe("type-ahead", () => {
  it("suggests the results page's first products", async () => {
    for (const q of ["paneer", "amul butter"]) {
      const [s, r] = await Promise.all([searchSuggestions(handle.db, { query: q, storeId: DEFAULT_STORE_ID }), search(q)]);
      expect(
        s.products.map((p) => p.label),
        q,
      ).toEqual(r.products.slice(0, 5).map((p) => p.name));
    }
  });

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

  it("finds brands and categories by a name word's start in one query: big brands first, leaves first, each list its own limit", async () => {
    const brandCounts = await queryRows<{ name: string; n: number }>(
      handle.db,
      sql`select b.name, least(count(p.id), 100)::int as n from brands b left join products p on p.brand_id = b.id
          where b.name ~* '\\m(m)' group by b.id order by n desc, b.name asc limit 3`,
    );
    const found = await namesMatching(handle.db, ["m"], { brands: 3, categories: 2 });
    expect(found.brands.map((b) => b.name)).toEqual(brandCounts.map((b) => b.name));
    const leavesFirst = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from categories where name ~* '\\m(m)' order by parent_id is null, position, id limit 2`,
    );
    expect(found.categories.map((c) => c.id)).toEqual(leavesFirst.map((c) => Number(c.id)));
    expect(found.categories).toHaveLength(2);
    // A limit of 0 leaves that list empty, not the other.
    const onlyCategories = await namesMatching(handle.db, ["m"], { brands: 0, categories: 2 });
    expect(onlyCategories).toEqual({ brands: [], categories: found.categories });
  });

  it("marks a category under an age-restricted one as age-restricted, though its own flag is not set", async () => {
    // As an import might leave it: a leaf whose own flag is off, under a top-level category whose flag is on.
    await handle.db.execute(sql`
      insert into categories (id, parent_id, name, slug, position, icon, age_restricted)
      select 990001, id, 'Qwyxle Leaf', 'qwyxle-leaf', 1, icon, false from categories
      where parent_id is null and age_restricted order by id limit 1`);
    const { categories } = await namesMatching(handle.db, ["qwyxle"], { brands: 0, categories: 5 });
    expect(categories).toEqual([{ id: 990001, name: "Qwyxle Leaf", nameHi: null, ageRestricted: true }]);
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
