/**
 * The two login steps (docs/product/states.md#login), their one definition each
 * (docs/decisions/014-form-layer.md), and what their actions answer: the login sheet
 * (a component) reads these types without importing the /login routes.
 */
import { PHONE_ERROR } from "../phone";
import { defineForm } from "./definition";
import type { FormFailure } from "./failure";

/** No `pattern`: shoppers type "+91 98765 43210" and the server normalises (docs/rules.md#phone-numbers). */
export const PHONE_FORM = defineForm({
  phone: {
    label: "Mobile number",
    type: "tel",
    inputMode: "numeric",
    autoComplete: "tel-national",
    required: true,
    minLength: 10,
    maxLength: 16,
    messages: { required: PHONE_ERROR, tooShort: PHONE_ERROR, tooLong: PHONE_ERROR, pattern: PHONE_ERROR },
  },
});

/** The code field for codes of `codeLength` digits (`OTP_LENGTH`: 6, or 4). */
export function codeForm(codeLength: number) {
  const wrongShape = `Enter the ${codeLength}-digit code we sent you.`;
  return defineForm({
    code: {
      label: "Verification code",
      type: "text",
      inputMode: "numeric",
      autoComplete: "one-time-code",
      required: true,
      minLength: codeLength,
      maxLength: codeLength,
      pattern: `[0-9]{${codeLength}}`,
      title: `The ${codeLength}-digit code from the SMS`,
      removeSpaces: true,
      messages: { required: wrongShape, tooShort: wrongShape, tooLong: wrongShape, pattern: wrongShape },
    },
  });
}

/** A post no page sends. Kept in English here; where a shopper reads it, it goes through `say()` (or zod's messages, `failureFromZod`). */
export const NOT_UNDERSTOOD = "That request was not understood. Please try again.";

/** What GET /login answers (the sheet asks it after hydration for what the page did not pass). */
export interface LoginSettings {
  redirectTo: string;
  loggedIn: { phone: string } | null;
  demo: boolean;
  codeLength: number;
}

/** POST /login: a refusal, or (to a fetcher) the code sent. */
export type PhoneStepData =
  | (FormFailure & { ok: false })
  | { ok: true; maskedPhone: string; resendInSeconds: number; codeLength: number; demo: boolean; notice: string };

/** POST /login/verify: intent=verify or intent=resend; `restart` when the pending login has expired. */
export type CodeStepData =
  | (FormFailure & { ok: false; intent: null; restart?: true })
  | (FormFailure & { ok: false; intent: "verify" })
  | (FormFailure & { ok: false; intent: "resend"; resendInSeconds: number })
  | { ok: true; intent: "resend"; notice: string; resendInSeconds: number }
  | { ok: true; intent: "verify"; redirectTo: string };

/** The message to show at the field of a refused step: the field's own, else the form's. */
export function stepError(data: FormFailure | null | undefined, field: string): string | null {
  return data?.fieldErrors?.[field]?.[0] ?? data?.formError ?? null;
}
