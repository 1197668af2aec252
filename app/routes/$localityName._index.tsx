import { pageMessages } from "~/lib/i18n/page-messages.server";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { StreamedWidgetFeed } from "~/components/widgets/registry";
import { pageLocale, seoMeta } from "~/lib/seo";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { loadCityHome } from "~/services/catalogue/pages/city-home.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { pageContext } from "~/services/catalogue/pages/listing-pages.server";
import { catalogueData } from "~/services/platform/http.server";
import { notFoundWithCategories } from "~/services/catalogue/pages/not-found.server";
import type { SharedPageHandle } from "~/services/boot/page-cache.server";

/**
 * City home (docs/product/routes.md#city-home). Shows the city's catalogue: the
 * shopper's own store when they are in this city, else the city's first
 * store, so a crawler or a visitor from elsewhere sees real local prices.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const { db, location, origin } = await pageContext(ctx);
  const slug = params.localityName ?? "";
  // Any one-segment path lands here: one that is not a city is the store's 404, with its ways back in.
  const home = /^[a-z0-9-]{2,60}$/.test(slug) ? await loadCityHome(db, slug, location) : null;
  if (!home) return notFoundWithCategories(ctx);
  return catalogueData(request, {
    messages: pageMessages(request, "shop"),
    origin,
    location,
    shoppingHere: home.shoppingHere,
    path: `/${slug}`,
    city: home.city,
    layout: home.layout,
  });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// The same page for every anonymous visitor with the same store and choices (docs/decisions/024-shared-page-cache.md).
export const handle: SharedPageHandle = { sharedPage: true };

export default function CityHome() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  if ("notFound" in loaded) return <NotFoundPage categories={loaded.categories} />;
  const { location, city, layout, shoppingHere } = loaded;
  return (
    <>
      {!shoppingHere ? (
        <p className="container-layout mt-4 rounded-xl bg-white p-3 text-sm">
          {shoppingIn(
            t("You are shopping in [{place}]. Prices below are for {city}; pick a {city} locality to order here.", {
              place: location.label,
              city: city.name,
            }),
          )}
        </p>
      ) : null}
      <StreamedWidgetFeed layout={layout} context={{ location, city }} />
    </>
  );
}

/** The sentence with the shopper's place, marked by [brackets], in bold wherever the language puts it. */
function shoppingIn(sentence: string) {
  const [before, place, after] = sentence.split(/\[|\]/);
  return (
    <>
      {before}
      <strong>{place}</strong>
      {after}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  if (!data || "notFound" in data) return [{ title: t("Page not found | Nukkad") }, { name: "robots", content: "noindex" }];
  const place = data.city.place;
  return seoMeta({
    locale: pageLocale(matches),
    title: data.city.serviceable
      ? t("Online grocery delivery in {place} in minutes | Nukkad", { place })
      : t("Nukkad in {place}: coming soon | Nukkad", { place }),
    description: t(
      "Order groceries online in {place}: fruits, vegetables, dairy, snacks and essentials delivered in minutes to {localities} and more.",
      {
        place,
        localities: data.city.localities
          .slice(0, 4)
          .map((l) => l.name)
          .join(", "),
      },
    ),
    path: data.path,
    origin: data.origin,
  });
};

export { RouteErrorBoundary as ErrorBoundary };
