import { PageLink } from "../layout/page-links";
import type { ResolvedWidget } from "~/lib/views/catalogue";

export function CategoryGrid({ widget, index }: { widget: Extract<ResolvedWidget, { type: "category_grid" }>; index: number }) {
  const headingId = `${widget.id}-title`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xl font-bold">
        {widget.props.title}
      </h2>
      <ul className="grid grid-cols-4 gap-3 sm:grid-cols-6 md:grid-cols-8 lg:grid-cols-10">
        {widget.data.categories.map((c, i) => (
          <li key={c.id}>
            <PageLink to={c.href} className="tile-link">
              <img
                src={c.image}
                alt=""
                width={96}
                height={96}
                className="aspect-square w-full max-w-[96px] rounded-xl"
                loading={index < 2 && i < 8 ? "eager" : "lazy"}
              />
              {c.name}
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
