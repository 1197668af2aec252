import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NonServiceable } from "~/components/layout/non-serviceable";
import { StreamedWidgetFeed } from "~/components/widgets/registry";
import { pageLocale, seoMeta } from "~/lib/seo";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import type { SharedPageHandle } from "~/services/boot/page-cache.server";
import type { loader } from "./_index.loader";

// The loader lives apart so the browser build leaves its server imports out (docs/decisions/042-javascript-budget-100.md).
export { loader } from "./_index.loader";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// The same page for every anonymous visitor with the same store and choices (docs/decisions/024-shared-page-cache.md).
export const handle: SharedPageHandle = { sharedPage: true };

export default function Home() {
  const t = useT();
  const { location, layout } = useLoaderData<typeof loader>();
  if (!location.store || !layout) return <NonServiceable label={location.label} />;
  return (
    <>
      <h1 className="sr-only">{t("Nukkad: groceries and essentials delivered in minutes")}</h1>
      <StreamedWidgetFeed layout={layout} context={{ location, city: null }} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  return seoMeta({
    locale: pageLocale(matches),
    title: t("Nukkad: Online grocery delivery in minutes"),
    description: t(
      "Order fresh fruits, vegetables, dairy, snacks, staples and household essentials online and get them delivered in minutes across 30+ Indian cities.",
    ),
    path: "/",
    origin: data?.origin,
  });
};
