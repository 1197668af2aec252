/** /sitemaps/{cities|categories|products-N}.xml: one sitemap of the index (resource route). */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { requestContext } from "~/services/boot/request-context-builder.server";
import { publicOrigin } from "~/services/platform/http.server";
import { sitemapXml } from "~/services/catalogue/pages/sitemap-xml.server";
import { notFound } from "~/services/platform/error-response.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const file = params.name ?? "";
  if (!file.endsWith(".xml")) return notFound();
  const xml = await sitemapXml(await ctx.db(), publicOrigin(request), file.slice(0, -".xml".length));
  if (xml === null) return notFound();
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=3600",
    },
  });
}
