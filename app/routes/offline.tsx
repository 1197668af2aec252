import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { OfflineNotice } from "~/components/layout/offline-notice";
import { NO_INTERNET, type LayoutHandle } from "~/lib/offline";
import { catalogueHeaders } from "~/services/platform/http.server";
import { metaT } from "~/lib/i18n/meta-t";

/**
 * /offline: the page the service worker (public/sw.js) shows for a navigation that cannot reach the store
 * (docs/rules.md#offline-and-installing). The worker asks for it once, at install, without cookies, and keeps
 * it: so it is bare — no header with a cart or a name in it, no scripts to load — and public.
 */
export const handle: LayoutHandle = { bare: true };

export async function loader({ request }: LoaderFunctionArgs) {
  return data({}, { headers: catalogueHeaders(request) });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)(NO_INTERNET)} | Nukkad` },
  { name: "robots", content: "noindex" },
];

export default function OfflinePage() {
  return <OfflineNotice />;
}
