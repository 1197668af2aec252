/** Orders for tests: a delivery address in Gurugram, a cash-on-delivery order placed from a cart, and a bare order row. */
import { randomUUID } from "node:crypto";
import type { CartOwner } from "~/models/cart.server";
import type { Db } from "~/models/db.server";
import type { OrderAddressSnapshot } from "~/lib/views/orders";
import { orders } from "~/models/schema.server";
import { must } from "./must";
import { getCart } from "~/services/cart/shopping-cart.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { placeOrder } from "~/services/orders/order-placement.server";

/** An address served by the default store (DLF Phase 3, 122002). */
export const TEST_ADDRESS: OrderAddressSnapshot & { addressId: number } = {
  addressId: 1,
  label: "Home",
  salutation: "Mrs",
  name: "Asha Verma",
  house: "12B",
  floor: "3",
  building: "Palm Court",
  landmark: "City Park",
  locality: "DLF Phase 3",
  pincode: "122002",
  lat: 28.4949,
  lon: 77.0895,
};

/** Places the owner's cart at the default store as a cash-on-delivery order to TEST_ADDRESS; its id. */
export async function placeCashOrder(db: Db, owner: CartOwner & { userId: number }, now: Date): Promise<number> {
  const cart = await getCart(db, owner, { storeId: DEFAULT_STORE_ID, isRaining: false, now });
  const placed = await placeOrder(db, {
    userId: owner.userId,
    deviceId: owner.deviceId,
    cartId: cart.id!,
    address: TEST_ADDRESS,
    store: { id: DEFAULT_STORE_ID, isRaining: false },
    etaMinutes: 12,
    paymentMethod: "cod",
    now,
    codLimitPaise: 500_000,
  });
  return placed.orderId;
}

/**
 * An order row of the user's in a given status, without a cart behind it or a bill: for tests that only
 * need an order to exist, be someone's and be in some state (counts, messages).
 */
export async function insertBareOrder(db: Db, userId: number, status = "CREATED"): Promise<{ id: number; cartId: string }> {
  const cartId = randomUUID();
  const [row] = await db
    .insert(orders)
    .values({
      cartId,
      userId,
      storeId: DEFAULT_STORE_ID,
      status,
      paymentMethod: "cod",
      address: {} as never,
      bill: {} as never,
      grandTotal: 10_000,
      etaMinutes: 12,
    })
    .returning({ id: orders.id });
  return { id: must(row, "order").id, cartId };
}
