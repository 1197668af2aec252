import { useNavigation } from "@remix-run/react";
import { useContext, type ButtonHTMLAttributes, type ReactNode } from "react";
import { UNSAFE_NavigationContext } from "react-router-dom";
import { withBasename } from "~/lib/i18n/locale";

type FetcherLike = { state: "idle" | "loading" | "submitting" };

export type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & {
  /** The fetcher that posts this form; without one the page navigation is watched. */
  fetcher?: FetcherLike;
  /**
   * Only a page submission to this action counts as this button's (several forms on one page). The address as the
   * app names it ("/age-consent"): the router's own has the basename before it ("/hi/age-consent" in the Hindi store,
   * docs/decisions/055-hindi.md), which is added here before comparing.
   */
  formAction?: string;
  /** Decided by the caller (e.g. an upload in progress); overrides what the button would infer. */
  pending?: boolean;
  /** What the button says while pending ("Redeeming…"), for a wait the shopper should read about; unset keeps the label. */
  pendingLabel?: ReactNode;
};

/**
 * A submit button that knows its form is on its way (docs/decisions/014-form-layer.md):
 * disabled and aria-busy while submitting, label unchanged. Before JavaScript it is a
 * plain submit button (nothing is ever pending), so the form still posts. A `pendingLabel`
 * replaces the label while pending, where the wait is long enough to name (a payment, an upload).
 * The shared looks are CSS classes (`btn-primary`, `btn-secondary`, `btn-danger` in app/tailwind.css),
 * so they cost the browser's JavaScript nothing.
 *
 * With a `name`/`value` (the intent of docs/architecture.md#works-before-javascript), only a
 * submission carrying that value counts, so "Remove" does not spin when "Apply" was pressed.
 */
export function SubmitButton({
  fetcher,
  formAction,
  pending,
  pendingLabel,
  disabled,
  name,
  value,
  children,
  ...button
}: SubmitButtonProps) {
  const navigation = useNavigation();
  const { basename } = useContext(UNSAFE_NavigationContext);
  const action = formAction === undefined ? undefined : withBasename(basename, formAction);
  const busy = pending ?? isPending(fetcher, navigation, action, name, value);
  return (
    <button type="submit" name={name} value={value} disabled={disabled || busy} aria-busy={busy || undefined} {...button}>
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
