/** Shapes the catalogue screens render. Pure types and helpers, shared by server and browser. */
import { z } from "zod";

export interface ProductCard {
  id: number;
  name: string;
  unit: string;
  brandName: string;
  /** Price at the shopper's store, paise. */
  price: number;
  mrp: number;
  inStock: boolean;
  image: string;
  href: string;
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
  "500-": { label: "₹500 and above", min: 50_000, max: Number.MAX_SAFE_INTEGER },
} as const;
export type PriceBucket = keyof typeof PRICE_BUCKETS;

export const PAGE_SIZE = 20;

/** Listing query string: ?sort=&brand=1&brand=2&price=100-249&page=2 — bad values fall back to defaults. */
export const ListingQuerySchema = z.object({
  sort: z.enum(Object.keys(SORTS) as [SortKey, ...SortKey[]]).catch("relevance"),
  brand: z.array(z.coerce.number().int().positive()).max(20).catch([]),
  price: z.enum(Object.keys(PRICE_BUCKETS) as [PriceBucket, ...PriceBucket[]]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(500).catch(1),
});
export type ListingQuery = z.infer<typeof ListingQuerySchema>;

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  return ListingQuerySchema.parse({
    sort: params.get("sort") ?? undefined,
    brand: params.getAll("brand"),
    price: params.get("price") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

/** The same listing with some parameters changed; page resets unless given. */
export function listingHref(pathname: string, query: ListingQuery, change: Partial<ListingQuery>): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.sort !== "relevance") params.set("sort", next.sort);
  for (const b of next.brand) params.append("brand", String(b));
  if (next.price) params.set("price", next.price);
  if (next.page > 1) params.set("page", String(next.page));
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}
