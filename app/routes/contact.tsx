import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ContactContent } from "~/components/info/contact-content";
import { InfoPage } from "~/components/info/info-page";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageLocale, seoMeta } from "~/lib/seo";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { publicPageData } from "~/services/platform/http.server";

/** /contact: how to reach the store (docs/product/routes.md#help-and-policy-pages). */
export async function loader({ request }: LoaderFunctionArgs) {
  return publicPageData(request, { messages: pageMessages(request, "info") });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Page() {
  const t = useT();
  return (
    <InfoPage
      title={t("Contact us")}
      intro={t("Questions about an order, a refund or your account: here is how to reach a person at Nukkad.")}
    >
      <ContactContent />
    </InfoPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  return seoMeta({
    locale: pageLocale(matches),
    title: t("Contact us | Nukkad"),
    description: t("Questions about an order, a refund or your account: here is how to reach a person at Nukkad."),
    path: "/contact",
    origin: data?.origin,
  });
};
