/**
 * Meta tags for crawlers and link previews: title, description, canonical
 * URL and Open Graph. JSON-LD blocks are built in ./structured-data and
 * rendered with <JsonLd>.
 */
import type { MetaDescriptor } from "@remix-run/react";

export const SITE_NAME = "Nukkad";

export function seoMeta(opts: {
  title: string;
  description: string;
  path: string;
  origin?: string;
  image?: string;
  type?: "website" | "product";
  noindex?: boolean;
}): MetaDescriptor[] {
  const origin = opts.origin ?? "";
  const url = `${origin}${opts.path}`;
  const tags: MetaDescriptor[] = [
    { title: opts.title },
    { name: "description", content: opts.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: opts.title },
    { property: "og:description", content: opts.description },
    { property: "og:url", content: url },
    { property: "og:type", content: opts.type ?? "website" },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: opts.image ? "summary_large_image" : "summary" },
  ];
  if (opts.image) tags.push({ property: "og:image", content: /^https?:\/\//.test(opts.image) ? opts.image : `${origin}${opts.image}` });
  if (opts.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
