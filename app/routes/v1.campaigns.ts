import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { loadCheckout } from "~/services/checkout/checkout.server";
import { couponsForCart } from "~/services/cart/promotions.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { jsonFail, jsonOk, postOnly, readJsonOrForm, refuseCrossSite } from "~/services/platform/json-api.server";
import { firstIssueMessage } from "~/services/platform/request-body.server";
import { API_FIELD_MESSAGES } from "~/lib/api-schemas.server";

/** docs/product/api.md#campaigns: body asset_type (the offer wall type) and cart_id, as JSON or a form. */
const CampaignsSchema = z.object({
  asset_type: z.string().trim().max(50, API_FIELD_MESSAGES.campaignAssetType).optional(),
  cart_id: z
    .string({ required_error: API_FIELD_MESSAGES.campaignCartId })
    .trim()
    .min(1, API_FIELD_MESSAGES.campaignCartId)
    .max(100, API_FIELD_MESSAGES.campaignCartIdInvalid),
});

/** A JSON resource route: GET is not part of the call. */
export const loader = postOnly;

/**
 * The coupon list for the caller's own active cart: { success, coupons }.
 * Someone else's cart id (or a stale one) answers 404, like any owned data.
 * "Error fetching coupons" (docs/product/errors.md#coupons) is the answer when the list cannot be
 * built; bad input answers 400 with what was wrong.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = requestContext({ request, context });
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  const body = await readJsonOrForm(request);
  if (!body) return jsonFail(400, "The request body was not understood.");
  const parsed = CampaignsSchema.safeParse(body);
  if (!parsed.success) return jsonFail(400, firstIssueMessage(parsed.error));
  try {
    const db = await ctx.db();
    const now = new Date();
    // The pages' own call, read by their cookies even beside an auth key, as it always was (docs/decisions/021-json-api-auth.md).
    const state = await loadCheckout(ctx.cookiesOnly(), now);
    if (state.cart.id === null || state.cart.id !== parsed.data.cart_id) return jsonFail(404, "Cart not found.");
    const coupons = await couponsForCart(db, state.user?.id ?? null, state.cart, now);
    return jsonOk({ cart_id: state.cart.id, asset_type: parsed.data.asset_type ?? null, coupons });
  } catch (error) {
    console.error("Error fetching coupons", error);
    return jsonFail(503, "Error fetching coupons");
  }
}
