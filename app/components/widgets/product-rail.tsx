import { SectionHeader } from "../layout/section-header";
import type { ResolvedWidget } from "~/lib/views/catalogue";
import { ProductCard } from "../product/product-card";
import { RailScroller } from "./rail-scroller";

export function ProductRail({ widget }: { widget: Extract<ResolvedWidget, { type: "product_rail" }> }) {
  const headingId = `${widget.id}-title`;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeader
        id={headingId}
        title={widget.props.title}
        link={widget.props.seeAllHref ? { href: widget.props.seeAllHref, label: "See all" } : undefined}
      />
      <RailScroller label={widget.props.title} className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:px-0">
        {widget.data.products.map((p) => (
          <li key={p.id} className="w-40 shrink-0 snap-start md:w-44">
            <ProductCard product={p} />
          </li>
        ))}
      </RailScroller>
    </section>
  );
}
