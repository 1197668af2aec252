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

/**
 * /share/cart/{token}: a shared cart's items at the opener's own store, today (docs/rules.md#shared-carts).
 * Personal to the opener's location and never indexed.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await orErrorResponse(loadSharedCart(requestContext({ request, context }), params.token, new Date()));
  return data(page, { headers: PRIVATE_NO_STORE });
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
  return (
    <div className="container-layout max-w-2xl py-6">
      <h1 className="mb-1 text-2xl font-bold">A shared cart</h1>
      <p className="mb-3 text-sm text-ink-muted">
        {storeName
          ? `Someone shared these items with you. Prices and stock at ${storeName}, today.`
          : "We don't deliver to your location yet: "}
        {storeName ? null : (
          <Link to="/location" className="font-semibold text-leaf-800 underline">
            choose another location
          </Link>
        )}
      </p>
      {printCount ? <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm">This cart also had print jobs: those are not shared.</p> : null}
      <PickList lines={lines.map((l) => ({ ...l, title: l.name, detail: `${l.unit ? `${l.unit} ` : ""}× ${l.quantity}`, href: null }))} />
      <div className="mt-4">
        <AddAllForm
          label={`Add ${addable} item${addable === 1 ? "" : "s"} to cart`}
          mutationId={`share:${token}:v${cartVersion}`}
          disabled={addable === 0}
          disabledReason={storeName ? "None of these items is available at your store right now." : undefined}
        />
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "A shared cart | Nukkad" }, { name: "robots", content: "noindex" }];

export { RouteErrorBoundary as ErrorBoundary };
