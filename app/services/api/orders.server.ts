/**
 * Orders through the JSON API (docs/product/api.md#buying-through-the-api): `GET /v1/orders/{orderId}`, the
 * caller's order with its status, read through the order pages' service (`getOrderById`, owner-scoped:
 * someone else's id is 404, docs/architecture.md#owner-scoped-data), and the `checkout_done` answer of a cart
 * that became an order (docs/product/states.md#cart-state).
 */
import { OrderParamsSchema, type ApiOrder } from "~/lib/api-purchase-schemas.server";
import type { CartResponse } from "~/lib/api-schemas.server";
import { pricingDetails } from "~/lib/bill";
import { NotFoundError } from "~/lib/errors";
import type { OrderView } from "~/lib/views/orders";
import type { Db } from "~/models/db.server";
import { findOrderForCart } from "../orders/order-placement.server";
import { getOrderById } from "../orders/order-views.server";
import { jsonFail, jsonOk } from "../platform/json-api.server";
import { firstIssueMessage } from "../platform/request-body.server";
import { requireApiUser, type ApiCall } from "./api-gate.server";
import { kindOf, productKinds } from "./api-products.server";

export const ORDER_NOT_FOUND = "Order not found.";
/** The donation's id in `feedDonation` (docs/rules.md#tips-and-donation). */
export const DONATION_ID = "feeding_india";

/** An order as the API answers it. */
export function apiOrder(order: OrderView): ApiOrder {
  return {
    order_id: order.id,
    cart_id: order.cartId,
    status: order.status,
    status_title: order.title,
    eta_in_minutes: order.etaMinutes,
    placed_at: order.createdAt,
    updated_at: order.updatedAt,
    payment_method: order.paymentMethod,
    items: order.items.map((i) => ({ product_id: String(i.productId), name: i.name, unit: i.unit, price: i.price, quantity: i.quantity })),
    pricing_details: pricingDetails(order.bill),
    address: { label: order.address.label, name: order.address.name, pincode: order.address.pincode },
    cancellable: order.cancellable,
  };
}

/** `GET /v1/orders/{orderId}`: the caller's order; anyone else's, or none, is 404. */
export async function orderResponse(call: ApiCall, params: Record<string, string | undefined>): Promise<Response> {
  const user = await requireApiUser(call);
  const parsed = OrderParamsSchema.safeParse(params);
  if (!parsed.success) return jsonFail(400, firstIssueMessage(parsed.error));
  const order = await getOrderById(await call.ctx.db(), user.id, parsed.data.orderId, call.now);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return jsonOk({ order: apiOrder(order) });
}

/**
 * The cart `cartId` of this user when it has become an order: its `checkout_done` answer, the order's lines
 * and bill as placed, and a `reinit_cart` action (the app starts a new cart, docs/product/states.md#cart-actions);
 * null when no order of theirs came from that cart.
 */
export async function doneCartBody(db: Db, userId: number, cartId: string, now: Date): Promise<Omit<CartResponse, "success"> | null> {
  const found = await findOrderForCart(db, userId, cartId);
  const order = found ? await getOrderById(db, userId, found.id, now) : null;
  if (!order) return null;
  const kinds = await productKinds(
    db,
    order.items.map((i) => i.productId),
  );
  return {
    cart_id: cartId,
    cart_state: "checkout_done",
    order_id: order.id,
    cart_data: {
      items: order.items.map((i) => ({
        product: {
          product_id: String(i.productId),
          name: i.name,
          unit: i.unit,
          price: i.price,
          mrp: i.mrp,
          image_url: i.image,
          ...kindOf(kinds, i.productId),
        },
        quantity: i.quantity,
        available: true,
      })),
      address: null,
      feedDonation: order.bill.donation > 0 ? { amount: order.bill.donation, id: DONATION_ID } : null,
      pricing_details: pricingDetails(order.bill),
      promo_codes: [],
      version: 0,
    },
    toast_text: null,
    actions: [{ type: "reinit_cart", data: { order_id: order.id, status: order.status } }],
  };
}
