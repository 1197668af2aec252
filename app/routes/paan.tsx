import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AgeGate } from "~/components/catalogue/age-gate";
import { Listing } from "~/components/catalogue/listing";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { NonServiceable } from "~/components/layout/non-serviceable";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { PAAN_PATH } from "~/lib/paths";
import { pageLocale, seoMeta } from "~/lib/seo";
import { catalogueData } from "~/services/platform/http.server";
import { loadPaanPage } from "~/services/catalogue/pages/paan-page.server";
import { orErrorResponse } from "~/services/platform/error-response.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";

/** /paan (docs/rules.md#paan-corner): Paan Corner at the shopper's store, after the 18+ question. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await orErrorResponse(loadPaanPage(requestContext({ request, context })));
  return catalogueData(request, { ...page, messages: pageMessages(request, "info", "shop") });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function PaanCorner() {
  const { gate, category, subcategories, listing, location, query, origin } = useLoaderData<typeof loader>();
  const t = useT();
  if (gate) return <AgeGate category={category.name} denied={gate.denied} redirectTo={PAAN_PATH} />;
  if (!listing) return <NonServiceable label={location.label} />;
  return (
    <div className="container-layout py-4">
      <Breadcrumbs origin={origin} items={[{ name: category.name, href: PAAN_PATH }]} />
      <h1 className="mb-1 text-xl font-bold md:text-2xl">{category.name}</h1>
      <p className="mb-4 text-sm text-ink-muted">
        {location.store
          ? t("Mouth fresheners, supari and paan essentials from {store}, for shoppers 18 and over.", { store: location.store.name })
          : t("Mouth fresheners, supari and paan essentials from your store, for shoppers 18 and over.")}
      </p>
      <nav aria-label={t("{category} categories", { category: category.name })} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {subcategories.map((c) => (
            <li key={c.id}>
              <Link
                to={c.href}
                className="flex min-h-11 items-center gap-2 rounded-full border border-gray-200 bg-white px-3 py-1 text-sm hover:bg-leaf-50"
              >
                <img src={c.image} alt="" width={28} height={28} className="h-7 w-7 rounded" loading="lazy" />
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Listing listing={listing} query={query} label={category.name} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  return seoMeta({
    locale: pageLocale(matches),
    title: `${data?.category.name ?? t("Paan Corner")} | Nukkad`,
    description: t("Mouth fresheners, supari, paan essentials and more, delivered in minutes. For shoppers 18 and over."),
    path: PAAN_PATH,
    origin: data?.origin,
  });
};

export { RouteErrorBoundary as ErrorBoundary };
