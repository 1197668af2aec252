/**
 * When a partner's login code must be confirmed before it logs anyone in (docs/rules.md#partner-login), and how
 * the confirmation names the accounts. Pure, so the rule is tested on its own.
 */

/** What /inapp/partner-confirm says when there is no held login this browser may answer. */
export const PARTNER_LOGIN_GONE =
  "This login from the partner app has expired or was already answered. Nothing changed. To log in with the partner app, open the store again from it.";

export interface PartnerLoginRequest {
  /** The account the partner's code is for. */
  partnerUserId: number;
  /** The account this browser is logged in to, or null. */
  sessionUserId: number | null;
  /** The request's Sec-Fetch-Site header, or null when the browser sent none. */
  fetchSite: string | null;
  /** This browser already carries the same partner's genuine marker (an earlier confirmed partner login). */
  partnerMarker: boolean;
}

/**
 * A code never silently replaces a different logged-in shopper; and a code that came from another site's page
 * (a link or a form on it) must come from inside the partner's web view, proven by the partner marker. A partner
 * app opening its web view sends no Sec-Fetch-Site or `none`; the store's own pages (the sandbox partner's login
 * page) send `same-origin`. `same-site` (a sibling subdomain, which someone else may run) counts as foreign, as
 * it does for form posts (app/lib/same-origin.ts). A browser that sends no header cannot be judged by it.
 */
export function partnerLoginNeedsConfirmation(request: PartnerLoginRequest): boolean {
  if (request.sessionUserId !== null && request.sessionUserId !== request.partnerUserId) return true;
  const foreign = request.fetchSite !== null && request.fetchSite !== "same-origin" && request.fetchSite !== "none";
  return foreign && !request.partnerMarker;
}

/** "9876543210" → "3210": the confirmation names accounts by their last four digits only. */
export function phoneEnding(phone: string): string {
  return phone.replace(/\D/g, "").slice(-4);
}
