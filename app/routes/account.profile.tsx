import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ProfileForm } from "~/components/account/profile-form";
import { echoValues, errorsOf } from "~/lib/forms/failure";
import { PROFILE_FORM } from "~/lib/forms/profile";
import { formFailure, formSchema } from "~/lib/forms/schema.server";
import { formatPhone } from "~/lib/phone";
import { loadProfile, saveProfile } from "~/services/account/profile.server";
import { setFlash } from "~/services/platform/cookies.server";
import { orErrorResponse } from "~/services/platform/error-response.server";
import { requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { parseForm } from "~/services/platform/request-body.server";
import { useLocale, useT } from "~/components/layout/use-t";
import { formatDate } from "~/lib/i18n/dates";
import { metaT } from "~/lib/i18n/meta-t";
import { say } from "~/lib/i18n/request-language.server";

/** The one form on the page: its button says which (docs/architecture.md#works-before-javascript). */
const ProfileSchema = formSchema(PROFILE_FORM).extend({
  intent: z.literal("save-profile", { errorMap: () => ({ message: say("Use the Save profile button to save.") }) }),
});

/** /account/profile (docs/product/routes.md#account): name, email and what the shopper's orders add up to. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const user = await ctx.requireUser();
  return orErrorResponse(loadProfile(await ctx.db(), user.id));
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const user = await ctx.requireUser();
  const parsed = await parseForm(request, ProfileSchema);
  if (!parsed.ok) {
    // Another button's post is refused as a whole, before its fields are judged.
    const wrongButton = errorsOf(parsed.failure, "intent");
    if (wrongButton) return formFailure({ formError: wrongButton[0], values: echoValues(parsed.form, Object.keys(PROFILE_FORM)) });
    return formFailure(parsed.failure);
  }
  const saved = await saveProfile(await ctx.db(), user.id, parsed.data, parsed.form);
  if (!saved.ok) return formFailure(saved.failure);
  return seeOther("/account/profile", { headers: { "Set-Cookie": await setFlash({ kind: "success", message: say("Profile saved.") }) } });
}

export default function ProfilePage() {
  const profile = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() ?? null;
  const { signals } = profile;
  const t = useT();
  const month = formatDate(signals.efhData.joinDate, useLocale(), "monthYear");
  const delivered = signals.deliveredCartCount;
  return (
    <section aria-labelledby="profile-title" className="rounded-xl bg-white p-4">
      <h1 id="profile-title" className="text-2xl font-bold">
        {t("Profile")}
      </h1>
      <p className="mt-1 text-ink-muted" data-testid="member-summary">
        {delivered === 1
          ? t("Member since {month}, 1 order delivered", { month })
          : t("Member since {month}, {count} orders delivered", { month, count: delivered })}
      </p>
      <dl className="mt-4 grid max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t("Phone")}</dt>
        <dd className="font-semibold">{formatPhone(profile.phone)}</dd>
        <dt className="text-ink-muted">{t("Orders placed")}</dt>
        <dd className="font-semibold">{signals.cartCount}</dd>
        <dt className="text-ink-muted">{t("On the way")}</dt>
        <dd className="font-semibold">{signals.orderCounts.liveOrders}</dd>
        <dt className="text-ink-muted">{t("Referral code")}</dt>
        <dd className="font-mono font-semibold">{signals.efhData.referralCode}</dd>
      </dl>
      <h2 className="mt-6 text-lg font-bold">{t("Your details")}</h2>
      <div className="mt-2">
        <ProfileForm name={profile.name} email={profile.email} failure={failure} />
      </div>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Profile | Nukkad") }, { name: "robots", content: "noindex" }];
};
