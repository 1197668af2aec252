import { Link } from "@remix-run/react";

/** A rail's heading with an optional "see all" link; the heading labels the section. */
export function SectionHeader({ id, title, link }: { id: string; title: string; link?: { href: string; label: string } }) {
  return (
    <div className="mb-3 flex items-baseline justify-between">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {link ? (
        <Link to={link.href} className="text-sm font-semibold text-leaf-700 hover:underline">
          {link.label} <span className="sr-only">{title}</span>
        </Link>
      ) : null}
    </div>
  );
}
