/**
 * docs/rules.md#delivery-addresses: an address whose pincode, locality and device location name
 * different cities is refused (naming the part that disagrees) by every way an address is written, and
 * the store that serves an address is always one of its pincode's city, at its pin.
 */
import { describe, expect, it } from "vitest";
import { createAddress, listAddresses, parseAddressForm, updateAddress } from "~/services/account/address-book.server";
import { RefusedError } from "~/lib/errors";
import { setUpTestDb } from "../support/db";
import { formData } from "../support/forms";
import { verifiedUsers } from "../support/shoppers";

const handle = setUpTestDb();

const newUser = verifiedUsers(() => handle.db, "9700000");

const shopper = { name: "Asha Rao", house: "12B" };
const koramangala = { ...shopper, locality: "Koramangala", pincode: "560034" };
const dlfPhase3 = { ...shopper, locality: "DLF Phase 3", pincode: "122002" };

describe("address consistency", () => {
  it("refuses a Gurugram locality with a Bengaluru pincode, naming both cities, and keeps what was typed", async () => {
    const typed = { ...shopper, locality: "DLF Phase 3", pincode: "560034" };
    expect(await parseAddressForm(handle.db, formData(typed))).toEqual({
      ok: false,
      failure: {
        fieldErrors: { pincode: ["Pincode 560034 is in Bengaluru, not Gurugram. Check the pincode or the locality."] },
        values: typed,
      },
    });
  });

  it("refuses a city typed into the locality that is not the pincode's", async () => {
    const result = await parseAddressForm(handle.db, formData({ ...shopper, locality: "Near Bus Stand, Gurugram", pincode: "560034" }));
    expect(result).toMatchObject({
      ok: false,
      failure: { fieldErrors: { pincode: ["Pincode 560034 is in Bengaluru, not Gurugram. Check the pincode or the locality."] } },
    });
  });

  it("accepts a locality it does not know, or one of the pincode's own city, and pins it in that city", async () => {
    const unknown = await parseAddressForm(handle.db, formData({ ...shopper, locality: "Sony World Junction", pincode: "560034" }));
    expect(unknown).toMatchObject({ ok: true, value: { lat: 12.9352, locationSource: "pincode" } });
    const block = await parseAddressForm(handle.db, formData({ ...shopper, locality: "Koramangala 5th Block", pincode: "560034" }));
    expect(block.ok).toBe(true);
    // Names many cities share are no evidence of another city.
    const sadar = await parseAddressForm(handle.db, formData({ ...shopper, locality: "Sadar Bazaar", pincode: "122001" }));
    expect(sadar.ok).toBe(true);
  });

  it("refuses a device location in another city than the pincode's", async () => {
    const result = await parseAddressForm(handle.db, formData({ ...koramangala, location_source: "gps", lat: "28.47", lon: "77.071" }));
    expect(result).toMatchObject({
      ok: false,
      failure: {
        fieldErrors: {
          location: [
            "Your device location is in Gurugram, not in Bengaluru (pincode 560034). Untick it to place the pin from your pincode.",
          ],
        },
      },
    });
  });

  it("serves an address from its pincode's city, at the ETA of its pin", async () => {
    const user = await newUser();
    const parsed = await parseAddressForm(handle.db, formData(koramangala));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.failure));
    const saved = await createAddress(handle.db, user.id, parsed.value);
    expect(saved).toMatchObject({ serviceable: true, store: { name: "Nukkad Koramangala" } });
    expect(saved.etaMinutes).toBeGreaterThanOrEqual(8);
  });

  it("guards every writer: a mismatched address handed straight to the service is refused with 400 and nothing is stored", async () => {
    const user = await newUser();
    const mismatched = {
      label: "Home",
      salutation: null,
      name: "Asha Rao",
      house: "12B",
      floor: null,
      building: null,
      landmark: null,
      locality: "DLF Phase 3",
      pincode: "560034",
      locationSource: "pincode" as const,
      lat: 12.9352,
      lon: 77.6245,
    };
    const refusal = createAddress(handle.db, user.id, mismatched);
    await expect(refusal).rejects.toBeInstanceOf(RefusedError);
    await expect(createAddress(handle.db, user.id, mismatched)).rejects.toMatchObject({
      status: 400,
      field: "pincode",
      message: "Pincode 560034 is in Bengaluru, not Gurugram. Check the pincode or the locality.",
    });
    expect(await listAddresses(handle.db, user.id)).toEqual([]);

    // An edit is checked the same way, and a pin placed elsewhere is put back on the pincode.
    const parsed = await parseAddressForm(handle.db, formData(dlfPhase3));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.failure));
    const saved = await createAddress(handle.db, user.id, { ...parsed.value, lat: 12.9352, lon: 77.6245 });
    expect(saved).toMatchObject({ lat: 28.4925, lon: 77.093, store: { name: "Nukkad Sector 29" } });
    await expect(updateAddress(handle.db, user.id, saved.id, mismatched)).rejects.toMatchObject({ status: 400, field: "pincode" });
  });
});
