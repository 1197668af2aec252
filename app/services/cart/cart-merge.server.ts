/** The device's cart and the account's cart at login and logout (docs/product/states.md#cart-state). */
import { randomUUID } from "node:crypto";
import {
  claimCartForUser,
  insertCartCopy,
  setCartStatus,
  findActiveCart,
  linesOf,
  lockExistingCart,
  lockUser,
  storeOffer,
  writeLine,
} from "~/models/cart.server";
import type { Db } from "~/models/db.server";
import { MAX_LINE_QUANTITY } from "./shopping-cart.server";
import { lineLimit } from "./cart-changes.server";
import { say } from "~/lib/i18n/request-language.server";

/**
 * On login the device's cart joins the account's cart (docs/rules.md#cart:
 * quantities added, capped by stock). Without an account cart the device
 * cart simply becomes the account's. A device cart that is a copy left at
 * logout is merged by the larger quantity, so logging out and back in never
 * doubles a cart. Returns notices for lines that had to be cut.
 */
export async function mergeDeviceCartIntoAccount(db: Db, deviceId: string, userId: number, storeId: number | null): Promise<string[]> {
  return db.transaction(async (tx) => {
    const device = await lockExistingCart(tx, { userId: null, deviceId });
    if (!device) return [];
    // Another device may be creating this account's cart right now (see lockActiveCart).
    await lockUser(tx, userId);
    const account = await lockExistingCart(tx, { userId, deviceId });
    if (!account) {
      await claimCartForUser(tx, device.id, userId);
      return [];
    }
    const notices: string[] = [];
    const existing = new Map((await linesOf(tx, account.id)).map((l) => [l.productId, l.quantity]));
    const isCopy = device.sourceCartId === account.id;
    for (const line of await linesOf(tx, device.id)) {
      const had = existing.get(line.productId) ?? 0;
      const wanted = isCopy ? Math.max(had, line.quantity) : had + line.quantity;
      const offer = storeId === null ? undefined : await storeOffer(tx, storeId, line.productId);
      // Unknown at this store: keep what the shopper chose; the cart shows it as unavailable.
      const quantity = Math.min(wanted, offer ? lineLimit(offer.stock) : MAX_LINE_QUANTITY);
      if (quantity < wanted)
        notices.push(
          quantity === 0
            ? say("An item in your cart went out of stock.")
            : say("Only {count} of an item could be kept.", { count: quantity }),
        );
      if (quantity !== had) await writeLine(tx, account.id, line.productId, quantity);
    }
    await setCartStatus(tx, device.id, "merged");
    return notices;
  });
}

/**
 * Logout keeps the cart's items on the device (docs/product/states.md#cart-quantity) while the account
 * keeps its own cart for the next login: the device gets a copy, marked as
 * such so a later merge does not add it twice.
 */
export async function copyAccountCartToDevice(db: Db, userId: number, deviceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await findActiveCart(tx, { userId, deviceId });
    const stale = await lockExistingCart(tx, { userId: null, deviceId });
    if (stale) await setCartStatus(tx, stale.id, "abandoned");
    if (!account) return;
    const lines = await linesOf(tx, account.id);
    if (lines.length) await insertCartCopy(tx, { id: randomUUID(), deviceId, sourceCartId: account.id }, lines);
  });
}
