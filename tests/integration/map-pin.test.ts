/**
 * The map pin and the location states (docs/rules.md#map-pins, docs/decisions/059-map-pin-and-location-states.md),
 * through the routes as server.mjs calls them: an address whose map pin is far from its pincode, or in another city,
 * is refused with a 400 that keeps what was typed; one near it is saved at the pin; the picker asks when a map pin is
 * far from the searched locality (isLocationFar), or lies where it cannot tell the city (MORE_SPECIFIC_LOCATION), and
 * says so of a search that names only a city; `/location/map` says where the map opens.
 */
import { describe, expect, it } from "vitest";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { createAddress, listAddresses } from "~/services/account/address-book.server";
import { startSession } from "~/services/account/session.server";
import { flashCookie } from "~/services/platform/cookies.server";
import { findLocalities, type LocalityOption } from "~/services/location/picker.server";
import { RefusedError } from "~/lib/errors";
import { cookiePair } from "../support/cookies";
import { engine, setUpTestDb, stubTestEnv } from "../support/db";

stubTestEnv();
const handle = setUpTestDb({ appDb: true });

const ORIGIN = "http://localhost";

type Handler = (args: { request: Request; params: Record<string, string>; context: Record<string, never> }) => unknown;
type Answer = { status: number; data: Record<string, unknown>; headers: Headers };

/** A request answered as server.mjs answers it: a thrown response counts as the answer. */
async function answer(handler: Handler, request: Request): Promise<Answer> {
  let raw: unknown;
  try {
    raw = await inLanguageOf(request, () => handler({ request, params: {}, context: {} }));
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    raw = thrown;
  }
  if (raw instanceof Response) {
    const json = raw.headers.get("Content-Type")?.includes("json") ? ((await raw.json()) as Record<string, unknown>) : {};
    return { status: raw.status, data: json, headers: raw.headers };
  }
  const shaped = raw as { data?: unknown; init?: { status?: number; headers?: HeadersInit } | null } | null;
  if (shaped && typeof shaped === "object" && "data" in shaped && "init" in shaped) {
    return { status: shaped.init?.status ?? 200, data: shaped.data as Record<string, unknown>, headers: new Headers(shaped.init?.headers) };
  }
  return { status: 200, data: (raw ?? {}) as Record<string, unknown>, headers: new Headers() };
}

const post = (path: string, cookie: string, fields: Record<string, string>) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
const get = (path: string) => new Request(`${ORIGIN}${path}`);

async function flashOf(headers: Headers): Promise<unknown> {
  const flash = headers.getSetCookie().find((c) => c.startsWith("nk_flash="));
  return flash ? flashCookie().parse(cookiePair(flash)) : null;
}

let seq = 0;
async function loggedIn(): Promise<{ userId: number; cookie: string }> {
  const user = await upsertVerifiedUser(handle.db, `93${String(10_000_000 + ++seq * 7_919).slice(-8)}`);
  const { setCookie } = await startSession(handle.db, user.id, null);
  return { userId: user.id, cookie: cookiePair(setCookie) };
}

const routes = {
  newAddress: () => import("~/routes/account.addresses.new"),
  location: () => import("~/routes/location"),
  map: () => import("~/routes/location_.map"),
};

// The seed's places (app/services/seed/data/cities.ts).
const SOHNA_ROAD = { lat: "28.418", lon: "77.044" }; // Gurugram, about 8 km from pincode 122002's localities
const VASANT_KUNJ = { lat: "28.52", lon: "77.159" }; // New Delhi, 7 km from DLF Cyber City (122002)
const KORAMANGALA = { lat: "12.9352", lon: "77.6245" }; // Bengaluru
/** South of Gurugram, 13 km from its nearest known locality: no city we could name for sure. */
const NO_LOCALITY_NEAR = { lat: "28.30", lon: "77.10" };

const typed = { label: "Home", name: "Asha Rao", house: "12B", locality: "DLF Phase 3", pincode: "122002" };

describe(`a map pin on an address (${engine})`, () => {
  it("saves a pin near its pincode where it was placed, as a map pin", async () => {
    const { action } = await routes.newAddress();
    const { userId, cookie } = await loggedIn();
    const saved = await answer(
      action,
      post("/account/addresses/new", cookie, { ...typed, location_source: "map", lat: "28.4931", lon: "77.0942" }),
    );
    expect(saved.status).toBe(303);
    const [address] = await listAddresses(handle.db, userId);
    expect(address).toMatchObject({ lat: 28.4931, lon: 77.0942, locationSource: "map", serviceable: true });
  });

  it("refuses a pin far from the pincode, saying how far and from where, with a 400 that keeps what was typed", async () => {
    const { action } = await routes.newAddress();
    const { userId, cookie } = await loggedIn();
    const fields = { ...typed, location_source: "map", ...SOHNA_ROAD };
    const far = await answer(action, post("/account/addresses/new", cookie, fields));
    expect(far.status).toBe(400);
    expect(far.data).toMatchObject({ values: fields });
    const [message] = (far.data.fieldErrors as Record<string, string[]>).location!;
    expect(message).toMatch(
      /^The pin is [78]\.\d km from pincode 122002 \(DLF Phase 1\)\. Move the pin to your door, or check the pincode\.$/,
    );
    expect(await listAddresses(handle.db, userId)).toEqual([]);

    const hindi = await answer(action, post("/hi/account/addresses/new", cookie, fields));
    expect((hindi.data.fieldErrors as Record<string, string[]>).location![0]).toMatch(
      /^पिन, पिनकोड 122002 \(DLF Phase 1\) से [78]\.\d किमी दूर है।/,
    );
  });

  it("refuses a pin in another city as before, naming both cities", async () => {
    const { action } = await routes.newAddress();
    const { cookie } = await loggedIn();
    for (const [pin, city] of [
      [VASANT_KUNJ, "New Delhi"],
      [KORAMANGALA, "Bengaluru"],
    ] as const) {
      const refused = await answer(action, post("/account/addresses/new", cookie, { ...typed, location_source: "map", ...pin }));
      expect(refused.status).toBe(400);
      expect(refused.data).toMatchObject({
        fieldErrors: { location: [`The pin is in ${city}, not in Gurugram (pincode 122002). Move the pin, or check the pincode.`] },
      });
    }
  });

  it("guards every writer: a far map pin handed straight to the service is refused too", async () => {
    const { userId } = await loggedIn();
    const input = {
      label: "Home",
      salutation: null,
      name: "Asha Rao",
      house: "12B",
      floor: null,
      building: null,
      landmark: null,
      locality: "DLF Phase 3",
      pincode: "122002",
      locationSource: "map" as const,
      lat: Number(SOHNA_ROAD.lat),
      lon: Number(SOHNA_ROAD.lon),
    };
    const refusal = createAddress(handle.db, userId, input);
    await expect(refusal).rejects.toBeInstanceOf(RefusedError);
    await expect(createAddress(handle.db, userId, input)).rejects.toMatchObject({ status: 400, field: "location" });
  });
});

describe(`the location picker's states (${engine})`, () => {
  it("asks whether to deliver to a map pin far from the searched locality, and delivers there once told", async () => {
    const { action } = await routes.location();
    const dlf = (await findLocalities(handle.db, "122002")).find(
      (l): l is LocalityOption => l.kind === "locality" && l.name === "DLF Phase 3",
    )!;
    const pin = { intent: "coords", source: "map", near: String(dlf.id), ...SOHNA_ROAD, redirectTo: "/" };
    const asked = await answer(action, post("/location", "", pin));
    expect(asked.status).toBe(400);
    expect(asked.data).toMatchObject({
      isLocationFar: true,
      far: { locality: { id: dlf.id, name: "DLF Phase 3", cityName: "Gurugram" }, lat: 28.418, lon: 77.044 },
    });
    expect((asked.data.far as { km: number }).km).toBeGreaterThan(3);
    expect(asked.headers.getSetCookie()).toEqual([]);

    const told = await answer(action, post("/location", "", { ...pin, far: "ok" }));
    expect(told.status).toBe(303);
    expect(await flashOf(told.headers)).toMatchObject({
      kind: "success",
      message: expect.stringMatching(/^Delivering to Near Sohna Road, Gurugram in \d+ minutes$/),
    });
    // The device's location is where the shopper is: never "far" from what they searched.
    const gps = await answer(action, post("/location", "", { ...pin, source: "gps" }));
    expect(gps.status).toBe(303);
  });

  it("asks for a more specific location for a point no known locality is near, by map or GPS, and keeps the old one", async () => {
    const { action } = await routes.location();
    for (const source of ["map", "gps"]) {
      const asked = await answer(action, post("/location", "", { intent: "coords", source, ...NO_LOCALITY_NEAR, redirectTo: "/" }));
      expect(asked.status).toBe(400);
      expect(asked.data).toEqual({
        step: "MORE_SPECIFIC_LOCATION",
        formError: "We can't tell which area this is. Search your pincode or locality instead.",
      });
      expect(asked.headers.getSetCookie()).toEqual([]);
    }
    // Far from every city we know: we say we don't deliver there, as before.
    const sea = await answer(action, post("/location", "", { intent: "coords", lat: "15", lon: "70", redirectTo: "/" }));
    expect(sea.status).toBe(303);
    expect(await flashOf(sea.headers)).toMatchObject({ kind: "info", message: "Sorry, we don't deliver to Current location yet" });
  });

  it("says a search that names only a city is a whole city, and lists its localities", async () => {
    const { loader } = await routes.location();
    const city = await answer(loader, get("/location?q=gurugram"));
    expect(city.data).toMatchObject({ wholeCity: "Gurugram" });
    expect((city.data.results as { cityName: string }[]).every((r) => r.cityName === "Gurugram")).toBe(true);
    expect((await answer(loader, get("/location?q=DLF%20Phase%203"))).data).toMatchObject({ wholeCity: null });
  });
});

describe(`where the pin map opens (${engine})`, () => {
  it("opens on the searched locality, the typed pincode's locality, else the default city, with OpenStreetMap's tiles", async () => {
    const { loader } = await routes.map();
    const dlf = (await findLocalities(handle.db, "122002")).find(
      (l): l is LocalityOption => l.kind === "locality" && l.name === "DLF Phase 3",
    )!;
    const near = await answer(loader, get(`/location/map?near=${dlf.id}`));
    expect(near.headers.get("Cache-Control")).toBe("private, no-store");
    expect(near.data).toEqual({
      tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      center: { lat: 28.4925, lon: 77.093 },
      zoom: 16,
      centredOn: { kind: "locality", id: dlf.id, name: "DLF Phase 3" },
    });
    const typedPincode = await answer(loader, get("/location/map?pincode=122002&locality=DLF%20Phase%201"));
    expect(typedPincode.data).toMatchObject({ center: { lat: 28.472, lon: 77.095 }, centredOn: { name: "DLF Phase 1" } });
    // Nothing it can use (an unknown pincode, a id that is not one): the default city, from further out.
    const nothing = await answer(loader, get("/location/map?pincode=999999&near=abc"));
    expect(nothing.data).toMatchObject({ center: { lat: 28.4595, lon: 77.0266 }, zoom: 12, centredOn: { kind: "city", name: "Gurugram" } });
  });
});
