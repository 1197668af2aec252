import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { safeRedirectPath } from "~/lib/paths";
import { BROWSER_NOT_SUPPORTED_PATH, continueAnyway } from "~/services/platform/browser-support.server";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Browser not supported | Nukkad") }, { name: "robots", content: "noindex" }];
};

/**
 * `?redirectTo=` is the page the browser asked for; `?continue=1` remembers
 * that the shopper wants the store anyway (the store works without
 * JavaScript) and goes back there.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "/");
  if (url.searchParams.get("continue") === "1") throw await continueAnyway(redirectTo);
  return {
    continueHref: `${BROWSER_NOT_SUPPORTED_PATH}?continue=1&redirectTo=${encodeURIComponent(redirectTo)}`,
    messages: pageMessages(request, "info"),
  };
}

/** docs/product/routes.md#error-pages: its own page for browsers too old to run the store. Plain HTML: it must work everywhere. */
export default function BrowserNotSupported() {
  const { continueHref } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="container-layout max-w-xl py-16">
      <h1 className="text-2xl font-bold">{t("Your browser is not supported")}</h1>
      <p className="mt-3">{t("This browser is too old to run Nukkad. It works in these browsers, free to install:")}</p>
      <ul className="mt-2 list-disc pl-6">
        <li>{t("Google Chrome or Microsoft Edge, version 64 or later")}</li>
        <li>{t("Mozilla Firefox, version 60 or later")}</li>
        <li>{t("Safari on iPhone, iPad or Mac, version 12 or later")}</li>
        <li>{t("a recent Samsung Internet or Opera on Android")}</li>
      </ul>
      <p className="mt-4">{t("You can still shop here: the store works without the newer features, it just looks and feels simpler.")}</p>
      <p className="mt-4">
        <Link to={continueHref} reloadDocument className="font-bold text-leaf-800 underline">
          {t("Continue to the store anyway")}
        </Link>
      </p>
    </section>
  );
}
