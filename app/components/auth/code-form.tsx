import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { fieldAttributes } from "~/lib/forms/definition";
import { codeForm } from "~/lib/forms/login";
import { useT } from "~/components/layout/use-t";
import { MarketingOptIn } from "./marketing-opt-in";

/**
 * The code step's field and Verify button. `pattern` and `required` (from codeForm, which
 * the action checks too) let the browser check the code before JavaScript;
 * `one-time-code` lets phones offer the code from the SMS. The marketing-texts question rides with the code:
 * only a verified login records it (docs/rules.md#marketing-texts).
 */
export function CodeStepFields({
  codeLength,
  defaultCode,
  error,
  pending,
  focusOnMount,
  defaultMarketing,
}: {
  codeLength: number;
  defaultCode?: string;
  /** The marketing box as the shopper left it, when a refused code comes back. */
  defaultMarketing?: boolean;
  error?: string | null;
  pending?: boolean;
  /** Move focus here on mount (the sheet opening, an error, the single-purpose code page). */
  focusOnMount?: boolean;
}) {
  const form = codeForm(codeLength);
  const t = useT();
  return (
    <>
      <Field
        label={t("Verification code")}
        labelClassName="block text-sm font-semibold"
        constraints={fieldAttributes(form, "code", t)}
        errors={error}
        hint={t("{digits} digits, valid for 10 minutes.", { digits: codeLength })}
        defaultValue={defaultCode}
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusOnMount}
        inputClassName="mt-1 h-12 w-full rounded-lg border border-gray-300 bg-white px-3 text-center text-2xl tracking-[0.5em] focus:border-leaf-600"
      />
      <MarketingOptIn defaultChecked={defaultMarketing} />
      <SubmitButton
        name="intent"
        value="verify"
        pending={pending}
        className="mt-4 h-12 w-full rounded-lg bg-leaf-600 font-bold text-white hover:bg-leaf-700 disabled:opacity-60"
      >
        {t("Verify")}
      </SubmitButton>
    </>
  );
}
