/** The search routes called as the server calls them: type-ahead JSON, and recent searches recorded, shown and cleared. */
import { describe, expect, it } from "vitest";
import type { SearchSuggestions } from "~/lib/views/search";
import { action as searchAction, loader as searchLoader } from "~/routes/s._index";
import { loader as suggestLoader } from "~/routes/s.suggest";
import { cookiePair } from "../support/cookies";
import { setUpTestDb, stubTestEnv } from "../support/db";
import { unwrap } from "../support/forms";

stubTestEnv({ CATALOGUE_CACHE_SECONDS: "0" });
setUpTestDb({ appDb: true });

const ORIGIN = "http://nukkad.test";

async function searchPage(query: string, cookie?: string) {
  const request = new Request(`${ORIGIN}/s/${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  return unwrap(await searchLoader({ request, params: {}, context: {} }));
}

describe("type-ahead JSON", () => {
  it("answers products, brands and categories with the typed part marked", async () => {
    const response = await suggestLoader({ request: new Request(`${ORIGIN}/s/suggest?q=amu`), params: {}, context: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const body = (await response.json()) as SearchSuggestions;
    expect(body.query).toBe("amu");
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => p.type === "product" && p.href.startsWith("/prn/"))).toBe(true);
    expect(body.brands.find((b) => b.label === "Amul")).toMatchObject({ type: "brand", html: "<mark>Amu</mark>l" });
  });

  it("answers an empty query with empty lists, not an error", async () => {
    const response = await suggestLoader({ request: new Request(`${ORIGIN}/s/suggest?q=%20`), params: {}, context: {} });
    expect(await response.json()).toEqual({ query: "", recent: [], products: [], brands: [], categories: [] });
  });

  it("offers the top result's category first, and each product with its picture and price", async () => {
    const response = await suggestLoader({ request: new Request(`${ORIGIN}/s/suggest?q=onion`), params: {}, context: {} });
    const body = (await response.json()) as SearchSuggestions;
    // The onion itself comes first (decision 045), and where it lives is offered as a search within it.
    const onion = body.products[0]!;
    expect(onion.label).toMatch(/^Nukkad Fresh Onion/);
    expect(onion.picture).toMatch(/^\/img\//);
    expect(onion.price).toBeGreaterThan(0);
    expect(onion.mrp).toBeGreaterThanOrEqual(onion.price!);
    const top = body.categories[0]!;
    expect(top.label).toBe("Onion in Fresh Vegetables");
    expect(top.html).toBe("<mark>Onion</mark> in Fresh Vegetables");
    expect(top.href).toMatch(/^\/s\/\?q=onion&category_id=\d+&suggestion_type=category&t=1$/);
    expect(body.categories.filter((c) => c.href === top.href)).toHaveLength(1);
    // A Hinglish word is named by what it means; a category whose name says it is named alone.
    const pyaaz = (await (
      await suggestLoader({ request: new Request(`${ORIGIN}/s/suggest?q=pyaaz`), params: {}, context: {} })
    ).json()) as SearchSuggestions;
    expect(pyaaz.categories[0]?.label).toBe("Onion in Fresh Vegetables");
    const doodh = (await (
      await suggestLoader({ request: new Request(`${ORIGIN}/s/suggest?q=doodh`), params: {}, context: {} })
    ).json()) as SearchSuggestions;
    expect(doodh.categories[0]).toMatchObject({ label: "Milk", html: "<mark>Milk</mark>" });
  });

  it("puts the device's own recent searches first: those that start with what is typed, all of them for an empty box", async () => {
    const first = await searchPage("?q=milk bread");
    const cookie = cookiePair(first.headers.get("Set-Cookie") ?? "");
    await searchPage("?q=mango", cookie);
    await searchPage("?q=atta", cookie);
    const suggest = async (q: string, withCookie = true) => {
      const request = new Request(`${ORIGIN}/s/suggest?q=${encodeURIComponent(q)}`, { headers: withCookie ? { Cookie: cookie } : {} });
      const response = await suggestLoader({ request, params: {}, context: {} });
      return { body: (await response.json()) as SearchSuggestions, cacheControl: response.headers.get("Cache-Control") };
    };
    const typed = await suggest("m");
    expect(typed.body.recent?.map((r) => [r.label, r.html, r.href])).toEqual([
      ["mango", "<mark>m</mark>ango", "/s/?q=mango&suggestion_type=recent&t=2"],
      ["milk bread", "<mark>m</mark>ilk bread", "/s/?q=milk%20bread&suggestion_type=recent&t=2"],
    ]);
    // A device's own list is never kept by a shared cache.
    expect(typed.cacheControl).toBe("private, no-cache");
    expect((await suggest("")).body.recent?.map((r) => r.label)).toEqual(["atta", "mango", "milk bread"]);
    // The very query typed again is not suggested back, and another device sees none of them.
    expect((await suggest("mango")).body.recent).toEqual([]);
    expect((await suggest("m", false)).body.recent).toEqual([]);
  });
});

describe("the results page", () => {
  it("answers a page past the last one with 200 and no products, its count intact", async () => {
    const past = await searchPage("?q=paneer&page=400");
    expect(past.status).toBe(200);
    const result = past.body.result as { pastLastPage: boolean; products: unknown[]; pageCount: number };
    expect(result.pastLastPage).toBe(true);
    expect(result.products).toEqual([]);
    expect(result.pageCount).toBeGreaterThan(0);
    const listing = past.body.listing as { capped: boolean; total: number };
    expect(listing.capped).toBe(false);
    expect(listing.total).toBeGreaterThan(0);
  });
});

describe("recent searches through the search page", () => {
  it("a first search sets the device cookie and is remembered; clearing is a post that redirects back", async () => {
    const first = await searchPage("?q=doodh");
    const setCookie = first.headers.get("Set-Cookie");
    expect(setCookie).toMatch(/^nk_device=/);
    expect(first.headers.get("Cache-Control")).toBe("private, no-cache");
    const cookie = cookiePair(setCookie ?? "");

    await searchPage("?q=milk&category_id=abc&suggestion_type=recent&t=2", cookie);
    const empty = await searchPage("", cookie);
    expect(empty.body.recent).toEqual(["milk", "doodh"]);

    const post = new Request(`${ORIGIN}/s/?index`, {
      method: "POST",
      body: new URLSearchParams({ intent: "clear-recent" }),
      headers: { Origin: ORIGIN, Cookie: cookie },
    });
    const cleared = (await searchAction({ request: post, params: {}, context: {} })) as Response;
    expect(cleared.status).toBe(303);
    expect(cleared.headers.get("Location")).toBe("/s/");
    expect((await searchPage("", cookie)).body.recent).toEqual([]);
  });

  it("refuses a post without a known intent with 400", async () => {
    const post = new Request(`${ORIGIN}/s/?index`, {
      method: "POST",
      body: new URLSearchParams({ intent: "drop-tables" }),
      headers: { Origin: ORIGIN },
    });
    const answer = unwrap(await searchAction({ request: post, params: {}, context: {} }));
    expect(answer.status).toBe(400);
    expect(answer.body.formError).toBe("Choose what to do.");
  });
});
