/**
 * Judging a pin against the places we know (docs/rules.md#map-pins, docs/decisions/059-map-pin-and-location-states.md).
 * Pure over the reference data (localities and cities), so the address check and the location picker share it
 * and the unit tests are exact. A place is anything with a point; the callers pass their rows.
 */
import { distanceKm, type Point } from "./geo";

/** A map pin farther than this from its pincode's (or the searched locality's) point is "far from the pin". */
export const PIN_FAR_KM = 3;
/** A pin this close to a known locality is in it, or beside it: it is named after it ("Near DLF Phase 3"). */
export const NAMED_PLACE_KM = 5;
/** Farther than this from every known locality, a point is in no city we know: we don't deliver there. */
export const KNOWN_AREA_KM = 25;

export interface Place extends Point {
  cityId: number;
}

/** The place nearest to the point, with its distance; null when there are none. */
export function nearestPlace<P extends Point>(point: Point, places: readonly P[]): { place: P; km: number } | null {
  let best: { place: P; km: number } | null = null;
  for (const place of places) {
    const km = distanceKm(point, place);
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}

/** isLocationFar of the spec: is the pin farther than `limitKm` from the place it should be at? */
export function isLocationFar(pin: Point, place: Point, limitKm = PIN_FAR_KM): boolean {
  return distanceKm(pin, place) > limitKm;
}

/** Kilometres as the shopper reads them: one decimal, at least 0.1. */
export function roundKm(km: number): number {
  return Math.max(0.1, Math.round(km * 10) / 10);
}

/**
 * Where a pin dropped on the map (or a device location) is, for the location picker:
 * - `named`: a known locality is within NAMED_PLACE_KM; the pin is named after it and lies in its city;
 * - `more-specific`: the nearest locality is farther, but within KNOWN_AREA_KM. We cannot tell which city or
 *   pincode the point is in, and guessing could put the shopper in another city's store (a store never
 *   delivers across a city line): MORE_SPECIFIC_LOCATION asks for the pincode or a locality instead;
 * - `unknown`: far from every known locality: NON_SERVICEABLE, as honestly as we can say it.
 */
export type PinArea<P extends Place> =
  { kind: "named"; place: P; km: number } | { kind: "more-specific"; place: P; km: number } | { kind: "unknown" };

export function pinArea<P extends Place>(pin: Point, localities: readonly P[]): PinArea<P> {
  const nearest = nearestPlace(pin, localities);
  if (!nearest || nearest.km > KNOWN_AREA_KM) return { kind: "unknown" };
  return { kind: nearest.km <= NAMED_PLACE_KM ? "named" : "more-specific", ...nearest };
}

/**
 * A map pin on an address, against its pincode's own localities (docs/rules.md#delivery-addresses):
 * - `ok`: within PIN_FAR_KM of one of them;
 * - `other-city`: nearer another city's localities (within KNOWN_AREA_KM of them): the city check's refusal;
 * - `far`: in the pincode's city, or in no city we know, but farther than PIN_FAR_KM: "location far from the
 *   pin", as the pin or the pincode is wrong. `km` is to the pincode's nearest locality, `place` that locality.
 */
export type AddressPinCheck<P extends Place> =
  { kind: "ok" } | { kind: "other-city"; cityId: number } | { kind: "far"; km: number; place: P };

export function checkAddressPin<P extends Place>(pin: Point, ofPincode: readonly P[], localities: readonly P[]): AddressPinCheck<P> {
  const toPincode = nearestPlace(pin, ofPincode);
  if (!toPincode) throw new Error("checkAddressPin: a pincode with no locality");
  if (toPincode.km <= PIN_FAR_KM) return { kind: "ok" };
  const closest = nearestPlace(pin, localities);
  const cityId = toPincode.place.cityId;
  if (closest && closest.place.cityId !== cityId && closest.km <= KNOWN_AREA_KM)
    return { kind: "other-city", cityId: closest.place.cityId };
  return { kind: "far", km: roundKm(toPincode.km), place: toPincode.place };
}

/** Lower-case words, so "New Delhi" and "new-delhi " are the same name. */
const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * MORE_SPECIFIC_LOCATION for a search: the query is only a city's name ("Gurugram", "new delhi", "Gurugram city"),
 * which covers a whole city's stores. The city, or null when the query says more than that.
 */
export function onlyNamesACity<C extends { name: string }>(query: string, cities: readonly C[]): C | null {
  const typed = words(query).filter((w) => w !== "city");
  if (typed.length === 0) return null;
  return cities.find((c) => words(c.name).join(" ") === typed.join(" ")) ?? null;
}
