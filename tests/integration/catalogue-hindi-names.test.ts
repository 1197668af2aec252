/**
 * The catalogue's Hindi names (docs/product/entities.md#hindi-names): a Hindi page (/hi) reads categories and the
 * staples in Hindi, the brand as printed; the English page and every address stay English, and the shared read
 * cache keeps the two apart (it is on here, as in production).
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import type { ProductCard } from "~/lib/catalogue";
import type { SearchSuggestions } from "~/lib/views/search";
import { queryRows } from "~/models/db.server";
import { loader as listingLoader } from "~/routes/cn.$slug.cid.$l0Id.$l1Id.loader";
import { loader as productLoader } from "~/routes/prn.$slug.prid.$productId.loader";
import { loader as suggestLoader } from "~/routes/s.suggest";
import { topCategories } from "~/services/catalogue/browse.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { searchCatalogue } from "~/services/search/search.server";
import { setUpTestDb, stubTestEnv } from "../support/db";
import { unwrap } from "../support/forms";

stubTestEnv({ CATALOGUE_CACHE_SECONDS: "60" });
const handle = setUpTestDb({ appDb: true });

const ORIGIN = "http://nukkad.test";
const VEGETABLES = "/cn/vegetables-and-fruits/cid/1/101";

/** Answers `path` as the server does: in the language of its address (/hi/… is Hindi). */
function answer<T>(path: string, run: (request: Request) => Promise<T>): Promise<T> {
  const request = new Request(`${ORIGIN}${path}`);
  return inLanguageOf(request, () => run(request));
}

async function listing(prefix: "" | "/hi") {
  const params = { slug: "vegetables-and-fruits", l0Id: "1", l1Id: "101" };
  return answer(
    `${prefix}${VEGETABLES}`,
    async (request) => unwrap(await listingLoader({ request, params, context: {} })).body,
  ) as Promise<{
    l0: { name: string; href: string };
    l1: { name: string };
    siblings: { name: string; href: string }[];
    listing: { products: ProductCard[] };
  }>;
}

async function onionId(): Promise<number> {
  const [row] = await queryRows<{ id: number }>(handle.db, sql`select id from products where name = 'Nukkad Fresh Onion'`);
  return Number(row!.id);
}

describe("a Hindi category listing", () => {
  it("names the categories and the staples in Hindi, and links to the English addresses", async () => {
    const hi = await listing("/hi");
    expect(hi.l0.name).toBe("सब्ज़ियाँ और फल");
    expect(hi.l1.name).toBe("ताज़ी सब्ज़ियाँ");
    expect(hi.siblings.map((s) => s.name)).toContain("हरी पत्तेदार सब्ज़ियाँ");
    expect(hi.l0.href).toBe(VEGETABLES);
    const onion = hi.listing.products.find((p) => p.href.startsWith("/prn/nukkad-fresh-onion/"));
    expect(onion).toMatchObject({ name: "Nukkad Fresh प्याज", cardName: "प्याज" });

    // The English page, after the Hindi one was cached: unchanged.
    const en = await listing("");
    expect(en.l0.name).toBe("Vegetables & Fruits");
    expect(en.l1.name).toBe("Fresh Vegetables");
    expect(en.listing.products.find((p) => p.href === onion!.href)).toMatchObject({ name: "Nukkad Fresh Onion", cardName: "Onion" });
  });

  it("gives the header's category menu in Hindi, the English one in English", async () => {
    const hi = await answer("/hi/", () => topCategories(handle.db, 50));
    const en = await answer("/", () => topCategories(handle.db, 50));
    expect(hi.map((c) => c.name).slice(0, 2)).toEqual(["सब्ज़ियाँ और फल", "डेयरी, ब्रेड और अंडे"]);
    expect(en.map((c) => c.name).slice(0, 2)).toEqual(["Vegetables & Fruits", "Dairy, Bread & Eggs"]);
    expect(hi.map((c) => c.href)).toEqual(en.map((c) => c.href));
  });
});

describe("a Hindi product page", () => {
  it("names the product and its categories in Hindi at the English address, without a redirect", async () => {
    const id = await onionId();
    const params = { slug: "nukkad-fresh-onion", productId: String(id) };
    const page = (prefix: string) =>
      answer(
        `${prefix}/prn/nukkad-fresh-onion/prid/${id}`,
        async (request) => unwrap(await productLoader({ request, params, context: {} })).body,
      ) as Promise<{ product: { name: string }; category: { name: string }; l0: { name: string }; canonical: string }>;
    const hi = await page("/hi");
    expect(hi.product.name).toBe("Nukkad Fresh प्याज");
    expect(hi.category.name).toBe("ताज़ी सब्ज़ियाँ");
    expect(hi.canonical).toBe(`/prn/nukkad-fresh-onion/prid/${id}`);
    const en = await page("");
    expect(en.product.name).toBe("Nukkad Fresh Onion");
    expect(en.l0.name).toBe("Vegetables & Fruits");
  });

  it("keeps a branded staple's brand as printed", async () => {
    const [row] = await queryRows<{ name_hi: string }>(handle.db, sql`select name_hi from products where name = 'Amul Toned Fresh Milk'`);
    expect(row?.name_hi).toBe("Amul टोंड ताज़ा दूध");
  });
});

describe("Hindi search", () => {
  it("finds the onion first for प्याज, named in Hindi on a Hindi page and in English on an English one", async () => {
    const hi = await answer("/hi/s/", () => searchCatalogue(handle.db, "प्याज", DEFAULT_STORE_ID, 1));
    expect(hi.products[0]).toMatchObject({ name: "Nukkad Fresh प्याज", href: expect.stringMatching(/^\/prn\/nukkad-fresh-onion\//) });
    const en = await answer("/s/", () => searchCatalogue(handle.db, "प्याज", DEFAULT_STORE_ID, 1));
    expect(en.products[0]?.name).toBe("Nukkad Fresh Onion");
  });

  it("finds a staple by a word of its Hindi name", async () => {
    for (const [q, name] of [
      ["शकरकंद", "Nukkad Fresh शकरकंद"],
      ["लौकी", "Nukkad Fresh लौकी"],
    ]) {
      const found = await answer("/hi/s/", () => searchCatalogue(handle.db, q!, DEFAULT_STORE_ID, 1));
      expect(found.products[0]?.name, q).toBe(name);
    }
  });

  it("suggests Hindi names as the shopper types, with English addresses", async () => {
    const suggest = (path: string) =>
      answer(path, async (request) => (await (await suggestLoader({ request, params: {}, context: {} })).json()) as SearchSuggestions);
    const hi = await suggest(`/hi/s/suggest?q=${encodeURIComponent("प्याज")}`);
    expect(hi.products[0]).toMatchObject({ label: "Nukkad Fresh प्याज", href: expect.stringMatching(/^\/prn\/nukkad-fresh-onion\//) });
    expect(hi.categories[0]?.label).toBe("ताज़ी सब्ज़ियाँ");
    // A category by a word of its Hindi name, typed with or without the nukta.
    for (const q of ["सब्ज़ियाँ", "सब्जियाँ"]) {
      const found = await suggest(`/hi/s/suggest?q=${encodeURIComponent(q)}`);
      expect(
        found.categories.map((c) => c.label),
        q,
      ).toContain("ताज़ी सब्ज़ियाँ");
    }
    const en = await suggest(`/s/suggest?q=${encodeURIComponent("प्याज")}`);
    expect(en.products[0]?.label).toMatch(/^Nukkad Fresh Onion/);
    expect(en.categories[0]?.label).toBe("Onion in Fresh Vegetables");
  });
});
