/**
 * Meta tags for crawlers and link previews: title, description, canonical
 * URL and Open Graph. JSON-LD blocks are built in ./structured-data and
 * rendered with <JsonLd>.
 */
import type { MetaArgs, MetaDescriptor } from "@remix-run/react";
import { HINDI_BASENAME, withBasename, type Locale } from "./i18n/locale";

export const SITE_NAME = "Nukkad";

/** The page's language, from the root's data among a meta function's matches (English without it: an error page). */
export function pageLocale(matches: MetaArgs["matches"]): Locale {
  return (matches.find((m) => m.id === "root")?.data as { locale?: Locale } | undefined)?.locale ?? "en";
}

/**
 * `path` is the page's address in the English store; on a Hindi page (`locale`) the canonical URL is its Hindi
 * address, and every indexable page names both as alternates (docs/decisions/055-hindi.md). No x-default: a
 * shopper with neither language in the browser gets English at the English address anyway.
 */
export function seoMeta(opts: {
  locale: Locale;
  title: string;
  description: string;
  path: string;
  origin?: string;
  image?: string;
  type?: "website" | "product";
  noindex?: boolean;
}): MetaDescriptor[] {
  const origin = opts.origin ?? "";
  const english = `${origin}${opts.path}`;
  const hindi = `${origin}${withBasename(HINDI_BASENAME, opts.path)}`;
  const url = opts.locale === "hi" ? hindi : english;
  const tags: MetaDescriptor[] = [
    { title: opts.title },
    { name: "description", content: opts.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: opts.title },
    { property: "og:description", content: opts.description },
    { property: "og:url", content: url },
    { property: "og:type", content: opts.type ?? "website" },
    { property: "og:locale", content: opts.locale === "hi" ? "hi_IN" : "en_IN" },
    { name: "twitter:card", content: opts.image ? "summary_large_image" : "summary" },
  ];
  if (opts.image) tags.push({ property: "og:image", content: /^https?:\/\//.test(opts.image) ? opts.image : `${origin}${opts.image}` });
  if (opts.noindex) tags.push({ name: "robots", content: "noindex" });
  else if (origin)
    tags.push(
      { tagName: "link", rel: "alternate", hrefLang: "en-IN", href: english },
      { tagName: "link", rel: "alternate", hrefLang: "hi-IN", href: hindi },
    );
  return tags;
}
