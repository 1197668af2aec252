/**
 * XML sitemaps (sitemaps.org 0.9): an index pointing at a cities sitemap, a
 * categories sitemap (home, hubs, the print landing, the help and policy
 * pages, offers, category and brand pages, collections and widget layout pages, the recipe list and
 * recipes), and product and order-online (category × city) sitemaps of SITEMAP_PAGE_SIZE pages each. Every page is
 * listed at its English and its Hindi address (so a file holds at most 20,000 URLs, within the protocol's
 * 50,000). Every <loc> is absolute and XML-escaped.
 */
import { pathInLocale } from "~/lib/i18n/locale";
import { loadFlags } from "../../platform/feature-flags.server";
import type { Db } from "~/models/db.server";
import { countProducts, sitemapBrands, sitemapCategories, sitemapCities, sitemapProducts } from "~/models/sitemap.server";
import { sitemapRecipes } from "~/models/recipes.server";
import { brandPath, categoryPath, cityPath, OFFERS_PATH, productPath, recipePath, recipesPath } from "~/lib/paths";
import { escapeXml } from "~/lib/xml";
import { INFO_PAGES } from "~/lib/store-info";
import { collectionPath } from "~/lib/collections";
import { parseCollectionDefinition } from "~/lib/collections.server";
import { listCollections } from "~/models/collections.server";
import { listLayoutPages } from "./layout-pages.server";
import { orderOnlineEntries } from "./order-online.server";

/** The protocol allows 50,000 URLs per file; smaller files are cheaper to build and fetch. */
export const SITEMAP_PAGE_SIZE = 10_000;

const NAME_PATTERN = /^(cities|categories|products-([1-9]\d{0,4})|order-online-([1-9]\d{0,4}))$/;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const XMLNS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
/** The page sitemaps name each page's two languages (docs/decisions/055-hindi.md), as Google reads alternates. */
const XMLNS_PAGES = `${XMLNS} xmlns:xhtml="http://www.w3.org/1999/xhtml"`;

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, "");
}

function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE));
}

interface UrlEntry {
  path: string;
  changefreq?: "daily" | "weekly";
}

/**
 * Every page twice: its English address and its Hindi one (the store under /hi), each naming both as
 * alternates, so crawlers index both languages and know they are one page.
 */
function urlset(origin: string, entries: UrlEntry[]): string {
  const body = entries
    .flatMap((e) => {
      const freq = e.changefreq ? `<changefreq>${e.changefreq}</changefreq>` : "";
      const english = escapeXml(origin + e.path);
      const hindi = escapeXml(origin + pathInLocale(e.path, "hi"));
      const alternates = `<xhtml:link rel="alternate" hreflang="en-IN" href="${english}"/><xhtml:link rel="alternate" hreflang="hi-IN" href="${hindi}"/>`;
      return [english, hindi].map((loc) => `<url><loc>${loc}</loc>${alternates}${freq}</url>`);
    })
    .join("\n");
  return `${XML_DECLARATION}\n<urlset ${XMLNS_PAGES}>\n${body}${body ? "\n" : ""}</urlset>\n`;
}

export async function sitemapIndexXml(db: Db, origin: string): Promise<string> {
  const base = trimOrigin(origin);
  const [products, seoPages] = await Promise.all([countProducts(db), orderOnlineEntries(db)]);
  const names = [
    "cities",
    "categories",
    ...Array.from({ length: pageCount(products) }, (_, i) => `products-${i + 1}`),
    // The category × city pages (docs/rules.md#order-online-pages), SITEMAP_PAGE_SIZE to a file like products.
    ...Array.from({ length: pageCount(seoPages.length) }, (_, i) => `order-online-${i + 1}`),
  ];
  const body = names.map((name) => `<sitemap><loc>${escapeXml(`${base}/sitemaps/${name}.xml`)}</loc></sitemap>`).join("\n");
  return `${XML_DECLARATION}\n<sitemapindex ${XMLNS}>\n${body}\n</sitemapindex>\n`;
}

/**
 * The urlset for one sitemap name ("cities", "categories", "products-3"), or
 * null when the name is unknown or the product page does not exist.
 */
export async function sitemapXml(db: Db, origin: string, name: string): Promise<string | null> {
  const match = NAME_PATTERN.exec(name);
  if (!match) return null;
  const base = trimOrigin(origin);

  if (name === "cities") {
    const rows = await sitemapCities(db);
    return urlset(
      base,
      rows.map((c) => ({ path: cityPath(c.slug) })),
    );
  }

  if (name === "categories") {
    const [cats, brandRows, recipeRows, collectionRows, layoutPages, flags] = await Promise.all([
      sitemapCategories(db),
      sitemapBrands(db),
      sitemapRecipes(db),
      listCollections(db),
      listLayoutPages(db),
      // A crawler is nobody, in no city: the flags everyone gets (docs/rules.md#feature-flags).
      loadFlags(db, { userId: null, cityId: null }),
    ]);
    // Collections whose stored definition is valid (an invalid one answers 404), and every layout with a page.
    const collectionPaths = collectionRows.flatMap((c) => {
      const definition = parseCollectionDefinition(c.definition);
      return definition ? [{ path: collectionPath(definition.kind, c.name, c.id) }] : [];
    });
    return urlset(base, [
      { path: "/" },
      { path: "/categories" },
      { path: "/brands" },
      ...(flags.print ? [{ path: "/print" }] : []),
      { path: OFFERS_PATH },
      ...INFO_PAGES.map((p) => ({ path: p.path })),
      ...cats.map((c) => ({ path: categoryPath(c.l0Name, c.l0Id, c.id) })),
      ...brandRows.map((b) => ({ path: brandPath(b.name, b.id) })),
      ...collectionPaths,
      ...layoutPages.map((l) => ({ path: l.href })),
      // The recipe list has 20 a page (docs/rules.md#recipes): its first page links to the rest.
      { path: recipesPath() },
      ...recipeRows.map((r) => ({ path: recipePath(r.name, r.id) })),
    ]);
  }

  if (match[3]) {
    const page = Number(match[3]);
    const entries = await orderOnlineEntries(db);
    if (page > pageCount(entries.length)) return null;
    return urlset(
      base,
      entries.slice((page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE).map((e) => ({ path: `/order-online/${e.pageName}` })),
    );
  }

  const page = Number(match[2]);
  const pages = pageCount(await countProducts(db));
  if (page > pages) return null;
  const rows = await sitemapProducts(db, (page - 1) * SITEMAP_PAGE_SIZE, SITEMAP_PAGE_SIZE);
  return urlset(
    base,
    rows.map((p) => ({ path: productPath(p.name, p.id), changefreq: "daily" as const })),
  );
}
