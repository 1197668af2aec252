/**
 * The words of layouts and collections in the page's language (docs/collections-and-layouts.md#hindi): what an
 * operator writes as data (a banner's title, a rail's heading, a tile's label, a tab, a layout's or a
 * collection's title) carries its Hindi beside it, `titleHi` and the like, as the catalogue's names carry
 * `name_hi` (decision 055, catalogue-names.server.ts). The server picks one language before the data leaves it:
 * a page never holds both, so an English page's data is what it was, and a Hindi one carries no English twin.
 * A text without its Hindi shows its English. Links, ids and slugs are left as they are.
 */
import type { Banner, LinkTile, Widget } from "~/lib/widgets";
import type { Tab } from "~/lib/collections.server";
import { requestLocale } from "./request-language.server";

/** `english`, or on a Hindi page `hindi` when there is one. */
function pick(english: string, hindi: string | null | undefined): string {
  return hindi && requestLocale() === "hi" ? hindi : english;
}

function shownBanner({ titleHi, subtitleHi, ctaHi, ...banner }: Banner): Banner {
  return { ...banner, title: pick(banner.title, titleHi), subtitle: pick(banner.subtitle, subtitleHi), cta: pick(banner.cta, ctaHi) };
}

function shownTile({ labelHi, subtitleHi, ...tile }: LinkTile): LinkTile {
  return { ...tile, label: pick(tile.label, labelHi), subtitle: pick(tile.subtitle, subtitleHi) };
}

/** A widget with its words in the request's language and no `…Hi` field left. */
export function shownWidget(widget: Widget): Widget {
  switch (widget.type) {
    case "banner_carousel":
      return { ...widget, props: { banners: widget.props.banners.map(shownBanner) } };
    case "city_intro":
      return widget;
    case "link_tiles": {
      const { titleHi, ...props } = widget.props;
      return { ...widget, props: { ...props, title: pick(props.title, titleHi), tiles: props.tiles.map(shownTile) } };
    }
    case "category_grid": {
      const { titleHi, ...props } = widget.props;
      return { ...widget, props: { ...props, title: pick(props.title, titleHi) } };
    }
    case "product_rail": {
      const { titleHi, ...props } = widget.props;
      return { ...widget, props: { ...props, title: pick(props.title, titleHi) } };
    }
    case "brand_rail": {
      const { titleHi, ...props } = widget.props;
      return { ...widget, props: { ...props, title: pick(props.title, titleHi) } };
    }
  }
}

/** A layout's title as the request's shopper reads it. */
export const shownTitle = (row: { title: string; titleHi?: string | null }): string => pick(row.title, row.titleHi);

/** A tab with its label in the request's language and no `labelHi` left. */
export const shownTab = ({ labelHi, ...tab }: Tab): Tab => ({ ...tab, label: pick(tab.label, labelHi) });
