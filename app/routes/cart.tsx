import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { FormAlert } from "~/components/forms/form-alert";
import { Form, useActionData, useRouteLoaderData } from "@remix-run/react";
import { CartContents } from "~/components/cart/cart-contents";
import { formatCartSummary } from "~/lib/bill";
import { safeRedirectPath } from "~/lib/paths";
import { CartMutationSchema } from "~/services/cart/cart-changes.server";
import { setFlash } from "~/services/platform/cookies.server";
import type { RootLoader } from "~/root";
import { changeShopperCart } from "~/services/cart/cart-changes.server";
import { requireSameOrigin, seeOther, setRetryAfter } from "~/services/platform/http.server";
import { requestContext } from "~/services/platform/request-context.server";
import { parseForm } from "~/services/platform/request-body.server";

// The cart itself comes from the root loader (the header needs it on every page).
export async function loader(_: LoaderFunctionArgs) {
  return data(null, { headers: { "Cache-Control": "private, no-cache" } });
}

const CART_QUERY_FIELDS = ["productId", "mutationId", "redirectTo"] as const;

/**
 * Cart mutations. A plain form post (no JavaScript) is redirected back to the
 * page it came from with a flash message; an enhanced fetcher request
 * (enhanced=1) gets JSON and stays on the page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  // A product tile's ADD sends only its delta in the body; the rest is in the action's query (components/cart/add-to-cart.tsx).
  const parsed = await parseForm(request, CartMutationSchema, { fromQuery: CART_QUERY_FIELDS });
  const enhanced = parsed.form.get("enhanced") === "1";
  const back = safeRedirectPath(parsed.form.get("redirectTo"), "/cart");

  const headers = new Headers();
  await ctx.ensureDeviceId(headers);

  const respond = async (status: number, body: { ok: boolean; quantity?: number; notice?: string | null; error?: string }) => {
    // Refusals render the cart page with the reason and a 4xx; successes go back where the shopper was.
    if (enhanced || status >= 400) return data(body, { status, headers });
    if (body.notice) headers.append("Set-Cookie", await setFlash({ kind: "info", message: body.notice }));
    return seeOther(back, { headers });
  };

  if (!parsed.ok) return respond(400, { ok: false, error: "That cart change was not understood. Please try again." });
  const mutation = parsed.data;
  // The same form may carry + and − buttons: the change is part of the idempotency key.
  const mutationId = enhanced ? mutation.mutationId : `${mutation.mutationId}:${mutation.delta ?? `=${mutation.quantity}`}`;

  const now = new Date();
  const outcome = await changeShopperCart(ctx, headers, { ...mutation, mutationId }, now);
  if (!outcome.ok) {
    setRetryAfter(headers, outcome.retryAt, now);
    return respond(outcome.status, { ok: false, error: outcome.error });
  }
  return respond(200, { ok: true, quantity: outcome.quantity, notice: outcome.notice });
}

export default function CartPage() {
  const root = useRouteLoaderData<RootLoader>("root");
  const actionData = useActionData<typeof action>();
  if (!root) return null;
  return (
    <div className="container-layout max-w-2xl py-6">
      <h1 className="mb-4 text-2xl font-bold">My Cart</h1>
      {/* The header's figures, written as checkout writes them (docs/rules.md#cart-figures). Here rather than in
          the cart contents, which every page ships inside the cart panel (the JavaScript budget). */}
      {root.cart.summary.count ? (
        <p className="-mt-2 mb-3 font-semibold" data-testid="cart-summary">
          {formatCartSummary(root.cart.summary)}
        </p>
      ) : null}
      <FormAlert className="mb-4">{actionData && "error" in actionData ? actionData.error : null}</FormAlert>
      <CartContents cart={root.cart} location={root.location} />
      {/* A link to the items, not the cart (docs/rules.md#shared-carts): a plain post, no JavaScript needed. */}
      {root.cart.lines.length ? (
        <Form method="post" action="/share/cart" className="mt-4">
          <button type="submit" className="btn-secondary w-full sm:w-auto">
            Share this cart
          </button>
        </Form>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "My Cart | Nukkad" }, { name: "robots", content: "noindex" }];
