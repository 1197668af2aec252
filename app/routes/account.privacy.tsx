import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { MarketingConsentForm, RetentionTable, YourDataSection } from "~/components/account/privacy-sections";
import { PrivacyContent } from "~/components/info/privacy-content";
import { DATA_DOWNLOAD_PATH } from "~/lib/privacy";
import { marketingConsentOf, setMarketingConsent } from "~/services/account/marketing-consent.server";
import { setFlash } from "~/services/platform/cookies.server";
import { requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { parseForm } from "~/services/platform/request-body.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { useT } from "~/components/layout/use-t";
import { LinkedText } from "~/components/info/linked-text";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { say } from "~/lib/i18n/request-language.server";

const ActionSchema = z.object({ intent: z.literal("marketing"), consent: z.enum(["on", "off"]) });

/**
 * /account/privacy (the privacy deep link, docs/product/routes.md#account; docs/rules.md#privacy-and-account-deletion):
 * what is kept and why, the marketing-texts switch, the data download and the way to delete the account,
 * then the privacy policy (the same as /privacy).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const user = await ctx.requireUser();
  const consent = await marketingConsentOf(await ctx.db(), user.phone);
  // The account's words come with the layout (routes/account.tsx); the privacy policy below is the info pages'.
  return { optedIn: consent.optedIn, since: consent.since?.toISOString() ?? null, messages: pageMessages(request, "info") };
}

/** The marketing switch: records the choice and comes back (Post/Redirect/Get). */
export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const user = await ctx.requireUser();
  const parsed = await parseForm(request, ActionSchema);
  if (!parsed.ok) return seeOther("/account/privacy#marketing-title");
  const optedIn = parsed.data.consent === "on";
  await setMarketingConsent(await ctx.db(), { userId: user.id, phone: user.phone }, optedIn, "privacy_page");
  const flash = await setFlash({
    kind: "success",
    message: optedIn ? say("Marketing texts turned on.") : say("Marketing texts turned off."),
  });
  return seeOther("/account/privacy#marketing-title", { headers: { "Set-Cookie": flash } });
}

export default function AccountPrivacy() {
  const { optedIn, since } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "marketing";
  const t = useT();
  const link = (to: string) =>
    function AccountLink(label: string) {
      return (
        <Link to={to} className="font-semibold text-leaf-800 underline">
          {label}
        </Link>
      );
    };
  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-white p-4 md:p-6">
        <h1 className="text-2xl font-bold">{t("Privacy")}</h1>
        <p className="mt-2 text-ink-muted">
          <LinkedText
            text={t(
              "What we keep about you, for how long, and what you can do about it. Your [addresses] and [orders] are in your account.",
            )}
            links={[link("/account/addresses"), link("/account/orders")]}
          />
        </p>
      </div>
      <RetentionTable />
      <MarketingConsentForm optedIn={optedIn} since={since} busy={busy} />
      <YourDataSection downloadHref={DATA_DOWNLOAD_PATH} />
      <div className="rounded-xl bg-white p-4 md:p-6">
        <h2 className="text-lg font-bold">{t("Privacy policy")}</h2>
        <PrivacyContent />
      </div>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Privacy | Nukkad") }, { name: "robots", content: "noindex" }];
};
