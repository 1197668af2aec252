import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getDb } from "~/services/platform/database.server";
import { brandSearchTarget } from "~/services/catalogue/brand-page.server";

/** Brand search (brand/{brandName}, docs/product/routes.md#brands): a known brand goes to its page, anything else to search. */
export async function loader({ params }: LoaderFunctionArgs) {
  throw redirect(await brandSearchTarget(await getDb(), params.brandName ?? ""), 302);
}
