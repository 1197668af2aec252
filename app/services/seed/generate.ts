/**
 * Turns the curated data (./data) into table rows, deterministically: the same
 * input and seed give the same catalogue on every machine. Pure: no database.
 */
import type { ProductDetails, ProductHighlight } from "~/lib/views/catalogue";
import type { Diet, StoredBadge } from "~/lib/product-extras";
import { randomInt, seededRandom, type Random } from "~/lib/random";
import { productSearchText } from "~/lib/search-query";
import { slugify } from "~/lib/slug";
import type { ImportRow } from "../catalogue/import/validate.server";
import type { IngredientsEntry } from "./data/ingredients";
import { searchBoost } from "./search-boosts";
import type { SeedBrand, SeedCategoryL0, SeedCity, SeedProductLine } from "./types";

export const FIRST_PRODUCT_ID = 100_001;
const CUSTOMER_CARE = "Nukkad Customer Care, care@nukkad.example, 1800-000-0000";

/** Soft backgrounds for product tiles, one per L0 category (cycled). */
const TILE_BACKGROUNDS = [
  "#eef8e8",
  "#f2f7fd",
  "#fff4e0",
  "#fdeff3",
  "#fff8dc",
  "#fbeee6",
  "#f4efe6",
  "#f3efe9",
  "#f7f3e8",
  "#fdf1e7",
  "#fff0ee",
  "#fdeeee",
  "#ecf7ec",
  "#eef6fb",
  "#eef2fb",
  "#e9f6f8",
  "#f1f0fb",
  "#f9eef8",
  "#f5f0e8",
  "#eef7f1",
  "#f0f4f8",
] as const;

/** The product tile's background for an L0 category at this position (the importer uses it too). */
export function tileBackground(l0Position: number): string {
  return TILE_BACKGROUNDS[l0Position % TILE_BACKGROUNDS.length] ?? TILE_BACKGROUNDS[0];
}

export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  /** The Hindi name: the brand as printed and the line's Hindi name; null when the line has none. */
  nameHi: string | null;
  brandId: number;
  categoryId: number;
  l0CategoryId: number;
  unit: string;
  mrp: number;
  price: number;
  groupId: number;
  typeId: number | null;
  icon: string;
  /** The line's produce render when it is not the icon's (SeedProductLine.render). */
  render?: string;
  background: string;
  imageCount: number;
  highlights: ProductHighlight[];
  details: ProductDetails;
  searchText: string;
  popularity: number;
  diet: Diet | null;
  badges: StoredBadge[];
  /** How long before the seed ran the product was listed: a few are "New" (docs/rules.md#product-badges). */
  listedDaysAgo: number;
}

export function cityRows(cities: SeedCity[]) {
  return cities.map((c, i) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    state: c.state,
    lat: c.lat,
    lon: c.lon,
    isTopCity: c.isTopCity,
    isDefault: i === 0,
  }));
}

export function localityRows(cities: SeedCity[]) {
  return cities.flatMap((c) =>
    c.localities.map((l) => ({ cityId: c.id, name: l.name, slug: slugify(l.name), pincode: l.pincode, lat: l.lat, lon: l.lon })),
  );
}

export function storeRows(cities: SeedCity[]) {
  return cities.flatMap((c) =>
    c.stores.map((s) => ({ id: s.id, cityId: c.id, name: s.name, lat: s.lat, lon: s.lon, radiusKm: s.radiusKm })),
  );
}

export function categoryRows(tree: SeedCategoryL0[]) {
  return tree.flatMap((l0, i) => [
    {
      id: l0.id,
      parentId: null,
      name: l0.name,
      nameHi: l0.nameHi ?? null,
      slug: slugify(l0.name),
      position: i,
      icon: l0.icon,
      ageRestricted: !!l0.ageRestricted,
      searchBoost: 0,
    },
    ...l0.children.map((l1, j) => ({
      id: l1.id,
      parentId: l0.id,
      name: l1.name,
      nameHi: l1.nameHi ?? null,
      slug: slugify(l1.name),
      position: j,
      icon: l1.icon,
      ageRestricted: !!l0.ageRestricted,
      searchBoost: searchBoost({ id: l1.id, parentId: l0.id }),
    })),
  ]);
}

export function brandRows(brands: SeedBrand[]) {
  return brands.map((b) => ({
    id: b.id,
    name: b.name,
    slug: slugify(b.name),
    color: b.color,
    manufacturer: b.manufacturer,
    countryOfOrigin: b.countryOfOrigin,
  }));
}

/** Round a paise amount to whole rupees: shelf prices end in whole rupees. */
function wholeRupees(paise: number): number {
  return Math.max(100, Math.round(paise / 100) * 100);
}

/** A 14-digit FSSAI licence number, stable per brand. */
function fssaiLicence(brandId: number): string {
  return `1${String(10_000 + brandId * 7919)
    .padStart(13, "0")
    .slice(-13)}`;
}

export interface GenerateOptions {
  /** Minimum number of products; synthetic multipacks fill the gap beyond the curated lines. */
  products?: number;
  seed?: number;
  /** What each line's pack lists under "Ingredients" (./data/ingredients.ts, loaded with the catalogue); none when absent. */
  ingredients?: Record<number, IngredientsEntry>;
}

/**
 * Every (line × brand × size) becomes a product; one brand's sizes of a line
 * form a variant group. When more products are asked for than the curated
 * lines give, multipacks of existing products ("Pack of 3") are added.
 */
export function generateProducts(
  lines: SeedProductLine[],
  brands: SeedBrand[],
  tree: SeedCategoryL0[],
  options: GenerateOptions = {},
): ProductRow[] {
  const random = seededRandom(options.seed ?? 1849);
  const brandById = new Map(brands.map((b) => [b.id, b]));
  const l1 = new Map<number, { name: string; l0: SeedCategoryL0; l0Index: number }>();
  tree.forEach((l0, l0Index) => l0.children.forEach((c) => l1.set(c.id, { name: c.name, l0, l0Index })));

  const rows: ProductRow[] = [];
  let nextId = FIRST_PRODUCT_ID;
  let nextGroup = 1;
  // One discount per variant group: the sizes of one brand's line drawn apart made a 1 l cost more per litre
  // than its 500 ml (docs/rules.md#variant-prices).
  const groupOffs = new Map<number, number>();

  for (const line of lines) {
    const category = l1.get(line.categoryId);
    if (!category) throw new Error(`Product line "${line.name}" has unknown category ${line.categoryId}`);
    for (const brandId of line.brandIds) {
      const brand = brandById.get(brandId);
      if (!brand) throw new Error(`Product line "${line.name}" has unknown brand ${brandId}`);
      const groupId = nextGroup++;
      // Brands price the same line differently; discounts vary per pack.
      const brandFactor = 0.9 + random() * 0.25;
      for (const size of line.sizes) {
        const mrp = wholeRupees(size.mrp * brandFactor);
        rows.push(
          buildProduct(random, {
            id: nextId++,
            groupId,
            line,
            brand,
            unit: size.unit,
            mrp,
            categoryName: category.name,
            l0: category.l0,
            background: tileBackground(category.l0Index),
            ingredients: options.ingredients ?? {},
            groupOffs,
          }),
        );
      }
    }
  }

  const curated = rows.length;
  const target = options.products ?? 0;
  for (let i = 0; rows.length < target; i++) {
    const base = rows[i % curated];
    if (!base) throw new Error("No curated products to make packs of");
    const pack = 2 + Math.floor(i / curated);
    const mrp = base.mrp * pack;
    rows.push({
      ...base,
      id: nextId++,
      groupId: nextGroup++,
      name: `${base.name} (Pack of ${pack})`,
      nameHi: base.nameHi === null ? null : `${base.nameHi} (${pack} का पैक)`,
      slug: slugify(`${base.name} pack of ${pack}`),
      unit: `${pack} x ${base.unit}`,
      mrp,
      price: Math.min(mrp, wholeRupees(base.price * pack * 0.97)),
      popularity: randomInt(random, 0, 300),
    });
  }
  return rows;
}

function buildProduct(
  random: Random,
  p: {
    id: number;
    groupId: number;
    line: SeedProductLine;
    brand: SeedBrand;
    unit: string;
    mrp: number;
    categoryName: string;
    l0: SeedCategoryL0;
    background: string;
    ingredients: Record<number, IngredientsEntry>;
    /** The discount each variant group was given, by its first size: the group's other sizes take the same. */
    groupOffs: Map<number, number>;
  },
): ProductRow {
  const { line, brand } = p;
  // About a third sell at MRP; the rest carry 3–30 % off (fresh produce deeper). Drawn for every size, so
  // the draws after it are the same whichever size's discount the group keeps.
  const maxOff = p.l0.id === 1 ? 40 : 30;
  const drawn = random() < 0.33 ? 0 : randomInt(random, 3, maxOff);
  const off = p.groupOffs.get(p.groupId) ?? drawn;
  p.groupOffs.set(p.groupId, off);
  const price = Math.min(p.mrp, wholeRupees((p.mrp * (100 - off)) / 100));
  const name = `${brand.name} ${line.name}`;
  return {
    id: p.id,
    slug: slugify(name),
    name,
    nameHi: line.nameHi ? `${brand.name} ${line.nameHi}` : null,
    brandId: brand.id,
    categoryId: line.categoryId,
    l0CategoryId: p.l0.id,
    unit: p.unit,
    mrp: p.mrp,
    price,
    groupId: p.groupId,
    typeId: null,
    icon: line.icon,
    ...(line.render ? { render: line.render } : {}),
    background: p.background,
    imageCount: 3,
    highlights: [...(line.highlights ?? []), { label: "Pack size", value: p.unit }],
    details: {
      description: line.description,
      netQuantity: p.unit,
      manufacturer: brand.manufacturer,
      countryOfOrigin: brand.countryOfOrigin,
      ...(line.food ? { fssaiLicence: fssaiLicence(brand.id) } : {}),
      ...(line.shelfLife ? { shelfLife: line.shelfLife } : {}),
      customerCare: CUSTOMER_CARE,
      ...ingredientsOf(p.ingredients, line),
      ...(line.sizeChart ? { sizeChart: line.sizeChart } : {}),
      ...(line.openBoxDelivery ? { openBoxDelivery: true } : {}),
    },
    searchText: productSearchText(brand.name, p.categoryName, p.l0.name),
    popularity: randomInt(random, 0, 1000),
    diet: dietOf(line, p.l0.id),
    badges: badgesOf(line),
    listedDaysAgo: listedDaysAgo(p.id),
  };
}

/**
 * The pack's ingredients from the demo's table (./data/ingredients.ts): the line's own entry, else its
 * category's; nothing for produce, single-ingredient staples and goods that list none.
 */
export function ingredientsOf(
  table: Record<number, IngredientsEntry>,
  line: Pick<SeedProductLine, "categoryId" | "name">,
): { ingredients?: string } {
  const entry = table[line.categoryId];
  const own = entry?.lines?.[line.name];
  const ingredients = own === undefined ? entry?.default : own;
  return ingredients ? { ingredients } : {};
}

/** Chicken, Meat & Fish (L0 12) and Eggs (L1 143) are non-veg; other food veg unless the line says (docs/rules.md#product-badges). */
export function dietOf(line: Pick<SeedProductLine, "food" | "diet" | "categoryId">, l0Id: number): Diet | null {
  if (line.diet) return line.diet;
  if (!line.food) return null;
  return l0Id === 12 || line.categoryId === 143 ? "non_veg" : "veg";
}

function badgesOf(line: SeedProductLine): StoredBadge[] {
  const badges = new Set<StoredBadge>(line.badges ?? []);
  if (/\borganic\b/i.test(line.name)) badges.add("organic");
  if (/\bsugar[- ]free\b/i.test(line.name)) badges.add("sugar_free");
  if (/\bgluten[- ]free\b/i.test(line.name)) badges.add("gluten_free");
  return [...badges];
}

/**
 * Days since listing, from the id (not the seeded stream, so prices and popularity stay as they were):
 * about 4 in 100 products were listed in the last 13 days, the rest 30 to 430 days ago.
 */
function listedDaysAgo(id: number): number {
  const spread = Math.imul(id, 2654435761) >>> 0;
  return spread % 100 < 4 ? spread % 13 : 30 + (spread % 401);
}

/**
 * A product's price and stock at one store, derived from the ids so every engine and every run gets the
 * same numbers: a store shaves 0–3 % off the reference price (in whole rupees, never under ₹1), and about
 * one product in 23 is out of stock at a given store.
 */
export function storeOffer(productId: number, referencePrice: number, storeId: number): { price: number; stock: number } {
  const off = Math.floor((referencePrice * ((productId + storeId) % 4)) / 100);
  return {
    price: Math.max(100, referencePrice - Math.floor(off / 100) * 100),
    stock: (productId * 31 + storeId * 17) % 23 === 0 ? 0 : 3 + ((productId * 13 + storeId * 7) % 48),
  };
}

export interface ImportRowOptions {
  /** A product's photo (a file the importer reads), or null for the generated artwork. */
  pictureFor?: (row: ProductRow) => string | null;
  /** The stores that sell a product: each gets a row with its price and stock (storeOffer). */
  storesFor?: (row: ProductRow) => readonly number[];
  /** When the seed runs: listing dates count back from it. */
  now?: Date;
}

/**
 * The generated products as the catalogue importer's rows (docs/catalogue-import.md), so the seed writes
 * them through the same upsert an operator's file goes through: per product, a row without a store that
 * sets its reference price, then one row per store that sells it, with that store's price and stock, as an
 * operator's file has them. The seed's own variant groups, popularity and listing dates ride along.
 */
export function toImportRows(rows: ProductRow[], brands: SeedBrand[], tree: SeedCategoryL0[], options: ImportRowOptions = {}): ImportRow[] {
  const { pictureFor = () => null, storesFor = () => [], now = new Date() } = options;
  const brandNames = new Map(brands.map((b) => [b.id, b.name]));
  const paths = new Map<number, { l0: string; l1: string }>();
  for (const l0 of tree) for (const l1 of l0.children) paths.set(l1.id, { l0: l0.name, l1: l1.name });
  const out: ImportRow[] = [];
  for (const p of rows) {
    const brand = brandNames.get(p.brandId);
    const category = paths.get(p.categoryId);
    if (!brand || !category) throw new Error(`Product ${p.id} has an unknown brand or category`);
    const product: ImportRow = {
      row: out.length + 1,
      productId: p.id,
      name: p.name,
      ...(p.nameHi ? { nameHi: p.nameHi } : {}),
      brand,
      category,
      unit: p.unit,
      mrp: p.mrp,
      price: p.price,
      store: null,
      manufacturer: p.details.manufacturer,
      countryOfOrigin: p.details.countryOfOrigin,
      netQuantity: p.details.netQuantity,
      customerCare: p.details.customerCare,
      food: p.details.fssaiLicence !== undefined,
      fssaiLicence: p.details.fssaiLicence ?? null,
      description: p.details.description,
      shelfLife: p.details.shelfLife ?? null,
      ingredients: p.details.ingredients ?? null,
      highlights: p.highlights,
      icon: p.icon,
      diet: p.diet,
      badges: p.badges,
      sizeChart: p.details.sizeChart ?? null,
      openBoxDelivery: p.details.openBoxDelivery ?? false,
      images: [pictureFor(p)].filter((source) => source !== null),
      groupId: p.groupId,
      popularity: p.popularity,
      listedAt: new Date(now.getTime() - p.listedDaysAgo * 86_400_000),
    };
    out.push(product);
    for (const storeId of storesFor(p)) {
      const { price, stock } = storeOffer(p.id, p.price, storeId);
      out.push({ ...product, row: out.length + 1, price, store: { id: storeId, stock } });
    }
  }
  return out;
}
