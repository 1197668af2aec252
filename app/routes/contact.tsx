import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ContactContent } from "~/components/info/contact-content";
import { InfoPage } from "~/components/info/info-page";
import { pageLocale, seoMeta } from "~/lib/seo";
import { publicPageData } from "~/services/platform/http.server";

/** /contact: how to reach the store (docs/product/routes.md#help-and-policy-pages). */
export async function loader({ request }: LoaderFunctionArgs) {
  return publicPageData(request);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Page() {
  return (
    <InfoPage title="Contact us" intro="Questions about an order, a refund or your account: here is how to reach a person at Nukkad.">
      <ContactContent />
    </InfoPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({
    locale: pageLocale(matches),
    title: "Contact us | Nukkad",
    description: "Questions about an order, a refund or your account: here is how to reach a person at Nukkad.",
    path: "/contact",
    origin: data?.origin,
  });
