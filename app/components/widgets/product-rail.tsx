import { Link } from "@remix-run/react";
import type { ResolvedWidget } from "~/services/catalogue.server";
import { ProductCard } from "../product/product-card";

export function ProductRail({ widget }: { widget: Extract<ResolvedWidget, { type: "product_rail" }> }) {
  const headingId = `${widget.id}-title`;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex items-baseline justify-between">
        <h2 id={headingId} className="text-xl font-bold">
          {widget.props.title}
        </h2>
        {widget.props.seeAllHref ? (
          <Link to={widget.props.seeAllHref} className="text-sm font-semibold text-leaf-700 hover:underline">
            See all <span className="sr-only">{widget.props.title}</span>
          </Link>
        ) : null}
      </div>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:px-0">
        {widget.data.products.map((p) => (
          <li key={p.id} className="w-40 shrink-0 snap-start md:w-44">
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
