import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { type DbHandle } from "~/models/db.server";
import { changeQuantity } from "~/services/cart/cart-changes.server";
import { getCart } from "~/services/cart/shopping-cart.server";
import { anonymous } from "../support/shoppers";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { createTestDb, queryRow } from "../support/db";
import { ConflictError } from "~/lib/errors";

let handle: DbHandle;
/** Noon in India, dry: no late-night fee, no rain surge. */
const atStore = { storeId: DEFAULT_STORE_ID, isRaining: false, now: new Date("2026-11-21T06:30:00Z") };
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

let seq = 0;
const id = () => `test-${++seq}`;

async function productWithStock(min: number, max = 1_000): Promise<{ id: number; stock: number; price: number }> {
  const row = await queryRow<{ id: number; stock: number; price: number }>(
    handle.db,
    sql`select product_id as id, stock, price from store_products where store_id = ${DEFAULT_STORE_ID} and stock between ${min} and ${max} order by product_id limit 1`,
  );
  return row;
}

describe("server cart", () => {
  it("adds, counts and totals from the store's prices", async () => {
    const device = anonymous();
    const p = await productWithStock(5);
    await changeQuantity(handle.db, device, DEFAULT_STORE_ID, { productId: p.id, delta: 2, mutationId: id() });
    const cart = await getCart(handle.db, device, atStore);
    expect(cart.summary.count).toBe(2);
    expect(cart.bill.itemTotal).toBe(p.price * 2);
    expect(cart.quantities[p.id]).toBe(2);
    expect(cart.version).toBe(1);
  });

  it("applies a repeated mutation id once (double click, retry)", async () => {
    const device = anonymous();
    const p = await productWithStock(5);
    const m = { productId: p.id, delta: 1, mutationId: id() };
    const first = await changeQuantity(handle.db, device, DEFAULT_STORE_ID, m);
    const again = await changeQuantity(handle.db, device, DEFAULT_STORE_ID, m);
    expect(first.applied).toBe(true);
    expect(again).toMatchObject({ applied: false, quantity: 1 });
    expect((await getCart(handle.db, device, atStore)).summary.count).toBe(1);
  });

  it("removes the line when a change brings it to zero", async () => {
    const device = anonymous();
    const p = await productWithStock(5);
    await changeQuantity(handle.db, device, DEFAULT_STORE_ID, { productId: p.id, delta: 1, mutationId: id() });
    await changeQuantity(handle.db, device, DEFAULT_STORE_ID, { productId: p.id, delta: -3, mutationId: id() });
    const cart = await getCart(handle.db, device, atStore);
    expect(cart.lines).toHaveLength(0);
    expect(cart.summary.count).toBe(0);
  });

  it("caps quantity at the store's stock with a notice", async () => {
    const device = anonymous();
    const p = await productWithStock(3, 6);
    const result = await changeQuantity(handle.db, device, DEFAULT_STORE_ID, { productId: p.id, quantity: p.stock + 5, mutationId: id() });
    expect(result.quantity).toBe(p.stock);
    expect(result.notice).toMatch(/Only \d+ of this item can be added/);
  });

  it("refuses out-of-stock items and deletes the line (limit 0)", async () => {
    const device = anonymous();
    const oos = await queryRow<{ id: number }>(
      handle.db,
      sql`select product_id as id from store_products where store_id = ${DEFAULT_STORE_ID} and stock = 0 limit 1`,
    );
    const result = await changeQuantity(handle.db, device, DEFAULT_STORE_ID, { productId: oos.id, delta: 1, mutationId: id() });
    expect(result).toMatchObject({ quantity: 0, notice: "Sorry, this item just went out of stock." });
    expect((await getCart(handle.db, device, atStore)).lines).toHaveLength(0);
  });

  it("refuses to add when no store serves the shopper, or the store does not sell the item", async () => {
    const p = await productWithStock(1);
    await expect(changeQuantity(handle.db, anonymous(), null, { productId: p.id, delta: 1, mutationId: id() })).rejects.toBeInstanceOf(
      ConflictError,
    );
    await expect(
      changeQuantity(handle.db, anonymous(), DEFAULT_STORE_ID, { productId: 999_999_999, delta: 1, mutationId: id() }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("never loses or doubles concurrent adds from one device", async () => {
    const device = anonymous();
    const p = await productWithStock(30);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        changeQuantity(handle.db, device, DEFAULT_STORE_ID, { productId: p.id, delta: 1, mutationId: id() }),
      ),
    );
    const cart = await getCart(handle.db, device, atStore);
    expect(cart.quantities[p.id]).toBe(20);
    const { n } = await queryRow<{ n: number }>(handle.db, sql`select count(*)::int as n from carts where device_id = ${device.deviceId}`);
    expect(n).toBe(1);
  });

  it("keeps a line the new store does not stock, unbilled, after a location change", async () => {
    const device = anonymous();
    const p = await productWithStock(1);
    await changeQuantity(handle.db, device, DEFAULT_STORE_ID, { productId: p.id, delta: 1, mutationId: id() });
    const elsewhere = await getCart(handle.db, device, { ...atStore, storeId: null });
    expect(elsewhere.lines[0]).toMatchObject({ productId: p.id, available: false, lineTotal: 0 });
    expect(elsewhere.bill.itemTotal).toBe(0);
  });
});
