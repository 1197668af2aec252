/**
 * What the catalogue screens render beyond the cards of ~/lib/catalogue (types only; built by the catalogue
 * services): listings, resolved widgets, the product and brand pages. Outside `*.server.ts` so components
 * may use them (docs/architecture.md, "Who may import whom").
 */
import type { BrandLink, CategoryLink, ListingQuery, ProductCard } from "~/lib/catalogue";
import type { Widget } from "~/lib/widgets";
import type { Badge, Diet, RatingSummary, SizeChart } from "~/lib/product-extras";
import type { Photo } from "~/lib/photos";
import type { ShopperLocation } from "./location";

/** One page of a filtered, sorted listing plus its brand facets. */
export interface ProductListing {
  products: ProductCard[];
  total: number;
  page: number;
  pageCount: number;
  brands: { id: number; name: string; count: number; selected: boolean }[];
}

/** A widget with the data it needs to render, ready for the widget registry. */
export type ResolvedWidget =
  | (Extract<Widget, { type: "banner_carousel" }> & { data: null })
  | (Extract<Widget, { type: "category_grid" }> & { data: { categories: CategoryLink[] } })
  | (Extract<Widget, { type: "product_rail" }> & { data: { products: ProductCard[] } })
  | (Extract<Widget, { type: "brand_rail" }> & { data: { brands: BrandLink[] } })
  | (Extract<Widget, { type: "city_intro" }> & { data: null })
  | (Extract<Widget, { type: "link_tiles" }> & { data: { hrefs: string[] } });

/** What stands in for a widget below the first screen until its data streams in: its title and listing. */
export interface WidgetOutline {
  id: string;
  type: Widget["type"];
  title: string;
  /** The listing the widget previews ("See all"), when it has one: the same link the widget shows. */
  link: { href: string; label: string } | null;
}

/**
 * A layout in two parts, for streaming (docs/architecture.md#works-before-javascript: defer rails
 * below the fold). `above`, resolved before the first byte: everything up to and including the first
 * product rail (banners, categories, the first rail). `below`: the rest, still loading when the page
 * starts streaming, with `outline` to show meanwhile — and for good without JavaScript, which cannot
 * run the inline scripts that swap streamed content in.
 */
export interface StreamedLayout {
  above: ResolvedWidget[];
  outline: WidgetOutline[];
  below: Promise<ResolvedWidget[]>;
}

/** What every widget may read besides its own data. */
export interface WidgetContext {
  location: ShopperLocation;
  /** City homes: the city, and the place the page is about (the city or one of its localities). */
  city: { name: string; slug: string; place: string; serviceable: boolean; localities: { name: string; pincode: string }[] } | null;
}

export interface ProductHighlight {
  label: string;
  value: string;
}

/** Legal Metrology (Packaged Commodities) declarations and other pack facts. */
export interface ProductDetails {
  description: string;
  netQuantity: string;
  manufacturer: string;
  countryOfOrigin: string;
  fssaiLicence?: string;
  shelfLife?: string;
  customerCare: string;
  /**
   * The pack's ingredients list (food) or composition (shampoo, detergent), as printed: one paragraph, at
   * most 1,000 characters. Absent for produce, single-ingredient staples and goods that list none.
   */
  ingredients?: string;
  /** Apparel-like packs sold by size (diapers by the baby's weight): docs/rules.md#size-charts. */
  sizeChart?: SizeChart;
  /** Electricals and gadgets: the rider opens the box at the door (docs/rules.md#open-box-delivery). */
  openBoxDelivery?: boolean;
}

/** One picture of a product's gallery: a stored photo (drawn from its renditions) or a generated image. */
export interface GalleryImage {
  src: string;
  photo: Photo | null;
}

/** The product detail page: product, variants and offer at the shopper's store, similar items. */
export interface ProductPageData {
  location: ShopperLocation;
  origin: string;
  canonical: string;
  product: {
    id: number;
    name: string;
    unit: string;
    mrp: number;
    price: number;
    stock: number;
    /** False when the serving store does not list it at all (or no store serves the shopper). */
    listed: boolean;
    highlights: ProductHighlight[];
    details: ProductDetails;
    diet: Diet | null;
    badges: Badge[];
    /** What the rider does at the door, when the product comes open-box (docs/rules.md#open-box-delivery). */
    openBoxRules: readonly string[] | null;
    images: GalleryImage[];
  };
  brand: { id: number; name: string; href: string };
  category: { id: number; name: string; href: string };
  l0: { id: number; name: string; href: string; ageRestricted: boolean };
  /** Age-restricted and not yet confirmed 18+: the page shows the age gate instead. */
  gated: boolean;
  /** Every pack size, this one included, each with its own pictures and highlights (docs/product/routes.md#variants). */
  variants: {
    id: number;
    unit: string;
    mrp: number;
    price: number;
    stock: number;
    href: string;
    images: GalleryImage[];
    highlights: ProductHighlight[];
  }[];
  storeName: string | null;
  similar: ProductCard[];
  /** rating / rating_flag (docs/rules.md#ratings): the summary, null while nobody has rated it. */
  rating: RatingSummary | null;
  reviews: ReviewView[];
  /** The logged-in shopper's say: may they rate it, and their rating if they have. Null when logged out. */
  myRating: MyRatingView | null;
}

/** A review as the product page shows it: the author's initial only. */
export interface ReviewView {
  stars: number;
  review: string | null;
  author: string;
  at: string;
}

export interface MyRatingView {
  eligible: boolean;
  stars: number | null;
  review: string | null;
}

/** Brand and brand-category listings (docs/product/routes.md#brands). */
export interface BrandPageData {
  location: ShopperLocation;
  origin: string;
  query: ListingQuery;
  canonical: string;
  brand: BrandLink;
  manufacturer: string;
  category: { id: number; name: string } | null;
  categories: { id: number; name: string; count: number; href: string }[];
  /** Null when no store serves the shopper. */
  listing: ProductListing | null;
}

/** A collection page, curated (/cln/…) or dynamic (/dc/…) (docs/collections-and-layouts.md). */
export interface CollectionPageData {
  location: ShopperLocation;
  origin: string;
  query: ListingQuery;
  canonical: string;
  collection: { id: number; name: string; description: string; kind: "curated" | "dynamic"; href: string };
  /** The L1 category chosen with a chip, if any. */
  category: { id: number; name: string } | null;
  /** Chips: the L1 categories present, with counts. */
  categories: { id: number; name: string; count: number; href: string }[];
  /** Null when no store serves the shopper. */
  listing: ProductListing | null;
}

/** A widget layout page: /le/{id}, /store/{id} or one tab of /tab-layouts (docs/collections-and-layouts.md). */
export interface LayoutPageData {
  location: ShopperLocation;
  origin: string;
  canonical: string;
  title: string;
  /** Null when no store serves the shopper. */
  widgets: ResolvedWidget[] | null;
}
