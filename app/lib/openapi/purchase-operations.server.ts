/**
 * The calls an app buys with (docs/product/api.md#buying-through-the-api): reading a cart, addresses, checkout
 * by cart id, starting the payment, coupons for the cart and reading the order. Part of API_OPERATIONS
 * (operations.server.ts), so the OpenAPI document and the contract test cover them like every call.
 */
import { z } from "zod";
import {
  AddressCreatedResponseSchema,
  AddressListResponseSchema,
  ApiAddressBodySchema,
  CampaignsBodySchema,
  CartCheckoutBodySchema,
  OrderResponseSchema,
  PaymentStartBodySchema,
  PaymentStartResponseSchema,
} from "../api-purchase-schemas.server";
import { CartResponseSchema } from "../api-schemas.server";
import { BAD_INPUT, fail, KEY_REFUSED, SESSION_ENDED, type ApiOperation } from "./operation-types.server";

const NOT_OWN_CART = fail("Not one of the caller's carts (someone else's, or none).");
const ORDERED = fail("The cart has been ordered (or its total changed since the app showed it): start again from the cart.");

/** The coupon list's answer (docs/product/entities.md#promo-response), one promo response per coupon. */
const CampaignsResponseSchema = z.object({
  success: z.literal(true),
  cart_id: z.string(),
  asset_type: z.string().nullable(),
  coupons: z.array(z.object({ promo_code: z.string() }).passthrough()),
});

export const PURCHASE_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/v5/carts/{id}",
    route: "v5.carts.$id",
    summary: "The caller's cart as it is, or checkout_done (with order_id and a reinit_cart action) once it became an order.",
    auth: "key",
    responses: {
      200: { description: "The cart.", schema: CartResponseSchema },
      400: BAD_INPUT,
      403: KEY_REFUSED,
      404: NOT_OWN_CART,
    },
  },
  {
    method: "get",
    path: "/v1/addresses",
    route: "v1.addresses",
    summary: "The caller's saved delivery addresses, each with whether a store delivers there and how fast.",
    auth: "user",
    responses: {
      200: { description: "The addresses, newest first.", schema: AddressListResponseSchema },
      400: BAD_INPUT,
      401: SESSION_ENDED,
      403: KEY_REFUSED,
    },
  },
  {
    method: "post",
    path: "/v1/addresses",
    route: "v1.addresses",
    summary: "Save a delivery address (the pincode decides the city; the parts must agree on it).",
    auth: "user",
    body: ApiAddressBodySchema,
    responses: {
      201: { description: "The new address.", schema: AddressCreatedResponseSchema },
      400: fail("The address is incomplete, its pincode unknown, its parts in different cities, or 20 are saved already."),
      401: SESSION_ENDED,
      403: KEY_REFUSED,
    },
  },
  {
    method: "post",
    path: "/v5/carts/{id}/checkout",
    route: "v5.carts.$id_.checkout",
    summary:
      "Checkout by cart id: items and promo_codes applied, channel_address_id chosen, then checkout_ready with redirect_deeplink, or the actions naming what is missing.",
    auth: "key",
    body: CartCheckoutBodySchema,
    responses: {
      200: { description: "The cart, ready or with actions.", schema: CartResponseSchema },
      400: BAD_INPUT,
      403: KEY_REFUSED,
      404: fail("Not the caller's active cart, or not the caller's address."),
      409: ORDERED,
      422: fail("Prints, an address without login, or an address no store delivers to."),
      429: fail("Too many cart changes."),
    },
  },
  {
    method: "post",
    path: "/v5/carts/{id}/payment",
    route: "v5.carts.$id_.payment",
    summary:
      "Pay for the checkout-ready cart: cash and wallet orders are placed at once; otherwise a payment at the gateway (transaction_id to poll, payment_url to pay at).",
    auth: "user",
    body: PaymentStartBodySchema,
    responses: {
      200: { description: "The order placed, or the payment started.", schema: PaymentStartResponseSchema },
      400: BAD_INPUT,
      401: SESSION_ENDED,
      403: fail("The key is refused, or online payment is not open at this address (a demo store)."),
      404: NOT_OWN_CART,
      409: fail("The cart changed (stock, version, net_cost), has no deliverable address yet, or has been ordered."),
      422: fail("The payment method is not available for this order, or its details are missing."),
      429: fail("Too many payments started; Retry-After says when."),
      502: fail("The payment gateway could not be reached."),
    },
  },
  {
    method: "post",
    path: "/v1/campaigns",
    route: "v1.campaigns",
    summary: "Coupons for the caller's own active cart (an app's by key and token, a page's by cookie).",
    auth: "key",
    body: CampaignsBodySchema,
    responses: {
      200: { description: "The coupon list.", schema: CampaignsResponseSchema },
      400: BAD_INPUT,
      403: KEY_REFUSED,
      404: NOT_OWN_CART,
      503: fail("Error fetching coupons"),
    },
  },
  {
    method: "get",
    path: "/v1/orders/{orderId}",
    route: "v1.orders.$orderId",
    summary: "The caller's order: its status and title, time left, lines and bill.",
    auth: "user",
    responses: {
      200: { description: "The order.", schema: OrderResponseSchema },
      400: BAD_INPUT,
      401: SESSION_ENDED,
      403: KEY_REFUSED,
      404: fail("Not one of the caller's orders."),
    },
  },
];
