import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { safeRedirectPath } from "~/lib/paths";
import { BROWSER_NOT_SUPPORTED_PATH, continueAnyway } from "~/services/platform/browser-support.server";

export const meta = () => [{ title: "Browser not supported | Nukkad" }, { name: "robots", content: "noindex" }];

/**
 * `?redirectTo=` is the page the browser asked for; `?continue=1` remembers
 * that the shopper wants the store anyway (the store works without
 * JavaScript) and goes back there.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "/");
  if (url.searchParams.get("continue") === "1") throw await continueAnyway(redirectTo);
  return { continueHref: `${BROWSER_NOT_SUPPORTED_PATH}?continue=1&redirectTo=${encodeURIComponent(redirectTo)}` };
}

/** docs/product/routes.md#error-pages: its own page for browsers too old to run the store. Plain HTML: it must work everywhere. */
export default function BrowserNotSupported() {
  const { continueHref } = useLoaderData<typeof loader>();
  return (
    <section className="container-layout max-w-xl py-16">
      <h1 className="text-2xl font-bold">Your browser is not supported</h1>
      <p className="mt-3">This browser is too old to run Nukkad. It works in these browsers, free to install:</p>
      <ul className="mt-2 list-disc pl-6">
        <li>Google Chrome or Microsoft Edge, version 64 or later</li>
        <li>Mozilla Firefox, version 60 or later</li>
        <li>Safari on iPhone, iPad or Mac, version 12 or later</li>
        <li>a recent Samsung Internet or Opera on Android</li>
      </ul>
      <p className="mt-4">You can still shop here: the store works without the newer features, it just looks and feels simpler.</p>
      <p className="mt-4">
        <Link to={continueHref} reloadDocument className="font-bold text-leaf-800 underline">
          Continue to the store anyway
        </Link>
      </p>
    </section>
  );
}
