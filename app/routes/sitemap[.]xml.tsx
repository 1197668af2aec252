/** /sitemap.xml: the sitemap index (resource route). */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { requestContext } from "~/services/boot/request-context-builder.server";
import { publicOrigin } from "~/services/platform/http.server";
import { sitemapIndexXml } from "~/services/catalogue/pages/sitemap-xml.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const xml = await sitemapIndexXml(await ctx.db(), publicOrigin(request));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=3600",
    },
  });
}
