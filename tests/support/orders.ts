/** Orders for tests: a delivery address in Gurugram and a cash-on-delivery order placed from a cart. */
import type { CartOwner } from "~/models/cart.server";
import type { Db } from "~/models/db.server";
import type { OrderAddressSnapshot } from "~/lib/views/orders";
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
