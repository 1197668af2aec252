import { PageLink } from "../layout/page-links";
import { categoryImageUrl } from "~/lib/image-urls";
import type { ResolvedWidget } from "~/lib/views/catalogue";

/** Links to collections, layouts, stores and recipes (docs/collections-and-layouts.md): plain links, no JavaScript. */
export function LinkTiles({ widget }: { widget: Extract<ResolvedWidget, { type: "link_tiles" }> }) {
  const headingId = `${widget.id}-title`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xl font-bold">
        {widget.props.title}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {widget.props.tiles.map((t, i) => (
          <li key={t.label}>
            <PageLink
              to={widget.data.hrefs[i] ?? "/"}
              className="flex h-full min-h-16 items-center gap-3 rounded-xl bg-white p-2 shadow-sm"
            >
              <img
                src={categoryImageUrl(t.icon, t.background)}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="h-12 w-12 shrink-0 rounded-lg"
              />
              <span className="min-w-0">
                <span className="block text-sm font-bold leading-tight">{t.label}</span>
                {t.subtitle ? <span className="block text-xs text-ink-muted">{t.subtitle}</span> : null}
              </span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
