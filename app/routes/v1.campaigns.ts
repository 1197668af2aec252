import { apiRoute } from "~/services/boot/api-route.server";
import { loadCheckout } from "~/services/checkout/checkout.server";
import { couponsForCart } from "~/services/cart/promotions.server";
import { jsonFail, jsonOk, postOnly, readJsonOrForm } from "~/services/platform/json-api.server";
import { firstIssueMessage } from "~/services/platform/request-body.server";
import { CampaignsBodySchema } from "~/lib/api-purchase-schemas.server";
import { BODY_NOT_UNDERSTOOD } from "~/services/api/accounts.server";
import { CART_NOT_FOUND } from "~/services/api/carts.server";

/** A JSON resource route: GET is not part of the call. */
export const loader = postOnly;

/**
 * The coupon list for the caller's own active cart: { success, cart_id, asset_type, coupons }. The caller is an
 * app by its auth key and access token, or the store's page by its cookies (docs/decisions/021-json-api-auth.md),
 * so an app's own `/v5/carts` cart is found as a page's is. Someone else's cart id (or a stale one) answers 404,
 * like any owned data. "Error fetching coupons" (docs/product/errors.md#coupons) is the answer when the list
 * cannot be built; bad input answers 400 with what was wrong.
 */
export const action = apiRoute({ cookieNeeds: "store-cookie" }, async ({ ctx, now }) => {
  const body = await readJsonOrForm(ctx.request);
  if (!body) return jsonFail(400, BODY_NOT_UNDERSTOOD);
  const parsed = CampaignsBodySchema.safeParse(body);
  if (!parsed.success) return jsonFail(400, firstIssueMessage(parsed.error));
  const state = await loadCheckout(ctx, now);
  if (state.cart.id === null || state.cart.id !== parsed.data.cart_id) return jsonFail(404, CART_NOT_FOUND);
  try {
    const coupons = await couponsForCart(await ctx.db(), state.user?.id ?? null, state.cart, now);
    return jsonOk({ cart_id: state.cart.id, asset_type: parsed.data.asset_type ?? null, coupons });
  } catch (error) {
    console.error("Error fetching coupons", error);
    return jsonFail(503, "Error fetching coupons");
  }
});
