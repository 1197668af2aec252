/**
 * The coupon code, written once (docs/decisions/014-form-layer.md, docs/rules.md#coupons):
 * the payment page's box, the coupon page and the promotions service all check codes
 * against this definition.
 */
import { defineForm } from "./definition";

/** What a code that cannot be a coupon gets, from the browser's hint and the server alike. */
export const INVALID_CODE_MESSAGE = "This coupon code is not valid.";

export const COUPON_FORM = defineForm({
  code: {
    label: "Coupon code",
    required: true,
    maxLength: 30,
    // Codes shoppers type: letters, digits, dash and underscore.
    pattern: "[A-Za-z0-9_\\-]{2,30}",
    title: "Letters and digits, as printed on the offer",
    upperCase: true,
    autoComplete: "off",
    messages: { required: "Enter a coupon code.", tooLong: INVALID_CODE_MESSAGE, pattern: INVALID_CODE_MESSAGE },
  },
});

const CODE_PATTERN = new RegExp(`^(?:${COUPON_FORM.code.pattern})$`);

/** The definition's rule on a code already trimmed and upper-cased. */
export function matchesCodeRule(code: string): boolean {
  return CODE_PATTERN.test(code);
}
