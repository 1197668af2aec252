import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { PrivacyContent } from "~/components/info/privacy-content";
import { InfoPage } from "~/components/info/info-page";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageLocale, seoMeta } from "~/lib/seo";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { publicPageData } from "~/services/platform/http.server";

/** /privacy: the privacy policy, public (docs/product/routes.md#help-and-policy-pages). */
export async function loader({ request }: LoaderFunctionArgs) {
  return publicPageData(request, { messages: pageMessages(request, "info") });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Page() {
  const t = useT();
  return (
    <InfoPage title={t("Privacy policy")} intro={t("What Nukkad stores about you, why, who sees it, and what we never store.")}>
      <PrivacyContent />
    </InfoPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  return seoMeta({
    locale: pageLocale(matches),
    title: t("Privacy policy | Nukkad"),
    description: t("What Nukkad stores about you, why, who sees it, and what we never store."),
    path: "/privacy",
    origin: data?.origin,
  });
};
