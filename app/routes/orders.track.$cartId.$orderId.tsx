import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { OrderTracking } from "~/components/orders/order-tracking";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { PRIVATE_NO_STORE } from "~/services/platform/http.server";
import { requireRouteOrder } from "~/services/orders/order-views.server";
import { orErrorResponse } from "~/services/platform/error-response.server";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { metaT } from "~/lib/i18n/meta-t";

/** orders/track/{cartId}/{orderId} (docs/product/routes.md#order-tracking): the owner's order only (anyone else's is a 404). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { order } = await orErrorResponse(requireRouteOrder(requestContext({ request, context }), params));
  return data({ order, messages: pageMessages(request, "checkout") }, { headers: PRIVATE_NO_STORE });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function TrackOrder() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <div className="container-layout max-w-4xl py-6">
      <OrderTracking order={order} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const t = metaT(matches);
  return [
    { title: loaded ? `${loaded.order.title} · ${t("Order #{id}", { id: loaded.order.id })} | Nukkad` : `${t("Track order")} | Nukkad` },
    { name: "robots", content: "noindex" },
  ];
};
export { RouteErrorBoundary as ErrorBoundary };
