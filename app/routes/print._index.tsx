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
import { PrintWidgetFeed } from "~/components/widgets/print-registry";
import { formatPaise } from "~/lib/money";
import { PRINT_FILE_TYPES, PRINT_PAPER_LABEL, PRINT_PRICE_PER_SIDE } from "~/lib/print-config";
import { printServiceJsonLd } from "~/lib/print-structured-data";
import { pageLocale, seoMeta } from "~/lib/seo";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { publicOrigin } from "~/services/platform/http.server";
import { FLAG_GATED_HEADERS, requireFeature } from "~/services/platform/feature-flags.server";
import { getPrintLanding } from "~/services/print/landing.server";

const PATH = "/print";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  await requireFeature(ctx, "print");
  const db = await ctx.db();
  const widgets = await getPrintLanding(db);
  return data({ widgets, origin: publicOrigin(request) }, { headers: FLAG_GATED_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function PrintLanding() {
  const { widgets, origin } = useLoaderData<typeof loader>();
  return (
    <div className="container-layout py-4">
      <Breadcrumbs origin={origin} items={[{ name: "Print", href: PATH }]} />
      <PrintWidgetFeed widgets={widgets} />
      <JsonLd data={printServiceJsonLd(origin, PATH)} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({
    locale: pageLocale(matches),
    title: "Print documents online, delivered in minutes | Nukkad Print",
    description: `Upload ${PRINT_FILE_TYPES.join(", ")} files and get ${PRINT_PAPER_LABEL} printouts delivered in minutes: black and white ${formatPaise(PRINT_PRICE_PER_SIDE.BLACK_AND_WHITE)} a side, colour ${formatPaise(PRINT_PRICE_PER_SIDE.COLOR)} a side. Your files stay private.`,
    path: PATH,
    origin: data?.origin,
  });

export { RouteErrorBoundary as ErrorBoundary };
