/**
 * The cart across login and logout (docs/rules.md#cart, docs/product/states.md#cart-quantity): the device
 * cart merges into the account cart with quantities added and capped by
 * stock; logout leaves the items on the device without doubling them at the
 * next login; tip and donation are opt-in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows, type DbHandle } from "~/models/db.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { changeQuantity, setCartExtras, enforceStockLimits } from "~/services/cart/cart-changes.server";
import { copyAccountCartToDevice, mergeDeviceCartIntoAccount } from "~/services/cart/cart-merge.server";
import { getCart, MAX_LINE_QUANTITY } from "~/services/cart/shopping-cart.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { createTestDb } from "../support/db";
import { account, anonymous } from "../support/shoppers";
import { firstOf } from "../support/must";

let handle: DbHandle;
const atStore = { storeId: DEFAULT_STORE_ID, isRaining: false, now: new Date("2026-11-21T06:30:00Z") };
let seq = 0;
const id = () => `m-${++seq}`;
let phoneSeq = 9_000_000_000;
const newUser = () => upsertVerifiedUser(handle.db, String(++phoneSeq));

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

async function products<N extends number>(count: N, minStock: number) {
  const rows = await queryRows<{ id: number; stock: number }>(
    handle.db,
    sql`select product_id as id, stock from store_products where store_id = ${DEFAULT_STORE_ID} and stock >= ${minStock} and stock < ${MAX_LINE_QUANTITY} order by product_id limit ${count}`,
  );
  return firstOf(rows, count, `products with at least ${minStock} in stock`);
}

async function add(owner: Parameters<typeof changeQuantity>[1], productId: number, quantity: number) {
  await changeQuantity(handle.db, owner, DEFAULT_STORE_ID, { productId, quantity, mutationId: id() });
}

describe("cart and account", () => {
  it("gives the device cart to an account that has none", async () => {
    const user = await newUser();
    const device = anonymous();
    const [p] = await products(1, 5);
    await add(device, p.id, 2);
    const before = await getCart(handle.db, device, atStore);
    expect(await mergeDeviceCartIntoAccount(handle.db, device.deviceId, user.id, DEFAULT_STORE_ID)).toEqual([]);
    const after = await getCart(handle.db, account(user.id, device.deviceId), atStore);
    expect(after.id).toBe(before.id);
    expect(after.quantities[p.id]).toBe(2);
    expect((await getCart(handle.db, device, atStore)).lines).toHaveLength(0);
  });

  it("adds device quantities to the account cart, capped by stock, and follows the shopper to another device", async () => {
    const user = await newUser();
    const [a, b] = await products(2, 5);
    const phone = account(user.id);
    await add(phone, a.id, 1);
    await add(phone, b.id, b.stock - 1);
    const laptop = anonymous();
    await add(laptop, a.id, 2);
    await add(laptop, b.id, 3);
    const notices = await mergeDeviceCartIntoAccount(handle.db, laptop.deviceId, user.id, DEFAULT_STORE_ID);
    expect(notices).toEqual([`Only ${b.stock} of an item could be kept.`]);
    const onLaptop = await getCart(handle.db, account(user.id, laptop.deviceId), atStore);
    expect(onLaptop.quantities).toEqual({ [a.id]: 3, [b.id]: b.stock });
    // The same account cart, whichever device asks.
    expect((await getCart(handle.db, phone, atStore)).id).toBe(onLaptop.id);
  });

  it("keeps the items on the device at logout, and logging back in does not double them", async () => {
    const user = await newUser();
    const [p] = await products(1, 5);
    const device = anonymous();
    await add(device, p.id, 2);
    await mergeDeviceCartIntoAccount(handle.db, device.deviceId, user.id, DEFAULT_STORE_ID);
    await copyAccountCartToDevice(handle.db, user.id, device.deviceId);
    expect((await getCart(handle.db, device, atStore)).quantities[p.id]).toBe(2);
    await mergeDeviceCartIntoAccount(handle.db, device.deviceId, user.id, DEFAULT_STORE_ID);
    expect((await getCart(handle.db, account(user.id, device.deviceId), atStore)).quantities[p.id]).toBe(2);
  });

  it("adds nothing at login when the device cart is empty", async () => {
    const user = await newUser();
    expect(await mergeDeviceCartIntoAccount(handle.db, anonymous().deviceId, user.id, DEFAULT_STORE_ID)).toEqual([]);
    expect((await getCart(handle.db, account(user.id), atStore)).id).toBeNull();
  });

  it("never pre-adds a tip or donation, and adds them when chosen", async () => {
    const user = await newUser();
    const owner = account(user.id);
    const [p] = await products(1, 5);
    await add(owner, p.id, 1);
    const plain = await getCart(handle.db, owner, atStore);
    expect(plain).toMatchObject({ tip: 0, donation: false });
    await setCartExtras(handle.db, owner, { tip: 30, donation: true });
    const chosen = await getCart(handle.db, owner, atStore);
    expect(chosen.bill.tip).toBe(3_000);
    expect(chosen.bill.donation).toBe(200);
    expect(chosen.bill.grandTotal).toBe(plain.bill.grandTotal + 3_200);
    await setCartExtras(handle.db, owner, { tip: 0, donation: false });
    expect((await getCart(handle.db, owner, atStore)).bill.grandTotal).toBe(plain.bill.grandTotal);
  });

  it("marks the cart invalid while an item is unavailable, valid otherwise", async () => {
    const device = anonymous();
    const [p] = await products(1, 5);
    expect((await getCart(handle.db, device, atStore)).state).toBe("invalid");
    await add(device, p.id, 1);
    expect((await getCart(handle.db, device, atStore)).state).toBe("valid");
    expect((await getCart(handle.db, device, { ...atStore, storeId: -1 })).state).toBe("invalid");
  });

  it("removes sold-out lines and lowers short ones before checkout (out-of-stock rule)", async () => {
    const owner = anonymous();
    const [soldOut, short, fine] = await products(3, 6);
    await add(owner, soldOut.id, 2);
    await add(owner, short.id, 5);
    await add(owner, fine.id, 1);
    await handle.db.execute(sql`update store_products set stock = 0 where store_id = ${DEFAULT_STORE_ID} and product_id = ${soldOut.id}`);
    await handle.db.execute(sql`update store_products set stock = 3 where store_id = ${DEFAULT_STORE_ID} and product_id = ${short.id}`);
    expect((await getCart(handle.db, owner, atStore)).state).toBe("invalid");
    const changes = await enforceStockLimits(handle.db, owner, DEFAULT_STORE_ID);
    expect(changes).toEqual(
      expect.arrayContaining([
        { productId: soldOut.id, available: 0 },
        { productId: short.id, available: 3 },
      ]),
    );
    expect(changes).toHaveLength(2);
    const cart = await getCart(handle.db, owner, atStore);
    expect(cart.quantities).toEqual({ [short.id]: 3, [fine.id]: 1 });
    expect(cart.state).toBe("valid");
    expect(await enforceStockLimits(handle.db, owner, DEFAULT_STORE_ID)).toEqual([]);
  });
});
