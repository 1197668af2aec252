/**
 * SEO pages per category × city, /order-online/{category}-in-{city} (docs/rules.md#order-online-pages):
 * real content from the city's first store — how many products are in stock, the price range, the top
 * brands, the delivery promise, the most popular products priced there — plus questions and answers built
 * from the same figures. Age-restricted categories have none (their products sit behind the 18+ question).
 */
import type { ProductCard } from "~/lib/catalogue";
import { etaMinutes } from "~/lib/geo";
import { formatPaise } from "~/lib/money";
import { cityPath, orderOnlinePath } from "~/lib/paths";
import type { FaqItem } from "~/lib/structured-data";
import { brandFacets, listingPriceRange, railProducts, type ProductListFilter } from "~/models/catalogue.server";
import type { Db } from "~/models/db.server";
import type { CityRow, StoreRow } from "~/models/places.server";
import { placeReference } from "../../location/shopper-location.server";
import { getCategoryTree, toProductCard, type CategoryNode, type CategoryTree } from "../browse.server";
import { cachedRead } from "../../platform/cache.server";

/** Products shown on a page: the most popular in stock. */
export const ORDER_ONLINE_PRODUCTS = 12;
const TOP_BRANDS = 3;

export interface OrderOnlineEntry {
  pageName: string;
  category: CategoryNode;
  city: CityRow;
}

/** Category slug → category, top-level ones first (an L1 with an L0's name gives way). */
function categoriesBySlug(tree: CategoryTree): Map<string, CategoryNode> {
  const bySlug = new Map<string, CategoryNode>();
  const ordered = [...tree.roots, ...tree.roots.flatMap((r) => r.children)];
  for (const node of ordered) {
    const l0 = node.parentId === null ? node : tree.byId.get(node.parentId);
    if (!l0 || l0.ageRestricted) continue;
    // The English slug: on a Hindi page the node's name is Hindi, and the address stays English.
    const slug = node.slug;
    if (slug && !bySlug.has(slug)) bySlug.set(slug, node);
  }
  return bySlug;
}

/** Every page, in a stable order (cities by id, then the menu order of categories): what the sitemap lists. */
export async function orderOnlineEntries(db: Db): Promise<OrderOnlineEntry[]> {
  const [tree, { cities }] = await Promise.all([getCategoryTree(db), placeReference(db)]);
  const categories = [...categoriesBySlug(tree).values()];
  return cities.flatMap((city) =>
    categories.map((category) => ({ pageName: orderOnlinePath(category.slug, city.slug).slice("/order-online/".length), category, city })),
  );
}

/** "milk-in-gurugram" → the category and city it names, or null. City slugs may hold hyphens ("new-delhi"). */
export async function resolvePageName(db: Db, pageName: string): Promise<OrderOnlineEntry | null> {
  const name = pageName.toLowerCase();
  if (name.length > 200 || !/^[a-z0-9-]+$/.test(name)) return null;
  const [tree, { cities }] = await Promise.all([getCategoryTree(db), placeReference(db)]);
  const bySlug = categoriesBySlug(tree);
  for (const city of cities) {
    const suffix = `-in-${city.slug}`;
    if (!name.endsWith(suffix)) continue;
    const category = bySlug.get(name.slice(0, -suffix.length));
    if (category) return { pageName: name, category, city };
  }
  return null;
}

export interface OrderOnlinePage {
  pageName: string;
  path: string;
  city: { name: string; slug: string; href: string };
  category: { name: string; href: string; parent: { name: string; href: string } | null };
  store: { name: string };
  /** In-stock products and their price range (paise) at the city's store. */
  stats: { count: number; minPrice: number | null; maxPrice: number | null };
  brands: string[];
  /** Minutes, from an order next to the store to one at the edge of its delivery area. */
  eta: { min: number; max: number };
  intro: string;
  products: ProductCard[];
  /** The category's other pages in this city, for crawlers and shoppers alike. */
  related: { name: string; href: string }[];
  faqs: FaqItem[];
}

function cityStore(stores: StoreRow[], cityId: number): StoreRow | null {
  return stores.filter((s) => s.cityId === cityId).sort((a, b) => a.id - b.id)[0] ?? null;
}

function listOf(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

function priceRange(stats: OrderOnlinePage["stats"]): string {
  if (stats.minPrice === null || stats.maxPrice === null) return "";
  return stats.minPrice === stats.maxPrice
    ? `at ${formatPaise(stats.minPrice)}`
    : `from ${formatPaise(stats.minPrice)} to ${formatPaise(stats.maxPrice)}`;
}

/** The words of the page, from its figures: pure, so the figures and the text never disagree. */
export function orderOnlineCopy(p: Pick<OrderOnlinePage, "city" | "category" | "store" | "stats" | "brands" | "eta">): {
  intro: string;
  faqs: FaqItem[];
} {
  const what = p.category.name;
  const city = p.city.name;
  const eta = `${p.eta.min} to ${p.eta.max} minutes`;
  const range = priceRange(p.stats);
  const brands = p.brands.length ? ` from brands like ${listOf(p.brands)}` : "";
  const stock =
    p.stats.count > 0
      ? `${p.stats.count} ${what} product${p.stats.count === 1 ? "" : "s"} in stock${range ? ` ${range}` : ""}${brands}`
      : `${what} is out of stock at the moment; it is restocked through the day`;
  const intro = `Order ${what} online in ${city} from ${p.store.name}: ${stock}. Delivered to your door in about ${eta}.`;
  const faqs: FaqItem[] = [
    {
      question: `How fast is ${what} delivered in ${city}?`,
      answer: `Orders in ${city} are packed at ${p.store.name} and usually reach you in ${eta}, depending on how far you are from the store.`,
    },
    {
      question: `How many ${what} products can I order in ${city}?`,
      answer:
        p.stats.count > 0
          ? `${p.stats.count} are in stock right now${range ? `, priced ${range}` : ""}.`
          : `None are in stock at this moment; the store restocks through the day.`,
    },
    {
      question: `Which ${what} brands are available in ${city}?`,
      answer: p.brands.length
        ? `The most stocked brands are ${listOf(p.brands)}.`
        : `Brands change with stock; see the category page for today's.`,
    },
    {
      question: `Can I use a coupon on ${what}?`,
      answer: `Yes: coupons and bank offers apply to the whole order, ${what} included. Today's offers are listed on the offers page.`,
    },
  ];
  return { intro, faqs };
}

/** The page, or null when the name is not one of ours (the route answers 404). */
export async function loadOrderOnlinePage(db: Db, pageName: string): Promise<OrderOnlinePage | null> {
  const entry = await resolvePageName(db, pageName);
  if (!entry) return null;
  const store = cityStore((await placeReference(db)).stores, entry.city.id);
  if (!store) return null;
  return cachedRead(db, `order-online:${entry.pageName}:${store.id}`, () => buildPage(db, entry, store));
}

async function buildPage(db: Db, { pageName, category, city }: OrderOnlineEntry, store: StoreRow): Promise<OrderOnlinePage> {
  const tree = await getCategoryTree(db);
  const filter: ProductListFilter =
    category.parentId === null ? { storeId: store.id, l0CategoryId: category.id } : { storeId: store.id, categoryId: category.id };
  const [stats, facets, rows] = await Promise.all([
    listingPriceRange(db, filter),
    brandFacets(db, filter),
    railProducts(db, filter, ORDER_ONLINE_PRODUCTS),
  ]);
  const parent = category.parentId === null ? null : (tree.byId.get(category.parentId) ?? null);
  const siblings = parent ? parent.children : category.children;
  const view = {
    city: { name: city.name, slug: city.slug, href: cityPath(city.slug) },
    category: { name: category.name, href: category.href, parent: parent ? { name: parent.name, href: parent.href } : null },
    store: { name: store.name },
    stats,
    brands: facets.slice(0, TOP_BRANDS).map((b) => b.name),
    eta: { min: etaMinutes(0), max: etaMinutes(store.radiusKm) },
  };
  return {
    pageName,
    path: orderOnlinePath(category.slug, city.slug),
    ...view,
    ...orderOnlineCopy(view),
    products: rows.map(toProductCard),
    related: siblings
      .filter((c) => c.id !== category.id && c.slug)
      .map((c) => ({ name: `${c.name} in ${city.name}`, href: orderOnlinePath(c.slug, city.slug) })),
  };
}
