/**
 * The gift card forms (docs/rules.md#gift-cards): what their action answers, so the
 * components read it without importing the route (docs/decisions/014-form-layer.md).
 * The shopper-facing limits are the wallet service's; the inputs get them from the loader.
 */
import type { FormFailure } from "./failure";

export const BUY_GIFT_FIELDS = ["recipient", "recipientPhone", "recipientName", "message", "amount"] as const;

export interface BuyGiftValues {
  recipient: "self" | "other";
  recipientPhone: string;
  recipientName: string;
  message: string;
  amount: string;
}

/** A refused redeem or buy; `values` holds what was typed into that form. */
export type GiftCardFailure = FormFailure & { intent: "buy" | "redeem" };
