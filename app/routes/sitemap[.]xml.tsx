/** /sitemap.xml: the sitemap index (resource route). */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { getDb } from "~/services/db.server";
import { publicOrigin } from "~/services/http.server";
import { sitemapIndexXml } from "~/services/sitemap.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const xml = await sitemapIndexXml(await getDb(), publicOrigin(request));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=3600",
    },
  });
}
