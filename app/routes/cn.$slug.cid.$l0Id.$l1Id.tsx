import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgeGate } from "~/components/catalogue/age-gate";
import { Listing } from "~/components/catalogue/listing";
import { JsonLd } from "~/components/json-ld";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { NonServiceable } from "~/components/layout/non-serviceable";
import { PageLink } from "~/components/layout/page-links";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { listingHref } from "~/lib/catalogue";
import type { LayoutHandle } from "~/lib/offline";
import { NavigationTags } from "~/components/catalogue/navigation-tags";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageLocale, seoMeta } from "~/lib/seo";
import { itemListJsonLd } from "~/lib/structured-data";
import type { SharedPageHandle } from "~/services/boot/page-cache.server";
import type { loader } from "./cn.$slug.cid.$l0Id.$l1Id.loader";

// The loader lives apart so the browser build leaves its server imports out (docs/decisions/042-javascript-budget-100.md).
export { loader } from "./cn.$slug.cid.$l0Id.$l1Id.loader";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// The same page for every anonymous visitor with the same store and choices (docs/decisions/024-shared-page-cache.md).
// Its category rail is the way through the catalogue on a phone, so the header's menu and the trail step aside.
export const handle: SharedPageHandle & LayoutHandle = { sharedPage: true, ownNavigation: true };

export default function CategoryListing() {
  const { location, query, l0, l1, siblings, tags, listing, origin, gate } = useLoaderData<typeof loader>();
  const t = useT();
  if (gate) return <AgeGate category={l0.name} denied={gate.denied} />;
  if (!listing) return <NonServiceable label={location.label} />;
  return (
    <div className="container-layout pb-4 pt-2 md:pt-4">
      <Breadcrumbs origin={origin} items={[l0, l1]} onPhones={false} />
      <h1 className="mb-2 text-xl font-bold md:mb-3 md:text-2xl">{t("Buy {name} online", { name: l1.name })}</h1>
      <NavigationTags key={l1.id} label={t("{name} brands", { name: l1.name })} tags={tags} />
      <div className="flex gap-3 md:gap-6">
        <nav aria-label={t("{name} categories", { name: l0.name })} className="w-20 shrink-0 md:w-56">
          <ul className="sticky top-24 space-y-1">
            {siblings.map((c) => (
              <li key={c.id}>
                <PageLink
                  to={c.href}
                  aria-current={c.id === l1.id ? "page" : undefined}
                  className={`flex flex-col items-center gap-1 rounded-lg p-2 text-center text-[11px] md:flex-row md:text-left md:text-sm ${
                    c.id === l1.id ? "border-l-4 border-leaf-600 bg-leaf-50 font-bold" : "hover:bg-white"
                  }`}
                >
                  <img src={c.image} alt="" width={40} height={40} className="h-10 w-10 rounded-lg" loading="lazy" />
                  <span>{c.name}</span>
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Listing listing={listing} query={query} label={l1.name} />
        </div>
      </div>
      <JsonLd data={itemListJsonLd(listing.products.map((p) => ({ name: p.name, url: `${origin}${p.href}` })))} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  if (!data) return [{ title: t("Page not found | Nukkad") }];
  const page = data.listing?.page ?? 1;
  const names = { name: data.l1.name, category: data.l0.name, page };
  return seoMeta({
    locale: pageLocale(matches),
    title:
      page > 1 ? t("Buy {name} online (page {page}) | {category} | Nukkad", names) : t("Buy {name} online | {category} | Nukkad", names),
    description: t("Shop {name} online: {count} products from top brands, delivered in minutes. Best prices on {category}.", {
      ...names,
      count: data.listing?.total ?? 0,
    }),
    // Sorted and filtered variants point at the plain listing; later pages keep their page number.
    path: page > 1 ? listingHref(data.l1.href, { sort: "relevance", brand: [], page: 1 }, { page }) : data.l1.href,
    origin: data.origin,
  });
};

export { RouteErrorBoundary as ErrorBoundary };
