/** Home's loader, apart from the route module so the browser build leaves its server imports out (docs/decisions/042-javascript-budget-100.md). */
import { pageMessages } from "~/lib/i18n/page-messages.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { resolveLayoutStreamed } from "~/services/catalogue/browse.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { catalogueHeaders, publicOrigin } from "~/services/platform/http.server";
import type { ResolvedWidget, StreamedLayout } from "~/lib/views/catalogue";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const location = await ctx.location();
  // The rails below the first screen stream in after the first byte (docs/architecture.md#works-before-javascript).
  const layout = location.store ? homeRails(await resolveLayoutStreamed(db, "home", location.store.id)) : null;
  return data(
    { location, layout, origin: publicOrigin(request), messages: pageMessages(request, "shop") },
    { headers: catalogueHeaders(request) },
  );
}

/**
 * Cards per product rail on home: in the first screen a desktop row (six at 1280 px), then the rail's "See all"
 * (docs/decisions/026-light-home-rails.md). Below the first screen, four: what a phone shows in two swipes, and
 * the rail's "See all" leads on. Every card is elements, a form and hydration work for every visitor, and the
 * first visit's document must stay under 800 elements and 100 KB (docs/decisions/041-light-home-document.md).
 */
const HOME_RAIL_CARDS = 6;
const HOME_RAIL_CARDS_BELOW = 4;

function shortRail(widget: ResolvedWidget, cards: number): ResolvedWidget {
  if (widget.type !== "product_rail") return widget;
  return { ...widget, data: { ...widget.data, products: widget.data.products.slice(0, cards) } };
}

function homeRails(layout: StreamedLayout): StreamedLayout {
  return {
    ...layout,
    above: layout.above.map((w) => shortRail(w, HOME_RAIL_CARDS)),
    below: layout.below.then((widgets) => widgets.map((w) => shortRail(w, HOME_RAIL_CARDS_BELOW))),
  };
}
