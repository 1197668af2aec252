import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { collectionPath } from "~/lib/collections";
import { parseListingQuery } from "~/lib/listing-query.server";
import { queryRows } from "~/models/db.server";
import { getCategoryTree, getListing, loadCollection, resolveLayout } from "~/services/catalogue/browse.server";
import { collectionFilter } from "~/services/catalogue/collection-rules.server";
import {
  importCollections,
  importLayouts,
  listCollectionsReport,
  listLayoutsReport,
} from "~/services/catalogue/admin/collections-admin.server";
import { loadLayoutInfo } from "~/services/catalogue/pages/layout-pages.server";
import { sitemapXml } from "~/services/catalogue/pages/sitemap-xml.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { DEMO_COLLECTION_IDS } from "~/services/seed/collections";
import { setUpTestDb } from "../support/db";
import { must } from "../support/must";

const handle = setUpTestDb();
const NOW = new Date();
const firstPage = parseListingQuery(new URLSearchParams());

async function collectionListing(id: number, query = firstPage) {
  const db = handle.db;
  const collection = must(await loadCollection(db, id), `collection ${id}`);
  const tree = await getCategoryTree(db);
  const filter = collectionFilter(collection.definition, (c) => tree.byId.get(c)?.parentId === null, NOW);
  return { collection, listing: await getListing(db, { storeId: DEFAULT_STORE_ID, ...filter }, query) };
}

interface Facts {
  id: number;
  price: number;
  mrp: number;
  brand: string;
  l0: number;
  added_at: string;
  stock: number;
}

async function facts(ids: number[]): Promise<Map<number, Facts>> {
  const rows = await queryRows<Facts>(
    handle.db,
    sql`select p.id, sp.price, p.mrp, b.name as brand, p.l0_category_id as l0, p.listed_at::text as added_at, sp.stock
        from products p join store_products sp on sp.product_id = p.id and sp.store_id = ${DEFAULT_STORE_ID}
        join brands b on b.id = p.brand_id where p.id = any(${`{${ids.join(",")}}`}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

describe("curated collections", () => {
  it("list their products in the curated order, in-stock first, priced at the store", async () => {
    const { collection, listing } = await collectionListing(DEMO_COLLECTION_IDS.breakfast);
    expect(collection.href).toBe("/cln/breakfast-essentials/clid/1");
    if (collection.definition.kind !== "curated") throw new Error("expected curated");
    const ids = collection.definition.productIds;
    expect(listing.total).toBe(ids.length);
    const byId = await facts(ids);
    const expected = [...ids].sort((a, b) => Number(must(byId.get(b), "b").stock > 0) - Number(must(byId.get(a), "a").stock > 0));
    expect(listing.products.map((p) => p.id)).toEqual(expected.slice(0, listing.products.length));
    for (const p of listing.products) expect(p.price).toBe(must(byId.get(p.id), "facts").price);
  });
});

describe("dynamic collections", () => {
  it("brand X under ₹99: only that brand, only at ₹99 or less", async () => {
    const { listing } = await collectionListing(DEMO_COLLECTION_IDS.amulUnder99);
    expect(listing.total).toBeGreaterThan(0);
    for (const p of listing.products) {
      expect(p.brandName).toBe("Amul");
      expect(p.price).toBeLessThanOrEqual(9_900);
    }
    // Every Amul product under ₹99 in the store is there.
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from products p join store_products sp on sp.product_id = p.id and sp.store_id = ${DEFAULT_STORE_ID}
          join brands b on b.id = p.brand_id join categories c on c.id = p.l0_category_id
          where b.name = 'Amul' and sp.price <= 9900 and not c.age_restricted`,
    );
    expect(listing.total).toBe(Number(row?.n));
  });

  it("new this week: only products first listed in the last seven days", async () => {
    const { listing } = await collectionListing(DEMO_COLLECTION_IDS.newThisWeek, parseListingQuery(new URLSearchParams("sort=price_asc")));
    expect(listing.total).toBeGreaterThan(0);
    const byId = await facts(listing.products.map((p) => p.id));
    const cutoff = NOW.getTime() - 8 * 86_400_000;
    for (const p of listing.products) expect(new Date(must(byId.get(p.id), "facts").added_at).getTime()).toBeGreaterThan(cutoff);
    // Sorting is the shopper's, as on any listing.
    const prices = listing.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("a category with a minimum discount: both hold for every product, and the shopper's brand filter narrows within", async () => {
    const { listing } = await collectionListing(DEMO_COLLECTION_IDS.snackDeals);
    expect(listing.total).toBeGreaterThan(0);
    const tree = await getCategoryTree(handle.db);
    const munchies = must(
      tree.roots.find((c) => c.name === "Munchies"),
      "Munchies",
    );
    const byId = await facts(listing.products.map((p) => p.id));
    for (const p of listing.products) {
      const f = must(byId.get(p.id), "facts");
      expect(f.l0).toBe(munchies.id);
      expect((f.mrp - f.price) * 100).toBeGreaterThanOrEqual(5 * f.mrp);
    }
    const brand = must(listing.brands[0], "a brand facet");
    const narrowed = await collectionListing(DEMO_COLLECTION_IDS.snackDeals, parseListingQuery(new URLSearchParams(`brand=${brand.id}`)));
    expect(narrowed.listing.total).toBe(brand.count);
    for (const p of narrowed.listing.products) expect(p.brandName).toBe(brand.name);
  });
});

describe("widget layouts", () => {
  it("resolve a use-case layout with the home widget model: recipe links and collection rails", async () => {
    const widgets = await resolveLayout(handle.db, "breakfast-ideas", DEFAULT_STORE_ID);
    const tiles = must(
      widgets.find((w) => w.type === "link_tiles"),
      "recipe tiles",
    );
    expect(tiles.type === "link_tiles" && tiles.data.hrefs).toEqual(["/recipe/5", "/recipe/3", "/recipe/8"]);
    const rail = must(
      widgets.find((w) => w.id === "breakfast-picks"),
      "collection rail",
    );
    if (rail.type !== "product_rail") throw new Error("expected a product rail");
    expect(rail.props.seeAllHref).toBe("/cln/breakfast-essentials/clid/1");
    expect(rail.data.products.length).toBeGreaterThan(0);
    expect(rail.data.products.every((p) => p.inStock)).toBe(true);
  });

  it("list every layout for operators", async () => {
    const report = await listLayoutsReport(handle.db);
    expect(report.ok).toBe(true);
    if (!report.ok) return;
    expect(report.message).toMatch(/breakfast-ideas\s+use_case\s+Breakfast ideas\s+3\s+\/le\/breakfast-ideas/);
    expect(report.message).toMatch(/tab-layouts\s+tabs\s+Shop by occasion\s+3 tabs\s+\/tab-layouts/);
    expect(report.message).toMatch(/home\s+page/);
  });
});

describe("ops layouts import", () => {
  const layout = (title: string) => ({
    id: "monsoon-store",
    kind: "store",
    title,
    widgets: [
      { type: "product_rail", id: "monsoon-picks", props: { title: "Party snacks", source: { kind: "collection", collectionId: 2 } } },
    ],
  });

  it("adds a layout, answers unchanged the second time, and shows the change at once (the read cache is cleared)", async () => {
    const first = await importLayouts(handle.db, { layouts: [layout("Monsoon store")] });
    expect(first).toEqual({ ok: true, message: "Layouts: 1 new (monsoon-store), 0 updated, 0 unchanged." });
    expect((await loadLayoutInfo(handle.db, "monsoon-store"))?.title).toBe("Monsoon store");
    const again = await importLayouts(handle.db, [layout("Monsoon store")]);
    expect(again).toEqual({ ok: true, message: "Layouts: 0 new, 0 updated, 1 unchanged." });
    const renamed = await importLayouts(handle.db, [layout("Rainy day store")]);
    expect(renamed).toEqual({ ok: true, message: "Layouts: 0 new, 1 updated (monsoon-store), 0 unchanged." });
    expect((await loadLayoutInfo(handle.db, "monsoon-store"))?.title).toBe("Rainy day store");
  });

  it("refuses a file with a bad field, naming the record and the field, and writes nothing of it", async () => {
    const bad = await importLayouts(handle.db, {
      layouts: [
        { ...layout("Fine"), id: "fine-store" },
        { id: "Bad Id", kind: "use_case", title: "", widgets: [{ type: "banner_carousel", id: "b", props: { banners: [] } }] },
        { id: "tabs-2", kind: "tabs", title: "More tabs", tabs: [{ key: "x", label: "X", layoutId: "no-such-layout" }] },
      ],
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.error).toContain('layouts[1] (id "Bad Id"): id: must be lowercase letters');
    expect(bad.error).toContain('layouts[1] (id "Bad Id"): widgets.0.props.banners: Array must contain at least 1 element(s)');
    expect(bad.error).toContain('layouts[1] (id "Bad Id"): title: a title is required');
    expect(bad.error).toContain('layout "tabs-2": tab "x" names layout "no-such-layout", which does not exist');
    expect(await loadLayoutInfo(handle.db, "fine-store")).toBeNull();
  });

  it("refuses the print landing, a missing collection and a file that is not a list", async () => {
    const print = await importLayouts(handle.db, [{ id: "print", kind: "page", widgets: [{ type: "city_intro", id: "x", props: {} }] }]);
    expect(print.ok || print.error).toContain("is the print landing");
    const rail = await importLayouts(handle.db, [
      {
        ...layout("X"),
        widgets: [{ type: "product_rail", id: "r", props: { title: "R", source: { kind: "collection", collectionId: 999 } } }],
      },
    ]);
    expect(rail.ok || rail.error).toContain("shows collection 999, which does not exist");
    expect(await importLayouts(handle.db, { nope: 1 })).toEqual({
      ok: false,
      error: 'The file must be a JSON list of layouts, or an object with a "layouts" list.',
    });
  });
});

describe("ops collections import", () => {
  it("adds curated and dynamic collections, idempotently, and their pages list them", async () => {
    const [p1, p2] = (await queryRows<{ id: number }>(handle.db, sql`select id from products order by id limit 2`)).map((r) =>
      Number(r.id),
    );
    const file = {
      collections: [
        { id: 50, name: "Staff picks", definition: { kind: "curated", productIds: [p2, p1] } },
        { id: 51, name: "Under ₹20", description: "Small change.", definition: { kind: "dynamic", rule: { maxPrice: 2_000 } } },
      ],
    };
    expect(await importCollections(handle.db, file)).toEqual({ ok: true, message: "Collections: 2 new (50, 51), 0 updated, 0 unchanged." });
    expect(await importCollections(handle.db, file)).toEqual({ ok: true, message: "Collections: 0 new, 0 updated, 2 unchanged." });
    const staff = must(await loadCollection(handle.db, 50), "collection 50");
    expect(staff.href).toBe(collectionPath("curated", "Staff picks", 50));
    const { listing } = await collectionListing(51);
    for (const p of listing.products) expect(p.price).toBeLessThanOrEqual(2_000);
    const report = await listCollectionsReport(handle.db);
    expect(report.ok && report.message).toMatch(/51\s+dynamic\s+Under ₹20\s+\/dc\/under-20\/51\s+\{"maxPrice":2000\}/);
  });

  it("refuses unknown products, brands and categories and a misspelt rule field", async () => {
    const result = await importCollections(handle.db, [
      { id: 60, name: "Ghosts", definition: { kind: "curated", productIds: [1] } },
      { id: 61, name: "Typo", definition: { kind: "dynamic", rule: { maxprice: 9_900 } } },
      { id: 62, name: "Nobody", definition: { kind: "dynamic", rule: { brandIds: [999_999], categoryId: 999_999 } } },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContain("collection 60: definition.productIds: no product 1");
    expect(result.error).toContain("collections[1] (id 61): definition.rule: Unrecognized key(s) in object: 'maxprice'");
    expect(result.error).toContain("collection 62: definition.rule.brandIds: no brand 999999");
    expect(result.error).toContain("collection 62: definition.rule.categoryId: no category 999999");
    expect(await loadCollection(handle.db, 60)).toBeNull();
  });
});

describe("sitemap", () => {
  it("lists collections and widget layout pages", async () => {
    const xml = must(await sitemapXml(handle.db, "https://nukkad.example", "categories"), "the categories sitemap");
    for (const path of [
      "/cln/breakfast-essentials/clid/1",
      "/cln/party-snacks/clid/2",
      "/dc/amul-under-99/3",
      "/dc/new-this-week/4",
      "/le/breakfast-ideas",
      "/store/organic-store",
      "/tab-layouts",
    ]) {
      expect(xml).toContain(`<loc>https://nukkad.example${path}</loc>`);
    }
  });
});

describe("the documented example files", () => {
  it("import cleanly into the demo store, collections first", async () => {
    const read = (name: string) => JSON.parse(readFileSync(path.resolve("docs/examples", name), "utf8")) as unknown;
    const collections = await importCollections(handle.db, read("collections.json"));
    expect(collections).toEqual({ ok: true, message: "Collections: 4 new (20, 21, 22, 23), 0 updated, 0 unchanged." });
    const layouts = await importLayouts(handle.db, read("layouts.json"));
    expect(layouts).toEqual({ ok: true, message: "Layouts: 1 new (monsoon-ideas), 1 updated (tab-layouts), 0 unchanged." });
    const widgets = await resolveLayout(handle.db, "monsoon-ideas", DEFAULT_STORE_ID);
    expect(widgets.map((w) => w.id)).toEqual(["monsoon-banner", "monsoon-recipes", "monsoon-snacks"]);
  });
});
