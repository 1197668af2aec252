/**
 * Server-driven layouts (docs/architecture.md#server-driven-layouts): a page is a list of widgets, each
 * a type code plus props. Layouts are stored as JSON in the database and validated on read by
 * ./widgets.server, so a bad edit drops one widget instead of breaking the page.
 *
 * This module is the part the browser may import: the widget types, written out. The zod schemas live
 * in ./widgets.server, which only servers load, so zod stays out of every page's JavaScript (the budget
 * in e2e/js-budget.spec.ts; docs/benchmarks.md).
 *
 * The words a shopper reads may carry their Hindi beside them (`titleHi`, `subtitleHi`, `ctaHi`, `labelHi`:
 * docs/collections-and-layouts.md#hindi). The server picks one language before a widget leaves it
 * (`shownWidgets`, ~/lib/i18n/layout-texts.server), so a page's data never holds both.
 */

export interface Banner {
  title: string;
  subtitle: string;
  cta: string;
  titleHi?: string | undefined;
  subtitleHi?: string | undefined;
  ctaHi?: string | undefined;
  /** A path on this site. */
  href: string;
  icon: string;
  /** Tailwind-independent colours ("#rrggbb") so operators can change them as data. */
  background: string;
  foreground: string;
}

export type ProductSource =
  | { kind: "category"; categoryId: number }
  | { kind: "brand"; brandId: number }
  | { kind: "bestsellers" }
  | { kind: "deals" }
  /** A curated or dynamic collection (docs/collections-and-layouts.md); "See all" defaults to its page. */
  | { kind: "collection"; collectionId: number };

/** Where a tile leads: any page of this site, or a recipe (/recipe/{id}) for use-case layouts. */
export type TileTarget = { kind: "path"; href: string } | { kind: "recipe"; recipeId: number };

export interface LinkTile {
  label: string;
  subtitle: string;
  labelHi?: string | undefined;
  subtitleHi?: string | undefined;
  /** A Fluent Emoji icon name, drawn like the banners' (docs/collections-and-layouts.md). */
  icon: string;
  background: string;
  target: TileTarget;
}

export type Widget =
  | { type: "banner_carousel"; id: string; props: { banners: Banner[] } }
  /** Empty categoryIds means every L0 category, in catalogue order. */
  | { type: "category_grid"; id: string; props: { title: string; titleHi?: string | undefined; categoryIds: number[] } }
  | {
      type: "product_rail";
      id: string;
      props: { title: string; titleHi?: string | undefined; source: ProductSource; limit: number; seeAllHref?: string | undefined };
    }
  | { type: "brand_rail"; id: string; props: { title: string; titleHi?: string | undefined; brandIds: number[] } }
  | { type: "city_intro"; id: string; props: Record<never, never> }
  /** Links to collections, layouts, stores and recipes: no data to fetch. */
  | { type: "link_tiles"; id: string; props: { title: string; titleHi?: string | undefined; tiles: LinkTile[] } };

export type WidgetType = Widget["type"];
