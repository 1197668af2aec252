import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { PartnerRedirectionRefused } from "~/components/partner/redirection-refused";
import { metaT } from "~/lib/i18n/meta-t";
import { partnerRedirectionLoader } from "~/services/boot/partner-redirection.server";

/**
 * The second partner's redirection page (docs/rules.md#partner-web-views, docs/decisions/057-second-partner.md):
 * its app opens it with `oauth_provider=partner` and `oauth_temp_code`; the shopper is logged in as
 * `webview_partner`, or sent to the second partner's login page for a fresh code. The loader is both partners'
 * (app/services/boot/partner-redirection.server.ts).
 */
export const loader = (args: LoaderFunctionArgs) => partnerRedirectionLoader(args, "partner");

export default PartnerRedirectionRefused;

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Partner login | Nukkad") }, { name: "robots", content: "noindex" }];
};
