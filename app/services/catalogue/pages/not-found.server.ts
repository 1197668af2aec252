/** The 404 page's ways back in (docs/product/routes.md#error-pages): a search box and the top categories. */
import { data } from "@remix-run/node";
import type { NotFoundData } from "~/lib/views/not-found";
import type { RequestContext } from "../../platform/request-context.server";
import { topCategories } from "../browse.server";

/** A 404 for a path no route claims: the status, and the top categories the route's NotFoundPage shows. */
export async function notFoundWithCategories(ctx: RequestContext) {
  const categories = await topCategories(await ctx.db());
  return data<NotFoundData>({ notFound: true, categories }, { status: 404, headers: { "Cache-Control": "private, no-store" } });
}
