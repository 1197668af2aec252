import { pageMessages } from "~/lib/i18n/page-messages.server";
import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BrandListing } from "~/components/catalogue/brand-listing";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { brandMeta } from "~/lib/brand-meta";
import { loadBrandPage } from "~/services/catalogue/pages/brand-page.server";
import { catalogueData } from "~/services/platform/http.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { orErrorResponse } from "~/services/platform/error-response.server";
import type { SharedPageHandle } from "~/services/boot/page-cache.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await orErrorResponse(loadBrandPage(requestContext({ request, context }), params));
  return catalogueData(request, { ...page, messages: pageMessages(request, "shop") });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// The same page for every anonymous visitor with the same store and choices (docs/decisions/024-shared-page-cache.md).
export const handle: SharedPageHandle = { sharedPage: true };

export default function BrandRoute() {
  return <BrandListing data={useLoaderData<typeof loader>()} />;
}

export const meta = brandMeta;
export { RouteErrorBoundary as ErrorBoundary };
