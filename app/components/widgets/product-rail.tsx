import { SectionHeader } from "../layout/section-header";
import type { ResolvedWidget } from "~/lib/views/catalogue";
import { CardItem } from "../product/product-card";
import { RailScroller } from "./rail-scroller";
import { useT } from "../layout/use-t";

/** Widgets before this index may be in the first screen (the banners, then the first rail, on home). */
const FIRST_SCREEN_WIDGETS = 2;
/** A rail's cards that fit a desktop's width: loaded at once when the rail is in the first screen. */
const FIRST_SCREEN_CARDS = 6;

/** `index`: the widget's place in its feed; a rail outside a feed (a product page's similar products) is below the first screen. */
export function ProductRail({
  widget,
  index = FIRST_SCREEN_WIDGETS,
}: {
  widget: Extract<ResolvedWidget, { type: "product_rail" }>;
  index?: number;
}) {
  const t = useT();
  const firstScreen = index < FIRST_SCREEN_WIDGETS;
  const headingId = `${widget.id}-title`;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeader
        id={headingId}
        title={widget.props.title}
        link={widget.props.seeAllHref ? { href: widget.props.seeAllHref, label: t("See all") } : undefined}
      />
      <RailScroller label={widget.props.title} className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:px-0">
        {widget.data.products.map((p, i) => (
          // In the first screen the first card's picture is the largest there (home's LCP on a phone): not lazy, and first.
          <CardItem
            key={p.id}
            className="card rail-card"
            product={p}
            eager={firstScreen && i < FIRST_SCREEN_CARDS}
            priority={firstScreen && i === 0}
          />
        ))}
      </RailScroller>
    </section>
  );
}
