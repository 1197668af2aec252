import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { TermsContent } from "~/components/info/terms-content";
import { InfoPage } from "~/components/info/info-page";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageLocale, seoMeta } from "~/lib/seo";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { publicPageData } from "~/services/platform/http.server";

/** /terms: the terms of use (docs/product/routes.md#help-and-policy-pages). */
export async function loader({ request }: LoaderFunctionArgs) {
  return publicPageData(request, { messages: pageMessages(request, "info") });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Page() {
  const t = useT();
  return (
    <InfoPage
      title={t("Terms of use")}
      intro={t("The rules for buying on Nukkad, in plain words: prices, cancellations, refunds and your account.")}
    >
      <TermsContent />
    </InfoPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  return seoMeta({
    locale: pageLocale(matches),
    title: t("Terms of use | Nukkad"),
    description: t("The rules for buying on Nukkad, in plain words: prices, cancellations, refunds and your account."),
    path: "/terms",
    origin: data?.origin,
  });
};
