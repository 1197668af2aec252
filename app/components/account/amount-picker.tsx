import { useRef } from "react";
import { ErrorList } from "~/components/forms/error-list";
import { useStateFromPage } from "~/components/forms/use-state-from-page";
import { useT } from "~/components/layout/use-t";
import { formatPaise } from "~/lib/money";

/**
 * An amount in whole rupees with quick picks. The picks are radios named
 * "preset" and the typed amount is "amount": without JavaScript a pick alone
 * is enough and a typed amount wins over it; with JavaScript the two stay in
 * step (a pick fills the box, typing a pick's figure selects it).
 */
export function AmountPicker({
  id,
  label,
  presets,
  min,
  max,
  defaultAmount,
  error,
}: {
  id: string;
  label: string;
  /** Paise. */
  presets: readonly number[];
  /** Paise, for the native constraints and the hint. */
  min: number;
  max: number;
  /** What the shopper typed last time (rupees, as typed). */
  defaultAmount: string;
  error?: string;
}) {
  const typedRef = useRef<HTMLInputElement>(null);
  // Typed or picked before hydration: a typed amount wins over a pick, as in the form post without JavaScript.
  const [amount, setAmount] = useStateFromPage(defaultAmount, () => {
    const typed = typedRef.current;
    const picked = typed?.closest("fieldset")?.querySelector<HTMLInputElement>('input[name="preset"]:checked');
    return typed?.value.trim() ? typed.value : (picked?.value ?? null);
  });
  const t = useT();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {presets.map((paise) => {
          const rupees = String(paise / 100);
          return (
            <label
              key={paise}
              className="inline-flex h-10 cursor-pointer items-center rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold has-[:checked]:border-leaf-600 has-[:checked]:bg-leaf-50 has-[:focus-visible]:ring-2"
            >
              <input
                type="radio"
                name="preset"
                value={rupees}
                checked={amount.trim() === rupees}
                onChange={() => setAmount(rupees)}
                className="sr-only"
              />
              {formatPaise(paise)}
            </label>
          );
        })}
      </div>
      <label htmlFor={id} className="mt-3 block text-sm font-semibold">
        {t("Or enter an amount (₹)")}
      </label>
      <input
        ref={typedRef}
        id={id}
        name="amount"
        type="number"
        inputMode="numeric"
        min={min / 100}
        max={max / 100}
        step={1}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className="mt-1 h-11 w-40 rounded-lg border border-gray-300 bg-white px-3 text-base aria-[invalid=true]:border-red-600 focus:border-leaf-600"
      />
      <p id={hintId} className="mt-1 text-xs text-ink-muted">
        {t("From {min} to {max}, in whole rupees.", { min: formatPaise(min), max: formatPaise(max) })}
      </p>
      <ErrorList id={errorId} errors={error ? [error] : null} />
    </fieldset>
  );
}
