import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BrandListing } from "~/components/catalogue/brand-listing";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { brandMeta } from "~/lib/brand-meta";
import { loadBrandPage } from "~/services/catalogue/brand-page.server";
import { cachedData } from "~/services/catalogue/listing-pages.server";
import { requestContext } from "~/services/platform/request-context.server";
import { orErrorResponse } from "~/services/platform/error-response.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await orErrorResponse(loadBrandPage(requestContext({ request, context }), params));
  return cachedData(request, page);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function BrandRoute() {
  return <BrandListing data={useLoaderData<typeof loader>()} />;
}

export const meta = brandMeta;
export { RouteErrorBoundary as ErrorBoundary };
