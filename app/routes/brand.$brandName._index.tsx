import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { brandPath, searchPath } from "~/lib/paths";
import { slugify } from "~/lib/slug";
import { getDb } from "~/services/platform/database.server";
import { findBrandBySlug } from "~/models/brands-categories.server";

/** Brand search (brand/{brandName}, docs/product/routes.md#brands): a known brand goes to its page, anything else to search. */
export async function loader({ params }: LoaderFunctionArgs) {
  const name = params.brandName ?? "";
  const brand = await findBrandBySlug(await getDb(), slugify(name));
  throw redirect(brand ? brandPath(brand.name, brand.id) : searchPath(name.replace(/-/g, " ")), 302);
}
