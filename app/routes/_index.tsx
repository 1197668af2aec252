import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NonServiceable } from "~/components/layout/non-serviceable";
import { StreamedWidgetFeed } from "~/components/widgets/registry";
import { resolveLayoutStreamed } from "~/services/catalogue/browse.server";
import { requestContext } from "~/services/platform/request-context.server";
import { catalogueHeaders, publicOrigin } from "~/services/platform/http.server";
import { seoMeta } from "~/lib/seo";
import type { ResolvedWidget, StreamedLayout } from "~/lib/views/catalogue";
import type { SharedPageHandle } from "~/services/platform/page-cache.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const location = await ctx.location();
  // The rails below the first screen stream in after the first byte (docs/architecture.md#works-before-javascript).
  const layout = location.store ? homeRails(await resolveLayoutStreamed(db, "home", location.store.id)) : null;
  return data({ location, layout, origin: publicOrigin(request) }, { headers: catalogueHeaders(request) });
}

/**
 * Cards per product rail on home: a desktop row and a little more, then the rail's "See all" (docs/decisions/026-light-home-rails.md).
 * Every card is HTML, a form and hydration work for every visitor, and few scroll a rail past its first screenful.
 */
const HOME_RAIL_CARDS = 8;

function shortRail(widget: ResolvedWidget): ResolvedWidget {
  if (widget.type !== "product_rail") return widget;
  return { ...widget, data: { ...widget.data, products: widget.data.products.slice(0, HOME_RAIL_CARDS) } };
}

function homeRails(layout: StreamedLayout): StreamedLayout {
  return { ...layout, above: layout.above.map(shortRail), below: layout.below.then((widgets) => widgets.map(shortRail)) };
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// The same page for every anonymous visitor with the same store and choices (docs/decisions/024-shared-page-cache.md).
export const handle: SharedPageHandle = { sharedPage: true };

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
