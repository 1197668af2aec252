import { useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes, ReactNode } from "react";

type FetcherLike = { state: "idle" | "loading" | "submitting" };

export type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & {
  /** The fetcher that posts this form; without one the page navigation is watched. */
  fetcher?: FetcherLike;
  /** Only a page submission to this action counts as this button's (several forms on one page). */
  formAction?: string;
  /** Decided by the caller (e.g. an upload in progress); overrides what the button would infer. */
  pending?: boolean;
  /** What the button says while pending ("Redeeming…"), for a wait the shopper should read about; unset keeps the label. */
  pendingLabel?: ReactNode;
  /** One of the shared looks; `className` adds to it (a margin) or, without a look, is the whole style. */
  look?: ButtonLook;
};

/** The form buttons' shared looks: 44 px tall tap targets, bold, dimmed while disabled. */
export const BUTTON_LOOKS = {
  primary:
    "inline-flex min-h-11 items-center justify-center rounded-lg bg-leaf-700 px-5 font-bold text-white hover:bg-leaf-800 disabled:opacity-60",
  secondary:
    "inline-flex min-h-11 items-center justify-center rounded-lg border border-leaf-700 px-4 font-bold text-leaf-800 hover:bg-leaf-50 disabled:opacity-60",
  danger:
    "inline-flex min-h-11 items-center justify-center rounded-lg border border-red-300 px-4 font-bold text-red-800 hover:bg-red-50 disabled:opacity-60",
} as const;

export type ButtonLook = keyof typeof BUTTON_LOOKS;

/**
 * A submit button that knows its form is on its way (docs/decisions/014-form-layer.md):
 * disabled and aria-busy while submitting, label unchanged. Before JavaScript it is a
 * plain submit button (nothing is ever pending), so the form still posts. A `pendingLabel`
 * replaces the label while pending, where the wait is long enough to name (a payment, an upload).
 *
 * With a `name`/`value` (the intent of docs/architecture.md#works-before-javascript), only a
 * submission carrying that value counts, so "Remove" does not spin when "Apply" was pressed.
 */
export function SubmitButton({
  fetcher,
  formAction,
  pending,
  pendingLabel,
  look,
  className,
  disabled,
  name,
  value,
  children,
  ...button
}: SubmitButtonProps) {
  const navigation = useNavigation();
  const busy = pending ?? isPending(fetcher, navigation, formAction, name, value);
  const style = look ? (className ? `${BUTTON_LOOKS[look]} ${className}` : BUTTON_LOOKS[look]) : className;
  return (
    <button type="submit" name={name} value={value} disabled={disabled || busy} aria-busy={busy || undefined} className={style} {...button}>
      {busy && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}

function isPending(
  fetcher: FetcherLike | undefined,
  navigation: ReturnType<typeof useNavigation>,
  formAction: string | undefined,
  name: string | undefined,
  value: SubmitButtonProps["value"],
): boolean {
  if (fetcher) return fetcher.state === "submitting";
  if (navigation.state !== "submitting") return false;
  if (formAction !== undefined && !navigation.formAction?.startsWith(formAction)) return false;
  if (name && value !== undefined && navigation.formData) return navigation.formData.get(name) === String(value);
  return true;
}
