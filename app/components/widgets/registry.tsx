/**
 * Server-driven layouts render through this registry: one component per
 * widget type. Adding a widget type means a zod schema in ~/lib/widgets, a
 * resolver case in the catalogue service and an entry here — the compiler
 * checks all three agree. The print landing's widgets have a registry of their own
 * (print-registry.tsx), so home and listings do not ship the print components.
 */
import { Await } from "@remix-run/react";
import { Suspense } from "react";
import type { ResolvedWidget, StreamedLayout, WidgetContext } from "~/lib/views/catalogue";
import { BannerCarousel } from "./banner-carousel";
import { BrandRail } from "./brand-rail";
import { CategoryGrid } from "./category-grid";
import { CityIntro } from "./city-intro";
import { LinkTiles } from "./link-tiles";
import { ProductRail } from "./product-rail";
import { WidgetPlaceholder } from "./widget-placeholder";

type Registry = {
  [K in ResolvedWidget["type"]]: (props: {
    widget: Extract<ResolvedWidget, { type: K }>;
    context: WidgetContext;
    index: number;
  }) => JSX.Element | null;
};

const REGISTRY: Registry = {
  banner_carousel: BannerCarousel,
  category_grid: CategoryGrid,
  product_rail: ProductRail,
  brand_rail: BrandRail,
  city_intro: CityIntro,
  link_tiles: LinkTiles,
};

/**
 * Rails below the first screen skip style, layout and paint until they near the viewport
 * (`content-visibility: auto`; docs/decisions/026-light-home-rails.md), holding the height they will have
 * (the placeholder's, widget-placeholder.tsx) so the scrollbar and the page below do not jump.
 */
const OFFSCREEN: Partial<Record<ResolvedWidget["type"], string>> = {
  product_rail: "offscreen-rail [contain-intrinsic-size:auto_324px] md:[contain-intrinsic-size:auto_340px]",
  brand_rail: "offscreen-rail [contain-intrinsic-size:auto_154px]",
};

function renderWidget(widget: ResolvedWidget, context: WidgetContext, index: number, offscreen = false) {
  const Component = REGISTRY[widget.type] as Registry[typeof widget.type] as (p: {
    widget: ResolvedWidget;
    context: WidgetContext;
    index: number;
  }) => JSX.Element | null;
  // The browser reports the widget's impression when it is seen (docs/rules.md#analytics).
  return (
    <div key={widget.id} data-impression={`${widget.type}:${index}`} className={offscreen ? OFFSCREEN[widget.type] : undefined}>
      <Component widget={widget} context={context} index={index} />
    </div>
  );
}

export function WidgetFeed({ widgets, context }: { widgets: ResolvedWidget[]; context: WidgetContext }) {
  return <div className="container-layout space-y-8 py-4">{widgets.map((widget, index) => renderWidget(widget, context, index))}</div>;
}

/**
 * A layout whose first screen is in the first byte and whose rails below it stream in (the loader's
 * `resolveLayoutStreamed`; docs/architecture.md#works-before-javascript). Until they arrive — and for
 * good without JavaScript, or if they fail — each stands as its outline: title and "See all" link.
 */
export function StreamedWidgetFeed({ layout, context }: { layout: StreamedLayout; context: WidgetContext }) {
  const placeholders = layout.outline.map((o) => <WidgetPlaceholder key={o.id} outline={o} />);
  return (
    <div className="container-layout space-y-8 py-4">
      {layout.above.map((widget, index) => renderWidget(widget, context, index))}
      <Suspense fallback={placeholders}>
        <Await resolve={layout.below} errorElement={placeholders}>
          {(below) => below.map((widget, i) => renderWidget(widget, context, layout.above.length + i, true))}
        </Await>
      </Suspense>
    </div>
  );
}
