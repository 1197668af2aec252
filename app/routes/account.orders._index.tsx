import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DbIdSchema } from "~/lib/ids.server";
import { Link, useLoaderData } from "@remix-run/react";
import { OrderCard } from "~/components/orders/order-card";
import { listOrders } from "~/services/orders/order-views.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { useT } from "~/components/layout/use-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { metaT } from "~/lib/i18n/meta-t";

/** ?before=<last order id of the previous page>; anything else shows the newest page. */
const PageSchema = DbIdSchema;

/** Order history, newest first, 10 per page (docs/rules.md#page-sizes). Headers come from the account layout. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const before = PageSchema.safeParse(new URL(request.url).searchParams.get("before") ?? undefined);
  const page = await listOrders(db, user.id, { before: before.success ? before.data : undefined });
  return { ...page, paged: before.success, messages: pageMessages(request, "checkout") };
}

export default function OrderHistory() {
  const { orders, hasMore, paged } = useLoaderData<typeof loader>();
  const last = orders[orders.length - 1];
  const t = useT();
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className="text-2xl font-bold">
        {paged ? t("Earlier orders") : t("Your orders")}
      </h1>
      {paged ? (
        <p className="mt-2 text-sm">
          <Link to="/account/orders" className="font-semibold text-leaf-800 underline">
            {t("Back to latest orders")}
          </Link>
        </p>
      ) : null}
      {orders.length ? (
        <ul className="mt-4 space-y-3">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-xl bg-white p-6 text-center">
          <p className="text-4xl" aria-hidden="true">
            🛍️
          </p>
          <p className="mt-2 font-semibold">{paged ? t("No earlier orders") : t("No orders yet")}</p>
          <p className="mt-1 text-sm text-ink-muted">{t("Your orders will show up here.")}</p>
          <Link to="/" className="mt-4 inline-block rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white hover:bg-leaf-800">
            {t("Start shopping")}
          </Link>
        </div>
      )}
      {hasMore && last ? (
        <p className="mt-4 text-center">
          {/* A plain link: the next page loads with or without JavaScript. */}
          <Link
            to={`/account/orders?before=${last.id}`}
            className="inline-flex h-11 items-center rounded-lg border border-gray-300 bg-white px-5 font-semibold hover:bg-gray-50"
          >
            {t("Show more orders")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: `${t("Your orders")} | Nukkad` }, { name: "robots", content: "noindex" }];
};
