import type { Photo } from "./photos";

/**
 * Shapes the catalogue screens render. Pure types and helpers, shared by
 * server and browser; no zod here, so it stays out of the browser bundle.
 */
import type { Badge, Diet, RatingSummary } from "./product-extras";

export interface ProductCard {
  id: number;
  name: string;
  /**
   * What the tile shows when it is not `name`: the brand shortened or dropped so the words that tell products
   * apart fit its two lines (app/lib/card-name.ts, docs/rules.md#product-names). Absent when it is the name, so
   * a page's data does not carry every name twice.
   */
  cardName?: string;
  unit: string;
  /** "₹6/100 ml": the price per unit of quantity (app/lib/unit-price.ts), null for one piece or an unreadable unit. */
  unitPrice?: string | null;
  brandName: string;
  /** Price at the shopper's store, paise. */
  price: number;
  mrp: number;
  inStock: boolean;
  image: string;
  /** A stored photo: the card draws its AVIF and WebP renditions instead of `image` (docs/decisions/018-stored-product-images.md). */
  photo: Photo | null;
  href: string;
  /** Computed and stored badges, text first (docs/rules.md#product-badges); the diet mark apart. */
  badges?: Badge[];
  diet?: Diet | null;
  /** "4.3 (27)": the mean and the count, when anyone rated it. */
  rating?: RatingSummary | null;
}

export interface CategoryLink {
  id: number;
  name: string;
  href: string;
  image: string;
}

export interface BrandLink {
  id: number;
  name: string;
  href: string;
  logo: string;
}

export const SORTS = {
  relevance: "Relevance",
  price_asc: "Price (Low to High)",
  price_desc: "Price (High to Low)",
  discount: "Discount",
} as const;
export type SortKey = keyof typeof SORTS;

/** Price filter buckets (paise), chosen to match how shoppers scan grocery prices. */
export const PRICE_BUCKETS = {
  "0-99": { label: "Below ₹100", min: 0, max: 9_999 },
  "100-249": { label: "₹100 – ₹249", min: 10_000, max: 24_999 },
  "250-499": { label: "₹250 – ₹499", min: 25_000, max: 49_999 },
  // No upper bound: a bound past the price column's integer type made PostgreSQL refuse every such listing.
  "500-": { label: "₹500 and above", min: 50_000, max: undefined },
} as const;
export type PriceBucket = keyof typeof PRICE_BUCKETS;

export const PAGE_SIZE = 20;

/** A parsed listing query string (parsed by ./listing-query.server). */
export interface ListingQuery {
  sort: SortKey;
  brand: number[];
  price?: PriceBucket;
  page: number;
}

/**
 * The same listing with some parameters changed; page resets unless given. `keep`: parameters that are
 * not the listing's own and stay as they are (a search's `q` and `category_id`).
 */
export function listingHref(
  pathname: string,
  query: ListingQuery,
  change: Partial<ListingQuery>,
  keep: Record<string, string> = {},
): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams(keep);
  if (next.sort !== "relevance") params.set("sort", next.sort);
  for (const b of next.brand) params.append("brand", String(b));
  if (next.price) params.set("price", next.price);
  if (next.page > 1) params.set("page", String(next.page));
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}
