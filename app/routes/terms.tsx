import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { TermsContent } from "~/components/info/terms-content";
import { InfoPage } from "~/components/info/info-page";
import { pageLocale, seoMeta } from "~/lib/seo";
import { publicPageData } from "~/services/platform/http.server";

/** /terms: the terms of use (docs/product/routes.md#help-and-policy-pages). */
export async function loader({ request }: LoaderFunctionArgs) {
  return publicPageData(request);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Page() {
  return (
    <InfoPage title="Terms of use" intro="The rules for buying on Nukkad, in plain words: prices, cancellations, refunds and your account.">
      <TermsContent />
    </InfoPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({
    locale: pageLocale(matches),
    title: "Terms of use | Nukkad",
    description: "The rules for buying on Nukkad, in plain words: prices, cancellations, refunds and your account.",
    path: "/terms",
    origin: data?.origin,
  });
