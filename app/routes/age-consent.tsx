import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { AgeGate } from "~/components/catalogue/age-gate";
import { RefusedError } from "~/lib/errors";
import { firstMessage } from "~/lib/forms/failure";
import { safeRedirectPath } from "~/lib/paths";
import { AgeConsentFormSchema, serializeAgeConsent } from "~/services/account/age-consent.server";
import { setFlash } from "~/services/platform/cookies.server";
import { errorResponse } from "~/services/platform/error-response.server";
import { requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { parseForm } from "~/services/platform/request-body.server";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { say } from "~/lib/i18n/request-language.server";
import { metaT } from "~/lib/i18n/meta-t";

/**
 * Records the 18+ self-declaration for this browser session and goes back (or home on "no"). A post
 * without one of the two answers gets this page: the question again with the message, status 400, and
 * the page it came from kept for the next answer (docs/rules.md#age-consent).
 */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const parsed = await parseForm(request, AgeConsentFormSchema);
  const redirectTo = safeRedirectPath(parsed.form.get("redirectTo"), "/");
  if (!parsed.ok) return errorResponse(new RefusedError(firstMessage(parsed.failure)), { redirectTo });
  const headers = new Headers();
  headers.append("Set-Cookie", await serializeAgeConsent(parsed.data.consent));
  if (parsed.data.consent === "denied") {
    headers.append("Set-Cookie", await setFlash({ kind: "info", message: say("Age-restricted products are hidden.") }));
    return seeOther("/", { headers });
  }
  return seeOther(redirectTo, { headers });
}

/** Opened directly, the page asks the question and comes back home. Its words are the age gate's (the `shop` part). */
export async function loader({ request }: LoaderFunctionArgs) {
  return { messages: pageMessages(request, "shop") };
}

export default function AgeConsentPage() {
  const failure = useActionData<typeof action>();
  return <AgeGate denied={false} error={failure?.formError} redirectTo={failure?.values?.redirectTo ?? "/"} />;
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Confirm your age | Nukkad") }, { name: "robots", content: "noindex" }];
};
