import { ErrorPage } from "~/components/layout/error-page";
import { data, type MetaFunction } from "@remix-run/node";
import { metaT } from "~/lib/i18n/meta-t";

/** /500 (docs/product/routes.md#error-pages): the server-error page, with status 500, for links from outside (status pages, partners). */
export async function loader() {
  return data(null, { status: 500, headers: { "Cache-Control": "no-store" } });
}

export default function ServerErrorPage() {
  return <ErrorPage status={500} />;
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Something went wrong | Nukkad") }, { name: "robots", content: "noindex" }];
};
