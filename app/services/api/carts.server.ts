/**
 * The cart calls of the JSON API (docs/product/api.md#cart-calls) on the cart and checkout services the pages
 * use: quantities through the idempotent, stock-capped `changeQuantity` (docs/decisions/004-idempotent-cart-mutations.md)
 * under the same cart-change rate limit, coupons through `applyCoupon`, the address through checkout's
 * `chooseAddress`, stock corrections through `correctUnavailableLines`, and the answer priced by the server
 * (`loadCheckout`: the same figures as the header and checkout, docs/rules.md#cart-figures). A cart id
 * that is not the caller's active cart answers 404, like any owned data.
 */
import { say } from "~/lib/i18n/request-language.server";
import { randomUUID } from "node:crypto";
import {
  CartActionBodySchema,
  CartActionQuerySchema,
  CartRequestSchema,
  type CartRequest,
  type CartResponse,
} from "~/lib/api-schemas.server";
import { isAppError, NotFoundError, RefusedError, TooManyRequestsError } from "~/lib/errors";
import { stepPath } from "~/lib/checkout-steps";
import { changeQuantity, setCartExtras, type CartMutation } from "../cart/cart-changes.server";
import { applyCoupon } from "../cart/promotions.server";
import { chooseAddress, correctUnavailableLines, loadCheckout, type CheckoutState } from "../checkout/checkout.server";
import { takeCartChange } from "../platform/limiter.server";
import { jsonFail, jsonOk, readJsonOrForm } from "../platform/json-api.server";
import { firstIssueMessage } from "../platform/request-body.server";
import { BODY_NOT_UNDERSTOOD } from "./accounts.server";
import type { ApiCall } from "./api-gate.server";

export const CART_NOT_FOUND = "Cart not found.";
export const PRINTS_FROM_PRINT_STORE = "Prints are added to the cart from the print store (/print).";
export const LOG_IN_FOR_ADDRESS = "Log in to choose a delivery address.";
export const TIPS_OFF = "Tips are not offered at the moment.";
/** The donation's id in `feedDonation` (docs/rules.md#tips-and-donation). */
const DONATION_ID = "feeding_india";

function stateOf(call: ApiCall): Promise<CheckoutState> {
  return loadCheckout(call.ctx, call.now);
}

/** The spec's cart response (docs/product/entities.md#cart-response) from the checkout state. */
export function cartResponseBody(
  state: CheckoutState,
  extra: { toast?: string | null; actions?: CartResponse["actions"]; redirect?: string } = {},
): Omit<CartResponse, "success"> {
  const { cart } = state;
  return {
    cart_id: cart.id,
    cart_state: cart.state,
    cart_data: {
      items: cart.lines.map((l) => ({
        product: { product_id: String(l.productId), name: l.name, unit: l.unit, price: l.price, mrp: l.mrp, image_url: l.image },
        quantity: l.quantity,
        available: l.available,
      })),
      address: state.address ? { id: state.address.id } : null,
      feedDonation: cart.donation ? { amount: cart.bill.donation, id: DONATION_ID } : null,
      pricing_details: {
        total_cart_cost: cart.bill.itemTotal,
        net_cost: cart.bill.grandTotal,
        delivery_charge: cart.bill.deliveryCharge,
        promo_discount: cart.bill.promoDiscount,
      },
      promo_codes: cart.promoCodes,
      version: cart.version,
    },
    toast_text: extra.toast ?? null,
    actions: extra.actions ?? [],
    ...(extra.redirect ? { redirect_deeplink: extra.redirect } : {}),
  };
}

/** The caller's active cart, when `id` names it; else 404 (someone else's, an old one, nonsense). */
async function ownCart(call: ApiCall, id: string | undefined): Promise<CheckoutState> {
  const state = await stateOf(call);
  if (!id || state.cart.id === null || state.cart.id !== id) throw new NotFoundError(CART_NOT_FOUND);
  return state;
}

/** An idempotency key the client may send; the same key and item apply once (decision 004). */
function idempotencyKey(request: Request): string {
  const given = request.headers.get("idempotency-key");
  return given && /^[\x21-\x7e]{1,64}$/.test(given) ? given : randomUUID();
}

/**
 * `POST /v5/carts`, `PUT /v5/carts/{id}`, `PATCH /v5/carts/{id}` with a cart request
 * (docs/product/entities.md#cart-request). `?action=set` (default) sets each item's quantity, `add` adds it,
 * `remove` takes the item out; a PUT that sets is the whole cart, so lines it does not list go. An item that
 * cannot be had (unknown, not sold here, 18+ without consent) is skipped and said in `toast_text`.
 */
export async function changeCartResponse(call: ApiCall, cartId: string | undefined): Promise<Response> {
  const { ctx } = call;
  const { request } = ctx;
  const query = CartActionQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return jsonFail(400, firstIssueMessage(query.error));
  const raw = await readJsonOrForm(request);
  if (!raw) return jsonFail(400, BODY_NOT_UNDERSTOOD);
  const parsed = CartRequestSchema.safeParse(raw);
  if (!parsed.success) return jsonFail(400, firstIssueMessage(parsed.error));
  const body = parsed.data;
  if (body.cart_type === "paas" || body.print_ids?.length || body.print_config?.length) return jsonFail(422, PRINTS_FROM_PRINT_STORE);

  const before = cartId === undefined ? await stateOf(call) : await ownCart(call, cartId);
  const db = await ctx.db();
  const limit = await takeCartChange(db, await ctx.requester(), call.now);
  if (!limit.ok) throw new TooManyRequestsError(limit.message, limit.retryAt);
  const owner = await ctx.ensureCartOwner(call.headers);
  const storeId = (await ctx.location()).store?.id ?? null;
  const adult = call.mode === "key" ? ctx.apiClient().headers["x-age-consent-granted"] === "true" : (await ctx.ageConsent()) === "granted";
  const key = idempotencyKey(request);
  const notices: string[] = [];

  const action = query.data.action ?? "set";
  const mutations: CartMutation[] = (body.items ?? []).map((item) => {
    const productId = Number(item.product_id);
    const mutationId = `api:${key}:${productId}`;
    if (action === "add") return { productId, delta: item.quantity, mutationId };
    return { productId, quantity: action === "remove" ? 0 : item.quantity, mutationId };
  });
  if (request.method === "PUT" && action === "set" && body.items) {
    const listed = new Set(mutations.map((m) => m.productId));
    for (const line of before.cart.lines) {
      if (!listed.has(line.productId))
        mutations.push({ productId: line.productId, quantity: 0, mutationId: `api:${key}:${line.productId}` });
    }
  }
  for (const mutation of mutations) {
    try {
      const result = await changeQuantity(db, owner, storeId, mutation, adult);
      if (result.notice) notices.push(result.notice);
    } catch (error) {
      if (!isAppError(error)) throw error;
      notices.push(`${mutation.productId}: ${error.message}`);
    }
  }
  await applyExtras(call, body, owner, storeId, notices);

  const after = await stateOf(call);
  return jsonOk(cartResponseBody(after, { toast: notices.length ? notices.join(" ") : null }));
}

async function applyExtras(
  call: ApiCall,
  body: CartRequest,
  owner: Awaited<ReturnType<ApiCall["ctx"]["ensureCartOwner"]>>,
  storeId: number | null,
  notices: string[],
): Promise<void> {
  const db = await call.ctx.db();
  if (body.address_id !== undefined && body.address_id !== null) {
    const state = await stateOf(call);
    if (!state.user) throw new RefusedError(LOG_IN_FOR_ADDRESS, 422);
    await chooseAddress(db, state, body.address_id);
  }
  for (const code of body.promo_codes ?? []) {
    try {
      const applied = await applyCoupon(db, owner, code, call.now, storeId);
      notices.push(applied.toast);
    } catch (error) {
      if (!isAppError(error)) throw error;
      notices.push(error.message);
    }
  }
  for (const charge of body.additional_charges ?? []) {
    if (charge.charge_id === "delivery_tip") {
      // The same gate as checkout's tip (docs/rules.md#feature-flags, "delivery tip").
      if (!(await call.ctx.flags()).delivery_tip) throw new RefusedError(TIPS_OFF, 422);
      await setCartExtras(db, owner, { tip: charge.amount });
    } else {
      await setCartExtras(db, owner, { donation: charge.amount > 0 });
    }
  }
}

/** `GET /v5/carts/{id}/validate`: the cart checked as checkout checks it — lines the store cannot supply are corrected and said. */
export async function validateCartResponse(call: ApiCall, cartId: string | undefined): Promise<Response> {
  const state = await ownCart(call, cartId);
  const toast = await correctUnavailableLines(await call.ctx.db(), state);
  return jsonOk(cartResponseBody(toast ? await stateOf(call) : state, { toast }));
}

/**
 * `POST /v3/cart/{id}/actions` with `action_type=checkout`: the cart corrected for stock, then either
 * `checkout_ready` with `redirect_deeplink` to the payment step, or actions naming what is missing — a login
 * (`modal` login) or a deliverable address (the choose-address `deeplink`, docs/product/states.md#cart-actions).
 */
export async function cartActionResponse(call: ApiCall, cartId: string | undefined): Promise<Response> {
  const raw = await readJsonOrForm(call.ctx.request);
  if (!raw) return jsonFail(400, BODY_NOT_UNDERSTOOD);
  const parsed = CartActionBodySchema.safeParse(raw);
  if (!parsed.success) return jsonFail(400, say("action_type must be checkout."));
  const before = await ownCart(call, cartId);
  const toast = await correctUnavailableLines(await call.ctx.db(), before);
  const state = toast ? await stateOf(call) : before;
  if (state.cart.state === "invalid")
    return jsonOk(cartResponseBody(state, { toast: toast ?? say("Some items in your cart can't be bought.") }));
  if (state.step === "phoneVerification") {
    return jsonOk(
      cartResponseBody(state, { toast, actions: [{ type: "modal", data: { modal_type: "login", deeplink: stepPath(state.step) } }] }),
    );
  }
  if (state.step === "addressSelection") {
    return jsonOk(
      cartResponseBody(state, { toast, actions: [{ type: "deeplink", data: { url: stepPath(state.step), name: "choose_address" } }] }),
    );
  }
  return jsonOk({ ...cartResponseBody(state, { toast, redirect: stepPath(state.step) }), cart_state: "checkout_ready" });
}
