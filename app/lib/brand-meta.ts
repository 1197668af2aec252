import type { MetaFunction } from "@remix-run/react";
import { pageLocale, seoMeta } from "./seo";

interface BrandMetaData {
  origin: string;
  canonical: string;
  brand: { name: string; logo: string };
  category: { name: string } | null;
  listing: { total: number } | null;
}

export const brandMeta: MetaFunction = ({ data, matches }) => {
  const d = data as BrandMetaData | undefined;
  if (!d?.brand) return [{ title: "Brand not found | Nukkad" }];
  const subject = d.category ? `${d.brand.name} ${d.category.name}` : `${d.brand.name} products`;
  return seoMeta({
    locale: pageLocale(matches),
    title: `Buy ${subject} online | Nukkad`,
    description: `Shop ${d.listing?.total ?? "all"} ${subject} online at the best prices, delivered in minutes by Nukkad.`,
    path: d.canonical,
    origin: d.origin,
    image: d.brand.logo,
  });
};
