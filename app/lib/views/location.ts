/**
 * Where the shopper is, as every screen renders it (types only; built by the location service). Outside
 * `*.server.ts` so components may use it (docs/architecture.md, "Who may import whom").
 */

/** Location step (docs/product/states.md#location-step), as the server sees it. */
export type LocationStatus = "DEFAULT" | "SERVICEABLE" | "NON_SERVICEABLE";

export interface ShopperLocation {
  status: LocationStatus;
  label: string;
  pincode: string | null;
  city: { id: number; slug: string; name: string } | null;
  store: { id: number; name: string; isRaining: boolean } | null;
  etaMinutes: number | null;
}

/**
 * Where the pin map opens (`GET /location/map`, docs/decisions/059-map-pin-and-location-states.md): its tile
 * template (`MAP_TILE_URL`), its centre and zoom, and what the centre is, so the map can say so.
 */
export interface MapStart {
  tileUrl: string;
  center: { lat: number; lon: number };
  zoom: number;
  /** The centre is this locality (the searched one, or the typed pincode's), the shopper's location, or a city's middle. */
  centredOn: { kind: "locality"; id: number; name: string } | { kind: "location"; name: string } | { kind: "city"; name: string };
}
