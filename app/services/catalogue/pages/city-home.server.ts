/**
 * City home (docs/product/routes.md#city-home): a city ("/bengaluru") or one of its localities
 * ("/koramangala"), shown from the shopper's own store when they are in that city, else from the store
 * nearest the locality or the city's first store, so a crawler or a visitor from elsewhere sees real local
 * prices. The route keeps to HTTP; the reads live here (routes → services → models: docs/architecture.md).
 */
import { nearestServingStore } from "~/lib/geo";
import type { StreamedLayout, WidgetContext } from "~/lib/views/catalogue";
import type { ShopperLocation } from "~/lib/views/location";
import type { Db } from "~/models/db.server";
import { resolveLayoutStreamed } from "../browse.server";
import { findLocalityBySlug, getCityBySlug, listStores, localitiesOfCity } from "~/models/places.server";

const EMPTY_LAYOUT: StreamedLayout = { above: [], outline: [], below: Promise.resolve([]) };

export interface CityHome {
  shoppingHere: boolean;
  city: NonNullable<WidgetContext["city"]>;
  /** The rails below the first screen stream in after the first byte (docs/architecture.md#works-before-javascript). */
  layout: StreamedLayout;
}

/** Null when the slug names neither a city nor a locality. */
export async function loadCityHome(db: Db, slug: string, location: ShopperLocation): Promise<CityHome | null> {
  const byLocality = (await getCityBySlug(db, slug)) ? null : await findLocalityBySlug(db, slug);
  const city = byLocality?.city ?? (await getCityBySlug(db, slug));
  if (!city) return null;
  const [stores, localities] = await Promise.all([listStores(db), localitiesOfCity(db, city.id)]);
  const ownStore = location.store && location.city?.id === city.id ? location.store.id : null;
  const localStore = byLocality ? nearestServingStore(byLocality.locality, stores, city.id)?.store.id : undefined;
  const storeId = ownStore ?? localStore ?? stores.find((s) => s.cityId === city.id)?.id;
  const layout = storeId ? await resolveLayoutStreamed(db, "city", storeId) : EMPTY_LAYOUT;
  return {
    shoppingHere: ownStore !== null,
    city: {
      name: city.name,
      slug: city.slug,
      place: byLocality ? `${byLocality.locality.name}, ${city.name}` : city.name,
      /** A locality outside every store's radius: the page must not promise delivery there. */
      serviceable: !byLocality || localStore !== undefined,
      // "Localities we serve" lists only those inside some store's radius.
      localities: localities.filter((l) => nearestServingStore(l, stores, city.id)).map((l) => ({ name: l.name, pincode: l.pincode })),
    },
    layout,
  };
}
