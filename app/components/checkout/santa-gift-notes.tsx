import type { GiftBudgetCheck } from "~/lib/santa-gift";
import { GIFT_PREPAID_NOTE } from "~/lib/santa-gift";
import { useT } from "~/components/layout/use-t";

/**
 * Above every checkout step of a secret santa gift (docs/rules.md#secret-santa): where it goes, that it is
 * prepaid (said before the payment step, not discovered on it), and the budget warning or refusal.
 */
export function SantaGiftNotes({ gift }: { gift: { groupName: string; budget: GiftBudgetCheck | null } }) {
  const { budget } = gift;
  const t = useT();
  return (
    <div className="mt-3 space-y-2 text-sm">
      <div role="status" className="rounded-lg bg-leaf-50 p-3 text-leaf-800" data-testid="santa-gift-note">
        <p className="font-semibold">
          {t("This order is your secret santa gift ({group}): it goes to your recipient, whose address stays hidden from you.", {
            group: gift.groupName,
          })}
        </p>
        <p className="mt-1">{GIFT_PREPAID_NOTE}</p>
      </div>
      {budget?.level === "over" ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 font-semibold text-amber-900" data-testid="santa-budget">
          {budget.message}
        </p>
      ) : budget?.level === "refused" ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800" data-testid="santa-budget">
          {budget.message}
        </p>
      ) : null}
    </div>
  );
}
