import type { Diet, SizeChart, StoredBadge } from "~/lib/product-extras";

/**
 * Shapes of the curated demo data. The seed (seed.server.ts) turns these into
 * rows; the data files stay plain, typed literals a reviewer can read.
 */

export interface SeedLocality {
  name: string;
  /** Six-digit India Post pincode. */
  pincode: string;
  lat: number;
  lon: number;
}

export interface SeedStore {
  /** Merchant id (default merchant 31657 in Gurugram: docs/product/constants.md#store-defaults). */
  id: number;
  name: string;
  lat: number;
  lon: number;
  radiusKm: number;
}

export interface SeedCity {
  /** Stable city id (Gurugram is 1849: docs/product/constants.md#store-defaults). */
  id: number;
  /** URL slug, e.g. "gurugram", "new-delhi". Used as /{slug}. */
  slug: string;
  name: string;
  state: string;
  lat: number;
  lon: number;
  isTopCity: boolean;
  localities: SeedLocality[];
  stores: SeedStore[];
}

/** A Fluent Emoji (flat) icon name from @iconify-json/fluent-emoji-flat, e.g. "tomato". */
export type IconName = string;

export interface SeedCategoryL1 {
  id: number;
  name: string;
  /** The name on Hindi pages (docs/product/entities.md#hindi-names). */
  nameHi?: string;
  icon: IconName;
}

export interface SeedCategoryL0 {
  id: number;
  name: string;
  /** The name on Hindi pages (docs/product/entities.md#hindi-names). */
  nameHi?: string;
  icon: IconName;
  /** Paan corner: needs the 18+ self-declaration. */
  ageRestricted?: boolean;
  children: SeedCategoryL1[];
}

export interface SeedBrand {
  id: number;
  name: string;
  /** Hex colour for the generated monogram logo. */
  color: string;
  /** Manufacturer or packer printed on the pack (Legal Metrology). */
  manufacturer: string;
  countryOfOrigin: string;
}

/**
 * A product line: one name template sold by one or more brands in one or more
 * pack sizes. Every (brand × size) becomes a product; the sizes of one brand
 * form a variant group (500 ml / 1 l).
 */
export interface SeedProductLine {
  /** L1 category id. */
  categoryId: number;
  /** Name without brand and unit, e.g. "Toned Fresh Milk". */
  name: string;
  /**
   * The line's name in Hindi, for the staples (docs/product/entities.md#hindi-names): a product's Hindi name is
   * its brand as printed and this ("Amul" + "टोंड ताज़ा दूध").
   */
  nameHi?: string;
  icon: IconName;
  /**
   * Loose items: the photo-like render the demo seed loads (./data/produce-renders/{render}.webp) when it is not
   * the icon's own, i.e. one made for produce the emoji set has no faithful picture of (a green chilli, a
   * halved dragon fruit; see that folder's README.md).
   */
  render?: string;
  /** Brand ids that sell this line. */
  brandIds: number[];
  /** Pack sizes, each with its MRP in paise. */
  sizes: { unit: string; mrp: number }[];
  /** Food carries an FSSAI licence number. */
  food: boolean;
  /** Key facts shown as highlights, e.g. { label: "Fat", value: "3%" }. */
  highlights?: { label: string; value: string }[];
  /** Short description for the product page. */
  description: string;
  shelfLife?: string;
  /**
   * The diet mark, where the category alone would get it wrong (cakes made with egg, chicken-flavoured
   * noodles). Otherwise food in Chicken, Meat & Fish and in Eggs is non-veg, other food veg, the rest none.
   */
  diet?: Diet;
  /** Stated badges beyond the ones the name shows ("Organic …" is organic, "Sugar Free …" sugar free). */
  badges?: StoredBadge[];
  /** Sizes by fit (diapers by the baby's weight): docs/rules.md#size-charts. */
  sizeChart?: SizeChart;
  /** Electricals: delivered open-box (docs/rules.md#open-box-delivery). */
  openBoxDelivery?: boolean;
}
