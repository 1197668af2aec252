import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { parseListingQuery } from "~/lib/listing-query.server";
import { queryRows, type DbHandle } from "~/models/db.server";
import { getProductDetail } from "~/models/product-details.server";
import { groupPhotos } from "~/models/images.server";
import { getCategoryTree, getListing, resolveLayout } from "~/services/catalogue/browse.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { searchCatalogue } from "~/services/search/search.server";
import { listBrandLinks } from "~/services/catalogue/pages/brand-page.server";
import { createTestDb, queryRow } from "../support/db";
import { must } from "../support/must";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const count = async (table: string) => (await queryRow<{ n: number }>(handle.db, sql.raw(`select count(*)::int as n from ${table}`))).n;

describe("demo catalogue", () => {
  it("looks like a real store: cities, stores, brands, products, per-store stock", async () => {
    expect(await count("cities")).toBeGreaterThanOrEqual(30);
    expect(await count("brands")).toBeGreaterThanOrEqual(100);
    expect(await count("products")).toBeGreaterThanOrEqual(2000);
    const { n: oos } = await queryRow<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from store_products where store_id = ${DEFAULT_STORE_ID} and stock = 0`,
    );
    expect(oos).toBeGreaterThan(0);
    const gurugram = await queryRow<{ id: number; is_default: boolean }>(
      handle.db,
      sql`select id, is_default from cities where slug = 'gurugram'`,
    );
    expect(gurugram).toEqual({ id: 1849, is_default: true });
  });

  it("has the L0 → L1 tree of a quick-commerce store", async () => {
    const tree = await getCategoryTree(handle.db);
    expect(tree.roots.map((r) => r.name)).toContain("Vegetables & Fruits");
    expect(tree.roots.find((r) => r.name === "Paan Corner")?.ageRestricted).toBe(true);
    for (const root of tree.roots) expect(root.children.length).toBeGreaterThanOrEqual(4);
  });

  it("is deterministic: the same products every time", async () => {
    const rows = await queryRows<{ id: number; name: string; mrp: number; price: number }>(
      handle.db,
      sql`select id, name, mrp, price from products order by id limit 3`,
    );
    const again = await createTestDb();
    try {
      expect(await queryRows(again.db, sql`select id, name, mrp, price from products order by id limit 3`)).toEqual(rows);
    } finally {
      await again.close();
    }
  });
});

describe("listings", () => {
  const firstLeaf = async () => must((await getCategoryTree(handle.db)).roots[0]?.children[0], "a leaf category");

  it("sorts by price both ways with in-stock items first", async () => {
    const leaf = await firstLeaf();
    const asc = await getListing(
      handle.db,
      { storeId: DEFAULT_STORE_ID, categoryId: leaf.id },
      parseListingQuery(new URLSearchParams("sort=price_asc")),
    );
    const inStock = asc.products.filter((p) => p.inStock).map((p) => p.price);
    expect(inStock).toEqual([...inStock].sort((a, b) => a - b));
    const desc = await getListing(
      handle.db,
      { storeId: DEFAULT_STORE_ID, categoryId: leaf.id },
      parseListingQuery(new URLSearchParams("sort=price_desc")),
    );
    const inStockDesc = desc.products.filter((p) => p.inStock).map((p) => p.price);
    expect(inStockDesc).toEqual([...inStockDesc].sort((a, b) => b - a));
    const firstOut = asc.products.findIndex((p) => !p.inStock);
    if (firstOut >= 0) expect(asc.products.slice(firstOut).every((p) => !p.inStock)).toBe(true);
  });

  it("filters by brand and price bucket and paginates by 20", async () => {
    const tree = await getCategoryTree(handle.db);
    const l0 = must(tree.roots[0], "a top-level category");
    const all = await getListing(handle.db, { storeId: DEFAULT_STORE_ID, l0CategoryId: l0.id }, parseListingQuery(new URLSearchParams()));
    expect(all.products).toHaveLength(Math.min(20, all.total));
    expect(all.pageCount).toBe(Math.ceil(all.total / 20));
    const brand = must(all.brands[0], "a brand facet");
    const byBrand = await getListing(
      handle.db,
      { storeId: DEFAULT_STORE_ID, l0CategoryId: l0.id },
      parseListingQuery(new URLSearchParams(`brand=${brand.id}`)),
    );
    expect(byBrand.total).toBe(brand.count);
    expect(byBrand.brands.find((b) => b.id === brand.id)?.selected).toBe(true);
    const cheap = await getListing(
      handle.db,
      { storeId: DEFAULT_STORE_ID, l0CategoryId: l0.id },
      parseListingQuery(new URLSearchParams("price=0-99")),
    );
    expect(cheap.products.every((p) => p.price < 10_000)).toBe(true);
    if (all.pageCount > 1) {
      const page2 = await getListing(
        handle.db,
        { storeId: DEFAULT_STORE_ID, l0CategoryId: l0.id },
        parseListingQuery(new URLSearchParams("page=2")),
      );
      expect(must(page2.products[0], "a product on page 2").id).not.toBe(must(all.products[0], "a product on page 1").id);
    }
  });

  it("sorts by discount", async () => {
    const leaf = await firstLeaf();
    const list = await getListing(
      handle.db,
      { storeId: DEFAULT_STORE_ID, categoryId: leaf.id },
      parseListingQuery(new URLSearchParams("sort=discount")),
    );
    const ratios = list.products.filter((p) => p.inStock).map((p) => (p.mrp - p.price) / p.mrp);
    expect(ratios).toEqual([...ratios].sort((a, b) => b - a));
  });
});

describe("product detail", () => {
  it("returns the store's offer and the variant group", async () => {
    const grouped = await queryRow<{ group_id: number; id: number }>(
      handle.db,
      sql`select group_id, min(id)::int as id from products group by group_id having count(*) > 1 order by group_id limit 1`,
    );
    const detail = await getProductDetail(handle.db, grouped.id, DEFAULT_STORE_ID);
    expect(detail?.variants.length).toBeGreaterThan(1);
    expect(detail?.offer?.price).toBeGreaterThan(0);
    expect(detail?.product.details.netQuantity).toBe(detail?.product.unit);
    expect(await getProductDetail(handle.db, 999_999_999, DEFAULT_STORE_ID)).toBeNull();
  });

  it("reads the photos of every pack size in the group, each in gallery order, for the page's in-place switch", async () => {
    // A group of fresh produce with stored photos (the demo's renders): every size has its own list.
    const grouped = await queryRow<{ id: number; ids: number[] }>(
      handle.db,
      sql`select min(id)::int as id, array_agg(id order by id)::int[] as ids from products
          where photo is not null group by group_id having count(*) > 1 order by group_id limit 1`,
    );
    const photos = await groupPhotos(handle.db, grouped.id);
    expect([...photos.keys()].sort((a, b) => a - b)).toEqual(grouped.ids);
    const first = await queryRow<{ photo: { key: string } }>(handle.db, sql`select photo from products where id = ${grouped.ids[1]}`);
    // products.photo repeats the first stored photo (docs/decisions/018-stored-product-images.md).
    expect(photos.get(grouped.ids[1]!)?.[0]?.key).toBe(first.photo.key);
    // An unknown product has none.
    expect((await groupPhotos(handle.db, 999_999_999)).size).toBe(0);
  });
});

describe("search", () => {
  it("finds products by word and by prefix", async () => {
    const milk = await searchCatalogue(handle.db, "milk", DEFAULT_STORE_ID, 1);
    expect(milk.mode).toBe("fulltext");
    expect(milk.total).toBeGreaterThan(0);
    expect(milk.products.some((p) => /milk/i.test(p.name))).toBe(true);
    const prefix = await searchCatalogue(handle.db, "amu", DEFAULT_STORE_ID, 1);
    expect(prefix.products.some((p) => p.brandName === "Amul")).toBe(true);
  });

  it("tolerates typos with trigram similarity", async () => {
    const typo = await searchCatalogue(handle.db, "tomatto", DEFAULT_STORE_ID, 1);
    expect(typo.mode).toBe("corrected");
    expect(typo.products.some((p) => /tomato/i.test(p.name))).toBe(true);
  });

  it("answers nonsense with no results and never fails on odd input", async () => {
    const none = await searchCatalogue(handle.db, "qzxv wvkq", DEFAULT_STORE_ID, 1);
    expect(none.mode).toBe("none");
    for (const odd of ["'); drop table products;--", "&|!:*()", "   ", "ऑर्गेनिक"]) {
      await expect(searchCatalogue(handle.db, odd, DEFAULT_STORE_ID, 1)).resolves.toBeTruthy();
    }
  });
});

describe("brands A–Z", () => {
  it('lists every brand in reading order, whatever the capitals ("Maaza" before "MDH")', async () => {
    const names = (await listBrandLinks(handle.db)).map((b) => b.name);
    expect(names.length).toBe(await count("brands"));
    expect(names.indexOf("Maaza")).toBeLessThan(names.indexOf("MDH"));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  });
});

describe("server-driven home", () => {
  it("resolves banners, categories, rails and brands at the store", async () => {
    const widgets = await resolveLayout(handle.db, "home", DEFAULT_STORE_ID);
    const types = widgets.map((w) => w.type);
    expect(types).toEqual(expect.arrayContaining(["banner_carousel", "category_grid", "product_rail", "brand_rail"]));
    const grid = widgets.find((w) => w.type === "category_grid");
    expect(grid?.type === "category_grid" && grid.data.categories.length).toBe(21);
    for (const w of widgets) if (w.type === "product_rail") expect(w.data.products.every((p) => p.inStock)).toBe(true);
  });
});
