import type { LoaderFunctionArgs } from "@remix-run/node";
import type { SearchSuggestions } from "~/lib/views/search";
import { pageContext } from "~/services/catalogue/pages/listing-pages.server";
import { parseSearchLink, recentSuggestions } from "~/services/search/recent-searches.server";
import { normaliseQuery, searchSuggestions } from "~/services/search/search.server";
import { catalogueHeaders } from "~/services/platform/http.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

/**
 * Type-ahead (docs/search.md#type-ahead): `/s/suggest?q=…` → JSON { query, recent, products, brands,
 * categories }, each suggestion with its label as HTML, the typed part in <mark>, and where it leads; products
 * with their picture and price. The device's own recent searches come first (an empty box: all of them). A
 * query that is empty or a location that no store serves answers empty lists, never an error. It does not
 * count against the search rate limit (one search is many keystrokes) and is cached like the catalogue it
 * reads: privately for a device with a cookie, which is what recent searches need.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const { db, location, url, adult } = await pageContext(ctx);
  const q = normaliseQuery(url.searchParams.get("q"));
  const { categoryId } = parseSearchLink(url.searchParams);
  const store = location.store;
  const deviceId = await ctx.deviceId();
  const [found, recent] = await Promise.all([
    store && q
      ? searchSuggestions(db, { query: q, storeId: store.id, adult, categoryId })
      : Promise.resolve({ query: q, products: [], brands: [], categories: [] }),
    deviceId ? recentSuggestions(db, deviceId, q) : Promise.resolve([]),
  ]);
  const body: SearchSuggestions = { ...found, recent };
  return Response.json(body, { headers: catalogueHeaders(request) });
}
