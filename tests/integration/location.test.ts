import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/models/db.server";
import { DEFAULT_STORE_ID, locate } from "~/services/location/shopper-location.server";
import { findLocalities, locationFromCoords, locationFromLocality, type LocalityOption } from "~/services/location/picker.server";
import { createTestDb } from "../support/db";
import { upsertVerifiedUser } from "~/models/users.server";
import { createAddress, parseAddressForm } from "~/services/account/address-book.server";
import { locationOfAddress } from "~/services/location/address-place.server";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

describe("location and serviceability", () => {
  it("serves the default store when the shopper has not chosen a location", async () => {
    const here = await locate(handle.db, null);
    expect(here).toMatchObject({ status: "DEFAULT", store: { id: DEFAULT_STORE_ID }, city: { id: 1849, slug: "gurugram" } });
    // No point, no promise: the header asks for a location instead of a made-up time.
    expect(here.etaMinutes).toBeNull();
  });

  it("finds localities by pincode and by name, with typos", async () => {
    const byPin = await findLocalities(handle.db, "122002");
    expect(byPin.map((l) => l.name)).toContain("DLF Phase 3");
    const byName = await findLocalities(handle.db, "koramangala");
    expect(byName[0]).toMatchObject({ cityName: "Bengaluru" });
    const typo = await findLocalities(handle.db, "Indranagar");
    expect(typo.map((l) => l.name)).toContain("Indiranagar");
    expect(await findLocalities(handle.db, "%_%")).toEqual([]);
  });

  it("marks a locality inside a store radius serviceable, with an ETA", async () => {
    const dlf = (await findLocalities(handle.db, "122002")).find(
      (l): l is LocalityOption => l.kind === "locality" && l.name === "DLF Phase 3",
    )!;
    const stored = await locationFromLocality(handle.db, dlf.id);
    const here = await locate(handle.db, stored);
    expect(here.status).toBe("SERVICEABLE");
    expect(here.store?.id).toBe(DEFAULT_STORE_ID);
    expect(here.etaMinutes).toBeGreaterThanOrEqual(8);
    expect(here.label).toBe("DLF Phase 3, Gurugram");
  });

  it("says NON_SERVICEABLE outside every radius", async () => {
    const manesar = (await findLocalities(handle.db, "122051")).find(
      (l): l is LocalityOption => l.kind === "locality" && l.name === "Manesar",
    )!;
    expect(manesar.serviceable).toBe(false);
    const here = await locate(handle.db, await locationFromLocality(handle.db, manesar.id));
    expect(here).toMatchObject({ status: "NON_SERVICEABLE", store: null, etaMinutes: null });
  });

  it("labels GPS coordinates with the nearest locality", async () => {
    const stored = await locationFromCoords(handle.db, 28.4949, 77.0895);
    expect(stored.label).toMatch(/^Near .+, Gurugram$/);
    expect((await locate(handle.db, stored)).status).toBe("SERVICEABLE");
    const sea = await locationFromCoords(handle.db, 15.0, 70.0);
    expect(sea.label).toBe("Current location");
    expect((await locate(handle.db, sea)).status).toBe("NON_SERVICEABLE");
  });

  it("gives an address chosen as the location the same store and ETA as the address itself (docs/rules.md#delivery-time)", async () => {
    const user = await upsertVerifiedUser(handle.db, "9811100001");
    const f = new FormData();
    for (const [k, v] of Object.entries({ name: "Asha Rao", house: "4", locality: "Sohna Road", pincode: "122018" })) f.append(k, v);
    const parsed = await parseAddressForm(handle.db, f);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.failure));
    const address = await createAddress(handle.db, user.id, parsed.value);
    const here = await locate(handle.db, await locationOfAddress(handle.db, address));
    expect(here).toMatchObject({ status: "SERVICEABLE", label: "Home · Sohna Road", city: { name: "Gurugram" } });
    expect(here.store).toEqual(address.store);
    expect(here.etaMinutes).toBe(address.etaMinutes);
    expect(here.etaMinutes).toBeGreaterThanOrEqual(8);
  });
});
