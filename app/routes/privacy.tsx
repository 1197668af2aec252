import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { PrivacyContent } from "~/components/info/privacy-content";
import { InfoPage } from "~/components/info/info-page";
import { pageLocale, seoMeta } from "~/lib/seo";
import { publicPageData } from "~/services/platform/http.server";

/** /privacy: the privacy policy, public (docs/product/routes.md#help-and-policy-pages). */
export async function loader({ request }: LoaderFunctionArgs) {
  return publicPageData(request);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Page() {
  return (
    <InfoPage title="Privacy policy" intro="What Nukkad stores about you, why, who sees it, and what we never store.">
      <PrivacyContent />
    </InfoPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({
    locale: pageLocale(matches),
    title: "Privacy policy | Nukkad",
    description: "What Nukkad stores about you, why, who sees it, and what we never store.",
    path: "/privacy",
    origin: data?.origin,
  });
