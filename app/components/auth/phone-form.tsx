import { useId } from "react";

/**
 * The phone step's field and button. The parent supplies the <form>
 * (a page <Form> or a sheet's fetcher.Form) so both post the same fields.
 * No `pattern`: shoppers type "+91 98765 43210" and the server normalises.
 */
export function PhoneStepFields({
  defaultPhone,
  error,
  pending,
  focusOnMount,
}: {
  defaultPhone?: string;
  error?: string | null;
  pending?: boolean;
  /** Move focus here on mount (the sheet opening, an error, the single-purpose code page). */
  focusOnMount?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold">
        Mobile number
      </label>
      <div className="mt-1 flex h-12 items-center rounded-lg border border-gray-300 bg-white focus-within:border-leaf-600">
        <span aria-hidden="true" className="border-r border-gray-200 px-3 font-semibold text-ink-muted">
          +91
        </span>
        <input
          id={id}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          minLength={10}
          maxLength={16}
          defaultValue={defaultPhone}
          // Focus moves here when the sheet opens or after an error; a page load leaves focus alone.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={focusOnMount}
          placeholder="10-digit mobile number"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-full min-w-0 flex-1 rounded-r-lg bg-transparent px-3 text-lg tracking-wide outline-none"
        />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="mt-4 h-12 w-full rounded-lg bg-leaf-600 font-bold text-white hover:bg-leaf-700 disabled:opacity-60"
      >
        Continue
      </button>
      <p className="mt-3 text-xs text-ink-muted">We will send a one-time code to this number by SMS.</p>
    </>
  );
}
