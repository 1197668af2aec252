import { asc, eq, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { brandPath, categoryPath, cityPath, productPath } from "~/lib/paths";
import type { DbHandle } from "~/models/db.server";
import { brands, categories, cities, products } from "~/models/schema.server";
import { countProducts } from "~/models/sitemap.server";
import { SITEMAP_PAGE_SIZE, sitemapIndexXml, sitemapXml } from "~/services/catalogue/pages/sitemap-xml.server";
import { orderOnlineEntries } from "~/services/catalogue/pages/order-online.server";
import { createTestDb } from "../support/db";
import { must } from "../support/must";

const ORIGIN = "https://nukkad.example";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle?.close();
});

/** Every <loc>: each page's English and Hindi addresses. */
function allLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => must(m[1], "the <loc> text"));
}

/** The pages, by their English address: the <loc>s that are their own en-IN alternate. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc><xhtml:link rel="alternate" hreflang="en-IN" href="\1"\/>/g)].map((m) =>
    must(m[1], "the <loc> text"),
  );
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

function expectWellFormedLocs(xml: string): string[] {
  const all = locs(xml);
  expect(all.length).toBeGreaterThan(0);
  // Each page twice: at its English address and its Hindi one.
  expect(allLocs(xml)).toHaveLength(2 * all.length);
  // No raw ampersand that is not an entity.
  expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  for (const loc of allLocs(xml)) {
    const url = new URL(unescapeXml(loc));
    expect(url.origin).toBe(ORIGIN);
    expect(url.href).toBe(unescapeXml(loc));
  }
  return all;
}

describe("sitemap index", () => {
  it("lists the cities, categories and product sitemaps", async () => {
    const xml = await sitemapIndexXml(handle.db, ORIGIN);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // The index names files, not pages: one address each.
    const all = allLocs(xml);
    const total = await countProducts(handle.db);
    const pages = Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE));
    const seoPages = Math.max(1, Math.ceil((await orderOnlineEntries(handle.db)).length / SITEMAP_PAGE_SIZE));
    expect(all).toEqual([
      `${ORIGIN}/sitemaps/cities.xml`,
      `${ORIGIN}/sitemaps/categories.xml`,
      ...Array.from({ length: pages }, (_, i) => `${ORIGIN}/sitemaps/products-${i + 1}.xml`),
      ...Array.from({ length: seoPages }, (_, i) => `${ORIGIN}/sitemaps/order-online-${i + 1}.xml`),
    ]);
  });

  it("ignores a trailing slash on the origin", async () => {
    const xml = await sitemapIndexXml(handle.db, `${ORIGIN}/`);
    expect(xml).toContain(`<loc>${ORIGIN}/sitemaps/cities.xml</loc>`);
  });
});

describe("sitemaps", () => {
  it("lists every city", async () => {
    const xml = await sitemapXml(handle.db, ORIGIN, "cities");
    expect(xml).not.toBeNull();
    const all = expectWellFormedLocs(xml!);
    const rows = await handle.db.select({ slug: cities.slug }).from(cities);
    expect(all).toHaveLength(rows.length);
    for (const c of rows) expect(all).toContain(`${ORIGIN}${cityPath(c.slug)}`);
  });

  it("lists home, hubs, help and policy pages, categories and brands in the categories sitemap", async () => {
    const xml = await sitemapXml(handle.db, ORIGIN, "categories");
    expect(xml).not.toBeNull();
    const all = expectWellFormedLocs(xml!);
    expect(all.slice(0, 3)).toEqual([`${ORIGIN}/`, `${ORIGIN}/categories`, `${ORIGIN}/brands`]);
    for (const path of ["/help", "/contact", "/aboutus", "/terms", "/privacy"]) expect(all).toContain(`${ORIGIN}${path}`);

    const l0 = alias(categories, "l0");
    const [cat] = await handle.db
      .select({ id: categories.id, l0Id: l0.id, l0Name: l0.name })
      .from(categories)
      .innerJoin(l0, eq(l0.id, categories.parentId))
      .where(isNotNull(categories.parentId))
      .orderBy(asc(categories.id))
      .limit(1);
    if (cat === undefined) throw new Error("Expected cat to exist");
    expect(cat).toBeDefined();
    expect(all).toContain(`${ORIGIN}${categoryPath(cat.l0Name, cat.l0Id, cat.id)}`);

    // No L0 category appears as if it were an L1.
    const l0Rows = await handle.db.select({ id: categories.id }).from(categories).where(eq(categories.id, cat.l0Id));
    const l0Row = must(l0Rows[0], "the L0 category");
    expect(all.some((loc) => loc.endsWith(`/cid/${l0Row.id}/${l0Row.id}`))).toBe(false);

    const [brand] = await handle.db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .innerJoin(products, eq(products.brandId, brands.id))
      .orderBy(asc(brands.id))
      .limit(1);
    if (brand === undefined) throw new Error("Expected brand to exist");
    expect(all).toContain(`${ORIGIN}${brandPath(brand.name, brand.id)}`);
  });

  it("lists products on page 1 by id", async () => {
    const xml = await sitemapXml(handle.db, ORIGIN, "products-1");
    expect(xml).not.toBeNull();
    expect(xml).toContain("<changefreq>daily</changefreq>");
    const all = allLocs(xml!);
    expectWellFormedLocs(xml!);
    const [first] = await handle.db.select({ id: products.id, name: products.name }).from(products).orderBy(asc(products.id)).limit(1);
    if (first === undefined) throw new Error("Expected first to exist");
    const english = `${ORIGIN}${productPath(first.name, first.id)}`;
    const hindi = `${ORIGIN}/hi${productPath(first.name, first.id)}`;
    // Each page at its English and its Hindi address, each naming both (docs/decisions/055-hindi.md).
    expect(all.slice(0, 2)).toEqual([english, hindi]);
    const alternates = `<xhtml:link rel="alternate" hreflang="en-IN" href="${english}"/><xhtml:link rel="alternate" hreflang="hi-IN" href="${hindi}"/>`;
    expect(xml).toContain(`<url><loc>${english}</loc>${alternates}<changefreq>daily</changefreq></url>`);
    expect(xml).toContain(`<url><loc>${hindi}</loc>${alternates}<changefreq>daily</changefreq></url>`);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const total = await countProducts(handle.db);
    expect(all).toHaveLength(2 * Math.min(total, SITEMAP_PAGE_SIZE));
  });

  it("returns null for an out-of-range page or an unknown name", async () => {
    expect(await sitemapXml(handle.db, ORIGIN, "products-999")).toBeNull();
    for (const bad of ["products-0", "products-01", "products-", "products-1.xml", "brands", "", "../etc", "CITIES", "products-123456"]) {
      expect(await sitemapXml(handle.db, ORIGIN, bad)).toBeNull();
    }
  });

  it("escapes special characters in locs", async () => {
    const xml = await sitemapXml(handle.db, "https://nukkad.example/a&b", "cities");
    expect(xml).toContain("https://nukkad.example/a&amp;b/");
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  });
});

describe("order-online sitemaps (docs/rules.md#order-online-pages)", () => {
  it("list every category × city page once, within the file size limit", async () => {
    const entries = await orderOnlineEntries(handle.db);
    const cityCount = (await handle.db.select({ slug: cities.slug }).from(cities)).length;
    expect(entries.length % cityCount).toBe(0);
    expect(entries.length).toBeGreaterThan(cityCount * 20);
    const xml = await sitemapXml(handle.db, ORIGIN, "order-online-1");
    const all = expectWellFormedLocs(xml!);
    expect(all.length).toBeLessThanOrEqual(SITEMAP_PAGE_SIZE);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain(`${ORIGIN}/order-online/milk-in-gurugram`);
    expect(all).toContain(`${ORIGIN}/order-online/vegetables-and-fruits-in-bengaluru`);
    // Paan Corner sits behind the 18+ question: no SEO page.
    expect(all.some((u) => u.includes("paan"))).toBe(false);
    expect(await sitemapXml(handle.db, ORIGIN, "order-online-99")).toBeNull();
  });

  it("the categories sitemap lists /offers", async () => {
    expect(locs((await sitemapXml(handle.db, ORIGIN, "categories"))!)).toContain(`${ORIGIN}/offers`);
  });
});
