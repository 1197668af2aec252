import { PageLink } from "../layout/page-links";
import { useT } from "../layout/use-t";

/** Tags shown before "Show more" (docs/collections-and-layouts.md#listing-tags). */
export const NAVIGATION_TAGS_SHOWN = 6;

const tag = "flex min-h-11 items-center whitespace-nowrap rounded-full border border-gray-300 bg-white px-3 text-sm hover:border-leaf-600";

/**
 * A listing's navigation tags: the first few as links, the rest behind "Show more", a <details> disclosure
 * that works without JavaScript. Keyed by the caller per page, so it closes on navigation. From the tablet
 * breakpoint up: on a phone the listing's Brand filter does their work and the first screen shows products
 * (docs/collections-and-layouts.md#listing-tags); crawlers read the links all the same.
 */
export function NavigationTags({ label, tags }: { label: string; tags: { name: string; href: string }[] }) {
  const t = useT();
  if (!tags.length) return null;
  const rest = tags.slice(NAVIGATION_TAGS_SHOWN);
  return (
    <nav aria-label={label} className="mb-3 hidden md:block">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0">
        {tags.slice(0, NAVIGATION_TAGS_SHOWN).map((item) => (
          <li key={item.href}>
            <PageLink to={item.href} className={tag}>
              {item.name}
            </PageLink>
          </li>
        ))}
      </ul>
      {rest.length ? (
        <details className="group mt-1">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-leaf-700">
            <span className="group-open:hidden">{t("Show {count} more", { count: rest.length })}</span>
            <span className="hidden group-open:inline">{t("Show fewer")}</span>
          </summary>
          <ul className="flex flex-wrap gap-2">
            {rest.map((item) => (
              <li key={item.href}>
                <PageLink to={item.href} className={tag}>
                  {item.name}
                </PageLink>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </nav>
  );
}
