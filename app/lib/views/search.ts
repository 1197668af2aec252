/** What type-ahead (`/s/suggest`) answers and the results page's related lists show (docs/search.md). */
export interface Suggestion {
  type: "product" | "brand" | "category" | "recent";
  label: string;
  /** A second line: brand and pack size, or what kind of suggestion it is. */
  detail: string;
  /** `label` as escaped HTML with the typed part in <mark>. */
  html: string;
  href: string;
  /** A product's id, picture (its card's), price and MRP in paise at the shopper's store, and whether it is in stock there (its ADD). */
  productId?: number;
  picture?: string;
  price?: number;
  mrp?: number;
  inStock?: boolean;
}

export interface SearchSuggestions {
  query: string;
  /** The device's own recent searches that start with what was typed (all of them for an empty box), latest first. */
  recent?: Suggestion[];
  products: Suggestion[];
  brands: Suggestion[];
  /** The top result's category first ("onion in Vegetables"), then categories named like the query. */
  categories: Suggestion[];
}
