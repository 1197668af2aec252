import { pageMessages } from "~/lib/i18n/page-messages.server";
import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { LayoutPage } from "~/components/widgets/layout-page";
import { layoutMeta } from "~/lib/layout-meta";
import { loadTabLayoutsPage } from "~/services/catalogue/pages/layout-pages.server";
import { catalogueData } from "~/services/platform/http.server";
import { orErrorResponse } from "~/services/platform/error-response.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

/** Tab layouts: ?tab={key} picks the tab, each tab a layout (docs/collections-and-layouts.md). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await orErrorResponse(loadTabLayoutsPage(requestContext({ request, context })));
  return catalogueData(request, { ...page, messages: pageMessages(request, "shop") });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function TabLayouts() {
  const data = useLoaderData<typeof loader>();
  return <LayoutPage data={data} tabs={data.tabs} />;
}

export const meta = layoutMeta;
export { RouteErrorBoundary as ErrorBoundary };
