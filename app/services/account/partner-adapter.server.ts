/**
 * The partner adapter port (docs/rules.md#partner-web-views, docs/decisions/057-second-partner.md): a partner's
 * web view logs its user in by handing over a temporary code, which that partner's adapter exchanges with the
 * partner for the phone number the partner has verified. Each partner has its own adapter, chosen by its own
 * setting (partner-login.server.ts), like the payment gateway (PAYMENT_GATEWAY): the built-in sandbox partner
 * is the default, so the login works on a fresh clone with no outside service; a real partner's exchange over
 * HTTP (http-partner.server.ts, one class for any partner given its settings) implements the same interface.
 */
import type { PartnerPlatform } from "~/lib/platform";

/**
 * The partners, by their `oauth_provider` value (docs/product/api.md): the platform each one's web view is
 * (docs/product/constants.md#platforms) and the page its app opens with a code (docs/product/routes.md).
 */
export const PARTNERS = {
  /** The telecom partner. */
  airtel: { platform: "webview_airtel", redirectionPath: "/inapp/airtel-redirection" },
  /** The second partner. */
  partner: { platform: "webview_partner", redirectionPath: "/inapp/partner-redirection" },
} as const satisfies Record<string, { platform: PartnerPlatform; redirectionPath: string }>;
export type PartnerProvider = keyof typeof PARTNERS;
export const PARTNER_PROVIDER_NAMES = Object.keys(PARTNERS) as [PartnerProvider, ...PartnerProvider[]];

export type PartnerExchange =
  | { ok: true; phone: string }
  /**
   * "refused": not the partner's code (or used); "expired": the partner's, but too old; "unavailable": the partner
   * could not say (down, too slow, a bad answer), so nobody is logged in and the shopper may try again.
   */
  | { ok: false; reason: "refused" | "expired" | "unavailable" };

export interface PartnerAdapter {
  readonly name: "sandbox" | "http";
  /** The partner whose codes this adapter exchanges: a code of another partner is refused. */
  readonly provider: PartnerProvider;
  /** Exchanges the partner's temporary code for the partner's verified phone (ten digits), or a refusal. */
  exchangeCode(code: string, now: Date): Promise<PartnerExchange>;
  /**
   * The partner's login page, which sends the shopper back to the partner's redirection page with a fresh code
   * (docs/product/validation.md#partner-login), to the same page and layout.
   */
  loginPage(back: { redirectTo: string; chrome: "full" | "none" }): string;
}
