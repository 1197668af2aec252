import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { HelpContent } from "~/components/info/help-content";
import { InfoPage } from "~/components/info/info-page";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageLocale, seoMeta } from "~/lib/seo";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { publicPageData } from "~/services/platform/http.server";

/** /help: answers to common questions (docs/product/routes.md#help-and-policy-pages). */
export async function loader({ request }: LoaderFunctionArgs) {
  return publicPageData(request, { messages: pageMessages(request, "info") });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Page() {
  const t = useT();
  return (
    <InfoPage
      title={t("Help and FAQs")}
      intro={t("Answers to the questions shoppers ask most: delivery times, cancelling, refunds, payments and fees.")}
    >
      <HelpContent />
    </InfoPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  return seoMeta({
    locale: pageLocale(matches),
    title: t("Help and FAQs | Nukkad"),
    description: t("Answers to the questions shoppers ask most: delivery times, cancelling, refunds, payments and fees."),
    path: "/help",
    origin: data?.origin,
  });
};
