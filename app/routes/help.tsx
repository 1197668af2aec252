import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { HelpContent } from "~/components/info/help-content";
import { InfoPage } from "~/components/info/info-page";
import { pageLocale, seoMeta } from "~/lib/seo";
import { publicPageData } from "~/services/platform/http.server";

/** /help: answers to common questions (docs/product/routes.md#help-and-policy-pages). */
export async function loader({ request }: LoaderFunctionArgs) {
  return publicPageData(request);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Page() {
  return (
    <InfoPage
      title="Help and FAQs"
      intro="Answers to the questions shoppers ask most: delivery times, cancelling, refunds, payments and fees."
    >
      <HelpContent />
    </InfoPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({
    locale: pageLocale(matches),
    title: "Help and FAQs | Nukkad",
    description: "Answers to the questions shoppers ask most: delivery times, cancelling, refunds, payments and fees.",
    path: "/help",
    origin: data?.origin,
  });
