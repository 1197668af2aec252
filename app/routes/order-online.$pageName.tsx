import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { JsonLd } from "~/components/json-ld";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { ProductGrid } from "~/components/product/product-card";
import { NotFoundError } from "~/lib/errors";
import { OFFERS_PATH } from "~/lib/paths";
import { pathInLocale } from "~/lib/i18n/locale";
import { pageLocale, seoMeta } from "~/lib/seo";
import { faqPageJsonLd, itemListJsonLd } from "~/lib/structured-data";
import { loadOrderOnlinePage } from "~/services/catalogue/pages/order-online.server";
import { errorResponse } from "~/services/platform/error-response.server";
import { catalogueData, movedPermanently, publicOrigin } from "~/services/platform/http.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";

/** /order-online/{category}-in-{city} (docs/rules.md#order-online-pages); any other name is the 404 page. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const db = await requestContext({ request, context }).db();
  const page = await loadOrderOnlinePage(db, params.pageName ?? "");
  if (!page) throw errorResponse(new NotFoundError());
  // One address per page: "Milk-In-Gurugram" goes to "milk-in-gurugram".
  // The address without the Hindi prefix (Remix adds it back to the redirect): /hi/… redirected to itself.
  if (pathInLocale(new URL(request.url).pathname, "en") !== page.path) throw movedPermanently(page.path);
  return catalogueData(request, { page, origin: publicOrigin(request), messages: pageMessages(request, "info", "shop") });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function OrderOnline() {
  const { page, origin } = useLoaderData<typeof loader>();
  const t = useT();
  const where = { category: page.category.name, city: page.city.name };
  const crumbs = [
    { name: page.city.name, href: page.city.href },
    { name: t("{category} in {city}", where), href: page.path },
  ];
  return (
    <div className="container-layout max-w-5xl space-y-6 py-4">
      <div>
        <Breadcrumbs origin={origin} items={crumbs} />
        <h1 className="text-xl font-bold md:text-2xl">{t("Order {category} online in {city}", where)}</h1>
        <p className="mt-2 max-w-prose text-ink-muted">{page.intro}</p>
        <p className="mt-3 flex flex-wrap gap-2">
          <Link
            to={page.category.href}
            className="inline-flex min-h-11 items-center rounded-lg bg-leaf-600 px-4 font-semibold text-white hover:bg-leaf-700"
          >
            {t("Shop all {category}", where)}
          </Link>
          {page.category.parent ? (
            <Link
              to={page.category.parent.href}
              className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-semibold hover:bg-leaf-50"
            >
              {t("More in {category}", { category: page.category.parent.name })}
            </Link>
          ) : null}
        </p>
      </div>
      {page.products.length ? (
        <section aria-labelledby="top-title">
          <h2 id="top-title" className="mb-3 text-lg font-bold">
            {t("Popular {category} in {city}", where)}
          </h2>
          <ProductGrid products={page.products} label={t("Popular {category}", where)} />
        </section>
      ) : null}
      <section aria-labelledby="faq-title" className="rounded-xl bg-white p-4">
        <h2 id="faq-title" className="text-lg font-bold">
          {t("Questions about {category} in {city}", where)}
        </h2>
        <dl className="mt-2 space-y-3 text-sm">
          {page.faqs.map((f) => (
            <div key={f.question}>
              <dt className="font-semibold">{f.question}</dt>
              <dd className="text-ink-muted">
                {f.answer}
                {f.question.startsWith("Can I use a coupon") ? (
                  <>
                    {" "}
                    <Link to={OFFERS_PATH} className="font-semibold text-leaf-800 underline">
                      {t("See offers")}
                    </Link>
                  </>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {page.related.length ? (
        <nav aria-labelledby="related-title">
          <h2 id="related-title" className="mb-2 text-lg font-bold">
            {t("Also order in {city}", where)}
          </h2>
          <ul className="flex flex-wrap gap-2 text-sm">
            {page.related.map((r) => (
              <li key={r.href}>
                <Link to={r.href} className="inline-flex min-h-11 items-center rounded-full bg-white px-3 hover:bg-leaf-50">
                  {r.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <JsonLd data={itemListJsonLd(page.products.map((p) => ({ name: p.name, url: `${origin}${p.href}` })))} />
      <JsonLd data={faqPageJsonLd(page.faqs)} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  if (!data) return [{ title: t("Page not found | Nukkad") }, { name: "robots", content: "noindex" }];
  const { page, origin } = data;
  return seoMeta({
    locale: pageLocale(matches),
    title: t("Order {category} online in {city} | Delivery in {minutes} minutes | Nukkad", {
      category: page.category.name,
      city: page.city.name,
      minutes: page.eta.max,
    }),
    description: page.intro.slice(0, 300),
    path: page.path,
    origin,
  });
};

export { RouteErrorBoundary as ErrorBoundary };
