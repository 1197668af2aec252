import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { computeBill } from "~/lib/bill";
import type { DbHandle } from "~/models/db.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { changeQuantity, setCartExtras } from "~/services/cart/cart-changes.server";
import { getCart } from "~/services/cart/shopping-cart.server";
import { type CartOwner } from "~/models/cart.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { runSimulatorTick } from "~/services/orders/simulator.server";
import { maskPhone } from "~/lib/phone";
import { listRecentOrders, opsAdvance, opsCancel, runOpsCommand, setStock } from "~/services/boot/ops.server";
import { opsSocketPath, sendOpsCommand } from "~/services/boot/ops-client.server";
import { startOpsServer } from "~/services/boot/ops-socket.server";
import { parseOpsArgs } from "~/services/boot/ops-arguments.server";
import { OutOfStockError, placeOrder, type PlaceOrderInput } from "~/services/orders/order-placement.server";
import { advanceOrder, cancelOrder, reorder, setOrderStatus } from "~/services/orders/order-lifecycle.server";
import { getOrder, getOrderById, getOrderStatus, listOrders } from "~/services/orders/order-views.server";
import { newDeviceId } from "~/services/platform/cookies.server";
import { createTestDb, engine, queryRow } from "../support/db";
import { AppError } from "~/lib/errors";
import { must } from "../support/must";
import { TEST_ADDRESS } from "../support/orders";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

/** Noon in India, dry: no late-night fee, no rain surge. */
const NOON = new Date("2026-11-21T06:30:00Z");
const store = { id: DEFAULT_STORE_ID, isRaining: false };
const address = TEST_ADDRESS;

let seq = 0;
const mutation = () => `m-${++seq}`;

async function newShopper(): Promise<{ userId: number; owner: CartOwner & { userId: number }; phone: string }> {
  const phone = `9${String(100_000_000 + ++seq).slice(-9)}`;
  const user = await upsertVerifiedUser(handle.db, phone);
  return { userId: user.id, owner: { userId: user.id, deviceId: newDeviceId() }, phone };
}

/** A product listed at the default store with exactly `stock` units (set here, so tests own their figures). */
let productCursor = 0;
async function freshProduct(stock: number): Promise<{ id: number; price: number; mrp: number; name: string }> {
  const row = await queryRow<{ id: number; price: number; mrp: number; name: string }>(
    handle.db,
    sql`select sp.product_id as id, sp.price, p.mrp, p.name from store_products sp join products p on p.id = sp.product_id
        join categories c on c.id = p.l0_category_id
        where sp.store_id = ${DEFAULT_STORE_ID} and not c.age_restricted and sp.price between 2000 and 20000
        order by sp.product_id offset ${productCursor++} limit 1`,
  );
  await setStockTo(row.id, stock);
  return row;
}

async function setStockTo(productId: number, stock: number) {
  await handle.db.execute(
    sql`update store_products set stock = ${stock} where store_id = ${DEFAULT_STORE_ID} and product_id = ${productId}`,
  );
}

async function stockOf(productId: number): Promise<number> {
  const row = await queryRow<{ stock: number }>(
    handle.db,
    sql`select stock from store_products where store_id = ${DEFAULT_STORE_ID} and product_id = ${productId}`,
  );
  return row.stock;
}

async function fill(owner: CartOwner, lines: { productId: number; quantity: number }[]): Promise<string> {
  for (const l of lines)
    await changeQuantity(handle.db, owner, DEFAULT_STORE_ID, { productId: l.productId, quantity: l.quantity, mutationId: mutation() });
  const cart = await getCart(handle.db, owner, { storeId: DEFAULT_STORE_ID, isRaining: false, now: NOON });
  return cart.id!;
}

function input(shopper: { userId: number; owner: CartOwner }, cartId: string, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    userId: shopper.userId,
    deviceId: shopper.owner.deviceId,
    cartId,
    address,
    store,
    etaMinutes: 12,
    paymentMethod: "cod",
    now: NOON,
    codLimitPaise: 500_000,
    ...overrides,
  };
}

async function placed(stock = 20, quantity = 1) {
  const shopper = await newShopper();
  const product = await freshProduct(stock);
  const cartId = await fill(shopper.owner, [{ productId: product.id, quantity }]);
  const order = await placeOrder(handle.db, input(shopper, cartId));
  return { shopper, product, cartId, order };
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe(`placing an order (${engine})`, () => {
  it("snapshots prices, fees and the address, takes stock and marks the cart ordered", async () => {
    const shopper = await newShopper();
    const a = await freshProduct(10);
    const b = await freshProduct(10);
    const cartId = await fill(shopper.owner, [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 1 },
    ]);
    await setCartExtras(handle.db, shopper.owner, { tip: 20, donation: true });

    const result = await placeOrder(handle.db, input(shopper, cartId));
    expect(result).toMatchObject({ cartId, created: true });

    const expected = computeBill(
      [
        { price: a.price, mrp: a.mrp, quantity: 2 },
        { price: b.price, mrp: b.mrp, quantity: 1 },
      ],
      { now: NOON, isRaining: false },
      { tip: 2_000, donation: true },
    );
    const { freeDeliveryShortfall: _unused, ...snapshot } = expected;
    const order = await getOrder(handle.db, shopper.userId, cartId, result.orderId, NOON);
    expect(order).not.toBeNull();
    expect(order!.bill).toEqual(snapshot);
    expect(order!.bill.tip).toBe(2_000);
    expect(order!.status).toBe("CREATED");
    expect(order!.title).toBe("Order is confirmed");
    expect(order!.etaMinutes).toBe(12);
    const { addressId: _id, ...addressSnapshot } = address;
    expect(order!.address).toEqual(addressSnapshot);
    expect(order!.items.map((i) => [i.productId, i.price, i.mrp, i.quantity])).toEqual(
      expect.arrayContaining([
        [a.id, a.price, a.mrp, 2],
        [b.id, b.price, b.mrp, 1],
      ]),
    );
    expect(order!.timeline[0]).toMatchObject({ status: "CREATED", at: NOON.toISOString(), state: "current" });
    expect(await stockOf(a.id)).toBe(8);
    expect(await stockOf(b.id)).toBe(9);

    const cart = await queryRow<{ status: string }>(handle.db, sql`select status from carts where id = ${cartId}`);
    expect(cart.status).toBe("ordered");
    // The shopper's next visit starts an empty cart.
    expect((await getCart(handle.db, shopper.owner, { storeId: DEFAULT_STORE_ID, isRaining: false, now: NOON })).lines).toHaveLength(0);

    // A later price change does not rewrite the order.
    await handle.db.execute(
      sql`update store_products set price = price + 100 where store_id = ${DEFAULT_STORE_ID} and product_id = ${a.id}`,
    );
    const again = await getOrder(handle.db, shopper.userId, cartId, result.orderId, NOON);
    expect(again!.items.find((i) => i.productId === a.id)!.price).toBe(a.price);
    expect(again!.bill.grandTotal).toBe(expected.grandTotal);
  });

  it("counts the ETA down from placement and reports live status", async () => {
    const { shopper, cartId, order } = await placed();
    const later = new Date(NOON.getTime() + 5 * 60_000);
    expect(await getOrderStatus(handle.db, shopper.userId, cartId, order.orderId, later)).toMatchObject({
      status: "CREATED",
      title: "Order is confirmed",
      etaMinutes: 7,
    });
  });

  it("is idempotent: the same cart submitted again is the same order", async () => {
    const { shopper, cartId, order, product } = await placed(20, 2);
    const again = await placeOrder(handle.db, input(shopper, cartId));
    expect(again).toEqual({ orderId: order.orderId, cartId, created: false });
    expect(await stockOf(product.id)).toBe(18);
  });

  it("places one order when the same cart is submitted five times at once", async () => {
    const shopper = await newShopper();
    const product = await freshProduct(20);
    const cartId = await fill(shopper.owner, [{ productId: product.id, quantity: 3 }]);
    const results = await Promise.all(Array.from({ length: 5 }, () => placeOrder(handle.db, input(shopper, cartId))));
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const count = await queryRow<{ n: number }>(handle.db, sql`select count(*)::int as n from orders where cart_id = ${cartId}`);
    expect(count.n).toBe(1);
    expect(await stockOf(product.id)).toBe(17);
  });

  it("refuses a cart that changed since the shopper reviewed it, and an empty one", async () => {
    const shopper = await newShopper();
    const product = await freshProduct(20);
    await fill(shopper.owner, [{ productId: product.id, quantity: 1 }]);
    const changed = await rejection(placeOrder(handle.db, input(shopper, "00000000-0000-4000-8000-000000000000")));
    expect(changed).toMatchObject({ status: 409, message: "Your cart changed, please review it." });

    const empty = await newShopper();
    expect(await rejection(placeOrder(handle.db, input(empty, "00000000-0000-4000-8000-000000000001")))).toMatchObject({ status: 409 });
  });

  // Fifty buyers race for ten units: five times oversubscribed is enough to catch a read-then-write oversell on
  // the PostgreSQL server's real connections; two hundred only made the embedded run (one connection, orders one
  // after another) slow enough to hit the time limit on a busy CI machine.
  it("never oversells: 50 shoppers at once for the last 10 units get exactly 10 orders", async () => {
    const product = await freshProduct(50);
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => newShopper()));
    const carts = await Promise.all(shoppers.map((s) => fill(s.owner, [{ productId: product.id, quantity: 1 }])));
    await setStockTo(product.id, 10);

    const results = await Promise.allSettled(shoppers.map((s, i) => placeOrder(handle.db, input(s, must(carts[i], `cart ${i}`)))));

    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(10);
    expect(lost).toHaveLength(40);
    for (const r of lost) expect(r.reason).toMatchObject({ status: 409, outOfStock: [{ productId: product.id, available: 0 }] });
    expect(await stockOf(product.id)).toBe(0);
    const sold = await queryRow<{ units: number; orders: number }>(
      handle.db,
      sql`select coalesce(sum(quantity), 0)::int as units, count(*)::int as orders from order_items where product_id = ${product.id}`,
    );
    expect(sold).toEqual({ units: 10, orders: 10 });
    // Losers' carts were corrected (limit 0 deletes the line).
    const loser = must(shoppers[results.findIndex((r) => r.status === "rejected")], "a shopper who lost the race");
    expect((await getCart(handle.db, loser.owner, { storeId: DEFAULT_STORE_ID, isRaining: false, now: NOON })).lines).toHaveLength(0);
  }, 60_000);

  it("on a shortage rolls back, corrects the cart (out-of-stock rule) and explains", async () => {
    const shopper = await newShopper();
    const some = await freshProduct(10);
    const none = await freshProduct(10);
    const fine = await freshProduct(10);
    const cartId = await fill(shopper.owner, [
      { productId: some.id, quantity: 3 },
      { productId: none.id, quantity: 2 },
      { productId: fine.id, quantity: 1 },
    ]);
    await setStockTo(some.id, 1);
    await setStockTo(none.id, 0);

    const error = await rejection(placeOrder(handle.db, input(shopper, cartId)));
    expect(error.status).toBe(409);
    expect(error).toBeInstanceOf(OutOfStockError);
    expect((error as OutOfStockError).outOfStock).toEqual(
      expect.arrayContaining([
        { productId: some.id, name: some.name, available: 1 },
        { productId: none.id, name: none.name, available: 0 },
      ]),
    );
    expect((error as OutOfStockError).outOfStock).toHaveLength(2);
    expect(error.message).toContain(`${none.name} is out of stock`);
    expect(error.message).toContain(`only 1 of ${some.name} is left`);
    // Nothing was taken: the whole placement rolled back.
    expect(await stockOf(fine.id)).toBe(10);
    expect(await stockOf(some.id)).toBe(1);

    const cart = await getCart(handle.db, shopper.owner, { storeId: DEFAULT_STORE_ID, isRaining: false, now: NOON });
    expect(cart.id).toBe(cartId);
    expect(cart.quantities).toEqual({ [some.id]: 1, [fine.id]: 1 });

    // The corrected cart goes through.
    expect(await placeOrder(handle.db, input(shopper, cartId))).toMatchObject({ created: true });
    expect(await stockOf(some.id)).toBe(0);
  });

  it("refuses to place a cart whose contents or total moved since the shopper saw it", async () => {
    const shopper = await newShopper();
    const product = await freshProduct(20);
    const cartId = await fill(shopper.owner, [{ productId: product.id, quantity: 1 }]);
    const seen = await getCart(handle.db, shopper.owner, { storeId: DEFAULT_STORE_ID, isRaining: false, now: NOON });
    await setCartExtras(handle.db, shopper.owner, { tip: 20 });
    const stale = { version: seen.version, grandTotal: seen.bill.grandTotal };
    const error = await rejection(placeOrder(handle.db, input(shopper, cartId, { expected: stale })));
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/changed/);
    expect(await stockOf(product.id)).toBe(20);
    const now = await getCart(handle.db, shopper.owner, { storeId: DEFAULT_STORE_ID, isRaining: false, now: NOON });
    const order = await placeOrder(
      handle.db,
      input(shopper, cartId, { expected: { version: now.version, grandTotal: now.bill.grandTotal } }),
    );
    expect(order.created).toBe(true);
  });

  it("refuses cash on delivery above the limit (₹5,000) and takes nothing", async () => {
    const shopper = await newShopper();
    const pricey = await queryRow<{ id: number }>(
      handle.db,
      sql`select sp.product_id as id from store_products sp join products p on p.id = sp.product_id
          join categories c on c.id = p.l0_category_id
          where sp.store_id = ${DEFAULT_STORE_ID} and not c.age_restricted and sp.price >= 10100 order by sp.product_id limit 1`,
    );
    await setStockTo(pricey.id, 60);
    // 50 (the most one line may hold) × ₹101 or more is over ₹5,000.
    const cartId = await fill(shopper.owner, [{ productId: pricey.id, quantity: 50 }]);
    const error = await rejection(placeOrder(handle.db, input(shopper, cartId)));
    expect(error).toMatchObject({ status: 422, message: "Cash on delivery is available up to ₹5,000. Please remove some items." });
    expect(await stockOf(pricey.id)).toBe(60);
    // The limit is configuration.
    const product = await freshProduct(10);
    const small = await newShopper();
    const smallCart = await fill(small.owner, [{ productId: product.id, quantity: 1 }]);
    expect((await rejection(placeOrder(handle.db, input(small, smallCart, { codLimitPaise: 1_000 })))).message).toBe(
      "Cash on delivery is available up to ₹10. Please remove some items.",
    );
  });
});

describe(`reading orders (${engine})`, () => {
  it("scopes every read and the cancel to the owner", async () => {
    const { shopper, cartId, order } = await placed();
    const other = await newShopper();
    expect(await getOrder(handle.db, other.userId, cartId, order.orderId)).toBeNull();
    expect(await getOrderById(handle.db, other.userId, order.orderId)).toBeNull();
    expect(await getOrderStatus(handle.db, other.userId, cartId, order.orderId)).toBeNull();
    expect((await listOrders(handle.db, other.userId)).orders).toEqual([]);
    expect(await rejection(cancelOrder(handle.db, other.userId, order.orderId, "Ordered by mistake"))).toMatchObject({ status: 404 });
    expect(await rejection(reorder(handle.db, other.owner, other.userId, order.orderId, DEFAULT_STORE_ID))).toMatchObject({ status: 404 });
    // The owner with a mismatched cart id in the URL: also not found.
    expect(await getOrder(handle.db, shopper.userId, "not-the-cart", order.orderId)).toBeNull();
    expect((await getOrderById(handle.db, shopper.userId, order.orderId))?.status).toBe("CREATED");
  });

  it("pages the history ten at a time, newest first", async () => {
    const shopper = await newShopper();
    const product = await freshProduct(100);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const cartId = await fill(shopper.owner, [{ productId: product.id, quantity: 1 + (i % 3) }]);
      ids.push((await placeOrder(handle.db, input(shopper, cartId))).orderId);
    }
    const first = await listOrders(handle.db, shopper.userId);
    expect(first.orders).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(first.orders.map((o) => o.id)).toEqual(ids.slice().reverse().slice(0, 10));
    expect(first.orders[0]).toMatchObject({ title: "Order is confirmed", itemCount: 1 + (11 % 3), status: "CREATED" });
    const newest = must(first.orders[0], "the newest order");
    expect(newest.href).toBe(`/account/orders/${newest.cartId}/${ids[11]}`);

    const second = await listOrders(handle.db, shopper.userId, { before: must(first.orders[9], "the tenth order").id });
    expect(second.orders.map((o) => o.id)).toEqual([ids[1], ids[0]]);
    expect(second.hasMore).toBe(false);
  });
});

describe(`changing an order (${engine})`, () => {
  it("cancels with a reason, restocks, and refuses a second restock", async () => {
    const { shopper, product, order } = await placed(20, 4);
    expect(await stockOf(product.id)).toBe(16);
    const later = new Date(NOON.getTime() + 60_000);
    expect(await cancelOrder(handle.db, shopper.userId, order.orderId, "Ordered by mistake", later)).toBe(true);
    expect(await stockOf(product.id)).toBe(20);
    const view = await getOrderById(handle.db, shopper.userId, order.orderId);
    expect(view).toMatchObject({
      status: "CANCELLED",
      title: "Cancelled",
      cancelReason: "Ordered by mistake",
      cancellable: false,
      terminal: true,
      etaMinutes: null,
    });
    expect(view!.timeline.map((s) => s.status)).toEqual(["CREATED", "CANCELLED"]);
    expect(await cancelOrder(handle.db, shopper.userId, order.orderId, "Ordered by mistake")).toBe(false);
    expect(await stockOf(product.id)).toBe(20);
    expect(await rejection(cancelOrder(handle.db, shopper.userId, order.orderId, "  "))).toMatchObject({ status: 400 });
  });

  it("refuses a shopper's cancel once the items are billed", async () => {
    const { shopper, product, order } = await placed(20, 1);
    await advanceOrder(handle.db, order.orderId, NOON);
    await advanceOrder(handle.db, order.orderId, NOON);
    // PICKING_STARTED: still cancellable.
    expect(await cancelOrder(handle.db, shopper.userId, order.orderId, "Other")).toBe(true);
    const billed = await placed(20, 1);
    await setOrderStatus(handle.db, billed.order.orderId, "BILLED", NOON);
    const error = await rejection(cancelOrder(handle.db, billed.shopper.userId, billed.order.orderId, "Other"));
    expect(error).toMatchObject({ status: 409, message: "This order can no longer be cancelled." });
    expect(await stockOf(billed.product.id)).toBe(19);
    expect(await stockOf(product.id)).toBe(20);
  });

  it("advances through the sequence one step at a time and stops when delivered", async () => {
    const { shopper, order } = await placed();
    const seen: string[] = [];
    for (let i = 1; i <= 6; i++) {
      const change = await advanceOrder(handle.db, order.orderId, new Date(NOON.getTime() + i * 60_000));
      seen.push(change!.to);
    }
    expect(seen).toEqual(["APPROVED", "PICKING_STARTED", "BILLED", "ENROUTE", "REACHED_DOORSTEP", "DELIVERED"]);
    expect(await rejection(advanceOrder(handle.db, order.orderId))).toMatchObject({ status: 409 });
    const view = await getOrderById(handle.db, shopper.userId, order.orderId);
    expect(view!.timeline.map((s) => s.title)).toEqual([
      "Order is confirmed",
      "Packing your items",
      "Items are packed",
      "Order is on the way",
      "Be ready to collect your order",
      "Delivered",
    ]);
    expect(view!.timeline.every((s) => s.at !== null)).toBe(true);
    expect(view!.etaMinutes).toBeNull();
    // A conditional step (the simulator's) does nothing when the order moved meanwhile.
    const fresh = await placed();
    expect(await advanceOrder(handle.db, fresh.order.orderId, NOON, "ENROUTE")).toBeNull();
  });

  it("lets operators jump forward, filling the skipped steps, but never backward", async () => {
    const { shopper, order } = await placed();
    await setOrderStatus(handle.db, order.orderId, "ENROUTE", NOON);
    const view = await getOrderById(handle.db, shopper.userId, order.orderId);
    expect(view!.timeline.filter((s) => s.state !== "upcoming").map((s) => s.status)).toEqual([
      "CREATED",
      "PICKING_STARTED",
      "BILLED",
      "ENROUTE",
    ]);
    expect(await rejection(setOrderStatus(handle.db, order.orderId, "APPROVED", NOON))).toMatchObject({ status: 409 });
    await setOrderStatus(handle.db, order.orderId, "rescheduled", NOON);
    expect((await getOrderById(handle.db, shopper.userId, order.orderId))!.title).toBe("Order rescheduled");
    expect((await advanceOrder(handle.db, order.orderId, NOON))!.to).toBe("ENROUTE");
  });

  it("moves idle orders along in the simulator, one step per interval", async () => {
    const { shopper, cartId, order } = await placed();
    const status = async () => (await getOrderStatus(handle.db, shopper.userId, cartId, order.orderId))!.status;
    await runSimulatorTick(handle.db, 20, new Date(NOON.getTime() + 10_000));
    expect(await status()).toBe("CREATED");
    const tick = new Date(NOON.getTime() + 21_000);
    await runSimulatorTick(handle.db, 20, tick);
    expect(await status()).toBe("APPROVED");
    // Just moved: it waits a full interval before the next step.
    await runSimulatorTick(handle.db, 20, tick);
    expect(await status()).toBe("APPROVED");
  });
});

describe(`buying again (${engine})`, () => {
  it("adds the old items to the current cart, capped by stock, once per form", async () => {
    const shopper = await newShopper();
    const plenty = await freshProduct(20);
    const scarce = await freshProduct(20);
    const gone = await freshProduct(20);
    const cartId = await fill(shopper.owner, [
      { productId: plenty.id, quantity: 2 },
      { productId: scarce.id, quantity: 3 },
      { productId: gone.id, quantity: 1 },
    ]);
    const { orderId } = await placeOrder(handle.db, input(shopper, cartId));
    await setStockTo(scarce.id, 1);
    await setStockTo(gone.id, 0);

    const result = await reorder(handle.db, shopper.owner, shopper.userId, orderId, DEFAULT_STORE_ID, { mutationId: "form-1" });
    expect(result.added).toBe(2);
    expect(result.notices).toHaveLength(2);
    expect(result.notices).toEqual(expect.arrayContaining([`Only 1 of ${scarce.name} could be added.`, `${gone.name} is out of stock.`]));
    const cart = await getCart(handle.db, shopper.owner, { storeId: DEFAULT_STORE_ID, isRaining: false, now: NOON });
    expect(cart.quantities).toEqual({ [plenty.id]: 2, [scarce.id]: 1 });

    // The same form submitted again changes nothing.
    await reorder(handle.db, shopper.owner, shopper.userId, orderId, DEFAULT_STORE_ID, { mutationId: "form-1" });
    expect((await getCart(handle.db, shopper.owner, { storeId: DEFAULT_STORE_ID, isRaining: false, now: NOON })).quantities).toEqual({
      [plenty.id]: 2,
      [scarce.id]: 1,
    });
    expect(await rejection(reorder(handle.db, shopper.owner, shopper.userId, orderId, null))).toMatchObject({ status: 409 });
  });
});

describe(`operator commands (${engine})`, () => {
  it("sets stock, advances, cancels and lists through the shared commands", async () => {
    const product = await freshProduct(5);
    expect(await setStock(handle.db, DEFAULT_STORE_ID, product.id, 42)).toMatchObject({ ok: true });
    expect(await stockOf(product.id)).toBe(42);
    expect(await setStock(handle.db, DEFAULT_STORE_ID, 987_654_321, 1)).toEqual({ ok: false, error: "Product 987654321 not found" });
    expect(await setStock(handle.db, 1, product.id, 1)).toEqual({ ok: false, error: "Store 1 not found" });

    const { shopper, order, product: bought } = await placed(10, 2);
    expect(await opsAdvance(handle.db, order.orderId, undefined, NOON)).toEqual({
      ok: true,
      message: `Order ${order.orderId}: CREATED → APPROVED (Order is confirmed).`,
    });
    expect(await opsAdvance(handle.db, order.orderId, "enroute", NOON)).toMatchObject({ ok: true });
    expect((await getOrderById(handle.db, shopper.userId, order.orderId))!.title).toBe("Order is on the way");
    expect(await opsAdvance(handle.db, order.orderId, "SHIPPED", NOON)).toMatchObject({
      ok: false,
      error: expect.stringContaining('Unknown status "SHIPPED"'),
    });
    expect(await opsAdvance(handle.db, 999_999, undefined, NOON)).toEqual({ ok: false, error: "Order 999999 not found" });

    // Operators may cancel until delivery; the items go back on the shelf.
    expect(await opsCancel(handle.db, order.orderId, "Rider unavailable", NOON)).toMatchObject({ ok: true });
    expect(await stockOf(bought.id)).toBe(10);
    expect((await getOrderById(handle.db, shopper.userId, order.orderId))!.cancelReason).toBe("Rider unavailable");
    expect(await opsCancel(handle.db, order.orderId, undefined, NOON)).toMatchObject({
      ok: false,
      error: expect.stringContaining("already CANCELLED"),
    });

    const listing = await listRecentOrders(handle.db, 5);
    expect(listing.ok).toBe(true);
    const text = listing.ok ? listing.message : "";
    expect(text.split("\n")[0]).toMatch(/^ID\s+CART ID\s+PHONE\s+STATUS\s+TOTAL\s+CREATED$/);
    expect(text).toContain(maskPhone(shopper.phone));
    expect(text).not.toContain(shopper.phone);
  });

  it("parses the command line", () => {
    expect(parseOpsArgs(["stock", "12", "0"])).toEqual({ command: "stock", productId: 12, quantity: 0, storeId: DEFAULT_STORE_ID });
    expect(parseOpsArgs(["stock", "12", "5", "--store", "7"])).toMatchObject({ storeId: 7 });
    expect(parseOpsArgs(["advance", "3", "--to", "ENROUTE"])).toEqual({ command: "advance", orderId: 3, to: "ENROUTE" });
    expect(parseOpsArgs(["cancel", "3", "--reason", "Out of stock."])).toEqual({ command: "cancel", orderId: 3, reason: "Out of stock." });
    expect(parseOpsArgs(["orders"])).toEqual({ command: "orders", limit: 20 });
    expect(parseOpsArgs(["orders", "--limit", "5"])).toEqual({ command: "orders", limit: 5 });
    expect(parseOpsArgs(["advance", "x"])).toEqual({ error: "orderId must be a whole number of at least 1, got x." });
    expect(parseOpsArgs(["stock", "1", "-2"])).toHaveProperty("error");
    expect(parseOpsArgs(["fly"])).toEqual({ error: 'Unknown command "fly".' });
    expect(parseOpsArgs(["--help"])).toEqual({ error: "" });
  });

  it("answers on the store's socket, and says when no store is listening", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nukkad-ops-"));
    const socketPath = opsSocketPath(dir);
    try {
      expect(await sendOpsCommand(socketPath, { command: "orders", limit: 1 })).toBeNull();
      // A leftover file from a crashed store is replaced.
      fs.writeFileSync(socketPath, "");
      const server = await startOpsServer(handle.db, socketPath);
      expect(fs.statSync(socketPath).mode & 0o777).toBe(0o600);
      const { order, shopper } = await placed();
      const answer = await sendOpsCommand(socketPath, { command: "advance", orderId: order.orderId, to: "ENROUTE" });
      expect(answer).toEqual({ ok: true, message: expect.stringContaining(`Order ${order.orderId}: CREATED → ENROUTE`) });
      expect((await getOrderById(handle.db, shopper.userId, order.orderId))!.status).toBe("ENROUTE");
      expect(await sendOpsCommand(socketPath, { command: "cancel", orderId: 999_999 })).toEqual({
        ok: false,
        error: "Order 999999 not found",
      });
      const direct = await runOpsCommand(handle.db, { command: "orders", limit: 3 });
      expect(await sendOpsCommand(socketPath, { command: "orders", limit: 3 })).toEqual(direct);
      await server.close();
      expect(fs.existsSync(socketPath)).toBe(false);
      expect(await sendOpsCommand(socketPath, { command: "orders", limit: 1 })).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
