/**
 * A secret santa gift's money rules (docs/rules.md#secret-santa): prepaid only, and checked against the
 * group's budget — a warning above it, a refusal above twice it. Pure, so the checkout page, placement and
 * the tests read the same figures and words.
 */
import { formatPaise } from "./money";

/** A crafted "cash on delivery" for a gift: refused at placement. */
export const GIFT_NO_COD =
  "A secret santa gift is prepaid: your recipient must not pay at the door. Choose UPI, a card or another way to pay.";

export type GiftBudgetLevel = "within" | "over" | "refused";

export interface GiftBudgetCheck {
  /** What the budget is compared with: the items (and prints) at the prices charged; no fees, tip, donation or coupons. */
  valuePaise: number;
  budgetPaise: number;
  level: GiftBudgetLevel;
  /** The warning ("over") or the refusal ("refused"); null within the budget. */
  message: string | null;
}

/**
 * The gift's value against the group's budget. The value is the goods the recipient receives (the bill's
 * item total plus prints), not what the santa pays: fees depend on the recipient's store, which the santa
 * must not learn (docs/decisions/036-santa-gift-budget.md).
 */
export function checkGiftBudget(valuePaise: number, budgetPaise: number): GiftBudgetCheck {
  const value = formatPaise(valuePaise);
  const budget = formatPaise(budgetPaise);
  if (valuePaise > 2 * budgetPaise) {
    return {
      valuePaise,
      budgetPaise,
      level: "refused",
      message: `This gift comes to ${value}, more than twice your group's budget of ${budget}. Remove something from your cart: a gift can be at most ${formatPaise(2 * budgetPaise)}.`,
    };
  }
  if (valuePaise > budgetPaise) {
    return {
      valuePaise,
      budgetPaise,
      level: "over",
      message: `This gift comes to ${value}, above your group's budget of ${budget}. You can still send it.`,
    };
  }
  return { valuePaise, budgetPaise, level: "within", message: null };
}
