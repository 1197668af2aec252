import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { AboutContent } from "~/components/info/about-content";
import { InfoPage } from "~/components/info/info-page";
import { pageLocale, seoMeta } from "~/lib/seo";
import { publicPageData } from "~/services/platform/http.server";

/** /aboutus (the about-us deep link): who runs the store (docs/product/routes.md#help-and-policy-pages). */
export async function loader({ request }: LoaderFunctionArgs) {
  return publicPageData(request);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Page() {
  return (
    <InfoPage title="About Nukkad" intro="Groceries and daily essentials from the store around the corner, delivered in minutes.">
      <AboutContent />
    </InfoPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({
    locale: pageLocale(matches),
    title: "About Nukkad | Nukkad",
    description: "Groceries and daily essentials from the store around the corner, delivered in minutes.",
    path: "/aboutus",
    origin: data?.origin,
  });
