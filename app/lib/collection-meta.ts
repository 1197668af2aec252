import type { MetaFunction } from "@remix-run/react";
import { listingHref, type ListingQuery } from "./catalogue";
import { metaT } from "./i18n/meta-t";
import { pageLocale, seoMeta } from "./seo";

interface CollectionMetaData {
  origin: string;
  canonical: string;
  query: ListingQuery;
  collection: { name: string; description: string };
  category: { name: string } | null;
  listing: { total: number; page: number } | null;
}

/** /cln and /dc pages (docs/collections-and-layouts.md): sorted and filtered variants point at the plain page. */
export const collectionMeta: MetaFunction = ({ data, matches }) => {
  const d = data as CollectionMetaData | undefined;
  const t = metaT(matches);
  if (!d?.collection) return [{ title: t("Collection not found | Nukkad") }];
  const page = d.listing?.page ?? 1;
  // The collection's and the category's names are the catalogue's: "Monsoon Specials: Tea & Coffee".
  const name = d.category ? `${d.collection.name}: ${d.category.name}` : d.collection.name;
  return seoMeta({
    locale: pageLocale(matches),
    title: page > 1 ? t("{name} (page {page}) | Buy online | Nukkad", { name, page }) : t("{name} | Buy online | Nukkad", { name }),
    description:
      d.collection.description ||
      t("Shop {count} products of {name} online, delivered in minutes by Nukkad.", { name, count: d.listing?.total ?? "" }),
    path: page > 1 ? listingHref(d.canonical, { sort: "relevance", brand: [], page: 1 }, { page }) : d.canonical,
    origin: d.origin,
  });
};
