import { Form } from "@remix-run/react";
import { ErrorList } from "~/components/forms/error-list";
import { Field } from "~/components/forms/field";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { useT } from "~/components/layout/use-t";
import { errorsOf, type FormFailure } from "~/lib/forms/failure";
import type { BuyGiftValues } from "~/lib/forms/gift-cards";
import { AmountPicker } from "./amount-picker";

export type { BuyGiftValues };

/** Redeem: one field for the code (spaces, dashes and case do not matter). */
export function RedeemGiftCardForm({ failure, busy }: { failure: FormFailure | null; busy: boolean }) {
  const t = useT();
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="redeem" />
      <div className="min-w-[16rem] flex-1">
        <Field
          id="gift-code"
          label={t("Gift card code")}
          constraints={{ name: "code", required: true, maxLength: 40, autoComplete: "off" }}
          defaultValue={failure?.values?.code ?? ""}
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCD-EFGH-JKLM-NPQR"
          errors={errorsOf(failure, "code") ?? (failure?.formError ? [failure.formError] : undefined)}
        />
      </div>
      <SubmitButton pending={busy} pendingLabel={t("Redeeming…")} className="btn-primary">
        {t("Redeem")}
      </SubmitButton>
    </Form>
  );
}

/**
 * Buy a gift card for oneself or someone else. The "someone else" fields are
 * always in the page and hidden by CSS only while "For me" is chosen, so
 * they work without JavaScript, and a browser without :has() simply shows them.
 */
export function BuyGiftCardForm({
  values,
  failure,
  presets,
  min,
  max,
  messageMax,
  nameMax,
  busy,
}: {
  values: BuyGiftValues;
  failure: FormFailure | null;
  presets: readonly number[];
  min: number;
  max: number;
  messageMax: number;
  nameMax: number;
  busy: boolean;
}) {
  const messageError = errorsOf(failure, "message");
  const t = useT();
  return (
    <Form method="post" className="group space-y-5">
      <input type="hidden" name="intent" value="buy" />
      <FormAlert>{failure?.formError}</FormAlert>
      <fieldset>
        <legend className="text-sm font-semibold">{t("Who is it for?")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {(
            [
              ["self", t("For me")],
              ["other", t("For someone else")],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold has-[:checked]:border-leaf-600 has-[:checked]:bg-leaf-50"
            >
              <input
                type="radio"
                id={`gift-recipient-${value}`}
                name="recipient"
                value={value}
                defaultChecked={values.recipient === value}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-4 group-has-[#gift-recipient-self:checked]:hidden">
        <Field
          id="gift-phone"
          label={t("Their mobile number")}
          constraints={{ name: "recipientPhone", type: "tel", inputMode: "numeric", autoComplete: "off", maxLength: 16 }}
          defaultValue={values.recipientPhone}
          errors={errorsOf(failure, "recipientPhone")}
        />
        <Field
          id="gift-name"
          label={t("Their name")}
          optionalNote={t("Optional")}
          constraints={{ name: "recipientName", maxLength: nameMax, autoComplete: "off" }}
          defaultValue={values.recipientName}
          errors={errorsOf(failure, "recipientName")}
        />
        <p className="text-xs text-ink-muted">{t("We text them the code. Anyone with the code can redeem it.")}</p>
      </div>
      <div>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor="gift-message" className="text-sm font-semibold">
            {t("Message")}
          </label>
          <span className="text-xs text-ink-muted">{t("Optional, up to {max} characters", { max: messageMax })}</span>
        </div>
        <textarea
          id="gift-message"
          name="message"
          rows={3}
          maxLength={messageMax}
          defaultValue={values.message}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? "gift-message-error" : undefined}
          className="mt-1 w-full rounded-lg border border-gray-300 bg-white p-3 text-base aria-[invalid=true]:border-red-600 focus:border-leaf-600"
        />
        <ErrorList id="gift-message-error" errors={messageError} />
      </div>
      <AmountPicker
        id="gift-amount"
        label={t("Gift card value")}
        presets={presets}
        min={min}
        max={max}
        defaultAmount={values.amount}
        error={errorsOf(failure, "amount")?.[0]}
      />
      <p className="text-xs text-ink-muted">
        {t("Valid for 12 months. Pay by UPI, card, netbanking or Nukkad Cash (not with gift card balance).")}
      </p>
      <SubmitButton pending={busy} pendingLabel={t("Please wait…")} className="btn-primary">
        {t("Proceed to pay")}
      </SubmitButton>
    </Form>
  );
}
