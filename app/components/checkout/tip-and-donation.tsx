import { Form, useSubmit } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/submit-button";
import { formatPaise } from "~/lib/money";
import { useT } from "~/components/layout/use-t";

/**
 * Rider tip and Feeding India donation. Both start at nothing (docs/rules.md#tips-and-donation:
 * never pre-added). Without JavaScript the "Update bill" button applies the
 * choice; with it, a preset or the donation box applies at once, and a typed
 * amount on Enter or the button. With the "delivery tip" flag off (`tipOffered` false) only the donation is
 * offered (docs/rules.md#feature-flags).
 */
export function TipAndDonation({
  tip,
  donation,
  presets,
  donationAmount,
  tipOffered,
}: {
  tipOffered: boolean;
  tip: number;
  donation: boolean;
  presets: number[];
  donationAmount: number;
}) {
  const submit = useSubmit();
  const t = useT();
  const isPreset = tip === 0 || presets.includes(tip);
  return (
    <Form
      method="post"
      className="rounded-xl bg-white p-4 text-sm"
      aria-labelledby={tipOffered ? "tip-title" : undefined}
      aria-label={tipOffered ? undefined : t("Donation")}
      onChange={(event) => {
        const target = event.target as HTMLInputElement;
        // Typing a custom amount waits for the button or Enter (picking "Other" alone changes nothing yet);
        // everything else applies at once.
        const waitsForAmount = target.name === "customTip" || (target.name === "tip" && target.value === "custom");
        if (!waitsForAmount) submit(event.currentTarget, { preventScrollReset: true, replace: true });
      }}
      preventScrollReset
    >
      <input type="hidden" name="intent" value="extras" />
      {tipOffered ? (
        <fieldset>
          <legend id="tip-title" className="mb-1 text-base font-bold">
            {t("Tip your delivery partner")}
          </legend>
          <p className="mb-2 text-ink-muted">{t("The whole tip goes to the partner who delivers your order.")}</p>
          <div className="flex flex-wrap gap-2">
            <TipChoice value="0" label={t("No tip")} checked={tip === 0} />
            {presets.map((p) => (
              <TipChoice key={p} value={String(p / 100)} label={formatPaise(p)} checked={tip === p} />
            ))}
            <TipChoice value="custom" label={t("Other")} checked={!isPreset} />
          </div>
          <label className="mt-2 flex items-center gap-2">
            <span>{t("Other amount (₹)")}</span>
            <input
              type="number"
              name="customTip"
              min={1}
              max={500}
              step={1}
              inputMode="numeric"
              defaultValue={isPreset ? "" : tip / 100}
              className="h-9 w-24 rounded border border-gray-300 px-2"
            />
          </label>
        </fieldset>
      ) : null}
      <label className={tipOffered ? "mt-4 flex items-start gap-2" : "flex items-start gap-2"}>
        <input type="hidden" name="donation" value="off" />
        <input type="checkbox" name="donation" value="on" defaultChecked={donation} className="mt-1" />
        <span>
          <span className="font-bold">{t("Donate {amount} to Feeding India", { amount: formatPaise(donationAmount) })}</span>
          <span className="block text-ink-muted">{t("Helps serve meals to people in need.")}</span>
        </span>
      </label>
      <SubmitButton
        name="intent"
        value="extras"
        className="mt-3 rounded-lg border border-leaf-700 px-3 py-2 font-bold text-leaf-800 disabled:opacity-60"
      >
        {t("Update bill")}
      </SubmitButton>
    </Form>
  );
}

function TipChoice({ value, label, checked }: { value: string; label: string; checked: boolean }) {
  return (
    <label className="cursor-pointer rounded-full border px-3 py-1.5 font-semibold has-[:checked]:border-leaf-600 has-[:checked]:bg-leaf-50 has-[:focus-visible]:ring-2">
      <input type="radio" name="tip" value={value} defaultChecked={checked} className="sr-only" />
      {label}
    </label>
  );
}
