import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DbIdSchema } from "~/lib/ids.server";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { OrderTracking } from "~/components/orders/order-tracking";
import { useT } from "~/components/layout/use-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { metaT } from "~/lib/i18n/meta-t";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { PRIVATE_NO_STORE } from "~/services/platform/http.server";
import { getOrderById } from "~/services/orders/order-views.server";

const QuerySchema = z.object({ order_id: DbIdSchema });

/** Where checkout lands: the shopper's own order (anyone else's id is a 404), tracked live. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const query = QuerySchema.safeParse({ order_id: new URL(request.url).searchParams.get("order_id") ?? undefined });
  if (!query.success) throw new Response("Order not found", { status: 404 });
  const order = await getOrderById(db, user.id, query.data.order_id);
  if (!order) throw new Response("Order not found", { status: 404 });
  return data({ order, messages: pageMessages(request, "checkout") }, { headers: PRIVATE_NO_STORE });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function CheckoutSuccess() {
  const { order } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="container-layout max-w-4xl space-y-4 py-6">
      <section className="flex items-center gap-4 rounded-xl bg-leaf-700 p-5 text-white" aria-labelledby="placed-title">
        <span
          aria-hidden="true"
          className="flex h-12 w-12 flex-none items-center justify-center rounded-full bg-white text-2xl font-black text-leaf-700"
        >
          ✓
        </span>
        <div>
          <h1 id="placed-title" className="text-2xl font-extrabold">
            {t("Order placed")}
          </h1>
          <p className="text-sm">
            {t("Thank you!")} {order.paymentMethod === "cod" ? t("Pay cash or UPI on delivery.") : t("Your payment is confirmed.")}{" "}
            <Link to={order.trackingHref} className="font-bold underline">
              {t("Track order")}
            </Link>
          </p>
        </div>
      </section>
      <OrderTracking order={order} titleLevel={2} />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: `${t("Order placed")} | Nukkad` }, { name: "robots", content: "noindex" }];
};
export { RouteErrorBoundary as ErrorBoundary };
