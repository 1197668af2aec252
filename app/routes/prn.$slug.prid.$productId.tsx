import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { ProductPage } from "~/components/product/product-page";
import { productMeta } from "~/lib/product-meta";
import { cachedData } from "~/services/catalogue/listing-pages.server";
import { requestContext } from "~/services/platform/request-context.server";
import { loadProductPage } from "~/services/catalogue/product-page.server";
import { orErrorResponse } from "~/services/platform/error-response.server";
import { answerRatingPost } from "~/services/catalogue/rating-form.server";
import { parseId } from "~/services/catalogue/listing-pages.server";
import { requireSameOrigin } from "~/services/platform/http.server";
import { readForm } from "~/services/platform/request-body.server";
import type { SharedPageHandle } from "~/services/platform/page-cache.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await orErrorResponse(loadProductPage(requestContext({ request, context }), params));
  return cachedData(request, page);
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

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// The same page for every anonymous visitor with the same store and choices (docs/decisions/024-shared-page-cache.md).
export const handle: SharedPageHandle = { sharedPage: true };

export default function ProductRoute() {
  return <ProductPage data={useLoaderData<typeof loader>()} failure={useActionData<typeof action>() ?? null} />;
}

export const meta = productMeta;
export { RouteErrorBoundary as ErrorBoundary };
