/**
 * Where the pin map opens (docs/decisions/059-map-pin-and-location-states.md), answered to the browser only once
 * the shopper opens a map, with the tile template: nothing map-related is in a page before that. The centre is, in
 * this order: the locality the picker searched (`near`), the typed pincode's point (its locality whose name was
 * typed, placed as the address check places it), the shopper's chosen location, else the default city's middle.
 */
import type { MapStart } from "~/lib/views/location";
import type { Db } from "~/models/db.server";
import { getLocality } from "~/models/places.server";
import { getEnv } from "../platform/env.server";
import { placeAddress } from "./address-place.server";
import { DEFAULT_CITY_ID, placeReference, type StoredLocation } from "./shopper-location.server";

/** Street level: a pin placed here is off by metres, not by a block. */
const STREET_ZOOM = 16;
const NEIGHBOURHOOD_ZOOM = 15;
const CITY_ZOOM = 12;

export interface MapStartQuery {
  near: number | null;
  pincode: string | null;
  locality: string;
}

export async function mapStart(db: Db, query: MapStartQuery, current: StoredLocation | null): Promise<MapStart> {
  const tileUrl = getEnv().MAP_TILE_URL;
  if (query.near !== null) {
    const row = await getLocality(db, query.near);
    if (row) {
      const { locality } = row;
      return {
        tileUrl,
        center: { lat: locality.lat, lon: locality.lon },
        zoom: STREET_ZOOM,
        centredOn: { kind: "locality", id: locality.id, name: locality.name },
      };
    }
  }
  if (query.pincode) {
    const place = await placeAddress(db, { locality: query.locality, pincode: query.pincode, gps: null });
    if (place.ok) {
      const { localities } = await placeReference(db);
      const named = localities.find((l) => l.pincode === query.pincode && l.lat === place.lat && l.lon === place.lon);
      return {
        tileUrl,
        center: { lat: place.lat, lon: place.lon },
        zoom: STREET_ZOOM,
        centredOn: named ? { kind: "locality", id: named.id, name: named.name } : { kind: "location", name: query.pincode },
      };
    }
  }
  if (current) {
    return {
      tileUrl,
      center: { lat: current.lat, lon: current.lon },
      zoom: NEIGHBOURHOOD_ZOOM,
      centredOn: { kind: "location", name: current.label },
    };
  }
  const { cities } = await placeReference(db);
  const city = cities.find((c) => c.id === DEFAULT_CITY_ID) ?? cities[0];
  return {
    tileUrl,
    center: city ? { lat: city.lat, lon: city.lon } : { lat: 28.4595, lon: 77.0266 },
    zoom: CITY_ZOOM,
    centredOn: { kind: "city", name: city?.name ?? "Gurugram" },
  };
}
