import { useId } from "react";
import { useT } from "~/components/layout/use-t";
import { MARKETING_OPT_IN, MARKETING_TEXTS_PER_WEEK } from "~/lib/privacy";

/**
 * The marketing-texts question at login (docs/rules.md#marketing-texts): an unticked, optional box that says
 * what is sent, how often and how to stop. Left unticked, nothing is recorded and no marketing text is sent.
 */
export function MarketingOptIn({ defaultChecked = false }: { defaultChecked?: boolean }) {
  const id = useId();
  const t = useT();
  return (
    <div className="mt-4 flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name={MARKETING_OPT_IN.name}
        value="yes"
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-details`}
        className="mt-0.5 h-5 w-5 shrink-0 accent-leaf-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          {t("Send me offers by SMS")}
        </label>
        <p id={`${id}-details`} className="text-xs text-ink-muted">
          {t(
            "Deals and new products from Nukkad, at most {count} texts a week. Optional. Stop any time with the link in every text, or in Account › Privacy.",
            { count: MARKETING_TEXTS_PER_WEEK },
          )}
        </p>
      </div>
    </div>
  );
}
