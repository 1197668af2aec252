/**
 * A shopper's cart change, wired from the request context
 * (docs/decisions/015-request-context.md): the cart-change rate limit
 * (docs/decisions/013-rate-limits.md), the serving store, the 18+
 * declaration and the cart owner, then the idempotent change itself
 * (docs/decisions/004-idempotent-cart-mutations.md).
 */
import type { RequestContext } from "../platform/request-context.server";
import { takeCartChange } from "../platform/limiter.server";
import { CartError, changeQuantity, type CartMutation } from "./shopping-cart.server";

export { CartMutationSchema } from "./shopping-cart.server";

export type CartChangeOutcome =
  { ok: true; quantity: number; notice: string | null } | { ok: false; status: number; error: string; retryAt?: Date };

/** `headers` receives the device cookie when this request is the device's first. */
export async function changeShopperCart(
  ctx: RequestContext,
  headers: Headers,
  mutation: CartMutation,
  now: Date,
): Promise<CartChangeOutcome> {
  const db = await ctx.db();
  // A device minted for this request is nobody yet: such clients are counted by address.
  const limit = await takeCartChange(db, await ctx.requester(), now);
  if (!limit.ok) return { ok: false, status: 429, error: limit.message, retryAt: limit.retryAt };
  const location = await ctx.location();
  try {
    const adult = (await ctx.ageConsent()) === "granted";
    const owner = await ctx.ensureCartOwner(headers);
    const result = await changeQuantity(db, owner, location.store?.id ?? null, mutation, adult);
    return { ok: true, quantity: result.quantity, notice: result.notice };
  } catch (error) {
    if (error instanceof CartError) return { ok: false, status: error.status, error: error.message };
    throw error;
  }
}
