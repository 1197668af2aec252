import { PageLink } from "./page-links";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { JsonLd } from "../json-ld";
import { useT } from "./use-t";

export interface Crumb {
  name: string;
  href: string;
}

/** The visible trail and its BreadcrumbList JSON-LD, from one list so they never disagree. */
export function Breadcrumbs({ items, origin, onPhones = true }: { items: Crumb[]; origin: string; onPhones?: boolean }) {
  const t = useT();
  const trail = [{ name: t("Home"), href: "/" }, ...items];
  return (
    // Off on a phone where the page has its own way back (a listing's category rail): the JSON-LD stays for crawlers.
    <nav aria-label={t("Breadcrumb")} className={`mb-2 text-xs text-ink-muted${onPhones ? "" : " hidden md:block"}`}>
      <ol className="flex flex-wrap gap-1">
        {trail.map((c, i) => (
          // An L0 and its first L1 share a URL, so the position is the key.
          <li key={i} className="after:ml-1 after:content-['/'] last:after:content-none">
            {i === trail.length - 1 ? (
              <span aria-current="page">{c.name}</span>
            ) : (
              <PageLink to={c.href} className="hover:underline">
                {c.name}
              </PageLink>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbJsonLd(trail.map((c) => ({ name: c.name, url: `${origin}${c.href}` })))} />
    </nav>
  );
}
