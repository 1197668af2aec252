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
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";

/** Brand awards (docs/rules.md#brand-awards): the latest year's categories with their honoured brands. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await loadBrandAwards(requestContext({ request, context }));
  return catalogueData(request, { ...page, messages: pageMessages(request, "info", "shop") });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function BrandAwards() {
  const { year, origin, categories } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="container-layout py-6">
      <h1 className="mb-1 text-2xl font-bold">{t("Nukkad Brand Awards {year}", { year })}</h1>
      <p className="mb-6 text-ink-muted">{t("The brands our editors picked in each category this year.")}</p>
      {categories.length ? (
        <div className="grid gap-4 md:grid-cols-2">
          {categories.map((c) => (
            <AwardCategoryCard key={c.id} category={c} />
          ))}
        </div>
      ) : (
        <p className="rounded-xl bg-white p-8 text-center">{t("This year's awards have not been announced yet.")}</p>
      )}
      {categories.length ? <JsonLd data={brandAwardsJsonLd(year, origin, categories, `Nukkad Brand Awards ${year}`)} /> : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  return seoMeta({
    locale: pageLocale(matches),
    title: data ? t("Nukkad Brand Awards {year} | Nukkad", { year: data.year }) : t("Nukkad Brand Awards | Nukkad"),
    description: t("The best brands of {year} in {count} categories, picked by Nukkad's editors: shop the winners, delivered in minutes.", {
      year: data?.year ?? t("the year"),
      count: data?.categories.length ?? 0,
    }),
    path: BRAND_AWARDS_PATH,
    origin: data?.origin,
  });
};

export { RouteErrorBoundary as ErrorBoundary };
