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
  return { optedIn: consent.optedIn, since: consent.since?.toISOString() ?? null };
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
  const flash = await setFlash({ kind: "success", message: optedIn ? "Marketing texts turned on." : "Marketing texts turned off." });
  return seeOther("/account/privacy#marketing-title", { headers: { "Set-Cookie": flash } });
}

export default function AccountPrivacy() {
  const { optedIn, since } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "marketing";
  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-white p-4 md:p-6">
        <h1 className="text-2xl font-bold">Privacy</h1>
        <p className="mt-2 text-ink-muted">
          What we keep about you, for how long, and what you can do about it. Your{" "}
          <Link to="/account/addresses" className="font-semibold text-leaf-800 underline">
            addresses
          </Link>{" "}
          and{" "}
          <Link to="/account/orders" className="font-semibold text-leaf-800 underline">
            orders
          </Link>{" "}
          are in your account.
        </p>
      </div>
      <RetentionTable />
      <MarketingConsentForm optedIn={optedIn} since={since} busy={busy} />
      <YourDataSection downloadHref={DATA_DOWNLOAD_PATH} />
      <div className="rounded-xl bg-white p-4 md:p-6">
        <h2 className="text-lg font-bold">Privacy policy</h2>
        <PrivacyContent />
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Privacy | Nukkad" }, { name: "robots", content: "noindex" }];
