import { PageLink } from "./page-links";

/** A rail's heading with an optional "see all" link; the heading labels the section. */
export function SectionHeader({ id, title, link }: { id: string; title: string; link?: { href: string; label: string } }) {
  return (
    <div className="mb-3 flex items-baseline justify-between">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {link ? (
        // Named "See all Dairy, Bread & Eggs" by aria-label, which begins with the visible words (label in name),
        // instead of a visually hidden element in every rail's header (docs/decisions/041-light-home-document.md).
        <PageLink to={link.href} className="text-sm font-semibold text-leaf-700 hover:underline" aria-label={`${link.label} ${title}`}>
          {link.label}
        </PageLink>
      ) : null}
    </div>
  );
}
