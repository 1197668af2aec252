import type { MetaFunction } from "@remix-run/react";
import { pageLocale, seoMeta } from "./seo";

/** Widget layout pages (docs/collections-and-layouts.md). */
export const layoutMeta: MetaFunction = ({ data, matches }) => {
  const d = data as { origin: string; canonical: string; title: string } | undefined;
  if (!d?.title) return [{ title: "Page not found | Nukkad" }];
  return seoMeta({
    locale: pageLocale(matches),
    title: `${d.title} | Nukkad`,
    description: `${d.title}: groceries and essentials picked for you, delivered in minutes by Nukkad.`,
    path: d.canonical,
    origin: d.origin,
  });
};
