import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { JsonLd } from "~/components/json-ld";
import { AwardCategoryCard } from "~/components/engagement/brand-awards";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { BRAND_AWARDS_PATH, brandAwardsJsonLd } from "~/lib/brand-awards";
import { pageLocale, seoMeta } from "~/lib/seo";
import { loadBrandAwards } from "~/services/catalogue/pages/brand-awards.server";
import { catalogueData } from "~/services/platform/http.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

/** Brand awards (docs/rules.md#brand-awards): the latest year's categories with their honoured brands. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return catalogueData(request, await loadBrandAwards(requestContext({ request, context })));
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function BrandAwards() {
  const { year, origin, categories } = useLoaderData<typeof loader>();
  return (
    <div className="container-layout py-6">
      <h1 className="mb-1 text-2xl font-bold">Nukkad Brand Awards {year}</h1>
      <p className="mb-6 text-ink-muted">The brands our editors picked in each category this year.</p>
      {categories.length ? (
        <div className="grid gap-4 md:grid-cols-2">
          {categories.map((c) => (
            <AwardCategoryCard key={c.id} category={c} />
          ))}
        </div>
      ) : (
        <p className="rounded-xl bg-white p-8 text-center">This year's awards have not been announced yet.</p>
      )}
      {categories.length ? <JsonLd data={brandAwardsJsonLd(year, origin, categories, `Nukkad Brand Awards ${year}`)} /> : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({
    locale: pageLocale(matches),
    title: `Nukkad Brand Awards ${data?.year ?? ""} | Nukkad`.replace("  ", " "),
    description: `The best brands of ${data?.year ?? "the year"} in ${data?.categories.length ?? 0} categories, picked by Nukkad's editors: shop the winners, delivered in minutes.`,
    path: BRAND_AWARDS_PATH,
    origin: data?.origin,
  });

export { RouteErrorBoundary as ErrorBoundary };
