import type { MetaFunction } from "@remix-run/react";
import { listingHref, type ListingQuery } from "./catalogue";
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
  if (!d?.collection) return [{ title: "Collection not found | Nukkad" }];
  const page = d.listing?.page ?? 1;
  const subject = d.category ? `${d.collection.name}: ${d.category.name}` : d.collection.name;
  return seoMeta({
    locale: pageLocale(matches),
    title: `${subject}${page > 1 ? ` (page ${page})` : ""} | Buy online | Nukkad`,
    description:
      d.collection.description || `Shop ${d.listing?.total ?? ""} products of ${subject} online, delivered in minutes by Nukkad.`,
    path: page > 1 ? listingHref(d.canonical, { sort: "relevance", brand: [], page: 1 }, { page }) : d.canonical,
    origin: d.origin,
  });
};
