import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NonServiceable } from "~/components/layout/non-serviceable";
import { StreamedWidgetFeed } from "~/components/widgets/registry";
import { resolveLayoutStreamed } from "~/services/catalogue/browse.server";
import { getDb } from "~/services/platform/database.server";
import { catalogueHeaders, publicOrigin } from "~/services/platform/http.server";
import { getShopperLocation } from "~/services/location/shopper-location.server";
import { seoMeta } from "~/lib/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const db = await getDb();
  const location = await getShopperLocation(db, request);
  // The rails below the first screen stream in after the first byte (docs/architecture.md#works-before-javascript).
  const layout = location.store ? await resolveLayoutStreamed(db, "home", location.store.id) : null;
  return data({ location, layout, origin: publicOrigin(request) }, { headers: catalogueHeaders(request) });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Home() {
  const { location, layout } = useLoaderData<typeof loader>();
  if (!location.store || !layout) return <NonServiceable label={location.label} />;
  return (
    <>
      <h1 className="sr-only">Nukkad: groceries and essentials delivered in minutes</h1>
      <StreamedWidgetFeed layout={layout} context={{ location, city: null }} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seoMeta({
    title: "Nukkad: Online grocery delivery in minutes",
    description:
      "Order fresh fruits, vegetables, dairy, snacks, staples and household essentials online and get them delivered in minutes across 30+ Indian cities.",
    path: "/",
    origin: data?.origin,
  });
