import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { searchLink } from "~/lib/paths";
import type { Suggestion } from "~/lib/views/search";
import { useT } from "../layout/use-t";

/** Search words as links; `suggestionType` and `t` say where the search came from (docs/search.md#search-links). */
export function SearchChips({ terms, suggestionType, t }: { terms: readonly string[]; suggestionType: string; t: number }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {terms.map((term) => (
        <li key={term}>
          <Link to={searchLink({ q: term, suggestionType, t })} className="chip">
            {term}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SearchSection({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-6">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={id} className="font-bold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The device's recent searches with a plain form post that clears them (Post/Redirect/Get). */
export function RecentSearches({ terms, t: searchType }: { terms: string[]; t: number }) {
  const t = useT();
  if (!terms.length) return null;
  return (
    <SearchSection
      id="recent-title"
      title={t("Recent searches")}
      action={
        <Form method="post" action="/s/?index">
          <button
            type="submit"
            name="intent"
            value="clear-recent"
            // Its name says what it clears; the visible word is in it (WCAG "label in name").
            aria-label={t("Clear recent searches")}
            className="min-h-11 rounded-lg px-3 text-sm font-bold text-leaf-700 underline hover:bg-gray-100"
          >
            {t("Clear")}
          </button>
        </Form>
      }
    >
      <SearchChips terms={terms} suggestionType="recent" t={searchType} />
    </SearchSection>
  );
}

/** Brands and categories related to the query: what type-ahead offers, as links for pages without JavaScript. */
export function RelatedSuggestions({ brands, categories }: { brands: Suggestion[]; categories: Suggestion[] }) {
  const items = [...categories, ...brands];
  const t = useT();
  if (!items.length) return null;
  return (
    // .search-related in tailwind.css: on a phone one row that scrolls sideways, its heading for screen readers.
    <nav aria-labelledby="related-title" className="search-related">
      <h2 id="related-title">{t("Related categories and brands")}</h2>
      <ul>
        {items.map((s) => (
          <li key={`${s.type}:${s.href}`}>
            <Link to={s.href} className="chip">
              <span className="sr-only">{s.detail}: </span>
              {/* Escaped on the server (markMatches): only <mark> is markup here. */}
              <span className="[&_mark]:bg-transparent [&_mark]:font-bold [&_mark]:text-ink" dangerouslySetInnerHTML={{ __html: s.html }} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
