/**
 * Why a payment failed, as the shop shows it (the checkout's failure step, /payment-status, the sandbox's page). A
 * gateway reports the reason in English and the payment keeps it as it came; the reasons the sandbox gateway gives
 * are said here in the page's language (docs/decisions/055-hindi.md). Any other gateway's text is shown as it came.
 */
import { say } from "~/lib/i18n/request-language.server";
import { SANDBOX_DECLINES } from "./sandbox-gateway.server";

export function sayFailureReason(reason: string): string {
  switch (reason) {
    case SANDBOX_DECLINES.card:
      return say("Your bank declined this card.");
    case SANDBOX_DECLINES.bank:
      return say("The bank declined this payment.");
    case SANDBOX_DECLINES.upi:
      return say("The UPI payment was declined.");
    case SANDBOX_DECLINES.other:
      return say("The payment was declined.");
    default:
      return reason;
  }
}
