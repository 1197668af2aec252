/**
 * The JSON API's cart calls on the database (docs/product/api.md#cart-calls): quantities set, added and
 * removed through the cart service with prices from the server, owner-scoped ids (404), PUT as the whole
 * cart, stock capping said in toast_text, and the checkout action naming what is missing (login, address) or
 * answering checkout_ready with redirect_deeplink.
 */
import { describe, expect, it } from "vitest";
import * as createRoute from "~/routes/v5.carts._index";
import * as changeRoute from "~/routes/v5.carts.$id";
import * as validateRoute from "~/routes/v5.carts.$id_.validate";
import * as actionsRoute from "~/routes/v3.cart.$id.actions";
import * as paymentRoute from "~/routes/v5.carts.$id_.payment";
import * as listingRoute from "~/routes/v1.listing.feed";
import { sql } from "drizzle-orm";
import { issueAuthKey } from "~/services/api/auth-key.server";
import { startSession } from "~/services/account/session.server";
import { newDeviceId } from "~/services/platform/cookies.server";
import { appHeaders, callRoute } from "../support/api-client";
import { cashBalance, freshProduct, fundWallet, newCheckoutShopper, setStock } from "../support/checkout-shopper";
import { queryRow, setUpTestDb, stubTestEnv } from "../support/db";

stubTestEnv();
const handle = setUpTestDb({ appDb: true });

function anonymousApp() {
  const deviceId = newDeviceId();
  return { deviceId, headers: appHeaders(issueAuthKey(deviceId, new Date()).authKey) };
}

type CartBody = {
  cart_id: string;
  cart_state: string;
  toast_text: string | null;
  actions: { type: string; data: Record<string, unknown> }[];
  redirect_deeplink?: string;
  cart_data: {
    items: { product: { product_id: string; price: number; group_id: number; type_id: number }; quantity: number }[];
    pricing_details: { total_cart_cost: number; net_cost: number; wallet_amount: number };
    version: number;
  };
};

/** `POST /v5/carts` with one product: the app's new cart. */
async function cartWith(app: ReturnType<typeof anonymousApp>, productId: number, quantity: number): Promise<CartBody> {
  const answer = await callRoute(createRoute, {
    method: "POST",
    path: "/v5/carts",
    headers: app.headers,
    body: { items: [{ product_id: String(productId), quantity }] },
  });
  return answer.body as CartBody;
}

describe("cart calls", () => {
  it("create and change a cart with server prices; retries with one idempotency key apply once; others' ids are 404", async () => {
    const a = await freshProduct(handle.db, 20);
    const b = await freshProduct(handle.db, 20);
    const app = anonymousApp();
    const created = await callRoute(createRoute, {
      method: "POST",
      path: "/v5/carts",
      headers: app.headers,
      // A price sent by the client is not part of the request and changes nothing.
      body: {
        items: [
          { product_id: String(a.id), quantity: 2, price: 1 },
          { product_id: b.id, quantity: 1 },
        ],
      },
    });
    expect(created.status).toBe(200);
    const cart = created.body as CartBody;
    expect(cart.cart_state).toBe("valid");
    expect(cart.cart_data.items.map((i) => [i.product.product_id, i.quantity, i.product.price])).toEqual([
      [String(a.id), 2, a.price],
      [String(b.id), 1, b.price],
    ]);
    expect(cart.cart_data.pricing_details.total_cart_cost).toBe(2 * a.price + b.price);

    const add = { method: "PATCH", path: `/v5/carts/${cart.cart_id}?action=add`, params: { id: cart.cart_id } };
    const headers = { ...app.headers, "idempotency-key": "retry-1" };
    await callRoute(changeRoute, { ...add, headers, body: { items: [{ product_id: String(a.id), quantity: 1 }] } });
    const retried = await callRoute(changeRoute, { ...add, headers, body: { items: [{ product_id: String(a.id), quantity: 1 }] } });
    expect((retried.body as CartBody).cart_data.items.find((i) => i.product.product_id === String(a.id))?.quantity).toBe(3);

    // PUT is the whole cart: b goes.
    const put = await callRoute(changeRoute, {
      method: "PUT",
      path: `/v5/carts/${cart.cart_id}`,
      params: { id: cart.cart_id },
      headers: app.headers,
      body: { items: [{ product_id: String(a.id), quantity: 25 }] },
    });
    expect(put.status).toBe(200);
    expect((put.body as CartBody).cart_data.items.map((i) => [i.product.product_id, i.quantity])).toEqual([[String(a.id), 20]]);
    expect((put.body as CartBody).toast_text).toContain("Only 20");

    const stranger = anonymousApp();
    for (const route of [changeRoute, validateRoute]) {
      const answer = await callRoute(route, {
        method: route === changeRoute ? "PATCH" : "GET",
        path: `/v5/carts/${cart.cart_id}`,
        params: { id: cart.cart_id },
        headers: stranger.headers,
        body: route === changeRoute ? { items: [] } : undefined,
      });
      expect(answer).toMatchObject({ status: 404, body: { success: false, message: "Cart not found." } });
    }
  });

  it("validate corrects lines the store can no longer supply and says so", async () => {
    const p = await freshProduct(handle.db, 10);
    const app = anonymousApp();
    const created = await cartWith(app, p.id, 5);
    await setStock(handle.db, p.id, 2);
    const checked = await callRoute(validateRoute, {
      path: `/v5/carts/${created.cart_id}/validate`,
      params: { id: created.cart_id },
      headers: app.headers,
    });
    expect(checked.status).toBe(200);
    expect((checked.body as CartBody).cart_data.items[0]?.quantity).toBe(2);
    expect((checked.body as CartBody).toast_text).toMatch(/can be delivered/);
  });

  it("checkout asks an anonymous cart to log in, and answers a logged-in one with an address checkout_ready and a deeplink", async () => {
    const app = anonymousApp();
    const p = await freshProduct(handle.db, 10);
    const cart = await cartWith(app, p.id, 1);
    const anonymous = await callRoute(actionsRoute, {
      method: "POST",
      path: `/v3/cart/${cart.cart_id}/actions`,
      params: { id: cart.cart_id },
      headers: app.headers,
      body: { action_type: "checkout" },
    });
    expect((anonymous.body as CartBody).actions).toEqual([{ type: "modal", data: { modal_type: "login", deeplink: "/checkout/login" } }]);

    const shopper = await newCheckoutShopper(handle.db);
    const { accessToken } = await startSession(handle.db, shopper.userId, shopper.deviceId);
    const headers = appHeaders(issueAuthKey(shopper.deviceId, new Date()).authKey, { access_token: accessToken });
    const validated = (await callRoute(validateRoute, { path: "/v5/carts/x/validate", params: { id: "x" }, headers })).status;
    expect(validated).toBe(404);
    const own = (await callRoute(createRoute, { method: "POST", path: "/v5/carts", headers, body: {} })).body as CartBody;
    const ready = await callRoute(actionsRoute, {
      method: "POST",
      path: `/v3/cart/${own.cart_id}/actions`,
      params: { id: own.cart_id },
      headers,
      body: new URLSearchParams({ action_type: "checkout" }),
    });
    expect(ready.body).toMatchObject({ success: true, cart_state: "checkout_ready", redirect_deeplink: "/checkout/payment" });
  });

  it("bad input answers 400 or 422 as JSON, never 500", async () => {
    const app = anonymousApp();
    const bodies: unknown[] = [
      "{not json",
      { items: "lots" },
      { items: [{ product_id: "1; drop table", quantity: 1 }] },
      { items: [{ product_id: "1", quantity: 1e12 }] },
      { items: [{ product_id: "1\u0000", quantity: 1 }] },
      { items: Array.from({ length: 500 }, (_, i) => ({ product_id: String(i + 1), quantity: 1 })) },
      { print_ids: ["abc"] },
      { additional_charges: [{ charge_id: "surprise", amount: 5 }] },
      { address_id: 123 },
    ];
    for (const body of bodies) {
      const answer = await callRoute(createRoute, {
        method: "POST",
        path: "/v5/carts",
        headers: { ...app.headers, "Content-Type": "application/json" },
        body,
      });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).toMatchObject({ success: false });
    }
  });

  it("items carry the product's variant group and leaf category, as the listing feed's products do (spec §3 Product, Cart items)", async () => {
    const kind = await queryRow<{ id: number; group_id: number; category_id: number; siblings: number }>(
      handle.db,
      sql`select p.id, p.group_id, p.category_id, (select count(*)::int from products g where g.group_id = p.group_id) as siblings
          from products p join store_products sp on sp.product_id = p.id and sp.stock > 0
          join categories c on c.id = p.l0_category_id
          where not c.age_restricted and (select count(*) from products g where g.group_id = p.group_id) > 1
          order by p.id limit 1`,
    );
    expect(kind.siblings).toBeGreaterThan(1); // a product with variants: group_id is not just its own id
    const app = anonymousApp();
    const cart = await cartWith(app, kind.id, 1);
    expect(cart.cart_data.items[0]?.product).toMatchObject({
      product_id: String(kind.id),
      group_id: kind.group_id,
      type_id: kind.category_id,
    });

    const listing = await callRoute(listingRoute, {
      method: "POST",
      path: "/v1/listing/feed",
      headers: app.headers,
      body: { category_id: kind.category_id },
    });
    const products = (listing.body.response as { products: { id: number; group_id: number; type_id: number }[] }).products;
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(p.type_id).toBe(kind.category_id);
    const groups = await queryRow<{ ids: number[]; groups: number[] }>(
      handle.db,
      sql`select array_agg(id order by id) as ids, array_agg(group_id order by id) as groups from products
          where id = any(${`{${products.map((p) => p.id).join(",")}}`}::int[])`,
    );
    expect([...products].sort((a, b) => a.id - b.id).map((p) => p.group_id)).toEqual(groups.groups);
  });

  it("pricing_details.wallet_amount: 0 without an account, else what the wallet pays at checkout (spec §3 Pricing details)", async () => {
    const app = anonymousApp();
    const p = await freshProduct(handle.db, 10);
    expect((await cartWith(app, p.id, 1)).cart_data.pricing_details.wallet_amount).toBe(0);

    const shopper = await newCheckoutShopper(handle.db);
    const { accessToken } = await startSession(handle.db, shopper.userId, shopper.deviceId);
    const headers = appHeaders(issueAuthKey(shopper.deviceId, new Date()).authKey, { access_token: accessToken });
    const own = async () => (await callRoute(createRoute, { method: "POST", path: "/v5/carts", headers, body: {} })).body as CartBody;
    expect((await own()).cart_data.pricing_details.wallet_amount).toBe(0); // an empty wallet pays nothing

    await fundWallet(handle.db, shopper.userId, 1_000);
    const part = await own();
    expect(part.cart_data.pricing_details.net_cost).toBeGreaterThan(1_000);
    expect(part.cart_data.pricing_details.wallet_amount).toBe(1_000);

    await fundWallet(handle.db, shopper.userId, 10_000_000);
    const whole = await own();
    expect(whole.cart_data.pricing_details.wallet_amount).toBe(whole.cart_data.pricing_details.net_cost); // never more than the bill

    // Paying with the wallet takes exactly what the cart said it would, and the order it becomes says so too.
    const before = await cashBalance(handle.db, shopper.userId);
    const paid = await callRoute(paymentRoute, {
      method: "POST",
      path: `/v5/carts/${whole.cart_id}/payment`,
      params: { id: whole.cart_id },
      headers,
      body: {
        payment_method: "wallet",
        version: whole.cart_data.version,
        net_cost: whole.cart_data.pricing_details.net_cost,
        use_wallet: true,
      },
    });
    expect(paid.body, JSON.stringify(paid.body)).toMatchObject({ status: "ORDER_CREATED" });
    expect(before - (await cashBalance(handle.db, shopper.userId))).toBe(whole.cart_data.pricing_details.wallet_amount);
    const done = await callRoute(changeRoute, { path: `/v5/carts/${whole.cart_id}`, params: { id: whole.cart_id }, headers });
    expect(done.body).toMatchObject({
      cart_state: "checkout_done",
      cart_data: { pricing_details: { wallet_amount: whole.cart_data.pricing_details.wallet_amount } },
    });
  });
});
