/**
 * The JSON API's contract (docs/product/api.md, docs/rules.md#json-api): every path of the OpenAPI document
 * served at /api/openapi.json is called through its route module on the test database — as the client it is
 * for (an app with a key and token) and with bad input (no key, broken JSON, wrong types, huge values, NUL
 * bytes) — and every answer must have a documented status whose documented schema it validates against;
 * never a 500. Every API route file must be in the document.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "~/lib/openapi/document.server";
import { ALL_OPERATIONS, API_OPERATIONS, type ApiOperation } from "~/lib/openapi/operations.server";
import { loader as openApiLoader } from "~/routes/api.openapi[.]json";
import { issueAuthKey } from "~/services/api/auth-key.server";
import { startSession } from "~/services/account/session.server";
import { readOutbox } from "~/services/platform/sms.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { appHeaders, callRoute, type ApiAnswer, type RouteModule } from "../support/api-client";
import { freshProduct, newCheckoutShopper } from "../support/checkout-shopper";
import { placeCashOrder } from "../support/orders";
import { queryRow, setUpTestDb, stubTestEnv } from "../support/db";
import { validateJson } from "../support/json-schema";
import { must } from "../support/must";

stubTestEnv();
const handle = setUpTestDb({ appDb: true });

const ROUTES_DIR = path.resolve(__dirname, "../../app/routes");
/** The route files that answer JSON calls: versioned paths, /api/…, the feed and the payment poll. */
const API_ROUTE_FILE = /^(v\d+\.|api\.|feed\.|payment-status_\.poll|logs\.ts)/;

type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, { content: { "application/json": { schema: object } } }> }>>;
};
const doc = openApiDocument() as unknown as Doc;

async function routeModule(op: ApiOperation): Promise<RouteModule> {
  return (await import(/* @vite-ignore */ path.join(ROUTES_DIR, `${op.route}.ts`))) as RouteModule;
}

/** The answer's status is documented for the call, and the body validates against that status's schema. */
function expectDocumented(op: ApiOperation, answer: ApiAnswer, what: string) {
  const documented = doc.paths[op.path]?.[op.method]?.responses[String(answer.status)];
  expect(
    documented,
    `${op.method.toUpperCase()} ${op.path} (${what}) answered an undocumented ${answer.status}: ${JSON.stringify(answer.body)}`,
  ).toBeDefined();
  const errors = validateJson(must(documented, "documented").content["application/json"].schema as Record<string, unknown>, answer.body);
  expect(errors, `${op.method.toUpperCase()} ${op.path} (${what}) ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`).toEqual(
    [],
  );
}

function pathOf(op: ApiOperation, params: Record<string, string>): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? "x"));
}

interface Client {
  headers: Record<string, string>;
  userId: number;
  cartId: string;
  categoryId: number;
  deviceId: string;
}
let client: Client;

beforeAll(async () => {
  const shopper = await newCheckoutShopper(handle.db);
  const { accessToken } = await startSession(handle.db, shopper.userId, shopper.deviceId);
  const headers = appHeaders(issueAuthKey(shopper.deviceId, new Date()).authKey, {
    access_token: accessToken,
    device_id: shopper.deviceId,
  });
  const cart = await queryRow<{ id: string }>(handle.db, sql`select id from carts where user_id = ${shopper.userId} and status = 'active'`);
  const category = await queryRow<{ id: number }>(
    handle.db,
    sql`select c.id from categories c join categories p on p.id = c.parent_id where not p.age_restricted order by c.id limit 1`,
  );
  client = { headers, userId: shopper.userId, cartId: cart.id, categoryId: category.id, deviceId: shopper.deviceId };
});

/** A logged-in app of a shopper of its own, with a deliverable address chosen and a cart of one product. */
async function appBuyer() {
  const shopper = await newCheckoutShopper(handle.db);
  const { accessToken } = await startSession(handle.db, shopper.userId, shopper.deviceId);
  const headers = appHeaders(issueAuthKey(shopper.deviceId, new Date()).authKey, { access_token: accessToken });
  const cart = await queryRow<{ id: string }>(handle.db, sql`select id from carts where user_id = ${shopper.userId} and status = 'active'`);
  return { headers, userId: shopper.userId, deviceId: shopper.deviceId, cartId: cart.id };
}

let phoneSeq = 0;
const freshPhone = () => `95${String(30_000_000 + ++phoneSeq * 7919).slice(-8)}`;

/** What the client the call is for sends: the good request of each call. */
async function goodCall(
  op: ApiOperation,
): Promise<{ params?: Record<string, string>; headers?: Record<string, string>; body?: unknown; query?: string }> {
  const ids = { id: client.cartId, userId: String(client.userId) };
  switch (`${op.method} ${op.path}`) {
    case "get /v2/accounts/auth_key/":
      return { headers: {} };
    case "post /v2/accounts/":
      return { body: { user_phone: freshPhone() } };
    case "post /v2/accounts/verify/phone/code/": {
      const phone = freshPhone();
      const send = must(
        API_OPERATIONS.find((o) => o.route === "v2.accounts._index"),
        "send op",
      );
      await callRoute(await routeModule(send), {
        method: "POST",
        path: "/v2/accounts/",
        headers: client.headers,
        body: { user_phone: phone },
      });
      const [message] = await readOutbox(handle.db, { now: new Date(), deviceId: client.deviceId, phone });
      return { body: { user_phone: phone, verify_code: must(message?.code, "code") } };
    }
    case "post /v2/accounts/logout/": {
      // A session of its own, so the other calls keep theirs.
      const user = await upsertVerifiedUser(handle.db, freshPhone());
      const { accessToken } = await startSession(handle.db, user.id, client.deviceId);
      return { headers: { ...client.headers, access_token: accessToken } };
    }
    case "get /api/feature-flags/receive":
      return { headers: { ...client.headers, city: "1849", feature_flag_key: String(client.userId) } };
    case "post /v5/carts":
      return { body: { items: [{ product_id: String((await freshProduct(handle.db, 10)).id), quantity: 1 }] } };
    case "put /v5/carts/{id}":
    case "patch /v5/carts/{id}":
      return {
        params: ids,
        query: "?action=add",
        body: { items: [{ product_id: String((await freshProduct(handle.db, 10)).id), quantity: 1 }] },
      };
    case "post /v3/cart/{id}/actions":
      return { params: ids, body: { action_type: "checkout" } };
    case "get /feed/":
      return { query: "?template_version=9" };
    case "post /v1/listing/feed":
      return { body: { category_id: client.categoryId } };
    case "post /v1/campaigns":
      return { body: { cart_id: client.cartId, asset_type: "offer_wall" } };
    case "post /v1/addresses":
      return { body: { name: "Asha Rao", house: "12B", locality: "DLF Phase 3", pincode: "122002" } };
    case "post /v5/carts/{id}/payment": {
      // A buyer of its own, paying cash: the order takes that cart, and the other calls keep the client's.
      const buyer = await appBuyer();
      const cart = await callRoute(
        await routeModule(
          must(
            ALL_OPERATIONS.find((o) => o.route === "v5.carts.$id" && o.method === "get"),
            "GET cart",
          ),
        ),
        {
          path: `/v5/carts/${buyer.cartId}`,
          params: { id: buyer.cartId },
          headers: buyer.headers,
        },
      );
      const data = cart.body.cart_data as { version: number; pricing_details: { net_cost: number } };
      return {
        params: { id: buyer.cartId },
        headers: buyer.headers,
        body: { payment_method: "cod", version: data.version, net_cost: data.pricing_details.net_cost },
      };
    }
    case "get /v1/orders/{orderId}": {
      const buyer = await appBuyer();
      const orderId = await placeCashOrder(handle.db, { userId: buyer.userId, deviceId: buyer.deviceId }, new Date());
      return { params: { orderId: String(orderId) }, headers: buyer.headers };
    }
    case "get /payment-status/poll":
      return { query: "?transaction_id=1&poll_start_ts=0" };
    case "post /v1/events":
      return { body: { events: [{ name: "impression", widget: "product_rail:1", product_id: 1, path: "/" }] } };
    case "post /logs":
      return { body: { entries: [{ level: "error", message: "TypeError: x is undefined", at: Date.now() }] } };
    default:
      return { params: ids, body: op.method === "get" ? undefined : {} };
  }
}

/**
 * Numbers a client may type or a fuzzer may send where an id, a quantity or a page number goes
 * (docs/rules.md#numbers-from-outside): past PostgreSQL's integer, past any integer, negative, zero, and
 * spellings Number() would accept but no client sends. Each as a JSON string and, where it is one, a JSON number.
 */
const BAD_NUMBERS: (string | number)[] = [
  "2147483648",
  "99999999999",
  "-1",
  "0",
  "1e3",
  "0x10",
  "1.5",
  2_147_483_648,
  99_999_999_999,
  -1,
  0,
  1.5,
];

describe("a cart call with a product id past PostgreSQL's integer", () => {
  it("is a 400 that names the field, for the issue's own request", async () => {
    const op = must(
      ALL_OPERATIONS.find((o) => o.method === "post" && o.path === "/v5/carts"),
      "POST /v5/carts",
    );
    for (const productId of ["2147483648", "99999999999", 2_147_483_648]) {
      const answer = await callRoute(await routeModule(op), {
        method: "POST",
        path: "/v5/carts",
        headers: client.headers,
        body: { items: [{ product_id: productId, quantity: 1 }] },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toEqual({ success: false, message: "product_id is not a product." });
    }
  });
});

describe("the OpenAPI document", () => {
  it("is served at /api/openapi.json as OpenAPI 3.1, the same document the contract checks", async () => {
    const response = await openApiLoader();
    expect(response.status).toBe(200);
    const served = (await response.json()) as { openapi: string; paths: object };
    expect(served.openapi).toBe("3.1.0");
    expect(served).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it("requires the spec's product, cart item and pricing fields, so every answer checked below carries them (spec §3)", () => {
    type Schema = { properties?: Record<string, Schema>; items?: Schema; required?: string[] };
    const schemaOf = (p: string, method: string) =>
      must(doc.paths[p]?.[method]?.responses["200"], `${method} ${p}`).content["application/json"].schema as Schema;
    const at = (schema: Schema, ...keys: string[]): Schema =>
      keys.reduce<Schema>((s, key) => must(key === "[]" ? s.items : s.properties?.[key], key), schema);
    for (const [p, method] of [
      ["/v5/carts", "post"],
      ["/v5/carts/{id}", "get"],
      ["/v3/cart/{id}/actions", "post"],
    ] as const) {
      const cart = schemaOf(p, method);
      expect(at(cart, "cart_data", "items", "[]", "product").required).toEqual(expect.arrayContaining(["group_id", "type_id"]));
      expect(at(cart, "cart_data", "pricing_details").required).toEqual(
        expect.arrayContaining(["total_cart_cost", "net_cost", "delivery_charge", "wallet_amount", "promo_discount"]),
      );
    }
    expect(at(schemaOf("/v1/orders/{orderId}", "get"), "order", "pricing_details").required).toContain("wallet_amount");
    expect(at(schemaOf("/v1/listing/feed", "post"), "response", "products", "[]").required).toEqual(
      expect.arrayContaining(["group_id", "type_id"]),
    );
  });

  it("lists every API route file, and every route it names exists", () => {
    const files = fs
      .readdirSync(ROUTES_DIR)
      .filter((f) => API_ROUTE_FILE.test(f) && f !== "api.openapi[.]json.ts")
      .map((f) => f.replace(/\.tsx?$/, ""));
    const documented = new Set(ALL_OPERATIONS.map((op) => op.route));
    expect(files.filter((f) => !documented.has(f))).toEqual([]);
    expect([...documented].filter((route) => !files.includes(route))).toEqual([]);
  });
});

describe("every call answers as documented", () => {
  for (const op of ALL_OPERATIONS) {
    const name = `${op.method.toUpperCase()} ${op.path}`;

    it(`${name}: the client's own call`, async () => {
      const good = await goodCall(op);
      const params = good.params ?? {};
      const answer = await callRoute(await routeModule(op), {
        method: op.method.toUpperCase(),
        path: `${pathOf(op, params)}${good.query ?? ""}`,
        params,
        headers: good.headers ?? client.headers,
        body: good.body,
      });
      expectDocumented(op, answer, "good");
      // The app's own calls succeed; the pages' calls made without the page's cookie are refused as documented.
      if (API_OPERATIONS.includes(op)) expect(answer.status, JSON.stringify(answer.body)).toBe(op.responses[201] ? 201 : 200);
    });

    it(`${name}: ids and numbers out of range are a documented 4xx, never a 500`, async () => {
      const route = await routeModule(op);
      const method = op.method.toUpperCase();
      // A device of its own, logged in, so these calls spend neither the shopper's rate budgets nor the shopper's session.
      const deviceId = randomBytes(8).toString("hex");
      const { accessToken } = await startSession(handle.db, client.userId, deviceId);
      const headers = appHeaders(issueAuthKey(deviceId, new Date()).authKey, { access_token: accessToken, device_id: deviceId });
      for (const bad of BAD_NUMBERS) {
        const raw = String(bad);
        const params = { id: client.cartId, userId: raw };
        // One field at a time, the others absent: a refusal of one must not hide what another would do to a query.
        const bodies: Record<string, unknown>[] = [
          { items: [{ product_id: bad, quantity: 1 }] },
          { items: [{ product_id: "1", quantity: bad }] },
          { address_id: bad },
          { category_id: bad },
          { category_id: client.categoryId, page: bad },
          { existing_page_count: bad },
          { file_meta: [{ file_name: "a.pdf", file_size: bad }] },
          { events: [{ name: "impression", widget: "product_rail:1", product_id: bad, path: "/" }] },
        ];
        const query = `?page=${encodeURIComponent(raw)}&template_version=${encodeURIComponent(raw)}&transaction_id=${encodeURIComponent(raw)}`;
        for (const body of method === "GET" ? [undefined] : bodies) {
          const answer = await callRoute(route, {
            method,
            path: `${pathOf(op, params)}${query}`,
            params,
            headers: { ...headers, city: raw, feature_flag_key: raw },
            body,
          });
          const what = `${name} with ${JSON.stringify(body ?? query)}`;
          expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
          expectDocumented(op, answer, what);
        }
      }
    });

    it(`${name}: bad input is a documented 4xx, never a 500`, async () => {
      const route = await routeModule(op);
      const params = { id: client.cartId, userId: String(client.userId) };
      // Some variants are good enough to log out: the logout's are sent with a session of their own.
      const headers = op.route === "v2.accounts.logout" ? ((await goodCall(op)).headers ?? client.headers) : client.headers;
      const method = op.method.toUpperCase();
      const variants: { what: string; headers: Record<string, string>; body?: unknown; params?: Record<string, string> }[] = [
        { what: "no key, no cookie", headers: {} },
        { what: "a forged key", headers: { ...headers, auth_key: `ak1.${"0".repeat(16)}.9999999999999.${"A".repeat(43)}` } },
        { what: "a NUL byte in a header value", headers: { ...headers, app_client: "web%00" } },
        { what: "a huge id", headers, params: { id: "9".repeat(500), userId: "9".repeat(500) } },
      ];
      if (method !== "GET") {
        variants.push(
          { what: "broken JSON", headers: { ...headers, "Content-Type": "application/json" }, body: '{"items": [' },
          {
            what: "wrong types",
            headers,
            body: { items: 5, user_phone: [1], action_type: 7, category_id: "x", cart_id: {} },
          },
          {
            what: "huge values",
            headers,
            body: { user_phone: "9".repeat(100_000), items: [{ product_id: "1", quantity: 1e300 }], category_id: 1e300 },
          },
          {
            what: "NUL bytes",
            headers,
            body: { user_phone: "98765\u000043210", verify_code: "\u0000", action_type: "checkout\u0000", cart_id: "\u0000" },
          },
          {
            what: "a body over the limit",
            headers: { ...headers, "Content-Type": "application/json" },
            body: JSON.stringify({ pad: "x".repeat(300_000) }),
          },
        );
      }
      for (const variant of variants) {
        const variantParams = variant.params ?? params;
        const answer = await callRoute(route, {
          method,
          path: pathOf(op, variantParams),
          params: variantParams,
          headers: variant.headers,
          body: variant.body,
        });
        expect(answer.status, `${name} with ${variant.what}`).toBeLessThan(500);
        expectDocumented(op, answer, variant.what);
        // Without key or cookie: 403 (fetch a key); the user calls, which the pages call by cookie, say 401 as before (docs/rules.md#json-api).
        if (variant.what === "no key, no cookie" && API_OPERATIONS.includes(op) && op.auth !== "none")
          expect(answer.status).toBe(op.auth === "user" && op.route.startsWith("v1.") ? 401 : 403);
      }
    });
  }
});
