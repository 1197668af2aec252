/**
 * Where a delivery address is, checked before it is saved (docs/rules.md#delivery-addresses). The
 * pincode decides the city: a curated locality's, else the served city its place in India Post's directory
 * lies in (pincode-directory.server.ts); a real pincode in no served city is refused as a place we do not
 * deliver to yet. A locality or a city the shopper typed, or a device location, that lies in another city is
 * refused with a message naming the part that disagrees, so an address can never be served by another city's
 * store. The pin is the device location when the shopper chose it, else the pincode's locality (the one whose
 * name was typed, when it has that pincode), else the directory place's point.
 */
import { distanceKm, type Point } from "~/lib/geo";
import type { DirectoryPlace } from "~/lib/india-pincodes";
import { checkAddressPin } from "~/lib/location-pin";
import { say } from "~/lib/i18n/request-language.server";
import type { Db } from "~/models/db.server";
import type { LocalityRow } from "~/models/places.server";
import { placeOfPincode, type PincodePlace } from "./pincode-directory.server";
import { placeReference, type PlaceReference, type StoredLocation } from "./shopper-location.server";

export const UNKNOWN_PINCODE = "We couldn't find this pincode.";

/** A device location this close to the pincode's own localities agrees with it, whatever the nearest city. */
const SAME_PLACE_KM = 5;
/** Farther than this from every known locality, a device location is in no city we know. */
const KNOWN_PLACE_KM = 25;

export type AddressPlace =
  { ok: true; lat: number; lon: number; cityId: number } | { ok: false; field: "pincode" | "location"; message: string };

/** Lower-case words, so "DLF Phase-3" and "dlf phase 3" are the same name. */
const words = (s: string) => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Does the typed text name this place, as whole words ("Koramangala 5th Block" names Koramangala)? */
function names(typed: string[], place: string): boolean {
  const wanted = words(place);
  if (wanted.length === 0 || wanted.length > typed.length) return false;
  for (let i = 0; i + wanted.length <= typed.length; i++) {
    if (wanted.every((w, j) => typed[i + j] === w)) return true;
  }
  return false;
}

/**
 * Locality names that many Indian cities share (a Sadar Bazaar, a Cantonment, a Satellite area): typing
 * one says nothing about the city, so it is never held against the pincode.
 */
const SHARED_NAMES = new Set(["sadar", "cantonment", "satellite", "pal", "camp", "lanka", "rau", "amer"]);

/** The cities the typed locality names, by a known locality's name or a city's own name. */
function citiesNamed(ref: PlaceReference, locality: string): Set<number> {
  const typed = words(locality);
  const ids = new Set<number>();
  for (const l of ref.localities) {
    if (!SHARED_NAMES.has(words(l.name).join(" ")) && names(typed, l.name)) ids.add(l.cityId);
  }
  for (const c of ref.cities) if (names(typed, c.name)) ids.add(c.id);
  return ids;
}

function nearest<P extends Point>(point: Point, localities: P[]): { locality: P; km: number } | null {
  let best: { locality: P; km: number } | null = null;
  for (const locality of localities) {
    const km = distanceKm(point, locality);
    if (!best || km < best.km) best = { locality, km };
  }
  return best;
}

/** The locality of this pincode whose name the shopper typed, else the pincode's first. */
function pinLocality(ofPincode: LocalityRow[], locality: string): LocalityRow {
  const typed = words(locality);
  const squash = (s: string) => words(s).join("");
  return (
    ofPincode.find((l) => squash(l.name) === typed.join("")) ??
    ofPincode.find((l) => names(typed, l.name)) ??
    ofPincode.find((l) => typed.length > 0 && squash(l.name).startsWith(typed.join(""))) ??
    ofPincode[0]!
  );
}

/**
 * A pincode's city and its own points (its curated localities, or its directory place); or, for a place in no
 * served city (or one the directory has no point for), that place.
 */
function servedPlace(place: PincodePlace): { cityId: number; pins: Array<Point & { cityId: number }> } | { outside: DirectoryPlace } {
  if (place.source === "localities") return { cityId: place.cityId, pins: place.localities };
  if (place.cityId === null || place.point === null) return { outside: place.place };
  return { cityId: place.cityId, pins: [{ ...place.point, cityId: place.cityId }] };
}

/**
 * Checks that the pincode, the typed locality and the device location (when given) agree on one city,
 * and places the pin. Pure over the reference data (stores, cities, localities), read from a cache.
 */
export async function placeAddress(db: Db, input: { locality: string; pincode: string; gps: Point | null }): Promise<AddressPlace> {
  const [ref, place] = await Promise.all([placeReference(db), placeOfPincode(db, input.pincode)]);
  // The refusals are in the request's language (docs/decisions/055-hindi.md); UNKNOWN_PINCODE is this one's English.
  if (!place) return { ok: false, field: "pincode", message: say("We couldn't find this pincode.") };
  const served = servedPlace(place);
  // A real pincode outside every city we serve: said by its place's name, not "not found".
  if ("outside" in served) {
    const { office, state } = served.outside;
    return { ok: false, field: "pincode", message: say("We don't deliver to {place}, {state} yet.", { place: office, state }) };
  }
  const { cityId, pins } = served;
  const cityName = (id: number) => ref.cities.find((c) => c.id === id)?.name ?? say("another city");

  const named = citiesNamed(ref, input.locality);
  if (named.size > 0 && !named.has(cityId)) {
    const [other] = named;
    return {
      ok: false,
      field: "pincode",
      message: say("Pincode {pincode} is in {city}, not {other}. Check the pincode or the locality.", {
        pincode: input.pincode,
        city: cityName(cityId),
        other: cityName(other!),
      }),
    };
  }

  if (input.gps) {
    const closest = nearest(input.gps, ref.localities);
    const toPincode = nearest(input.gps, pins);
    const agrees = closest?.locality.cityId === cityId || (toPincode !== null && toPincode.km <= SAME_PLACE_KM);
    if (!agrees) {
      const values = { city: cityName(cityId), pincode: input.pincode };
      const message =
        closest && closest.km <= KNOWN_PLACE_KM
          ? say("Your device location is in {place}, not in {city} (pincode {pincode}). Untick it to place the pin from your pincode.", {
              ...values,
              place: cityName(closest.locality.cityId),
            })
          : say(
              "Your device location is far away, not in {city} (pincode {pincode}). Untick it to place the pin from your pincode.",
              values,
            );
      return { ok: false, field: "location", message };
    }
    return { ok: true, lat: input.gps.lat, lon: input.gps.lon, cityId };
  }

  const pin = place.source === "localities" ? pinLocality(place.localities, input.locality) : pins[0]!;
  return { ok: true, lat: pin.lat, lon: pin.lon, cityId };
}

/**
 * An address whose pin the shopper placed on the map (location_source=map): the pincode and the locality are
 * checked as for any address, then the pin against the pincode (docs/rules.md#map-pins). A pin nearer another
 * city is refused as a device location is; a pin farther than PIN_FAR_KM from every locality of the pincode is
 * "far from the pin": the pin or the pincode is wrong, and the shopper is asked which.
 */
export async function placeMapPin(db: Db, input: { locality: string; pincode: string; pin: Point }): Promise<AddressPlace> {
  const typed = await placeAddress(db, { locality: input.locality, pincode: input.pincode, gps: null });
  if (!typed.ok) return typed;
  const ref = await placeReference(db);
  const ofPincode: { name: string; cityId: number; lat: number; lon: number }[] = ref.localities.filter((l) => l.pincode === input.pincode);
  // A pincode known without localities of its own (India Post's directory, decision 058): its place, where
  // placeAddress put it, named by its post office.
  if (ofPincode.length === 0) {
    const place = await placeOfPincode(db, input.pincode);
    const name = place?.source === "directory" ? place.place.office : input.pincode;
    ofPincode.push({ name, cityId: typed.cityId, lat: typed.lat, lon: typed.lon });
  }
  const check = checkAddressPin(input.pin, ofPincode, ref.localities);
  const cityName = (id: number) => ref.cities.find((c) => c.id === id)?.name ?? say("another city");
  if (check.kind === "other-city") {
    return {
      ok: false,
      field: "location",
      message: say("The pin is in {place}, not in {city} (pincode {pincode}). Move the pin, or check the pincode.", {
        place: cityName(check.cityId),
        city: cityName(typed.cityId),
        pincode: input.pincode,
      }),
    };
  }
  if (check.kind === "far") {
    return {
      ok: false,
      field: "location",
      message: say("The pin is {km} km from pincode {pincode} ({place}). Move the pin to your door, or check the pincode.", {
        km: check.km,
        pincode: input.pincode,
        place: check.place.name,
      }),
    };
  }
  return { ok: true, lat: input.pin.lat, lon: input.pin.lon, cityId: typed.cityId };
}

/** The city a stored address is in: its pincode's (null for a pincode no longer known, or in no city we serve). */
export async function cityOfPincode(db: Db, pincode: string): Promise<number | null> {
  return (await placeOfPincode(db, pincode))?.cityId ?? null;
}

/**
 * A delivery address as the shopper's location: chosen at checkout, it becomes what the header, the
 * cart and checkout speak about, so they show one store and one ETA (docs/rules.md#delivery-location).
 */
export async function locationOfAddress(
  db: Db,
  address: { label: string; locality: string; pincode: string; lat: number; lon: number },
): Promise<StoredLocation> {
  return {
    lat: address.lat,
    lon: address.lon,
    label: `${address.label} · ${address.locality}`.slice(0, 120),
    cityId: await cityOfPincode(db, address.pincode),
    pincode: address.pincode,
  };
}
