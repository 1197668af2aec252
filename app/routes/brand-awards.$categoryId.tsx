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

/** One category's brand awards (docs/rules.md#brand-awards): 404 for a category without awards. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await orErrorResponse(loadBrandAwardListing(requestContext({ request, context }), params));
  return catalogueData(request, page);
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
  if (!data?.category) return [{ title: "Brand awards not found | Nukkad" }];
  const names = (data.winners ?? []).map((w) => w.brand.name).join(", ");
  return seoMeta({
    locale: pageLocale(matches),
    title: `Best ${data.category.name} brands ${data.year}: Brand awards | Nukkad`,
    description: `The ${data.category.name} brands honoured in the Nukkad Brand Awards ${data.year}${names ? `: ${names}` : ""}. Shop their products, delivered in minutes.`,
    path: data.canonical,
    origin: data.origin,
  });
};

export { RouteErrorBoundary as ErrorBoundary };
