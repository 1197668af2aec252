/**
 * The cart calls of the JSON API (docs/product/api.md#cart-calls) on the cart and checkout services the pages
 * use: quantities through the idempotent, stock-capped `changeQuantity` (docs/decisions/004-idempotent-cart-mutations.md)
 * under the same cart-change rate limit, coupons through `applyCoupon`, the address through checkout's
 * `chooseAddress`, stock corrections through `stockCorrections`, and the answer priced by the server
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
import { ConflictError, isAppError, NotFoundError, RefusedError, TooManyRequestsError } from "~/lib/errors";
import { pricingDetails } from "~/lib/bill";
import { stepPath } from "~/lib/checkout-steps";
import { changeQuantity, setCartExtras, type CartMutation } from "../cart/cart-changes.server";
import { applyCoupon } from "../cart/promotions.server";
import { chooseAddress, loadCheckout, stockCorrections, type CheckoutState, type StockCorrections } from "../checkout/checkout.server";
import { takeCartChange } from "../platform/limiter.server";
import { jsonFail, jsonOk, readJsonOrForm } from "../platform/json-api.server";
import { firstIssueMessage } from "../platform/request-body.server";
import { BODY_NOT_UNDERSTOOD } from "./accounts.server";
import type { ApiCall } from "./api-gate.server";
import { cartWalletAmount, kindOf, productKinds } from "./api-products.server";
import { DONATION_ID, doneCartBody } from "./orders.server";

export const CART_NOT_FOUND = "Cart not found.";
export const PRINTS_FROM_PRINT_STORE = "Prints are added to the cart from the print store (/print).";
export const LOG_IN_FOR_ADDRESS = "Log in to choose a delivery address.";
export const TIPS_OFF = "Tips are not offered at the moment.";
export const CART_ORDERED = "This cart has been ordered. Start a new cart with POST /v5/carts.";

function stateOf(call: ApiCall): Promise<CheckoutState> {
  return loadCheckout(call.ctx, call.now);
}

/**
 * The spec's cart response (docs/product/entities.md#cart-response) from the checkout state: each product with
 * its `group_id` and `type_id`, and the pricing with what the shopper's wallet would pay (api-products.server.ts).
 */
export async function cartResponseBody(
  call: ApiCall,
  state: CheckoutState,
  extra: { toast?: string | null; actions?: CartResponse["actions"]; redirect?: string } = {},
): Promise<Omit<CartResponse, "success">> {
  const { cart } = state;
  const db = await call.ctx.db();
  const kinds = await productKinds(
    db,
    cart.lines.map((l) => l.productId),
  );
  const walletAmount = await cartWalletAmount(db, state.user?.id ?? null, cart.bill.grandTotal);
  return {
    cart_id: cart.id,
    cart_state: cart.state,
    cart_data: {
      items: cart.lines.map((l) => ({
        product: {
          product_id: String(l.productId),
          name: l.name,
          unit: l.unit,
          price: l.price,
          mrp: l.mrp,
          image_url: l.image,
          ...kindOf(kinds, l.productId),
        },
        quantity: l.quantity,
        available: l.available,
      })),
      address: state.address ? { id: state.address.id } : null,
      feedDonation: cart.donation ? { amount: cart.bill.donation, id: DONATION_ID } : null,
      pricing_details: pricingDetails({ ...cart.bill, walletAmount }),
      promo_codes: cart.promoCodes,
      version: cart.version,
    },
    toast_text: extra.toast ?? null,
    actions: extra.actions ?? [],
    ...(extra.redirect ? { redirect_deeplink: extra.redirect } : {}),
  };
}

type CartBody = Omit<CartResponse, "success">;
/** A cart id names a cart (a UUID); anything else is no cart of anyone's. */
const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's cart `id`: the active one, or, once it became one of their orders, its `checkout_done` answer
 * (api/orders.server.ts). Anything else (someone else's, an old one, nonsense) is 404.
 */
export async function findCart(call: ApiCall, id: string | undefined): Promise<{ state: CheckoutState; done: null } | { done: CartBody }> {
  const state = await stateOf(call);
  if (id && state.cart.id !== null && state.cart.id === id) return { state, done: null };
  if (id && CART_ID.test(id) && state.user) {
    const done = await doneCartBody(await call.ctx.db(), state.user.id, id, call.now);
    if (done) return { done };
  }
  throw new NotFoundError(CART_NOT_FOUND);
}

/** The caller's active cart, when `id` names it; an ordered one cannot change (409); else 404. */
export async function ownCart(call: ApiCall, id: string | undefined): Promise<CheckoutState> {
  const found = await findCart(call, id);
  if (found.done) throw new ConflictError(CART_ORDERED);
  return found.state;
}

/**
 * The cart actions (docs/product/states.md#cart-actions) for what checkout's stock check changed: `modify_cart`
 * with the `delete` subtype for products that left the cart, `refresh_cart` when quantities were cut.
 */
export function correctionActions(corrections: StockCorrections | null): CartResponse["actions"] {
  if (!corrections) return [];
  const actions: CartResponse["actions"] = [];
  if (corrections.removed.length)
    actions.push({ type: "modify_cart", data: { subtype: "delete", delete_items: corrections.removed.map(String) } });
  if (corrections.reduced.length) actions.push({ type: "refresh_cart", data: { product_ids: corrections.reduced.map(String) } });
  return actions;
}

/** The cart checked as checkout checks it: lines the store cannot supply corrected, said, and named in `actions`. */
export async function checkedCart(call: ApiCall, before: CheckoutState) {
  const corrections = await stockCorrections(await call.ctx.db(), before);
  const state = corrections ? await stateOf(call) : before;
  return { state, toast: corrections?.toast ?? null, actions: correctionActions(corrections) };
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
  const notices = await applyCartRequest(call, before, body, { action: query.data.action ?? "set", whole: request.method === "PUT" });
  const after = await stateOf(call);
  return jsonOk(await cartResponseBody(call, after, { toast: notices.length ? notices.join(" ") : null }));
}

/**
 * A cart request's changes to the caller's cart, under the cart-change rate limit (one call counts once): each
 * item through `changeQuantity`, then the address, coupons and extras. `whole`: the items are the whole cart
 * (a PUT that sets). Answers what the shopper should be told, item by item.
 */
export async function applyCartRequest(
  call: ApiCall,
  before: CheckoutState,
  body: CartRequest,
  options: { action: "set" | "add" | "remove"; whole: boolean },
): Promise<string[]> {
  const { ctx } = call;
  const db = await ctx.db();
  const limit = await takeCartChange(db, await ctx.requester(), call.now);
  if (!limit.ok) throw new TooManyRequestsError(limit.message, limit.retryAt);
  const owner = await ctx.ensureCartOwner(call.headers);
  const storeId = (await ctx.location()).store?.id ?? null;
  const adult = call.mode === "key" ? ctx.apiClient().headers["x-age-consent-granted"] === "true" : (await ctx.ageConsent()) === "granted";
  const key = idempotencyKey(ctx.request);
  const notices: string[] = [];

  const { action } = options;
  const mutations: CartMutation[] = (body.items ?? []).map((item) => {
    const productId = Number(item.product_id);
    const mutationId = `api:${key}:${productId}`;
    if (action === "add") return { productId, delta: item.quantity, mutationId };
    return { productId, quantity: action === "remove" ? 0 : item.quantity, mutationId };
  });
  if (options.whole && action === "set" && body.items) {
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
  return notices;
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

/** `GET /v5/carts/{id}`: the cart as it is, or `checkout_done` once it became an order. */
export async function readCartResponse(call: ApiCall, cartId: string | undefined): Promise<Response> {
  const found = await findCart(call, cartId);
  return jsonOk(found.done ?? (await cartResponseBody(call, found.state)));
}

/** `GET /v5/carts/{id}/validate`: the cart checked as checkout checks it — lines the store cannot supply are corrected and said. */
export async function validateCartResponse(call: ApiCall, cartId: string | undefined): Promise<Response> {
  const found = await findCart(call, cartId);
  if (found.done) return jsonOk(found.done);
  const { state, toast, actions } = await checkedCart(call, found.state);
  return jsonOk(await cartResponseBody(call, state, { toast, actions }));
}

/**
 * `POST /v3/cart/{id}/actions` with `action_type=checkout`: the cart corrected for stock, then either
 * `checkout_ready` with `redirect_deeplink` to the payment step, or actions naming what is missing — a login
 * (`modal` login) or a deliverable address (the choose-address `deeplink`, docs/product/states.md#cart-actions).
 * A cart already ordered answers `checkout_done`.
 */
export async function cartActionResponse(call: ApiCall, cartId: string | undefined): Promise<Response> {
  const raw = await readJsonOrForm(call.ctx.request);
  if (!raw) return jsonFail(400, BODY_NOT_UNDERSTOOD);
  const parsed = CartActionBodySchema.safeParse(raw);
  if (!parsed.success) return jsonFail(400, say("action_type must be checkout."));
  const found = await findCart(call, cartId);
  if (found.done) return jsonOk(found.done);
  return jsonOk(await checkoutBody(call, found.state));
}

/** Checkout of the caller's active cart (the actions call, and checkout by cart id: api/purchase.server.ts). */
export async function checkoutBody(call: ApiCall, before: CheckoutState): Promise<CartBody> {
  const { state, toast, actions } = await checkedCart(call, before);
  if (state.cart.state === "invalid")
    return cartResponseBody(call, state, { toast: toast ?? say("Some items in your cart can't be bought."), actions });
  if (state.step === "phoneVerification")
    return cartResponseBody(call, state, {
      toast,
      actions: [...actions, { type: "modal", data: { modal_type: "login", deeplink: stepPath(state.step) } }],
    });
  if (state.step === "addressSelection")
    return cartResponseBody(call, state, {
      toast,
      actions: [...actions, { type: "deeplink", data: { url: stepPath(state.step), name: "choose_address" } }],
    });
  return { ...(await cartResponseBody(call, state, { toast, actions, redirect: stepPath(state.step) })), cart_state: "checkout_ready" };
}
