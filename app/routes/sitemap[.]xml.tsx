/** /sitemap.xml: the sitemap index (resource route). */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { getDb } from "~/services/platform/database.server";
import { publicOrigin } from "~/services/platform/http.server";
import { sitemapIndexXml } from "~/services/catalogue/sitemap-xml.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const xml = await sitemapIndexXml(await getDb(), publicOrigin(request));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=3600",
    },
  });
}
