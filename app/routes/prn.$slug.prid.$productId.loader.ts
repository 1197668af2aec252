/** The product page's loader and action, apart from the route module so the browser build leaves their server imports out (docs/decisions/042-javascript-budget-100.md). */
import { pageMessages } from "~/lib/i18n/page-messages.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { parseId } from "~/services/catalogue/pages/listing-pages.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { loadProductPage } from "~/services/catalogue/pages/product-page.server";
import { orErrorResponse } from "~/services/platform/error-response.server";
import { answerRatingPost } from "~/services/catalogue/rating-form.server";
import { catalogueData, requireSameOrigin } from "~/services/platform/http.server";
import { readForm } from "~/services/platform/request-body.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await orErrorResponse(loadProductPage(requestContext({ request, context }), params));
  return catalogueData(request, { ...page, messages: pageMessages(request, "shop") });
}

/** Rating the product (docs/rules.md#ratings): the logged-in shopper it was delivered to; back to the page's ratings. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const url = new URL(request.url);
  const user = await ctx.requireUser(`${url.pathname}#ratings`);
  const productId = parseId(params.productId);
  return answerRatingPost(await ctx.db(), user.id, await readForm(request), {
    productId,
    backTo: () => `${url.pathname}#ratings`,
  });
}
