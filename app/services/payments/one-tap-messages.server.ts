/**
 * A wallet's answer to a link step or a one-tap charge (ONE_TAP_MESSAGES, lib/payment-methods.ts,
 * docs/product/errors.md#one-tap-codes), in the request's language (docs/decisions/055-hindi.md).
 */
import { ONE_TAP_CODES, ONE_TAP_MESSAGES, type OneTapCode } from "~/lib/payment-methods";
import { say } from "~/lib/i18n/request-language.server";

/**
 * The same English as the table, as literals, so tests/unit/messages.test.ts checks their Hindi. Called for every
 * answer but success; a code the table does not know is its "unexpected".
 */
export function oneTapMessage(code: OneTapCode): string {
  switch (code) {
    case ONE_TAP_CODES.LOW_BALANCE:
      return say("Your wallet balance is too low for this order. Add money to it or choose another method.");
    case ONE_TAP_CODES.FAILURE:
      return say("The wallet could not take this payment. Please try again or choose another method.");
    case ONE_TAP_CODES.UNAUTHORIZED:
      return say("The wallet asked us to link it again. Please link it and try once more.");
    case ONE_TAP_CODES.USER_BLOCKED:
      return say("This wallet account is blocked. Please contact the wallet provider or choose another method.");
    case ONE_TAP_CODES.USER_NOT_AVAILABLE:
      return say("This wallet account is not available. Please choose another method.");
    case ONE_TAP_CODES.MONTHLY_LIMIT:
      return say("You have reached this wallet's monthly limit. Please choose another method.");
    case ONE_TAP_CODES.OTP_LIMIT:
      return say("Too many codes requested. Please try again later.");
    case ONE_TAP_CODES.INCORRECT_OTP:
      return say("Incorrect code. Please check it and try again.");
    default:
      return say("Something unexpected happened at the wallet. Please try again or choose another method.");
  }
}

/** The one-tap code whose English message `text` is (a failure reason kept on a payment), or null. */
export function oneTapCodeOf(text: string): OneTapCode | null {
  for (const [code, message] of Object.entries(ONE_TAP_MESSAGES)) if (message === text) return Number(code) as OneTapCode;
  return null;
}
