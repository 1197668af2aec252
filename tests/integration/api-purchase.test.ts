/**
 * A whole purchase through the JSON API only (docs/product/api.md#buying-through-the-api), on the test database:
 * an auth key, login by code, a cart, a new delivery address, checkout by cart id, a payment at the sandbox
 * gateway paid on its hosted page with the app's headers, the payment status poll until ORDER_CREATED, the cart
 * answering checkout_done, and the order read with its status as the operator CLI's command delivers it
 * (`npm run ops -- advance <id> --to DELIVERED`, the same `runOpsCommand`). Then what others may not do
 * (someone else's cart, order or payment: 404; no token: 401), and the cart actions of a stock correction.
 */
import { describe, expect, it } from "vitest";
import * as authKeyRoute from "~/routes/v2.accounts.auth_key";
import * as sendCodeRoute from "~/routes/v2.accounts._index";
import * as verifyRoute from "~/routes/v2.accounts.verify.phone.code";
import * as createCartRoute from "~/routes/v5.carts._index";
import * as cartRoute from "~/routes/v5.carts.$id";
import * as validateRoute from "~/routes/v5.carts.$id_.validate";
import * as actionsRoute from "~/routes/v3.cart.$id.actions";
import * as checkoutRoute from "~/routes/v5.carts.$id_.checkout";
import * as paymentRoute from "~/routes/v5.carts.$id_.payment";
import * as addressesRoute from "~/routes/v1.addresses";
import * as ordersRoute from "~/routes/v1.orders.$orderId";
import * as campaignsRoute from "~/routes/v1.campaigns";
import * as pollRoute from "~/routes/payment-status_.poll";
import { action as sandboxPayAction } from "~/routes/sandbox-pay.$orderId";
import { issueAuthKey } from "~/services/api/auth-key.server";
import { runOpsCommand } from "~/services/boot/ops.server";
import { parseOpsArgs } from "~/services/boot/ops-arguments.server";
import { SANDBOX_VPAS } from "~/services/payments/sandbox-gateway.server";
import { newDeviceId } from "~/services/platform/cookies.server";
import { readOutbox } from "~/services/platform/sms.server";
import { appHeaders, callRoute, type RouteModule } from "../support/api-client";
import { freshProduct, setStock } from "../support/checkout-shopper";
import { setUpTestDb, stubTestEnv } from "../support/db";
import { must } from "../support/must";

stubTestEnv();
const handle = setUpTestDb({ appDb: true });

type Cart = {
  cart_id: string;
  cart_state: string;
  order_id?: number;
  toast_text: string | null;
  actions: { type: string; data: Record<string, unknown> }[];
  redirect_deeplink?: string;
  cart_data: { items: { product: { product_id: string }; quantity: number }[]; pricing_details: { net_cost: number }; version: number };
};

let phoneSeq = 0;

/** An app as it starts: a key from the key call, then a login by the code texted to a fresh phone. */
async function loggedInApp(): Promise<{ headers: Record<string, string>; keyOnly: Record<string, string> }> {
  const key = await callRoute(authKeyRoute, { path: "/v2/accounts/auth_key/", headers: {} });
  expect(key.status).toBe(200);
  const authKey = String(key.body.auth_key);
  const deviceId = String(key.body.device_id);
  const keyOnly = appHeaders(authKey);
  const phone = `96${String(40_000_000 + ++phoneSeq * 7_919).slice(-8)}`;
  const sent = await callRoute(sendCodeRoute, { method: "POST", path: "/v2/accounts/", headers: keyOnly, body: { user_phone: phone } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const [text] = await readOutbox(handle.db, { now: new Date(), deviceId, phone });
  const verified = await callRoute(verifyRoute, {
    method: "POST",
    path: "/v2/accounts/verify/phone/code/",
    headers: keyOnly,
    body: new URLSearchParams({ user_phone: phone, verify_code: must(text?.code, "the texted code") }),
  });
  expect(verified.body).toMatchObject({ success: true, verified: true });
  return { headers: appHeaders(authKey, { access_token: String(verified.body.access_token) }), keyOnly };
}

const cartCall = (route: object, id: string, method: string, headers: Record<string, string>, suffix = "", body?: unknown) =>
  callRoute(route, { method, path: `/v5/carts/${id}${suffix}`, params: { id }, headers, body });

describe("buying through the JSON API", () => {
  it("cart → address → checkout → sandbox payment → ORDER_CREATED → checkout_done → delivered", async () => {
    const app = await loggedInApp();
    const product = await freshProduct(handle.db, 10);

    const created = await callRoute(createCartRoute, {
      method: "POST",
      path: "/v5/carts",
      headers: app.headers,
      body: { items: [{ product_id: String(product.id), quantity: 2 }] },
    });
    expect(created.status).toBe(200);
    const cartId = (created.body as Cart).cart_id;

    // The coupon list finds the app's own cart by its token (it read only the pages' cookies before).
    const coupons = await callRoute(campaignsRoute, {
      method: "POST",
      path: "/v1/campaigns",
      headers: app.headers,
      body: { cart_id: cartId, asset_type: "offer_wall" },
    });
    expect(coupons.status, JSON.stringify(coupons.body)).toBe(200);
    expect(coupons.body).toMatchObject({ success: true, cart_id: cartId });

    // No address yet: checkout asks for one with the choose-address deeplink.
    const noAddress = (await cartCall(actionsRoute, cartId, "POST", app.headers, "/actions", { action_type: "checkout" })).body as Cart;
    expect(noAddress.actions).toContainEqual({ type: "deeplink", data: { url: "/checkout/address", name: "choose_address" } });

    const address = await callRoute(addressesRoute, {
      method: "POST",
      path: "/v1/addresses",
      headers: app.headers,
      body: { name: "Asha Rao", house: "12B", locality: "DLF Phase 3", pincode: "122002" },
    });
    expect(address.status, JSON.stringify(address.body)).toBe(201);
    const addressId = (address.body.address as { id: number; serviceable: boolean }).id;
    expect(address.body.address).toMatchObject({ serviceable: true, pincode: "122002" });
    const listed = await callRoute(addressesRoute, { path: "/v1/addresses", headers: app.headers });
    expect((listed.body.addresses as { id: number }[]).map((a) => a.id)).toEqual([addressId]);

    const ready = await cartCall(checkoutRoute, cartId, "POST", app.headers, "/checkout", { channel_address_id: addressId });
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    const readyCart = ready.body as Cart;
    expect(readyCart).toMatchObject({ cart_state: "checkout_ready", redirect_deeplink: "/checkout/payment" });
    expect((readyCart as unknown as { cart_data: { address: { id: number } } }).cart_data.address.id).toBe(addressId);

    // A total the app did not show is refused before anything is started.
    const stale = await cartCall(paymentRoute, cartId, "POST", app.headers, "/payment", {
      payment_method: "upi",
      version: readyCart.cart_data.version,
      net_cost: readyCart.cart_data.pricing_details.net_cost + 100,
    });
    expect(stale.status).toBe(409);

    const started = await cartCall(paymentRoute, cartId, "POST", app.headers, "/payment", {
      payment_method: "upi",
      version: readyCart.cart_data.version,
      net_cost: readyCart.cart_data.pricing_details.net_cost,
      instrument: { upi_flow: "collect" },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ success: true, cart_id: cartId, status: "PAYMENT_PENDING", order_id: null });
    expect(String(started.body.poll_url)).toContain(`transaction_id=${String(started.body.transaction_id)}`);
    const paymentUrl = new URL(String(started.body.payment_url));
    const hostedId = must(paymentUrl.pathname.match(/^\/sandbox-pay\/([\w-]+)$/)?.[1], "the sandbox's hosted page");

    // The sandbox's hosted page, opened with the app's headers, plays the UPI app that approves the collect request.
    // Only its action is called: its loader answers the page's data, not a Response.
    const paid = await callRoute(
      { action: sandboxPayAction as NonNullable<RouteModule["action"]> },
      {
        method: "POST",
        path: paymentUrl.pathname,
        params: { orderId: hostedId },
        headers: app.headers,
        body: new URLSearchParams({ intent: "upi", vpa: SANDBOX_VPAS.success }),
      },
    );
    expect(paid.status).toBe(303);

    // The poll, at most 5 times as the spec's client (docs/product/api.md#payment-status-poll), until a final status.
    let polled: Record<string, unknown> = {};
    for (let i = 0; i < 5 && !["ORDER_CREATED", "PAYMENT_FAILED"].includes(String(polled.status)); i++) {
      const answer = await callRoute(pollRoute, { path: String(started.body.poll_url), headers: app.headers });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      polled = answer.body;
    }
    expect(polled).toMatchObject({ status: "ORDER_CREATED", cart_id: cartId, refresh_interval: 3 });
    const orderId = Number(polled.order_id);
    expect(orderId).toBeGreaterThan(0);

    for (const read of [
      () => cartCall(cartRoute, cartId, "GET", app.headers),
      () => cartCall(validateRoute, cartId, "GET", app.headers, "/validate"),
    ]) {
      const done = (await read()).body as Cart;
      expect(done).toMatchObject({ cart_state: "checkout_done", order_id: orderId });
      expect(done.actions).toEqual([{ type: "reinit_cart", data: { order_id: orderId, status: "CREATED" } }]);
      expect(done.cart_data.items.map((i) => [i.product.product_id, i.quantity])).toEqual([[String(product.id), 2]]);
    }
    const changeDone = await cartCall(cartRoute, cartId, "PATCH", app.headers, "", { items: [] });
    expect(changeDone).toMatchObject({ status: 409, body: { success: false } });

    const readOrder = async () =>
      callRoute(ordersRoute, { path: `/v1/orders/${orderId}`, params: { orderId: String(orderId) }, headers: app.headers });
    const order = await readOrder();
    expect(order.status).toBe(200);
    expect(order.body.order).toMatchObject({
      order_id: orderId,
      cart_id: cartId,
      status: "CREATED",
      payment_method: "upi",
      items: [{ product_id: String(product.id), quantity: 2 }],
      pricing_details: { net_cost: readyCart.cart_data.pricing_details.net_cost },
    });

    // The operator delivers it, as `npm run ops -- advance <id> --to DELIVERED` does.
    const command = parseOpsArgs(["advance", String(orderId), "--to", "DELIVERED"]);
    if ("error" in command) throw new Error(String(command.error));
    expect(await runOpsCommand(handle.db, command)).toMatchObject({ ok: true });
    expect((await readOrder()).body.order).toMatchObject({ status: "DELIVERED", status_title: "Delivered", cancellable: false });

    // Someone else's app sees none of it.
    const stranger = await loggedInApp();
    const theirs = [
      await callRoute(ordersRoute, { path: `/v1/orders/${orderId}`, params: { orderId: String(orderId) }, headers: stranger.headers }),
      await cartCall(cartRoute, cartId, "GET", stranger.headers),
      await cartCall(checkoutRoute, cartId, "POST", stranger.headers, "/checkout", { channel_address_id: addressId }),
      await cartCall(paymentRoute, cartId, "POST", stranger.headers, "/payment", { payment_method: "cod", version: 0, net_cost: 0 }),
      await callRoute(campaignsRoute, { method: "POST", path: "/v1/campaigns", headers: stranger.headers, body: { cart_id: cartId } }),
      await callRoute(pollRoute, { path: String(started.body.poll_url), headers: stranger.headers }),
    ];
    expect(theirs.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const strangerCart = (await callRoute(createCartRoute, { method: "POST", path: "/v5/carts", headers: stranger.headers, body: {} }))
      .body as Cart;
    const foreignAddress = await cartCall(checkoutRoute, strangerCart.cart_id, "POST", stranger.headers, "/checkout", {
      channel_address_id: addressId,
    });
    expect(foreignAddress).toMatchObject({ status: 404, body: { success: false } });
    expect((await callRoute(addressesRoute, { path: "/v1/addresses", headers: stranger.headers })).body.addresses).toEqual([]);

    // Without the access token: log in first (401).
    expect((await callRoute(addressesRoute, { path: "/v1/addresses", headers: app.keyOnly })).status).toBe(401);
    expect(
      (await callRoute(ordersRoute, { path: `/v1/orders/${orderId}`, params: { orderId: String(orderId) }, headers: app.keyOnly })).status,
    ).toBe(401);
  });

  it("cash on delivery is placed at once; the cart is checkout_done without a poll", async () => {
    const app = await loggedInApp();
    const product = await freshProduct(handle.db, 10);
    const cart = (
      await callRoute(createCartRoute, {
        method: "POST",
        path: "/v5/carts",
        headers: app.headers,
        body: { items: [{ product_id: String(product.id), quantity: 1 }] },
      })
    ).body as Cart;
    const address = await callRoute(addressesRoute, {
      method: "POST",
      path: "/v1/addresses",
      headers: app.headers,
      body: { name: "Ravi", house: "4", locality: "DLF Phase 3", pincode: "122002", label: "Other", custom_label: "Office" },
    });
    const ready = (
      await cartCall(checkoutRoute, cart.cart_id, "POST", app.headers, "/checkout", {
        channel_address_id: (address.body.address as { id: number }).id,
      })
    ).body as Cart;
    const placed = await cartCall(paymentRoute, cart.cart_id, "POST", app.headers, "/payment", {
      payment_method: "cod",
      version: ready.cart_data.version,
      net_cost: ready.cart_data.pricing_details.net_cost,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toMatchObject({ status: "ORDER_CREATED", transaction_id: null, payment_url: null });
    expect((await cartCall(cartRoute, cart.cart_id, "GET", app.headers)).body).toMatchObject({
      cart_state: "checkout_done",
      order_id: placed.body.order_id,
    });
  });

  it("bad input to the purchase calls is a clear 4xx", async () => {
    const app = await loggedInApp();
    const cart = (await callRoute(createCartRoute, { method: "POST", path: "/v5/carts", headers: app.headers, body: {} })).body as Cart;
    const refusals = [
      await callRoute(addressesRoute, { method: "POST", path: "/v1/addresses", headers: app.headers, body: { name: "A" } }),
      await callRoute(addressesRoute, {
        method: "POST",
        path: "/v1/addresses",
        headers: app.headers,
        body: { name: "Asha", house: "1", locality: "Koramangala", pincode: "999999" },
      }),
      // A real pincode in no city we serve: the address form's own refusal, naming the place.
      await callRoute(addressesRoute, {
        method: "POST",
        path: "/v1/addresses",
        headers: app.headers,
        body: { name: "Asha", house: "1", locality: "Lal Chowk", pincode: "190001" },
      }),
      await cartCall(paymentRoute, cart.cart_id, "POST", app.headers, "/payment", { payment_method: "gold", version: 0, net_cost: 0 }),
      await cartCall(paymentRoute, cart.cart_id, "POST", app.headers, "/payment", { payment_method: "cod", version: -1, net_cost: 0 }),
      await cartCall(checkoutRoute, cart.cart_id, "POST", app.headers, "/checkout", { channel_address_id: "x" }),
      await callRoute(ordersRoute, { path: "/v1/orders/abc", params: { orderId: "abc" }, headers: app.headers }),
    ];
    for (const answer of refusals) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(refusals[1]?.body.message).toBe("We couldn't find this pincode.");
    expect(refusals[2]?.body.message).toBe("We don't deliver to Srinagar, Jammu and Kashmir yet.");
    expect(refusals[3]?.body.message).toBe("payment_method is one of cod, wallet, card, upi, meal_card, pay_later, nb.");
    // An empty cart cannot be paid for: nothing to order (a 409 naming why, not a 500).
    const empty = await cartCall(paymentRoute, cart.cart_id, "POST", app.headers, "/payment", {
      payment_method: "cod",
      version: cart.cart_data.version,
      net_cost: 0,
    });
    expect(empty.status).toBeGreaterThanOrEqual(400);
    expect(empty.status).toBeLessThan(500);
  });

  it("a stock correction is sent as cart actions: modify_cart delete for what went, refresh_cart for what was cut", async () => {
    const deviceId = newDeviceId();
    const headers = appHeaders(issueAuthKey(deviceId, new Date()).authKey);
    const gone = await freshProduct(handle.db, 10);
    const fewer = await freshProduct(handle.db, 10);
    const cart = (
      await callRoute(createCartRoute, {
        method: "POST",
        path: "/v5/carts",
        headers,
        body: {
          items: [
            { product_id: String(gone.id), quantity: 2 },
            { product_id: String(fewer.id), quantity: 5 },
          ],
        },
      })
    ).body as Cart;
    await setStock(handle.db, gone.id, 0);
    await setStock(handle.db, fewer.id, 3);
    const checked = (await cartCall(validateRoute, cart.cart_id, "GET", headers, "/validate")).body as Cart;
    expect(checked.actions).toEqual([
      { type: "modify_cart", data: { subtype: "delete", delete_items: [String(gone.id)] } },
      { type: "refresh_cart", data: { product_ids: [String(fewer.id)] } },
    ]);
    expect(checked.cart_data.items.map((i) => [i.product.product_id, i.quantity])).toEqual([[String(fewer.id), 3]]);
    expect(checked.toast_text).toMatch(/out of stock and was removed/);
  });
});
