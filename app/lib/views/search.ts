/** What type-ahead (`/s/suggest`) answers and the results page's related lists show (docs/search.md). */
export interface Suggestion {
  type: "product" | "brand" | "category";
  label: string;
  /** A second line: brand and pack size, or what kind of suggestion it is. */
  detail: string;
  /** `label` as escaped HTML with the typed part in <mark>. */
  html: string;
  href: string;
}

export interface SearchSuggestions {
  query: string;
  products: Suggestion[];
  brands: Suggestion[];
  categories: Suggestion[];
}
