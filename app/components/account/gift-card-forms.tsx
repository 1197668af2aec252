import { Form } from "@remix-run/react";
import type { InputHTMLAttributes } from "react";
import { AmountPicker } from "./amount-picker";

export interface GiftFormErrors {
  field: string;
  message: string;
}

export interface BuyGiftValues {
  recipient: "self" | "other";
  recipientPhone: string;
  recipientName: string;
  message: string;
  amount: string;
}

const inputClass =
  "mt-1 h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base aria-[invalid=true]:border-red-600 focus:border-leaf-600";

function errorFor(error: GiftFormErrors | null, field: string): string | undefined {
  return error?.field === field ? error.message : undefined;
}

function Field({
  id,
  label,
  optional,
  error,
  ...input
}: { id: string; label: string; optional?: boolean; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        {optional ? <span className="text-xs text-ink-muted">Optional</span> : null}
      </div>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Redeem: one field for the code (spaces, dashes and case do not matter). */
export function RedeemGiftCardForm({ error, code, busy }: { error: GiftFormErrors | null; code: string; busy: boolean }) {
  const message = error ? error.message : undefined;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="redeem" />
      <div className="min-w-[16rem] flex-1">
        <Field
          id="gift-code"
          name="code"
          label="Gift card code"
          defaultValue={code}
          required
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCD-EFGH-JKLM-NPQR"
          error={message}
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex h-11 items-center rounded-lg bg-leaf-700 px-5 font-bold text-white hover:bg-leaf-800 disabled:opacity-60"
      >
        {busy ? "Redeeming…" : "Redeem"}
      </button>
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
  error,
  presets,
  min,
  max,
  messageMax,
  nameMax,
  busy,
}: {
  values: BuyGiftValues;
  error: GiftFormErrors | null;
  presets: readonly number[];
  min: number;
  max: number;
  messageMax: number;
  nameMax: number;
  busy: boolean;
}) {
  const messageError = errorFor(error, "message");
  return (
    <Form method="post" className="group space-y-5">
      <input type="hidden" name="intent" value="buy" />
      {error?.field === "form" ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {error.message}
        </p>
      ) : null}
      <fieldset>
        <legend className="text-sm font-semibold">Who is it for?</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {(
            [
              ["self", "For me"],
              ["other", "For someone else"],
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
          name="recipientPhone"
          label="Their mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          defaultValue={values.recipientPhone}
          error={errorFor(error, "recipientPhone")}
        />
        <Field
          id="gift-name"
          name="recipientName"
          label="Their name"
          optional
          maxLength={nameMax}
          autoComplete="off"
          defaultValue={values.recipientName}
          error={errorFor(error, "recipientName")}
        />
        <p className="text-xs text-ink-muted">We text them the code. Anyone with the code can redeem it.</p>
      </div>
      <div>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor="gift-message" className="text-sm font-semibold">
            Message
          </label>
          <span className="text-xs text-ink-muted">Optional, up to {messageMax} characters</span>
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
        {messageError ? (
          <p id="gift-message-error" role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {messageError}
          </p>
        ) : null}
      </div>
      <AmountPicker
        id="gift-amount"
        label="Gift card value"
        presets={presets}
        min={min}
        max={max}
        defaultAmount={values.amount}
        error={errorFor(error, "amount")}
      />
      <p className="text-xs text-ink-muted">
        Valid for 12 months. Pay by UPI, card, netbanking or Nukkad Cash (not with gift card balance).
      </p>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex h-11 items-center rounded-lg bg-leaf-700 px-5 font-bold text-white hover:bg-leaf-800 disabled:opacity-60"
      >
        {busy ? "Please wait…" : "Proceed to pay"}
      </button>
    </Form>
  );
}
