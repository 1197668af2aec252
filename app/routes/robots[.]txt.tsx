/**
 * /robots.txt. Personal screens stay out; search pages may be crawled for
 * real queries, but sorted variants are duplicates of the unsorted page.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { publicOrigin } from "~/services/platform/http.server";

export function loader({ request }: LoaderFunctionArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /account",
    "Disallow: /location",
    "Disallow: /*?*sort=",
    "",
    `Sitemap: ${publicOrigin(request)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=3600",
    },
  });
}
