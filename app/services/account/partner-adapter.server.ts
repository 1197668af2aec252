/**
 * The partner adapter port (docs/rules.md#partner-web-views): a partner's web view logs its user in by handing
 * over a temporary code, which the adapter exchanges with the partner for the phone number the partner has
 * verified. Chosen by PARTNER_ADAPTER (partner-login.server.ts), like the payment gateway (PAYMENT_GATEWAY): the built-in sandbox partner
 * is the default, so the login works on a fresh clone with no outside service; a real partner's adapter
 * implements the same interface.
 */
export type PartnerExchange =
  | { ok: true; phone: string }
  /** "refused": not the partner's code (or used); "expired": the partner's, but too old. */
  | { ok: false; reason: "refused" | "expired" };

export interface PartnerAdapter {
  readonly name: "sandbox";
  /** Exchanges the partner's temporary code for the partner's verified phone (ten digits), or a refusal. */
  exchangeCode(code: string, now: Date): Promise<PartnerExchange>;
  /**
   * The partner's login page, which sends the shopper back to /inapp/airtel-redirection with a fresh code
   * (docs/product/validation.md#partner-login), to the same page and layout.
   */
  loginPage(back: { redirectTo: string; chrome: "full" | "none" }): string;
}
