import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { OfferCard } from "~/components/cart/offer-card";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { OFFERS_PATH } from "~/lib/paths";
import { pageLocale, seoMeta } from "~/lib/seo";
import type { RootData } from "~/lib/views/every-page";
import { liveOffers } from "~/services/cart/offers-page.server";
import { catalogueData, publicOrigin } from "~/services/platform/http.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";

/** /offers (docs/rules.md#offers): the coupons and bank offers live now, with their terms in plain words. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const [db, location] = await Promise.all([ctx.db(), ctx.location()]);
  const offers = await liveOffers(db, new Date());
  return catalogueData(request, {
    ...offers,
    store: location.store?.name ?? null,
    city: location.city?.name ?? null,
    origin: publicOrigin(request),
    messages: pageMessages(request, "info"),
  });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Offers() {
  const { coupons, bankOffers, store, city } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootData>("root");
  // With items in the cart, Apply posts to the checkout coupon form; an empty cart has nothing to apply to.
  const canApply = (root?.cart.summary.count ?? 0) > 0;
  const t = useT();
  return (
    <div className="container-layout max-w-4xl space-y-6 py-6">
      <header>
        <h1 className="text-2xl font-bold">{t("Offers")}</h1>
        <p className="mt-1 text-ink-muted">
          {store
            ? t("Coupons and bank offers you can use at {store} today.", { store: city ? `${store}, ${city}` : store })
            : t("Coupons and bank offers you can use today.")}{" "}
          {canApply ? (
            t("Apply one to your cart, or enter its code at checkout.")
          ) : (
            <>{t("Add items to your cart, then enter a code at checkout.")}</>
          )}
        </p>
      </header>
      <section aria-labelledby="coupons-title" className="space-y-3">
        <h2 id="coupons-title" className="text-lg font-bold">
          {t("Coupons")}
        </h2>
        {coupons.length ? (
          <ul className="space-y-3">
            {coupons.map((o) => (
              <OfferCard key={o.code} offer={o} canApply={canApply} />
            ))}
          </ul>
        ) : (
          <p className="rounded-xl bg-white p-4 text-sm text-ink-muted">{t("No coupons are running right now.")}</p>
        )}
      </section>
      <section aria-labelledby="bank-title" className="space-y-3">
        <h2 id="bank-title" className="text-lg font-bold">
          {t("Bank and payment offers")}
        </h2>
        <p className="text-sm text-ink-muted">
          {t("These take money off when you pay with the bank or method named; choose it on the payment step.")}
        </p>
        {bankOffers.length ? (
          <ul className="space-y-3">
            {bankOffers.map((o) => (
              <OfferCard key={o.code} offer={o} canApply={canApply} />
            ))}
          </ul>
        ) : (
          <p className="rounded-xl bg-white p-4 text-sm text-ink-muted">{t("No bank offers are running right now.")}</p>
        )}
      </section>
      {canApply ? null : (
        <p>
          <Link to="/" className="inline-flex min-h-11 items-center rounded-lg bg-leaf-600 px-5 font-semibold text-white hover:bg-leaf-700">
            {t("Start shopping")}
          </Link>
        </p>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  return seoMeta({
    locale: pageLocale(matches),
    title: t("Offers: coupons and bank offers | Nukkad"),
    description: t("Today's Nukkad coupons and bank offers, with the minimum order, the cap, the payment method and how long each runs."),
    path: OFFERS_PATH,
    origin: data?.origin,
  });
};

export { RouteErrorBoundary as ErrorBoundary };
