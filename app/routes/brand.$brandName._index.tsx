import type { LoaderFunctionArgs } from "@remix-run/node";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { seeOther } from "~/services/platform/http.server";
import { brandSearchTarget } from "~/services/catalogue/pages/brand-page.server";

/** Brand search (brand/{brandName}, docs/product/routes.md#brands): a known brand goes to its page, anything else to search. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  throw seeOther(await brandSearchTarget(await ctx.db(), params.brandName ?? ""));
}
