/** Great-circle distance and delivery-time estimates. Pure. */

export interface Point {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371;

export function distanceKm(a: Point, b: Point): number {
  const toRad = (d: number) => (d * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLon = toRad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface ServingStore {
  id: number;
  lat: number;
  lon: number;
  radiusKm: number;
  cityId?: number;
}

/**
 * The nearest store whose radius covers the point, or null (non-serviceable). When the point's city is
 * known (an address's pincode, a chosen locality) only that city's stores count: a store never delivers
 * into another city, whose catalogue and prices are not its own (docs/rules.md#delivery-location).
 */
export function nearestServingStore<S extends ServingStore>(
  point: Point,
  stores: S[],
  cityId: number | null = null,
): { store: S; distanceKm: number } | null {
  let best: { store: S; distanceKm: number } | null = null;
  for (const store of stores) {
    if (cityId !== null && store.cityId !== cityId) continue;
    const d = distanceKm(point, store);
    if (d <= store.radiusKm && (!best || d < best.distanceKm)) best = { store, distanceKm: d };
  }
  return best;
}

/**
 * Minutes to the door: a fixed picking-and-packing time plus riding at
 * about 20 km/h through city traffic, never promised under 8 minutes.
 */
export const PACKING_MINUTES = 5;
export const MINUTES_PER_KM = 3;
export function etaMinutes(distance: number): number {
  return Math.max(8, Math.round(PACKING_MINUTES + distance * MINUTES_PER_KM));
}
