import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { AddressInput } from "~/lib/address.server";
import {
  createAddress,
  deleteAddress,
  findOwnedAddress,
  listAddresses,
  MAX_ADDRESSES_PER_USER,
  parseAddressForm,
  toOrderSnapshot,
  updateAddress,
} from "~/services/account/address-book.server";
import { changeQuantity, setCartAddress } from "~/services/cart/cart-changes.server";
import { getCart } from "~/services/cart/shopping-cart.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { queryRow, setUpTestDb } from "../support/db";
import { formData } from "../support/forms";
import { account, verifiedUsers } from "../support/shoppers";
import { RefusedError } from "~/lib/errors";

const handle = setUpTestDb();

const newUser = verifiedUsers(() => handle.db, "9800000");

const dlfPhase3 = { name: "Asha Rao", house: "12B", floor: "3", building: "Palm Court", locality: "DLF Phase 3", pincode: "122002" };
const manesar = { name: "Ravi Kumar", house: "Plot 7", locality: "Manesar", pincode: "122051" };

async function parsed(entries: Record<string, string>): Promise<AddressInput> {
  const result = await parseAddressForm(handle.db, formData(entries));
  if (!result.ok) throw new Error(`form refused: ${JSON.stringify(result.failure)}`);
  return result.value;
}

describe("addresses", () => {
  it("places the pin from the pincode and the typed locality, and finds the serving store", async () => {
    const user = await newUser();
    const input = await parsed(dlfPhase3);
    expect(input).toMatchObject({ lat: 28.4925, lon: 77.093, locationSource: "pincode", label: "Home" });
    // Same pincode, another locality: the locality's own coordinates.
    expect(await parsed({ ...dlfPhase3, locality: "dlf cyber-city" })).toMatchObject({ lat: 28.495, lon: 77.089 });

    const saved = await createAddress(handle.db, user.id, input);
    expect(saved).toMatchObject({
      label: "Home",
      name: "Asha Rao",
      oneLine: "12B, Floor 3, Palm Court, DLF Phase 3, 122002",
      serviceable: true,
      reason: null,
      store: { id: DEFAULT_STORE_ID, name: "Nukkad Sector 29" },
    });
    expect(saved.etaMinutes).toBeGreaterThanOrEqual(8);
    expect(await findOwnedAddress(handle.db, user.id, saved.id)).toEqual(saved);
  });

  it("refuses an unknown pincode with the typed values kept", async () => {
    const result = await parseAddressForm(handle.db, formData({ ...dlfPhase3, pincode: "999999" }));
    expect(result).toEqual({
      ok: false,
      failure: { fieldErrors: { pincode: ["We couldn't find this pincode."] }, values: { ...dlfPhase3, pincode: "999999" } },
    });
  });

  it("refuses invalid fields with messages per field", async () => {
    const result = await parseAddressForm(handle.db, formData({ ...dlfPhase3, name: "", pincode: "12" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.failure.fieldErrors ?? {}).sort()).toEqual(["name", "pincode"]);
    expect(result.failure.values?.house).toBe("12B");
  });

  it("uses the device location when the shopper chose GPS and it lies in the pincode's city", async () => {
    const user = await newUser();
    const input = await parsed({ ...dlfPhase3, location_source: "gps", lat: "28.47", lon: "77.071" });
    expect(input).toMatchObject({ lat: 28.47, lon: 77.071, locationSource: "gps" });
    const saved = await createAddress(handle.db, user.id, input);
    expect(saved.serviceable).toBe(true);
    expect(saved.locationSource).toBe("gps");
  });

  it("keeps a non-serviceable address, marked with the reason", async () => {
    const user = await newUser();
    const far = await createAddress(handle.db, user.id, await parsed({ ...manesar, label: "Other", customLabel: "Farm" }));
    expect(far).toMatchObject({
      label: "Farm",
      serviceable: false,
      reason: "We don't deliver to this pincode yet",
      store: null,
      etaMinutes: null,
    });
    const near = await createAddress(handle.db, user.id, await parsed(dlfPhase3));
    // Newest first.
    expect((await listAddresses(handle.db, user.id)).map((a) => [a.id, a.serviceable])).toEqual([
      [near.id, true],
      [far.id, false],
    ]);
  });

  it("edits an address, re-checking where it is", async () => {
    const user = await newUser();
    const saved = await createAddress(handle.db, user.id, await parsed(dlfPhase3));
    const edited = await updateAddress(
      handle.db,
      user.id,
      saved.id,
      await parsed({ ...manesar, label: "Other", salutation: "Mr", landmark: "Toll plaza" }),
    );
    expect(edited).toMatchObject({
      id: saved.id,
      label: "Other",
      salutation: "Mr",
      name: "Ravi Kumar",
      floor: null,
      building: null,
      oneLine: "Plot 7, Near Toll plaza, Manesar, 122051",
      serviceable: false,
    });
    expect(await findOwnedAddress(handle.db, user.id, saved.id)).toEqual(edited);
  });

  it("deletes an address and unsets it on the user's cart", async () => {
    const user = await newUser();
    const owner = account(user.id);
    const product = await queryRow<{ id: number }>(
      handle.db,
      sql`select product_id as id from store_products where store_id = ${DEFAULT_STORE_ID} and stock > 5 order by product_id limit 1`,
    );
    await changeQuantity(handle.db, owner, DEFAULT_STORE_ID, { productId: product.id, delta: 1, mutationId: `addr-${user.id}` });
    const saved = await createAddress(handle.db, user.id, await parsed(dlfPhase3));
    await setCartAddress(handle.db, owner, saved.id);
    const context = { storeId: DEFAULT_STORE_ID, isRaining: false, now: new Date("2026-11-21T06:30:00Z") };
    const before = await getCart(handle.db, owner, context);
    expect(before).toMatchObject({ addressId: saved.id, state: "checkout_ready" });

    expect(await deleteAddress(handle.db, user.id, saved.id)).toBe(true);
    const after = await getCart(handle.db, owner, context);
    expect(after.addressId).toBeNull();
    expect(after.state).toBe("valid");
    expect(after.version).toBeGreaterThan(before.version);
    expect(await findOwnedAddress(handle.db, user.id, saved.id)).toBeNull();
    expect(await deleteAddress(handle.db, user.id, saved.id)).toBe(false);
  });

  it("scopes every read and write to the owner", async () => {
    const a = await newUser();
    const b = await newUser();
    const mine = await createAddress(handle.db, a.id, await parsed(dlfPhase3));

    expect(await findOwnedAddress(handle.db, b.id, mine.id)).toBeNull();
    expect(await updateAddress(handle.db, b.id, mine.id, await parsed(manesar))).toBeNull();
    expect(await deleteAddress(handle.db, b.id, mine.id)).toBe(false);
    expect(await listAddresses(handle.db, b.id)).toEqual([]);

    // A's address is untouched.
    expect(await findOwnedAddress(handle.db, a.id, mine.id)).toEqual(mine);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_USER} addresses per user, even when posts race`, async () => {
    const user = await newUser();
    const input = await parsed(dlfPhase3);
    for (let i = 0; i < MAX_ADDRESSES_PER_USER - 2; i++) await createAddress(handle.db, user.id, input);

    // Five concurrent posts for the last two places: exactly two succeed.
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => createAddress(handle.db, user.id, input)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason);
    expect(refused).toHaveLength(3);
    for (const error of refused) {
      expect(error).toBeInstanceOf(RefusedError);
      expect(error).toMatchObject({ status: 400, message: expect.stringMatching(/up to 20 addresses/) });
    }
    expect(await listAddresses(handle.db, user.id)).toHaveLength(MAX_ADDRESSES_PER_USER);

    // Deleting one makes room again.
    const [newest] = await listAddresses(handle.db, user.id);
    if (newest === undefined) throw new Error("Expected newest to exist");
    await deleteAddress(handle.db, user.id, newest.id);
    await expect(createAddress(handle.db, user.id, input)).resolves.toMatchObject({ name: "Asha Rao" });
  });

  it("snapshots an address for an order", async () => {
    const user = await newUser();
    const saved = await createAddress(handle.db, user.id, await parsed({ ...dlfPhase3, salutation: "Mrs", landmark: "Galleria" }));
    expect(toOrderSnapshot(saved)).toEqual({
      label: "Home",
      salutation: "Mrs",
      name: "Asha Rao",
      house: "12B",
      floor: "3",
      building: "Palm Court",
      landmark: "Galleria",
      locality: "DLF Phase 3",
      pincode: "122002",
      lat: 28.4925,
      lon: 77.093,
    });
  });
});
