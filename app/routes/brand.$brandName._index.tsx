import type { LoaderFunctionArgs } from "@remix-run/node";
import { brandPath, searchPath } from "~/lib/paths";
import { slugify } from "~/lib/slug";
import { requestContext } from "~/services/platform/request-context.server";
import { findBrandBySlug } from "~/models/catalogue.server";
import { seeOther } from "~/services/platform/http.server";

/** Brand search (brand/{brandName}, docs/product/routes.md#brands): a known brand goes to its page, anything else to search. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const name = params.brandName ?? "";
  const brand = await findBrandBySlug(await ctx.db(), slugify(name));
  throw seeOther(brand ? brandPath(brand.name, brand.id) : searchPath(name.replace(/-/g, " ")));
}
