import { useId } from "react";
import { MARKETING_OPT_IN } from "~/lib/privacy";

/**
 * The marketing-texts question at login (docs/rules.md#marketing-texts): an unticked, optional box that says
 * what is sent, how often and how to stop. Left unticked, nothing is recorded and no marketing text is sent.
 */
export function MarketingOptIn({ defaultChecked = false }: { defaultChecked?: boolean }) {
  const id = useId();
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
          {MARKETING_OPT_IN.label}
        </label>
        <p id={`${id}-details`} className="text-xs text-ink-muted">
          {MARKETING_OPT_IN.details}
        </p>
      </div>
    </div>
  );
}
