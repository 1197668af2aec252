import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import type { NativeConstraints } from "~/lib/forms/definition";
import { ErrorList, asErrors } from "./error-list";

export const INPUT_CLASS =
  "mt-1 h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base aria-[invalid=true]:border-red-600 focus:border-leaf-600";

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name"> & {
  label: ReactNode;
  /** The definition's attributes (`fieldAttributes(form, name)`), or at least a name. */
  constraints: NativeConstraints;
  /** The server's messages for this field. */
  errors?: string | readonly string[] | null;
  hint?: ReactNode;
  /** Shown next to the label ("Optional"). */
  optionalNote?: ReactNode;
  className?: string;
  labelClassName?: string;
  /** Wraps the input, e.g. a "+91" prefix. */
  renderInput?: (input: ReactNode) => ReactNode;
};

/**
 * A labelled input (docs/decisions/014-form-layer.md, docs/architecture.md#habits): native
 * constraints from the form's definition, `aria-invalid` and `aria-describedby` pointing at
 * the hint and the server's message, and the shopper's text kept through `defaultValue`.
 */
export function Field({
  label,
  constraints,
  errors,
  hint,
  optionalNote,
  id: givenId,
  className,
  labelClassName = "text-sm font-semibold",
  inputClassName,
  renderInput,
  ...input
}: FieldProps & { inputClassName?: string }) {
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  const shown = asErrors(errors);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = shown ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const element = (
    <input
      id={id}
      {...constraints}
      aria-invalid={shown ? true : undefined}
      aria-describedby={describedBy}
      className={inputClassName ?? INPUT_CLASS}
      {...input}
    />
  );
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className={labelClassName}>
          {label}
        </label>
        {optionalNote ? <span className="text-xs text-ink-muted">{optionalNote}</span> : null}
      </div>
      {renderInput ? renderInput(element) : element}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={shown} />
    </div>
  );
}
