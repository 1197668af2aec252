/** Brand awards paths and structured data (docs/rules.md#brand-awards). */
import type { BrandAwardCategoryView } from "./views/engagement";

export const BRAND_AWARDS_PATH = "/brand-awards";

export function brandAwardsCategoryPath(categoryId: number): string {
  return `${BRAND_AWARDS_PATH}/${categoryId}`;
}

/**
 * schema.org for the awards: an ItemList of the honoured brands, each an Organization whose `award` names the
 * title, category and year ("Winner, Milk — Nukkad Brand Awards 2026").
 */
export function brandAwardsJsonLd(year: number, origin: string, categories: BrandAwardCategoryView[], name: string): object {
  const items = categories.flatMap((c) =>
    c.awards.map((a) => ({
      "@type": "Organization",
      name: a.brand.name,
      url: `${origin}${a.brand.href}`,
      award: `${a.title}, ${c.name} — Nukkad Brand Awards ${year}`,
    })),
  );
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, item })),
  };
}
