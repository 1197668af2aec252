import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { WidgetFeed } from "~/components/widgets/registry";
import { nearestServingStore } from "~/lib/geo";
import { seoMeta } from "~/lib/seo";
import { findLocalityBySlug, getCityBySlug, listStores, localitiesOfCity } from "~/models/places.server";
import { resolveLayout } from "~/services/catalogue/browse.server";
import { cachedData, pageContext } from "~/services/catalogue/listing-pages.server";
import { NotFoundError } from "~/lib/errors";
import { errorResponse } from "~/services/platform/error-response.server";

/**
 * City home (docs/product/routes.md#city-home). Shows the city's catalogue: the
 * shopper's own store when they are in this city, else the city's first
 * store, so a crawler or a visitor from elsewhere sees real local prices.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { db, location, origin } = await pageContext(request);
  const slug = params.localityName ?? "";
  if (!/^[a-z0-9-]{2,60}$/.test(slug)) throw errorResponse(new NotFoundError());
  // A city ("/bengaluru") or one of its localities ("/koramangala").
  const byLocality = (await getCityBySlug(db, slug)) ? null : await findLocalityBySlug(db, slug);
  const city = byLocality?.city ?? (await getCityBySlug(db, slug));
  if (!city) throw errorResponse(new NotFoundError());
  const [stores, localities] = await Promise.all([listStores(db), localitiesOfCity(db, city.id)]);
  const ownStore = location.store && location.city?.id === city.id ? location.store.id : null;
  const localStore = byLocality ? nearestServingStore(byLocality.locality, stores)?.store.id : undefined;
  const storeId = ownStore ?? localStore ?? stores.find((s) => s.cityId === city.id)?.id;
  const widgets = storeId ? await resolveLayout(db, "city", storeId) : [];
  return cachedData(request, {
    origin,
    location,
    shoppingHere: ownStore !== null,
    path: `/${slug}`,
    city: {
      name: city.name,
      slug: city.slug,
      place: byLocality ? `${byLocality.locality.name}, ${city.name}` : city.name,
      /** A locality outside every store's radius: the page must not promise delivery there. */
      serviceable: !byLocality || localStore !== undefined,
      // "Localities we serve" lists only those inside some store's radius.
      localities: localities.filter((l) => nearestServingStore(l, stores)).map((l) => ({ name: l.name, pincode: l.pincode })),
    },
    widgets,
  });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function CityHome() {
  const { location, city, widgets, shoppingHere } = useLoaderData<typeof loader>();
  return (
    <>
      {!shoppingHere ? (
        <p className="container-layout mt-4 rounded-xl bg-white p-3 text-sm">
          You are shopping in <strong>{location.label}</strong>. Prices below are for {city.name}; pick a {city.name} locality to order
          here.
        </p>
      ) : null}
      <WidgetFeed widgets={widgets} context={{ location, city }} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Page not found | Nukkad" }];
  return seoMeta({
    title: data.city.serviceable
      ? `Online grocery delivery in ${data.city.place} in minutes | Nukkad`
      : `Nukkad in ${data.city.place}: coming soon | Nukkad`,
    description: `Order groceries online in ${data.city.place}: fruits, vegetables, dairy, snacks and essentials delivered in minutes to ${data.city.localities
      .slice(0, 4)
      .map((l) => l.name)
      .join(", ")} and more.`,
    path: data.path,
    origin: data.origin,
  });
};

export { RouteErrorBoundary as ErrorBoundary };
