import { Link } from "@remix-run/react";
import type { CollectionPageData } from "~/lib/views/catalogue";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { NonServiceable } from "../layout/non-serviceable";
import { Listing } from "./listing";
import { useT } from "../layout/use-t";

const chip = (current: boolean) =>
  `flex min-h-11 items-center whitespace-nowrap rounded-full border px-3 text-sm ${current ? "border-leaf-600 bg-leaf-50 font-bold" : "border-gray-300 bg-white"}`;

/** A curated or dynamic collection (docs/collections-and-layouts.md): chips for its L1 categories, then the listing. */
export function CollectionListing({ data }: { data: CollectionPageData }) {
  const { collection, category, categories, listing, query, origin } = data;
  const t = useT();
  if (!listing) return <NonServiceable label={data.location.label} />;
  return (
    <div className="container-layout py-4">
      <Breadcrumbs
        origin={origin}
        items={[{ name: collection.name, href: collection.href }, ...(category ? [{ name: category.name, href: data.canonical }] : [])]}
      />
      <h1 className="text-xl font-bold md:text-2xl">{category ? `${collection.name}: ${category.name}` : collection.name}</h1>
      {collection.description ? <p className="mb-3 text-sm text-ink-muted">{collection.description}</p> : null}
      {categories.length > 1 ? (
        <nav aria-label={t("{name} categories", { name: collection.name })} className="my-3">
          {/* One scrolling row at every width: a collection may span many categories. */}
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:px-0">
            <li>
              <Link to={collection.href} aria-current={!category ? "page" : undefined} className={chip(!category)}>
                {t("All")}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={c.href} aria-current={category?.id === c.id ? "page" : undefined} className={chip(category?.id === c.id)}>
                  {c.name} ({c.count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Listing listing={listing} query={query} label={collection.name} />
    </div>
  );
}
