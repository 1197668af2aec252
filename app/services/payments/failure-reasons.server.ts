/**
 * Why a payment failed, as the shop shows it (the checkout's failure step, /payment-status, the sandbox's page). A
 * gateway reports the reason in English and the payment keeps it as it came, as do the reasons the shop writes
 * itself (below); the ones the shop knows are said here in the page's language (docs/decisions/055-hindi.md): the
 * sandbox gateway's declines, a wallet's one-tap answers, and the shop's own. Any other gateway's text is shown as
 * it came.
 */
import { say } from "~/lib/i18n/request-language.server";
import { formatPaise } from "~/lib/money";
import { oneTapCodeOf, oneTapMessage } from "./one-tap-messages.server";
import { SANDBOX_DECLINES } from "./sandbox-gateway.server";

/** The reasons the shop itself keeps on a failed payment, in English like a gateway's. */
export const SHOP_FAILURE_REASONS = {
  gatewayUnreachable: "We could not reach the payment gateway. Nothing was charged.",
  notCompletedInTime: "The payment was not completed in time. Nothing was charged.",
  failed: "The payment failed.",
} as const;

const LATE_CAPTURE = / The (₹\S+) taken later is back in your Nukkad Cash\.$/;
const NOT_PLACED = / The (₹\S+) you paid is back in your Nukkad Cash\.$/;

/** A failed payment whose money the gateway took after all (a late capture): the reason it had, and the refund. */
export function lateCaptureReason(previous: string | null, amount: number): string {
  return `${previous ?? SHOP_FAILURE_REASONS.failed} The ${formatPaise(amount)} taken later is back in your Nukkad Cash.`;
}

/** A paid payment whose order could not be placed: why (a refusal, already said), and the refund. */
export function notPlacedReason(why: string, total: number): string {
  return `${why} The ${formatPaise(total)} you paid is back in your Nukkad Cash.`;
}

export function sayFailureReason(reason: string): string {
  const late = LATE_CAPTURE.exec(reason);
  if (late)
    return say("{reason} The {amount} taken later is back in your Nukkad Cash.", {
      reason: sayFailureReason(reason.slice(0, late.index)),
      amount: late[1] ?? "",
    });
  const notPlaced = NOT_PLACED.exec(reason);
  if (notPlaced)
    return say("{reason} The {amount} you paid is back in your Nukkad Cash.", {
      reason: sayFailureReason(reason.slice(0, notPlaced.index)),
      amount: notPlaced[1] ?? "",
    });
  const oneTap = oneTapCodeOf(reason);
  if (oneTap !== null) return oneTapMessage(oneTap);
  switch (reason) {
    case SANDBOX_DECLINES.card:
      return say("Your bank declined this card.");
    case SANDBOX_DECLINES.bank:
      return say("The bank declined this payment.");
    case SANDBOX_DECLINES.upi:
      return say("The UPI payment was declined.");
    case SANDBOX_DECLINES.other:
      return say("The payment was declined.");
    case SHOP_FAILURE_REASONS.gatewayUnreachable:
      return say("We could not reach the payment gateway. Nothing was charged.");
    case SHOP_FAILURE_REASONS.notCompletedInTime:
      return say("The payment was not completed in time. Nothing was charged.");
    case SHOP_FAILURE_REASONS.failed:
      return say("The payment failed.");
    default:
      return reason;
  }
}
