import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { fieldAttributes } from "~/lib/forms/definition";
import { PHONE_FORM } from "~/lib/forms/login";
import { useT } from "~/components/layout/use-t";

/**
 * The phone step's field and button. The parent supplies the <form>
 * (a page <Form> or a sheet's fetcher.Form) so both post the same fields.
 * The constraints come from PHONE_FORM, which the action checks too (docs/decisions/014-form-layer.md).
 */
export function PhoneStepFields({
  defaultPhone,
  error,
  pending,
  focusOnMount,
  note,
}: {
  defaultPhone?: string;
  error?: string | null;
  pending?: boolean;
  /** Move focus here on mount (the sheet opening, an error, the single-purpose code page). */
  focusOnMount?: boolean;
  /** What happens after Continue, under the button: an SMS code for the login (the default), a sandbox code elsewhere. */
  note?: string;
}) {
  const t = useT();
  return (
    <>
      <Field
        label={t("Mobile number")}
        labelClassName="block text-sm font-semibold"
        constraints={fieldAttributes(PHONE_FORM, "phone", t)}
        errors={error}
        defaultValue={defaultPhone}
        // Focus moves here when the sheet opens or after an error; a page load leaves focus alone.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusOnMount}
        placeholder={t("10-digit mobile number")}
        inputClassName="h-full min-w-0 flex-1 rounded-r-lg bg-transparent px-3 text-lg tracking-wide outline-none"
        renderInput={(input) => (
          <div className="mt-1 flex h-12 items-center rounded-lg border border-gray-300 bg-white focus-within:border-leaf-600">
            <span aria-hidden="true" className="border-r border-gray-200 px-3 font-semibold text-ink-muted">
              +91
            </span>
            {input}
          </div>
        )}
      />
      <SubmitButton
        pending={pending}
        className="mt-4 h-12 w-full rounded-lg bg-leaf-600 font-bold text-white hover:bg-leaf-700 disabled:opacity-60"
      >
        {t("Continue")}
      </SubmitButton>
      <p className="mt-3 text-xs text-ink-muted">{note ?? t("We will send a one-time code to this number by SMS.")}</p>
    </>
  );
}
