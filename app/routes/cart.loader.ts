/** The loader and action of cart.tsx, apart from the route module so the browser build leaves their server imports out (docs/decisions/042-javascript-budget-100.md). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { backToCard, safeRedirectPath } from "~/lib/paths";
import { CartMutationSchema, changeShopperCart } from "~/services/cart/cart-changes.server";
import { setFlash } from "~/services/platform/cookies.server";
import { requireSameOrigin, seeOther, setRetryAfter } from "~/services/platform/http.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { parseForm } from "~/services/platform/request-body.server";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { say } from "~/lib/i18n/request-language.server";

// The cart itself comes from the root loader (the header needs it on every page).
export async function loader({ request }: LoaderFunctionArgs) {
  return data({ messages: pageMessages(request, "checkout", "shop") }, { headers: { "Cache-Control": "private, no-cache" } });
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
    // Back at the product's tile (a grid's list item carries its anchor), not at the top of a long list.
    return seeOther(backToCard(back, parsed.ok ? parsed.data.productId : undefined), { headers });
  };

  if (!parsed.ok) return respond(400, { ok: false, error: say("That cart change was not understood. Please try again.") });
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
