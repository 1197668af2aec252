import type { MetaFunction } from "@remix-run/react";
import { metaT } from "./i18n/meta-t";
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
  const t = metaT(matches);
  if (!d?.brand) return [{ title: t("Brand not found | Nukkad") }];
  const names = { brand: d.brand.name, category: d.category?.name ?? "", count: d.listing?.total ?? t("all") };
  return seoMeta({
    locale: pageLocale(matches),
    title: d.category ? t("Buy {brand} {category} online | Nukkad", names) : t("Buy {brand} products online | Nukkad", names),
    description: d.category
      ? t("Shop {count} {brand} {category} online at the best prices, delivered in minutes by Nukkad.", names)
      : t("Shop {count} {brand} products online at the best prices, delivered in minutes by Nukkad.", names),
    path: d.canonical,
    origin: d.origin,
    image: d.brand.logo,
  });
};
