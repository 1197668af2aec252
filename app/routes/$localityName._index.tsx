import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { WidgetFeed } from "~/components/widgets/registry";
import { cityPath } from "~/lib/paths";
import { seoMeta } from "~/lib/seo";
import { getCityBySlug, listStores, localitiesOfCity } from "~/models/catalogue.server";
import { resolveLayout } from "~/services/catalogue.server";
import { cachedData, notFound, pageContext } from "~/services/listing-pages.server";

/**
 * City home (spec §2 {localityName}). Shows the city's catalogue: the
 * shopper's own store when they are in this city, else the city's first
 * store, so a crawler or a visitor from elsewhere sees real local prices.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { db, location, origin } = await pageContext(request);
  const slug = params.localityName ?? "";
  if (!/^[a-z0-9-]{2,60}$/.test(slug)) throw notFound();
  const city = await getCityBySlug(db, slug);
  if (!city) throw notFound();
  const [stores, localities] = await Promise.all([listStores(db), localitiesOfCity(db, city.id)]);
  const ownStore = location.store && location.city?.id === city.id ? location.store.id : null;
  const storeId = ownStore ?? stores.find((s) => s.cityId === city.id)?.id;
  const widgets = storeId ? await resolveLayout(db, "city", storeId) : [];
  return cachedData(request, {
    origin,
    location,
    shoppingHere: ownStore !== null,
    city: { name: city.name, slug: city.slug, localities: localities.map((l) => ({ name: l.name, pincode: l.pincode })) },
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
          You are shopping in <strong>{location.label}</strong>. Prices below are for {city.name}; pick a {city.name} locality
          to order here.
        </p>
      ) : null}
      <WidgetFeed widgets={widgets} context={{ location, city }} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Page not found | Nukkad" }];
  return seoMeta({
    title: `Online grocery delivery in ${data.city.name} in minutes | Nukkad`,
    description: `Order groceries online in ${data.city.name}: fruits, vegetables, dairy, snacks and essentials delivered in minutes to ${data.city.localities
      .slice(0, 4)
      .map((l) => l.name)
      .join(", ")} and more.`,
    path: cityPath(data.city.slug),
    origin: data.origin,
  });
};

export { RouteErrorBoundary as ErrorBoundary };
