/** Home's loader, apart from the route module so the browser build leaves its server imports out (docs/decisions/042-javascript-budget-100.md). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { resolveLayoutStreamed } from "~/services/catalogue/browse.server";
import { requestContext } from "~/services/platform/request-context.server";
import { catalogueHeaders, publicOrigin } from "~/services/platform/http.server";
import type { ResolvedWidget, StreamedLayout } from "~/lib/views/catalogue";

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
