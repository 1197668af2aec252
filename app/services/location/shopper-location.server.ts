/**
 * Where the shopper is and which dark store serves them. The choice lives in
 * a signed cookie so the server renders the right store's prices and stock
 * on the first byte; without a choice the default city's default store
 * serves (city 1849, merchant 31657: docs/product/constants.md#store-defaults).
 */
import { z } from "zod";
import { etaMinutes, nearestServingStore } from "~/lib/geo";
import type { ShopperLocation } from "~/lib/views/location";
import type { Db } from "~/models/db.server";
import { listCities, listLocalities, listStores, type CityRow, type LocalityRow, type StoreRow } from "~/models/places.server";
import { perDatabaseCache } from "../platform/cache.server";
import { locationCookie } from "../platform/cookies.server";
import { DEFAULT_CITY_ID, DEFAULT_STORE_ID } from "~/lib/store-defaults";

export { DEFAULT_CITY_ID, DEFAULT_STORE_ID };

const StoredLocationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  label: z.string().min(1).max(120),
  cityId: z.number().int().nullable(),
  pincode: z
    .string()
    .regex(/^\d{6}$/)
    .nullable(),
});
export type StoredLocation = z.infer<typeof StoredLocationSchema>;

export interface PlaceReference {
  stores: StoreRow[];
  cities: CityRow[];
  localities: LocalityRow[];
}

/** Stores, cities and localities change rarely; read them at most once a minute per process. */
const referenceCache = perDatabaseCache<PlaceReference>({ ttlMs: 60_000, maxEntries: 1 });

export function placeReference(db: Db): Promise<PlaceReference> {
  return referenceCache(db, "reference", async () => {
    const [stores, cities, localities] = await Promise.all([listStores(db), listCities(db), listLocalities(db)]);
    return { stores, cities, localities };
  });
}

export async function readStoredLocation(request: Request): Promise<StoredLocation | null> {
  const raw = await locationCookie().parse(request.headers.get("Cookie"));
  const parsed = StoredLocationSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function serializeLocation(location: StoredLocation): Promise<string> {
  return locationCookie().serialize(StoredLocationSchema.parse(location));
}

/**
 * Resolve a point to its serving store and ETA: the one place a delivery time is worked out
 * (docs/rules.md#delivery-location). The header, the cart, product pages, the location picker and
 * every saved address (so checkout, and the promise an order keeps) all ask this function, so the
 * same point always gets the same store and the same minutes.
 */
export async function locate(db: Db, stored: StoredLocation | null): Promise<ShopperLocation> {
  const { stores, cities } = await placeReference(db);
  const cityOf = (id: number | null | undefined) => {
    const c = cities.find((x) => x.id === id);
    return c ? { id: c.id, slug: c.slug, name: c.name } : null;
  };
  if (!stored) {
    const store = stores.find((s) => s.id === DEFAULT_STORE_ID) ?? stores[0];
    const city = cityOf(store?.cityId ?? DEFAULT_CITY_ID);
    return {
      status: "DEFAULT",
      label: city?.name ?? "Gurugram",
      pincode: null,
      city,
      store: store ? { id: store.id, name: store.name, isRaining: store.isRaining } : null,
      // No point, no promise: a delivery time for a place we do not know would be made up.
      etaMinutes: null,
    };
  }
  const serving = nearestServingStore(stored, stores, stored.cityId);
  return {
    status: serving ? "SERVICEABLE" : "NON_SERVICEABLE",
    label: stored.label,
    pincode: stored.pincode,
    city: cityOf(serving?.store.cityId ?? stored.cityId),
    store: serving ? { id: serving.store.id, name: serving.store.name, isRaining: serving.store.isRaining } : null,
    etaMinutes: serving ? etaMinutes(serving.distanceKm) : null,
  };
}

export async function getShopperLocation(db: Db, request: Request): Promise<ShopperLocation> {
  return locate(db, await readStoredLocation(request));
}
