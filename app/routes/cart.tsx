import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { FormAlert } from "~/components/forms/form-alert";
import { data, redirect } from "@remix-run/node";
import { useActionData, useRouteLoaderData } from "@remix-run/react";
import { CartContents } from "~/components/cart/cart-contents";
import { safeRedirectPath } from "~/lib/paths";
import { CartError, CartMutationSchema, changeQuantity } from "~/services/cart/shopping-cart.server";
import { readAgeConsent } from "~/services/account/age-consent.server";
import { ensureDeviceId, setFlash } from "~/services/platform/cookies.server";
import { getDb } from "~/services/platform/database.server";
import { getShopperLocation } from "~/services/location/shopper-location.server";
import type { RootLoader } from "~/root";
import { requireSameOrigin, setRetryAfter } from "~/services/platform/http.server";
import { requesterOf, takeCartChange } from "~/services/platform/limiter.server";
import { parseForm } from "~/services/platform/request-body.server";
import { cartOwnerOf, getShopper } from "~/services/account/session.server";

// The cart itself comes from the root loader (the header needs it on every page).
export async function loader(_: LoaderFunctionArgs) {
  return data(null, { headers: { "Cache-Control": "private, no-cache" } });
}

/**
 * Cart mutations. A plain form post (no JavaScript) is redirected back to the
 * page it came from with a flash message; an enhanced fetcher request
 * (enhanced=1) gets JSON and stays on the page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const parsed = await parseForm(request, CartMutationSchema);
  const enhanced = parsed.form.get("enhanced") === "1";
  const back = safeRedirectPath(parsed.form.get("redirectTo"), "/cart");

  const headers = new Headers();
  const { deviceId, setCookie } = await ensureDeviceId(request);
  if (setCookie) headers.append("Set-Cookie", setCookie);

  const respond = async (status: number, body: { ok: boolean; quantity?: number; notice?: string | null; error?: string }) => {
    // Refusals render the cart page with the reason and a 4xx; successes go back where the shopper was.
    if (enhanced || status >= 400) return data(body, { status, headers });
    if (body.notice) headers.append("Set-Cookie", await setFlash({ kind: "info", message: body.notice }));
    return redirect(back, { headers });
  };

  if (!parsed.ok) return respond(400, { ok: false, error: "That cart change was not understood. Please try again." });
  const mutation = parsed.data;
  // The same form may carry + and − buttons: the change is part of the idempotency key.
  const mutationId = enhanced ? mutation.mutationId : `${mutation.mutationId}:${mutation.delta ?? `=${mutation.quantity}`}`;

  const db = await getDb();
  const now = new Date();
  // A device minted for this request is nobody yet: such clients are counted by address.
  const limit = await takeCartChange(db, requesterOf(context, { deviceId: setCookie ? null : deviceId, userId: null }), now);
  if (!limit.ok) {
    setRetryAfter(headers, limit.retryAt, now);
    return respond(429, { ok: false, error: limit.message });
  }
  const location = await getShopperLocation(db, request);
  try {
    const adult = (await readAgeConsent(request)) === "granted";
    const owner = cartOwnerOf(await getShopper(db, request), deviceId) ?? { userId: null, deviceId };
    const result = await changeQuantity(db, owner, location.store?.id ?? null, { ...mutation, mutationId }, adult);
    return respond(200, { ok: true, quantity: result.quantity, notice: result.notice });
  } catch (error) {
    if (error instanceof CartError) return respond(error.status, { ok: false, error: error.message });
    throw error;
  }
}

export default function CartPage() {
  const root = useRouteLoaderData<RootLoader>("root");
  const actionData = useActionData<typeof action>();
  if (!root) return null;
  return (
    <div className="container-layout max-w-2xl py-6">
      <h1 className="mb-4 text-2xl font-bold">My Cart</h1>
      <FormAlert className="mb-4">{actionData && "error" in actionData ? actionData.error : null}</FormAlert>
      <CartContents cart={root.cart} location={root.location} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "My Cart | Nukkad" }, { name: "robots", content: "noindex" }];
