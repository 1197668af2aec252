import { pageMessages } from "~/lib/i18n/page-messages.server";
import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { LayoutPage } from "~/components/widgets/layout-page";
import { layoutMeta } from "~/lib/layout-meta";
import { loadLayoutPage } from "~/services/catalogue/pages/layout-pages.server";
import { catalogueData } from "~/services/platform/http.server";
import { orErrorResponse } from "~/services/platform/error-response.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

/** A store: widgets from the home page's model (docs/collections-and-layouts.md). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await orErrorResponse(loadLayoutPage(requestContext({ request, context }), "store", params.layoutId));
  return catalogueData(request, { ...page, messages: pageMessages(request, "shop") });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function StoreLayout() {
  return <LayoutPage data={useLoaderData<typeof loader>()} />;
}

export const meta = layoutMeta;
export { RouteErrorBoundary as ErrorBoundary };
