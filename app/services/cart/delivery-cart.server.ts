/**
 * The shopper's cart priced at the store that will deliver it: the store of the address chosen on the cart
 * when it has one that is still the shopper's and served, else the browsing location's. The root loader
 * (the header's cart button, the cart panel and page) and checkout both read the cart through here, so a
 * checkout page never shows one count or total in its header and another in its order summary
 * (docs/rules.md#cart-figures).
 */
import type { CartOwner } from "~/models/cart.server";
import type { Db } from "~/models/db.server";
import type { AddressView } from "~/lib/views/account";
import type { CartView } from "~/lib/views/cart";
import { findOwnedAddress } from "../account/address-book.server";
import { getCart } from "./shopping-cart.server";

export interface DeliveryCart {
  cart: CartView;
  /** The address chosen on the cart, when it still belongs to the shopper. */
  address: AddressView | null;
  /** The store whose prices and stock the cart was read at. */
  storeId: number | null;
}

export async function deliveryCart(
  db: Db,
  input: { owner: CartOwner | null; userId: number | null; browsing: { id: number; isRaining: boolean } | null; now: Date },
): Promise<DeliveryCart> {
  const { owner, userId, browsing, now } = input;
  // First read at the browsing store: it tells us which address the cart points at.
  const cart = await getCart(db, owner, { storeId: browsing?.id ?? null, isRaining: browsing?.isRaining ?? false, now });
  const address = userId !== null && cart.addressId !== null ? await findOwnedAddress(db, userId, cart.addressId) : null;
  if (address?.store && address.store.id !== browsing?.id) {
    // Delivery comes from the address's store: its prices, stock and rain flag make the bill.
    const store = address.store;
    return { cart: await getCart(db, owner, { storeId: store.id, isRaining: store.isRaining, now }), address, storeId: store.id };
  }
  return { cart, address, storeId: browsing?.id ?? null };
}
