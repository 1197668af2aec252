/**
 * Age consent (docs/rules.md#age-consent): age-restricted categories (Paan Corner) ask an
 * 18+ self-declaration once per browser session. Until the shopper says yes,
 * those products stay out of listings, search and feeds, and the cart
 * refuses them; saying no keeps them hidden.
 */
import { z } from "zod";
import { say } from "~/lib/i18n/request-language.server";
import { ageConsentCookie } from "../platform/cookies.server";
import type { AgeConsent } from "../platform/request-context.server";
export type { AgeConsent } from "../platform/request-context.server";

/** What a post without one of the gate's two answers (a tampered form) is told. */
export const AGE_CONSENT_UNANSWERED = "Please choose one of the two answers.";

export const AgeConsentFormSchema = z.object({
  // AGE_CONSENT_UNANSWERED, said when the post is read: in the request's language (docs/decisions/055-hindi.md).
  consent: z.enum(["granted", "denied"], { errorMap: () => ({ message: say("Please choose one of the two answers.") }) }),
});

export async function readAgeConsent(request: Request): Promise<AgeConsent> {
  const value = await ageConsentCookie().parse(request.headers.get("Cookie"));
  return value === "granted" || value === "denied" ? value : "idle";
}

export function serializeAgeConsent(consent: "granted" | "denied"): Promise<string> {
  return ageConsentCookie().serialize(consent);
}
