/** The location picker: find a locality by pincode or name, or resolve GPS coordinates. */
import { z } from "zod";
import { distanceKm, nearestServingStore } from "~/lib/geo";
import { getLocality, listCities, listStores, nearestLocality, searchLocalities } from "~/models/places.server";
import type { Db } from "~/models/db.server";
import type { StoredLocation } from "./shopper-location.server";
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

/** GPS coordinates, labelled with the nearest known locality when one is close. */
export async function locationFromCoords(db: Db, lat: number, lon: number): Promise<StoredLocation> {
  const stores = await listStores(db);
  const serving = nearestServingStore({ lat, lon }, stores);
  const nearby = await nearestLocality(db, lat, lon);
  const close = nearby && distanceKm({ lat, lon }, nearby.locality) < 5 ? nearby : null;
  return {
    lat,
    lon,
    label: close ? `Near ${close.locality.name}, ${close.city.name}` : "Current location",
    cityId: serving?.store.cityId ?? close?.city.id ?? null,
    pincode: close?.locality.pincode ?? null,
  };
}

/** The top cities' names, offered as quick picks. */
export async function topCityNames(db: Db): Promise<string[]> {
  const cities = await listCities(db);
  return cities.filter((c) => c.isTopCity).map((c) => c.name);
}
