/**
 * One cart, the same figures everywhere (docs/rules.md#cart-figures): a cart holding groceries, a print and a
 * coupon, read by the root loader (the header's cart button, the cart panel and page) and by checkout, then
 * placed and read back from the orders list and the order's page.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billSavings } from "~/lib/bill";
import type { DbHandle } from "~/models/db.server";
import { insertPrintFiles } from "~/models/print-files.server";
import type { RootData } from "~/lib/views/every-page";
import { applyCoupon } from "~/services/cart/promotions.server";
import { deliveryCart } from "~/services/cart/delivery-cart.server";
import { getCart } from "~/services/cart/shopping-cart.server";
import { placeCheckoutOrder } from "~/services/checkout/checkout-placement.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { getOrderById, listOrders } from "~/services/orders/order-views.server";
import { loader as rootLoader } from "~/root";
import { checkoutState, newCheckoutShopper, ORIGIN, payForm, tomorrowNoonIst, type CheckoutShopper } from "../support/checkout-shopper";
import { createTestDb } from "../support/db";
import { localDemo } from "../support/demo";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  // The root loader opens the application's database through getDb(): this file's database is that one.
  globalThis.__nukkadDb = Promise.resolve(handle);
});
afterAll(async () => {
  globalThis.__nukkadDb = undefined;
  await handle?.close();
});

/** A three-page black-and-white print in the shopper's cart, as "Add to cart" on the preview leaves it: 3 × ₹9 = ₹27. */
async function addPrint(shopper: CheckoutShopper, cartId: string, name = "notes.pdf"): Promise<void> {
  await insertPrintFiles(handle.db, [
    { id: randomUUID(), userId: shopper.userId, displayName: name, declaredSize: 1_000, status: "UPLOADED", pages: 3, cartId },
  ]);
}

const owner = (s: CheckoutShopper) => ({ userId: s.userId, deviceId: s.deviceId });

/** What the header reads: the root loader's cart for this shopper's browser. */
async function headerCart(shopper: CheckoutShopper) {
  const answer = await rootLoader({ request: new Request(`${ORIGIN}/`, { headers: { Cookie: shopper.cookie } }), context: {}, params: {} });
  return (answer as unknown as { data: RootData }).data.cart;
}

describe("a cart with items, a print and a coupon", () => {
  it("counts and totals items and prints alike, and its savings include the coupon", async () => {
    // Four units of a ₹50–₹300 item: at least the ₹199 WELCOME50 asks for.
    const shopper = await newCheckoutShopper(handle.db, { quantity: 4 });
    const now = tomorrowNoonIst();
    const at = { storeId: DEFAULT_STORE_ID, isRaining: false, now };
    const before = await getCart(handle.db, owner(shopper), at);
    await addPrint(shopper, before.id!);
    await applyCoupon(handle.db, owner(shopper), "WELCOME50", now, DEFAULT_STORE_ID);

    const cart = await getCart(handle.db, owner(shopper), at);
    expect(cart.prints).toHaveLength(1);
    expect(cart.bill).toMatchObject({ printTotal: 2_700, printDeliveryFee: 2_500, promoDiscount: 5_000 });
    expect(cart.summary).toEqual({ count: 4 + 1, total: cart.bill.itemTotal + 2_700 });
    const mrpSavings = cart.bill.mrpTotal - cart.bill.itemTotal;
    expect(cart.bill.savings).toBe(mrpSavings + 5_000);
    expect(billSavings(cart.bill)).toBe(cart.bill.savings);
  });

  it("shows the header, checkout, the orders list and the order the same count, total and savings", async () => {
    const shopper = await newCheckoutShopper(handle.db, { quantity: 4 });
    const now = tomorrowNoonIst();
    const start = await getCart(handle.db, owner(shopper), { storeId: DEFAULT_STORE_ID, isRaining: false, now });
    await addPrint(shopper, start.id!, "one.pdf");
    await addPrint(shopper, start.id!, "two.pdf");
    await applyCoupon(handle.db, owner(shopper), "WELCOME50", now, DEFAULT_STORE_ID);

    const header = await headerCart(shopper);
    const checkout = await checkoutState(handle.db, shopper, now);
    expect(header.summary).toEqual({ count: 4 + 2, total: header.bill.itemTotal + 5_400 });
    expect(checkout.cart.summary).toEqual(header.summary);
    expect(checkout.cart.bill.savings).toBe(header.bill.savings);
    expect(checkout.cart.bill.promoDiscount).toBe(5_000);

    const placed = await placeCheckoutOrder(handle.db, checkout, payForm(checkout, "cod"), ORIGIN, localDemo(), now);
    if (placed.kind !== "placed") throw new Error(`expected a placed order, got ${placed.kind}`);
    const order = await getOrderById(handle.db, shopper.userId, placed.orderId, now);
    const { orders } = await listOrders(handle.db, shopper.userId);
    expect(order?.itemCount).toBe(6);
    expect(orders[0]).toMatchObject({ id: placed.orderId, itemCount: 6, grandTotal: checkout.cart.bill.grandTotal });
    expect(order?.bill.grandTotal).toBe(checkout.cart.bill.grandTotal);
    // What the order's bill says ("You saved"), coupon included, as checkout said it.
    expect(order?.bill.savings).toBe(checkout.cart.bill.savings);
  });

  it("is priced at the chosen address's store whichever location the shopper browses from", async () => {
    const shopper = await newCheckoutShopper(handle.db, { quantity: 2 });
    const now = tomorrowNoonIst();
    const checkout = await checkoutState(handle.db, shopper, now);
    // A shopper whose browsing location has no store still sees the cart the address's store will deliver.
    const fromNowhere = await deliveryCart(handle.db, { owner: owner(shopper), userId: shopper.userId, browsing: null, now });
    expect(fromNowhere.storeId).toBe(checkout.storeId);
    expect(fromNowhere.cart.summary).toEqual(checkout.cart.summary);
    expect(fromNowhere.cart.summary.count).toBe(2);
    expect(fromNowhere.cart.bill.grandTotal).toBe(checkout.cart.bill.grandTotal);
    // Without an address there is nothing to deliver from but the browsing store.
    const anonymous = await deliveryCart(handle.db, { owner: owner(shopper), userId: null, browsing: null, now });
    expect(anonymous.storeId).toBeNull();
    expect(anonymous.cart.summary.count).toBe(0);
  });
});
