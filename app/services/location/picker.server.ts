/**
/**
 * The location picker: find a place by pincode or name (a curated locality, else a place of India Post's
 * directory: docs/decisions/058-all-india-pincodes.md), or resolve a point (the device's GPS, or a pin on the
 * map), and the picker's states (docs/decisions/059-map-pin-and-location-states.md): MORE_SPECIFIC_LOCATION for a
 * search that names only a city or a pin we cannot place in one, isLocationFar for a pin far from the searched
 * locality.
 */
import { z } from "zod";
import { distanceKm, nearestServingStore } from "~/lib/geo";
import { directoryArea, directoryLabel, PINCODE_PATTERN } from "~/lib/india-pincodes";
import { isLocationFar, onlyNamesACity, pinArea, roundKm } from "~/lib/location-pin";
import { placeOfPincode, searchDirectory } from "./pincode-directory.server";
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
    // A place of the pincode directory, beyond the curated localities.
    z.object({
      intent: z.literal("pincode"),
      pincode: z.string().regex(PINCODE_PATTERN, say("That locality was not found. Please search again.")),
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

/** A curated locality. */
export interface LocalityOption {
  kind: "locality";
  id: number;
  name: string;
  pincode: string;
  cityName: string;
  serviceable: boolean;
}

/** A place of the pincode directory: its office's name, district and state, and the served city it lies in (or null). */
export interface DirectoryOption {
  kind: "pincode";
  name: string;
  pincode: string;
  district: string;
  state: string;
  /** Where it is, after its name: its district, or its state when the two names are one ("Srinagar, Jammu and Kashmir"). */
  area: string;
  cityName: string | null;
  serviceable: boolean;
}

export type PlaceOption = LocalityOption | DirectoryOption;

/** At most this many places: the curated localities first, then the directory's. */
const PLACES_SHOWN = 12;

export async function findLocalities(db: Db, query: string): Promise<PlaceOption[]> {
  const [rows, stores, cities] = await Promise.all([searchLocalities(db, query, PLACES_SHOWN), listStores(db), listCities(db)]);
  const curated: PlaceOption[] = rows.map(({ locality, city }) => ({
    kind: "locality",
    id: locality.id,
    name: locality.name,
    pincode: locality.pincode,
    cityName: city.name,
    serviceable: nearestServingStore(locality, stores, locality.cityId) !== null,
  }));
  if (curated.length >= PLACES_SHOWN) return curated;
  const directory = await searchDirectory(db, query, PLACES_SHOWN - curated.length);
  return [
    ...curated,
    ...directory.map(({ place, cityId }): DirectoryOption => ({
      kind: "pincode",
      name: place.office,
      pincode: place.pincode,
      district: place.district,
      state: place.state,
      area: directoryArea(place),
      cityName: cities.find((c) => c.id === cityId)?.name ?? null,
      serviceable: cityId !== null && nearestServingStore(place, stores, cityId) !== null,
    })),
  ];
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

/**
 * A pincode chosen in the picker: its curated locality, or its directory place, labelled "<office>, <district>",
 * in the served city it lies in (none: the store then says it does not deliver there). Null for a pincode
 * that does not exist, or that the directory cannot place.
 */
export async function locationFromPincode(db: Db, pincode: string): Promise<StoredLocation | null> {
  const place = await placeOfPincode(db, pincode);
  if (!place) return null;
  if (place.source === "localities") return locationFromLocality(db, place.localities[0]!.id);
  if (!place.point) return null;
  return { ...place.point, label: directoryLabel(place.place), cityId: place.cityId, pincode };
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
