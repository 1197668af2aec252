/**
 * Age consent (docs/rules.md#age-consent): age-restricted categories (Paan Corner) ask an
 * 18+ self-declaration once per browser session. Until the shopper says yes,
 * those products stay out of listings, search and feeds, and the cart
 * refuses them; saying no keeps them hidden.
 */
import { z } from "zod";
import { ageConsentCookie } from "../platform/cookies.server";

export type AgeConsent = "idle" | "granted" | "denied";

export const AgeConsentFormSchema = z.object({ consent: z.enum(["granted", "denied"]) });

export async function readAgeConsent(request: Request): Promise<AgeConsent> {
  const value = await ageConsentCookie().parse(request.headers.get("Cookie"));
  return value === "granted" || value === "denied" ? value : "idle";
}

export function serializeAgeConsent(consent: "granted" | "denied"): Promise<string> {
  return ageConsentCookie().serialize(consent);
}
