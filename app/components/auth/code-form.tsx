import { useId } from "react";

/**
 * The code step's field and Verify button. `pattern` and `required` let the
 * browser check the code before JavaScript; `one-time-code` lets phones
 * offer the code from the SMS.
 */
export function CodeStepFields({
  codeLength,
  defaultCode,
  error,
  pending,
  focusOnMount,
}: {
  codeLength: number;
  defaultCode?: string;
  error?: string | null;
  pending?: boolean;
  /** Move focus here on mount (the sheet opening, an error, the single-purpose code page). */
  focusOnMount?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold">
        Verification code
      </label>
      <input
        id={id}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`[0-9]{${codeLength}}`}
        title={`The ${codeLength}-digit code from the SMS`}
        required
        minLength={codeLength}
        maxLength={codeLength}
        defaultValue={defaultCode}
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusOnMount}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className="mt-1 h-12 w-full rounded-lg border border-gray-300 bg-white px-3 text-center text-2xl tracking-[0.5em] focus:border-leaf-600"
      />
      <p id={hintId} className="mt-1 text-xs text-ink-muted">
        {codeLength} digits, valid for 10 minutes.
      </p>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        name="intent"
        value="verify"
        disabled={pending}
        className="mt-4 h-12 w-full rounded-lg bg-leaf-600 font-bold text-white hover:bg-leaf-700 disabled:opacity-60"
      >
        Verify
      </button>
    </>
  );
}
