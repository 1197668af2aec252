import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { webRouteFor } from "~/lib/deep-links";
import { safeRedirectPath } from "~/lib/paths";
import { PRIVATE_NO_STORE, seeOther } from "~/services/platform/http.server";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";

/**
 * `/dl?link=nukkad://…`: an app deep link opened on the web goes to its web route (docs/deep-links.md).
 * Only paths on this site come out of the mapping; an unknown or incomplete link gets this page with status
 * 404, never a redirect. 303 like every redirect here (docs/architecture.md#habits): for a GET it does what
 * a 302 does.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const link = new URL(request.url).searchParams.get("link") ?? "";
  const route = webRouteFor(link);
  const target = route === null ? "" : safeRedirectPath(route, "");
  if (target) return seeOther(target, { headers: PRIVATE_NO_STORE });
  return data({ unknown: true, messages: pageMessages(request, "info") }, { status: 404, headers: PRIVATE_NO_STORE });
}

export default function DeepLinkNotFound() {
  const t = useT();
  return (
    <section className="container-layout max-w-lg py-16 text-center" aria-labelledby="dl-title">
      <p className="text-6xl font-black text-brand-700">404</p>
      <h1 id="dl-title" className="mt-4 text-2xl font-bold">
        {t("This app link does not open a page on the website")}
      </h1>
      <p className="mt-2 text-ink-muted">{t("The link may be for a newer version of the app, or it may be incomplete.")}</p>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white hover:bg-leaf-700">
        {t("Go to home")}
      </Link>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Link not found | Nukkad") }, { name: "robots", content: "noindex" }];
};
