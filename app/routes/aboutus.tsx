import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { AboutContent } from "~/components/info/about-content";
import { InfoPage } from "~/components/info/info-page";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageLocale, seoMeta } from "~/lib/seo";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { publicPageData } from "~/services/platform/http.server";

/** /aboutus (the about-us deep link): who runs the store (docs/product/routes.md#help-and-policy-pages). */
export async function loader({ request }: LoaderFunctionArgs) {
  return publicPageData(request, { messages: pageMessages(request, "info") });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Page() {
  const t = useT();
  return (
    <InfoPage title={t("About Nukkad")} intro={t("Groceries and daily essentials from the store around the corner, delivered in minutes.")}>
      <AboutContent />
    </InfoPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  return seoMeta({
    locale: pageLocale(matches),
    title: t("About Nukkad | Nukkad"),
    description: t("Groceries and daily essentials from the store around the corner, delivered in minutes."),
    path: "/aboutus",
    origin: data?.origin,
  });
};
