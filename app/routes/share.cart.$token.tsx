import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { AddAllForm } from "~/components/discovery/add-all-form";
import { PickList } from "~/components/discovery/pick-list";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import type { RootLoader } from "~/root";
import { addSharedCartToCart, loadSharedCart } from "~/services/cart/shared-carts.server";
import { orErrorResponse } from "~/services/platform/error-response.server";
import { PRIVATE_NO_STORE } from "~/services/platform/http.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { addAllAction } from "~/services/cart/add-all-action.server";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";

/**
 * /share/cart/{token}: a shared cart's items at the opener's own store, today (docs/rules.md#shared-carts).
 * Personal to the opener's location and never indexed.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await orErrorResponse(loadSharedCart(requestContext({ request, context }), params.token, new Date()));
  return data({ ...page, messages: pageMessages(request, "info") }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return addAllAction(requestContext({ request, context }), (ctx, headers, mutationId, now) =>
    addSharedCartToCart(ctx, headers, params.token, mutationId, now),
  );
}

export default function SharedCart() {
  const { token, lines, addable, printCount, storeName } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootLoader>("root");
  const cartVersion = root?.cart.version ?? 0;
  const t = useT();
  return (
    <div className="container-layout max-w-2xl py-6">
      <h1 className="mb-1 text-2xl font-bold">{t("A shared cart")}</h1>
      <p className="mb-3 text-sm text-ink-muted">
        {storeName
          ? t("Someone shared these items with you. Prices and stock at {store}, today.", { store: storeName })
          : `${t("We don't deliver to your location yet:")} `}
        {storeName ? null : (
          <Link to="/location" className="font-semibold text-leaf-800 underline">
            {t("choose another location")}
          </Link>
        )}
      </p>
      {printCount ? (
        <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm">{t("This cart also had print jobs: those are not shared.")}</p>
      ) : null}
      <PickList lines={lines.map((l) => ({ ...l, title: l.name, detail: `${l.unit ? `${l.unit} ` : ""}× ${l.quantity}`, href: null }))} />
      <div className="mt-4">
        <AddAllForm
          label={addable === 1 ? t("Add 1 item to cart") : t("Add {count} items to cart", { count: addable })}
          mutationId={`share:${token}:v${cartVersion}`}
          disabled={addable === 0}
          disabledReason={storeName ? t("None of these items is available at your store right now.") : undefined}
        />
      </div>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("A shared cart | Nukkad") }, { name: "robots", content: "noindex" }];
};

export { RouteErrorBoundary as ErrorBoundary };
