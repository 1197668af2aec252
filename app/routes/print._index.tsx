/**
 * /print, page PrintLanding: the print service's landing, a server-driven
 * layout of widgets 1000–1007 (~/lib/print-widgets). Read-only and the same
 * for everyone, yet not left to shared caches: the "print" flag may switch it off for a city or a user,
 * and a page the flag forbids must not be served from a cache (docs/rules.md#feature-flags). /print/preview
 * (PrintPreview) is a sibling route, not a child: it has no use for this
 * page's data.
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { JsonLd } from "~/components/json-ld";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { useT } from "~/components/layout/use-t";
import { PrintWidgetFeed } from "~/components/widgets/print-registry";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { formatPaise } from "~/lib/money";
import { PRINT_FILE_TYPES, PRINT_PAPER_LABEL, PRINT_PRICE_PER_SIDE } from "~/lib/print-config";
import { printServiceJsonLd } from "~/lib/print-structured-data";
import { pageLocale, seoMeta } from "~/lib/seo";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { publicOrigin } from "~/services/platform/http.server";
import { FLAG_GATED_HEADERS, requireFeature } from "~/services/platform/feature-flags.server";
import { getPrintLanding, printLandingTerms, printLayoutInLanguage } from "~/services/print/landing.server";

const PATH = "/print";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  await requireFeature(ctx, "print");
  const db = await ctx.db();
  // Prices and limits are the operator's, read on every request (not with the cached layout): docs/rules.md#operator-settings.
  const [layout, terms] = await Promise.all([getPrintLanding(db), printLandingTerms(db)]);
  // The layout's own words are translated here; the page's fixed words travel as the "print" part (docs/decisions/055-hindi.md).
  const widgets = printLayoutInLanguage(layout);
  return data({ widgets, terms, origin: publicOrigin(request), messages: pageMessages(request, "print") }, { headers: FLAG_GATED_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function PrintLanding() {
  const { widgets, terms, origin } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="container-layout py-4">
      <Breadcrumbs origin={origin} items={[{ name: t("Print"), href: PATH }]} />
      <PrintWidgetFeed widgets={widgets} terms={terms} />
      <JsonLd data={printServiceJsonLd(origin, PATH, terms, t)} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  // The operator's prices, as the page shows them; the launch figures only on the error page, which has no data.
  const prices = data?.terms.pricePerSide ?? PRINT_PRICE_PER_SIDE;
  return seoMeta({
    locale: pageLocale(matches),
    title: t("Print documents online, delivered in minutes | Nukkad Print"),
    description: t(
      "Upload {types} files and get {paper} printouts delivered in minutes: black and white {bw} a side, colour {colour} a side. Your files stay private.",
      {
        types: PRINT_FILE_TYPES.join(", "),
        paper: PRINT_PAPER_LABEL,
        bw: formatPaise(prices.BLACK_AND_WHITE),
        colour: formatPaise(prices.COLOR),
      },
    ),
    path: PATH,
    origin: data?.origin,
  });
};

export { RouteErrorBoundary as ErrorBoundary };
