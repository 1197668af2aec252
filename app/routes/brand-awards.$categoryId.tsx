import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { JsonLd } from "~/components/json-ld";
import { AwardListing } from "~/components/engagement/brand-awards";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { brandAwardsJsonLd } from "~/lib/brand-awards";
import { pageLocale, seoMeta } from "~/lib/seo";
import { loadBrandAwardListing } from "~/services/catalogue/pages/brand-awards.server";
import { catalogueData } from "~/services/platform/http.server";
import { orErrorResponse } from "~/services/platform/error-response.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";

/** One category's brand awards (docs/rules.md#brand-awards): 404 for a category without awards. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await orErrorResponse(loadBrandAwardListing(requestContext({ request, context }), params));
  return catalogueData(request, { ...page, messages: pageMessages(request, "info", "shop") });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function BrandAwardCategory() {
  const page = useLoaderData<typeof loader>();
  const { year, origin, category, winners, canonical } = page;
  return (
    <>
      <AwardListing data={page} />
      {winners ? (
        <JsonLd
          data={brandAwardsJsonLd(
            year,
            origin,
            [{ id: category.id, name: category.name, href: canonical, topLevel: false, awards: winners }],
            `${category.name}: Nukkad Brand Awards ${year}`,
          )}
        />
      ) : null}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  if (!data?.category) return [{ title: t("Brand awards not found | Nukkad") }];
  const names = (data.winners ?? []).map((w) => w.brand.name).join(", ");
  const values = { category: data.category.name, year: data.year, names };
  return seoMeta({
    locale: pageLocale(matches),
    title: t("Best {category} brands {year}: Brand awards | Nukkad", values),
    description: names
      ? t("The {category} brands honoured in the Nukkad Brand Awards {year}: {names}. Shop their products, delivered in minutes.", values)
      : t("The {category} brands honoured in the Nukkad Brand Awards {year}. Shop their products, delivered in minutes.", values),
    path: data.canonical,
    origin: data.origin,
  });
};

export { RouteErrorBoundary as ErrorBoundary };
