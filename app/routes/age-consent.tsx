import type { ActionFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { safeRedirectPath } from "~/lib/paths";
import { AgeConsentFormSchema, serializeAgeConsent } from "~/services/account/age-consent.server";
import { setFlash } from "~/services/platform/cookies.server";
import { requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { parseForm } from "~/services/platform/request-body.server";

/** Records the 18+ self-declaration for this browser session and goes back (or home on "no"). */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const parsed = await parseForm(request, AgeConsentFormSchema);
  if (!parsed.ok) return data({ error: "Choose one of the two answers." }, { status: 400 });
  const headers = new Headers();
  headers.append("Set-Cookie", await serializeAgeConsent(parsed.data.consent));
  if (parsed.data.consent === "denied") {
    headers.append("Set-Cookie", await setFlash({ kind: "info", message: "Age-restricted products are hidden." }));
    return seeOther("/", { headers });
  }
  return seeOther(safeRedirectPath(parsed.form.get("redirectTo"), "/"), { headers });
}

export async function loader() {
  throw seeOther("/");
}
