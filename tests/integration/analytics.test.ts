/**
 * Server-side analytics (docs/rules.md#analytics): the search page, the cart's action, the checkout steps and
 * placing an order each record their event through the real routes, with the spec's defaults, a keyed device
 * hash instead of the device id, and no personal data; the operator's report reads them back.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ANALYTICS_DEFAULTS, CHECKOUT_STEPS, SEARCH_TYPES } from "~/lib/analytics-events";
import { queryRows } from "~/models/db.server";
import { action as cartAction } from "~/routes/cart";
import { loader as checkoutInitLoader } from "~/routes/checkout._index";
import { action as paymentAction, loader as paymentLoader } from "~/routes/checkout.payment";
import { loader as searchLoader } from "~/routes/s._index";
import { deviceHash, flushEvents } from "~/services/analytics/events.server";
import { deviceCookie, newDeviceId } from "~/services/platform/cookies.server";
import { parseOpsArgs } from "~/services/boot/ops-arguments.server";
import { runOpsCommand } from "~/services/boot/ops.server";
import { checkoutState, freshProduct, newCheckoutShopper, ORIGIN } from "../support/checkout-shopper";
import { cookiePair } from "../support/cookies";
import { setUpTestDb, stubTestEnv } from "../support/db";

stubTestEnv({ CATALOGUE_CACHE_SECONDS: "0" });
const handle = setUpTestDb({ appDb: true });

interface EventRow {
  name: string;
  source: string;
  device: string;
  platform: string;
  page: string;
  label: string;
  search_type: number;
  result_count: number;
  product_id: number;
  quantity: number;
  step: number;
  value: number;
  currency: string;
}

/** This device's events, in the order they happened (an order's event is written at once, the others in batches). */
async function eventsOf(deviceId: string): Promise<EventRow[]> {
  await flushEvents();
  return queryRows<EventRow>(
    handle.db,
    sql`select name, source, device, platform, page, label, search_type, result_count, product_id, quantity, step, value, currency
        from analytics_events where device = ${deviceHash(deviceId)} order by at, id`,
  );
}

async function newDevice(): Promise<{ deviceId: string; cookie: string }> {
  const deviceId = newDeviceId();
  return { deviceId, cookie: cookiePair(await deviceCookie().serialize(deviceId)) };
}

const PHONE_BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

async function search(cookie: string, query: string) {
  await searchLoader({
    request: new Request(`${ORIGIN}/s/${query}`, { headers: { Cookie: cookie, "User-Agent": PHONE_BROWSER } }),
    params: {},
    context: {},
  });
}

async function cartChange(cookie: string, fields: Record<string, string>) {
  const response = await cartAction({
    request: new Request(`${ORIGIN}/cart`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ enhanced: "1", ...fields }),
    }),
    params: {},
    context: {},
  });
  return response as unknown as { data: { ok: boolean } };
}

describe("searches", () => {
  it("records each search once with its type 0–9 and result count; digit runs are masked; later pages are not searches", async () => {
    const { deviceId, cookie } = await newDevice();
    await search(cookie, "?q=milk");
    await search(cookie, "?q=milk"); // Post/Redirect/Get back to the results: the same search
    await search(cookie, "?q=milk&page=2"); // "Load more"
    await search(cookie, `?q=milk&t=${SEARCH_TYPES.recent}&suggestion_type=recent`);
    await search(cookie, "?q=zzqxwv");
    await search(cookie, "?q=9876543210");
    const rows = await eventsOf(deviceId);
    expect(rows.map((r) => [r.name, r.label, r.search_type, r.result_count > 0])).toEqual([
      ["search", "milk", SEARCH_TYPES.typed, true],
      ["search", "milk", SEARCH_TYPES.recent, true],
      ["search", "zzqxwv", SEARCH_TYPES.typed, false],
      ["search", "#", SEARCH_TYPES.typed, false],
    ]);
    expect(rows[2]?.result_count).toBe(0);
    // The spec's defaults for what a search does not have; the device only as its keyed hash.
    expect(rows[0]).toMatchObject({
      source: "server",
      platform: "mobile_web",
      page: "routes/s._index",
      product_id: ANALYTICS_DEFAULTS.number,
      quantity: ANALYTICS_DEFAULTS.number,
      step: ANALYTICS_DEFAULTS.number,
      value: ANALYTICS_DEFAULTS.number,
      currency: ANALYTICS_DEFAULTS.currency,
    });
    expect(rows[0]?.device).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(rows)).not.toContain(deviceId);
  });
});

describe("cart quantity", () => {
  it("an add is +1 and a removal -1, with the units in value; a replayed change records nothing", async () => {
    const { deviceId, cookie } = await newDevice();
    const product = await freshProduct(handle.db, 10);
    const productId = String(product.id);
    expect((await cartChange(cookie, { productId, delta: "2", mutationId: "m1" })).data.ok).toBe(true);
    expect((await cartChange(cookie, { productId, delta: "2", mutationId: "m1" })).data.ok).toBe(true); // a retry
    expect((await cartChange(cookie, { productId, delta: "-1", mutationId: "m2" })).data.ok).toBe(true);
    const rows = await eventsOf(deviceId);
    expect(rows.map((r) => [r.name, r.product_id, r.quantity, r.value])).toEqual([
      ["cart_quantity", product.id, 1, 2],
      ["cart_quantity", product.id, -1, 1],
    ]);
    expect(rows[0]).toMatchObject({ label: ANALYTICS_DEFAULTS.string, search_type: -1, currency: "INR" });
  });
});

describe("checkout steps and orders", () => {
  it("ADT 1 and PAYMENTS 2 once each, then the order with its total and method, without personal data", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const get = (path: string) => new Request(`${ORIGIN}${path}`, { headers: { Cookie: shopper.cookie } });
    // The address is chosen already: init goes straight to payment, which passes the address step.
    const init = (await checkoutInitLoader({ request: get("/checkout"), params: {}, context: {} })) as Response;
    expect(init.headers.get("Location")).toBe("/checkout/payment");
    await paymentLoader({ request: get("/checkout/payment"), params: {}, context: {} });
    await paymentLoader({ request: get("/checkout/payment"), params: {}, context: {} }); // revalidated
    const state = await checkoutState(handle.db, shopper, new Date());
    const placed = (await paymentAction({
      request: new Request(`${ORIGIN}/checkout/payment`, {
        method: "POST",
        headers: { Cookie: shopper.cookie, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          intent: "place",
          cartId: state.cart.id ?? "",
          paymentMethod: "cod",
          version: String(state.cart.version),
          grandTotal: String(state.cart.bill.grandTotal),
        }),
      }),
      params: {},
      context: {},
    })) as Response;
    expect(placed.headers.get("Location")).toMatch(/^\/checkout\/success\?order_id=\d+$/);
    const rows = await eventsOf(shopper.deviceId);
    expect(rows.map((r) => [r.name, r.step, r.label, r.value])).toEqual([
      ["checkout_step", CHECKOUT_STEPS.ADT, "#-NA", -1],
      ["checkout_step", CHECKOUT_STEPS.PAYMENTS, "#-NA", -1],
      ["order_placed", -1, "cod", state.cart.bill.grandTotal],
    ]);
    const stored = JSON.stringify(rows);
    for (const personal of [shopper.phone, shopper.deviceId, "Asha", "Palm Court", "122002"]) expect(stored).not.toContain(personal);
    // No column could hold the user: the table has none for it.
    const columns = await queryRows<{ column_name: string }>(
      handle.db,
      sql`select column_name from information_schema.columns where table_name = 'analytics_events' order by ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      "id",
      "at",
      "name",
      "source",
      "device",
      "platform",
      "page",
      "label",
      "search_type",
      "result_count",
      "product_id",
      "quantity",
      "step",
      "value",
      "currency",
    ]);
  });
});

describe("npm run ops -- report", () => {
  it("parses --days (7 by default) and refuses anything but a whole number of days", () => {
    expect(parseOpsArgs(["report"])).toEqual({ command: "report", days: 7 });
    expect(parseOpsArgs(["report", "--days", "30"])).toEqual({ command: "report", days: 30 });
    expect(parseOpsArgs(["report", "--days", "0"])).toMatchObject({ error: expect.stringMatching(/--days/) });
    expect(parseOpsArgs(["report", "--days", "abc"])).toMatchObject({ error: expect.stringMatching(/--days/) });
    expect(parseOpsArgs(["report", "--days", "9999"])).toMatchObject({ error: expect.stringMatching(/days/) });
  });

  it("prints top searches, searches that found nothing and the checkout funnel of the period", async () => {
    await flushEvents();
    await handle.db.execute(sql`delete from analytics_events`);
    const now = new Date();
    const shoppers = await Promise.all([newDevice(), newDevice(), newDevice()]);
    for (const { cookie } of shoppers) await search(cookie, "?q=atta");
    await search(shoppers[0]!.cookie, "?q=qqzzyy");
    const product = await freshProduct(handle.db, 10);
    for (const [i, { cookie }] of shoppers.entries()) {
      await cartChange(cookie, { productId: String(product.id), delta: "1", mutationId: `r${i}` });
    }
    // An event older than the period is left out.
    await handle.db.execute(
      sql`insert into analytics_events (name, source, label, result_count, at) values ('search', 'server', 'old', 0, ${new Date(now.getTime() - 8 * 86_400_000).toISOString()})`,
    );
    // The period ends after the last event: the searches above take seconds on a loaded machine, so an end
    // taken from `now` (before them) left most of them out.
    const result = await runOpsCommand(handle.db, { command: "report", days: 7 }, new Date(Date.now() + 1000));
    if (!result.ok) throw new Error(result.error);
    const text = result.message;
    expect(text).toMatch(/^Analytics, last 7 days \(.+\): 7 events \(3 cart_quantity, 4 search\)/);
    const section = (title: string) => text.split(`${title}\n`)[1]?.split("\n\n")[0] ?? "";
    expect(section("Top searches").split("\n")).toEqual([
      expect.stringMatching(/^ {2}QUERY\s+SEARCHES\s+DEVICES\s+FEWEST RESULTS$/),
      expect.stringMatching(/^ {2}atta\s+3\s+3\s+[1-9]\d*$/),
      expect.stringMatching(/^ {2}qqzzyy\s+1\s+1\s+0$/),
    ]);
    expect(section("Searches that found nothing").split("\n")).toEqual([
      expect.stringMatching(/^ {2}QUERY\s+SEARCHES\s+DEVICES$/),
      expect.stringMatching(/^ {2}qqzzyy\s+1\s+1$/),
    ]);
    const funnel = text.split("Checkout funnel")[1] ?? "";
    expect(funnel).toMatch(/cart adds \(\+1\)\s+3\s+3\s+100%/);
    expect(funnel).toMatch(/address step \(ADT 1\)\s+0\s+0\s+0%/);
    expect(funnel).toMatch(/payment step \(PAYMENTS 2\)\s+0\s+0\s+0%/);
    expect(funnel).toMatch(/orders placed\s+0\s+0\s+0%/);
  });
});
