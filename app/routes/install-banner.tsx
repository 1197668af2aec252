import type { ActionFunctionArgs } from "@remix-run/node";
import { safeRedirectPath } from "~/lib/paths";
import { dismissInstallBanner } from "~/services/platform/install-banner.server";
import { requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { readForm } from "~/services/platform/request-body.server";

/** "Not now" on the app install banner (docs/deep-links.md#install-banner): hidden for 30 days, back to the page. */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const back = safeRedirectPath((await readForm(request)).get("redirectTo"), "/");
  return seeOther(back, { headers: { "Set-Cookie": await dismissInstallBanner() } });
}

/** Opened directly there is nothing to show: home. */
export async function loader() {
  return seeOther("/");
}
