import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { ProductPage } from "~/components/product/product-page";
import { productMeta } from "~/lib/product-meta";
import { cachedData } from "~/services/catalogue/listing-pages.server";
import { requestContext } from "~/services/platform/request-context.server";
import { loadProductPage } from "~/services/catalogue/product-page.server";
import { orErrorResponse } from "~/services/platform/error-response.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await orErrorResponse(loadProductPage(requestContext({ request, context }), params));
  return cachedData(request, page);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function ProductRoute() {
  return <ProductPage data={useLoaderData<typeof loader>()} />;
}

export const meta = productMeta;
export { RouteErrorBoundary as ErrorBoundary };
