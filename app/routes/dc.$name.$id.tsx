import { pageMessages } from "~/lib/i18n/page-messages.server";
import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CollectionListing } from "~/components/catalogue/collection-listing";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { collectionMeta } from "~/lib/collection-meta";
import { loadCollectionPage } from "~/services/catalogue/pages/collection-page.server";
import { catalogueData } from "~/services/platform/http.server";
import { orErrorResponse } from "~/services/platform/error-response.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

/** A dynamic collection (docs/collections-and-layouts.md). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await orErrorResponse(loadCollectionPage(requestContext({ request, context }), "dynamic", params));
  return catalogueData(request, { ...page, messages: pageMessages(request, "shop") });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function DynamicCollection() {
  return <CollectionListing data={useLoaderData<typeof loader>()} />;
}

export const meta = collectionMeta;
export { RouteErrorBoundary as ErrorBoundary };
