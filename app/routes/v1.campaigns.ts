import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { loadCheckout } from "~/services/checkout.server";
import { couponsForCart } from "~/services/coupons.server";
import { getDb } from "~/services/db.server";
import { PRIVATE_NO_STORE, requireSameOrigin } from "~/services/http.server";

/** Spec §7: body asset_type (the offer wall type) and cart_id, as JSON or a form. */
const CampaignsSchema = z.object({
  asset_type: z.string().trim().max(50, "asset_type is too long.").optional(),
  cart_id: z.string({ required_error: "cart_id is required." }).trim().min(1, "cart_id is required.").max(100, "cart_id is not valid."),
});

function fail(status: number, message: string, headers: HeadersInit = {}) {
  return Response.json({ success: false, message }, { status, headers: { ...PRIVATE_NO_STORE, ...headers } });
}

/** A JSON resource route: GET is not part of the call. */
export async function loader() {
  return fail(405, "Use POST.", { Allow: "POST" });
}

async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    if ((request.headers.get("Content-Type") ?? "").includes("application/json")) {
      const body: unknown = await request.json();
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    }
    return Object.fromEntries(await request.formData());
  } catch {
    return null;
  }
}

/**
 * The coupon list for the caller's own active cart: { success, coupons }.
 * Someone else's cart id (or a stale one) answers 404, like any owned data.
 * Spec §8 "Error fetching coupons" is the answer when the list cannot be
 * built; bad input answers 400 with what was wrong.
 */
export async function action({ request }: ActionFunctionArgs) {
  try {
    requireSameOrigin(request);
  } catch (refusal) {
    // The same refusal, in the JSON this route always answers with.
    if (refusal instanceof Response) return fail(refusal.status, "Cross-site requests are not accepted.");
    throw refusal;
  }
  const body = await readBody(request);
  if (!body) return fail(400, "The request body was not understood.");
  const parsed = CampaignsSchema.safeParse(body);
  if (!parsed.success) return fail(400, parsed.error.issues[0].message);
  try {
    const db = await getDb();
    const now = new Date();
    const state = await loadCheckout(db, request, now);
    if (state.cart.id === null || state.cart.id !== parsed.data.cart_id) return fail(404, "Cart not found.");
    const coupons = await couponsForCart(db, state.user?.id ?? null, state.cart, now);
    return Response.json(
      { success: true, cart_id: state.cart.id, asset_type: parsed.data.asset_type ?? null, coupons },
      { headers: PRIVATE_NO_STORE },
    );
  } catch (error) {
    console.error("Error fetching coupons", error);
    return fail(503, "Error fetching coupons");
  }
}
