import type { MetaFunction } from "@remix-run/react";
import { pageLocale, seoMeta } from "./seo";
import { metaT } from "./i18n/meta-t";

/** Widget layout pages (docs/collections-and-layouts.md); the title is in the page's language already (#hindi there). */
export const layoutMeta: MetaFunction = ({ data, matches }) => {
  const t = metaT(matches);
  const d = data as { origin: string; canonical: string; title: string } | undefined;
  if (!d?.title) return [{ title: t("Page not found | Nukkad") }];
  return seoMeta({
    locale: pageLocale(matches),
    title: t("{title} | Nukkad", { title: d.title }),
    description: t("{title}: groceries and essentials picked for you, delivered in minutes by Nukkad.", { title: d.title }),
    path: d.canonical,
    origin: d.origin,
  });
};
