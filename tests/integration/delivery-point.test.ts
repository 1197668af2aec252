/**
 * docs/rules.md#delivery-location: choosing an address at checkout makes it the shopper's location (one
 * store, one ETA for header, cart and checkout), and choosing a new location in the picker forgets the
 * address chosen at checkout, so checkout asks again instead of delivering somewhere the header does not say.
 */
import { describe, expect, it } from "vitest";
import { forgetCartAddress } from "~/services/cart/cart-changes.server";
import { chooseAddress } from "~/services/checkout/checkout.server";
import { locationOfAddress } from "~/services/location/address-place.server";
import { locate } from "~/services/location/shopper-location.server";
import { setUpTestDb } from "../support/db";
import { checkoutState, newCheckoutShopper, tomorrowNoonIst } from "../support/checkout-shopper";

// Checkout reads through the request context, which opens the application's database: this file's is that one.
const handle = setUpTestDb({ appDb: true });

describe("one delivery point", () => {
  it("puts the address chosen at checkout in the header with checkout's minutes, and forgets it when the shopper picks another place", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const now = tomorrowNoonIst();
    const before = await checkoutState(handle.db, shopper, now);
    const chosen = await chooseAddress(handle.db, before, shopper.addressId);
    const header = await locate(handle.db, await locationOfAddress(handle.db, chosen));
    const state = await checkoutState(handle.db, shopper, now);
    expect(state.address?.id).toBe(shopper.addressId);
    expect(header.store?.id).toBe(state.storeId);
    expect(header.etaMinutes).toBe(state.address?.etaMinutes);

    await forgetCartAddress(handle.db, { userId: shopper.userId, deviceId: shopper.deviceId });
    const after = await checkoutState(handle.db, shopper, now);
    expect(after.address).toBeNull();
    expect(after.step).toBe("addressSelection");
  });
});
