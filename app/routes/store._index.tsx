import { pageMessages } from "~/lib/i18n/page-messages.server";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { pageLocale, seoMeta } from "~/lib/seo";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { listLayoutPages } from "~/services/catalogue/pages/layout-pages.server";
import { catalogueData, publicOrigin } from "~/services/platform/http.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

/** /store without an id: the stores there are (docs/collections-and-layouts.md). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const db = await requestContext({ request, context }).db();
  const stores = (await listLayoutPages(db)).filter((l) => l.kind === "store");
  return catalogueData(request, { messages: pageMessages(request, "shop"), stores, origin: publicOrigin(request) });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Stores() {
  const t = useT();
  const { stores } = useLoaderData<typeof loader>();
  return (
    <div className="container-layout py-4">
      <h1 className="mb-4 text-xl font-bold md:text-2xl">{t("Stores")}</h1>
      {stores.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {stores.map((s) => (
            <li key={s.id}>
              <Link to={s.href} className="flex min-h-11 items-center rounded-xl bg-white p-4 font-bold shadow-sm">
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("No stores yet.")}</p>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  return seoMeta({
    locale: pageLocale(matches),
    title: t("Stores | Nukkad"),
    description: t("Themed stores of Nukkad: everything for one occasion in one place."),
    path: "/store",
    origin: data?.origin,
  });
};

export { RouteErrorBoundary as ErrorBoundary };
