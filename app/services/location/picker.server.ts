/**
 * The location picker: find a locality by pincode or name, or resolve a point (the device's GPS, or a pin on the
 * map), and the picker's states (docs/decisions/059-map-pin-and-location-states.md): MORE_SPECIFIC_LOCATION for a
 * search that names only a city or a pin we cannot place in one, isLocationFar for a pin far from the searched
 * locality.
 */
import { z } from "zod";
import { distanceKm, nearestServingStore } from "~/lib/geo";
import { isLocationFar, onlyNamesACity, pinArea, roundKm } from "~/lib/location-pin";
import { getLocality, listCities, listStores, nearestLocality, searchLocalities } from "~/models/places.server";
import type { Db } from "~/models/db.server";
import { placeReference, type StoredLocation } from "./shopper-location.server";
import { dbId } from "~/lib/db-int.server";
import { say } from "~/lib/i18n/request-language.server";

/**
 * The picker's posts, with their refusals in the request's language (docs/decisions/055-hindi.md): made for each
 * request, as say() reads the request being answered.
 */
export function setLocationSchema() {
  const outsideIndia = say("That location is outside India.");
  return z.discriminatedUnion("intent", [
    // An id past PostgreSQL's integer would fail inside the query: it is refused here like any unknown locality.
    z.object({
      intent: z.literal("locality"),
      localityId: dbId(say("That locality was not found. Please search again.")),
    }),
    // "Not now" on the first-visit prompt (docs/rules.md#first-visit): keep the default city, stop asking.
    z.object({ intent: z.literal("dismiss") }),
    z.object({
      intent: z.literal("coords"),
      lat: z.coerce.number().min(6, outsideIndia).max(38, outsideIndia),
      lon: z.coerce.number().min(68, outsideIndia).max(98, outsideIndia),
      // A pin on the map (else the device's location), the searched locality it was placed from, and "deliver to
      // the pin anyway" after the picker said it is far from that locality.
      source: z.enum(["gps", "map"]).catch("gps"),
      near: dbId().optional().catch(undefined),
      far: z.literal("ok").optional().catch(undefined),
    }),
  ]);
}

export interface LocalityOption {
  id: number;
  name: string;
  pincode: string;
  cityName: string;
  serviceable: boolean;
}

export async function findLocalities(db: Db, query: string): Promise<LocalityOption[]> {
  const [rows, stores] = await Promise.all([searchLocalities(db, query, 12), listStores(db)]);
  return rows.map(({ locality, city }) => ({
    id: locality.id,
    name: locality.name,
    pincode: locality.pincode,
    cityName: city.name,
    serviceable: nearestServingStore(locality, stores, locality.cityId) !== null,
  }));
}

export async function locationFromLocality(db: Db, localityId: number): Promise<StoredLocation | null> {
  const row = await getLocality(db, localityId);
  if (!row) return null;
  return {
    lat: row.locality.lat,
    lon: row.locality.lon,
    label: `${row.locality.name}, ${row.city.name}`,
    cityId: row.city.id,
    pincode: row.locality.pincode,
  };
}

/** A point's label when no known locality is close: the device's location, or a pin on the map. */
const UNNAMED = { gps: "Current location", map: "Pinned location" } as const;

/** GPS coordinates (or a map pin), labelled with the nearest known locality when one is close. */
export async function locationFromCoords(db: Db, lat: number, lon: number, source: "gps" | "map" = "gps"): Promise<StoredLocation> {
  const stores = await listStores(db);
  const serving = nearestServingStore({ lat, lon }, stores);
  const nearby = await nearestLocality(db, lat, lon);
  const close = nearby && distanceKm({ lat, lon }, nearby.locality) < 5 ? nearby : null;
  return {
    lat,
    lon,
    label: close ? `Near ${close.locality.name}, ${close.city.name}` : UNNAMED[source],
    cityId: serving?.store.cityId ?? close?.city.id ?? null,
    pincode: close?.locality.pincode ?? null,
  };
}

/**
 * What a chosen point becomes (docs/rules.md#map-pins):
 * - `far` (isLocationFar): a map pin placed from a searched locality lies more than PIN_FAR_KM from it, and the
 *   shopper has not said "deliver to the pin anyway": they are asked which they meant;
 * - `more-specific` (MORE_SPECIFIC_LOCATION): no known locality within NAMED_PLACE_KM, yet one within
 *   KNOWN_AREA_KM: we cannot tell which city's store should serve it, and ask for a pincode or a locality;
 * - `location`: the shopper's new location, which may still be NON_SERVICEABLE (far from every city we know, or
 *   outside every store's radius).
 */
export type PinChoice =
  | { kind: "location"; location: StoredLocation }
  | { kind: "more-specific" }
  | { kind: "far"; km: number; locality: { id: number; name: string; cityName: string } };

export async function choosePoint(
  db: Db,
  point: { lat: number; lon: number; source: "gps" | "map"; near?: number; far?: "ok" },
): Promise<PinChoice> {
  const pin = { lat: point.lat, lon: point.lon };
  if (point.source === "map" && point.near !== undefined && point.far !== "ok") {
    const searched = await getLocality(db, point.near);
    if (searched && isLocationFar(pin, searched.locality)) {
      return {
        kind: "far",
        km: roundKm(distanceKm(pin, searched.locality)),
        locality: { id: searched.locality.id, name: searched.locality.name, cityName: searched.city.name },
      };
    }
  }
  const { localities } = await placeReference(db);
  if (pinArea(pin, localities).kind === "more-specific") return { kind: "more-specific" };
  return { kind: "location", location: await locationFromCoords(db, point.lat, point.lon, point.source) };
}

/** MORE_SPECIFIC_LOCATION for a search: the query names only a city ("Gurugram"), whose localities are the results. */
export async function cityOnlySearch(db: Db, query: string): Promise<string | null> {
  const { cities } = await placeReference(db);
  return onlyNamesACity(query, cities)?.name ?? null;
}

/** The top cities' names, offered as quick picks. */
export async function topCityNames(db: Db): Promise<string[]> {
  const cities = await listCities(db);
  return cities.filter((c) => c.isTopCity).map((c) => c.name);
}
