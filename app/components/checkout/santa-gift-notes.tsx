import { useT } from "~/components/layout/use-t";
import { formatPaise } from "~/lib/money";
import type { GiftBudgetCheck } from "~/lib/santa-gift";

/**
 * Above every checkout step of a secret santa gift (docs/rules.md#secret-santa): where it goes, that it is
 * prepaid (said before the payment step, not discovered on it), and the budget warning or refusal. The words
 * are secret santa's (app/lib/i18n/hindi/santa.server.ts); the budget's are said here from its figures, as
 * checkGiftBudget says them in English.
 */
export function SantaGiftNotes({ gift }: { gift: { groupName: string; budget: GiftBudgetCheck | null } }) {
  const { budget } = gift;
  const t = useT();
  const figures = budget && {
    value: formatPaise(budget.valuePaise),
    budget: formatPaise(budget.budgetPaise),
    max: formatPaise(2 * budget.budgetPaise),
  };
  return (
    <div className="mt-3 space-y-2 text-sm">
      <div role="status" className="rounded-lg bg-leaf-50 p-3 text-leaf-800" data-testid="santa-gift-note">
        <p className="font-semibold">
          {t("This order is your secret santa gift ({group}): it goes to your recipient, whose address stays hidden from you.", {
            group: gift.groupName,
          })}
        </p>
        <p className="mt-1">{t("Gifts are prepaid: your recipient never pays at the door, so cash on delivery is not offered.")}</p>
      </div>
      {budget?.level === "over" && figures ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 font-semibold text-amber-900" data-testid="santa-budget">
          {t("This gift comes to {value}, above your group's budget of {budget}. You can still send it.", figures)}
        </p>
      ) : budget?.level === "refused" && figures ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800" data-testid="santa-budget">
          {t(
            "This gift comes to {value}, more than twice your group's budget of {budget}. Remove something from your cart: a gift can be at most {max}.",
            figures,
          )}
        </p>
      ) : null}
    </div>
  );
}
