/**
 * What an action answers when it refuses a form (docs/decisions/014-form-layer.md), with a
 * 4xx status: a message for the whole form, messages per field, and what the shopper
 * typed so the page comes back filled in. The services' typed errors produce `formError`
 * in this same shape.
 */
export interface FormFailure {
  formError?: string;
  fieldErrors?: Record<string, string[]>;
  values?: Record<string, string>;
}

/** Echoed values are cut to this many characters: a refusal never echoes megabytes back. */
export const MAX_ECHOED_CHARS = 200;

/** The errors of one field, for `Field`/`ErrorList`; undefined when there are none. */
export function errorsOf(failure: FormFailure | null | undefined, name: string): string[] | undefined {
  const errors = failure?.fieldErrors?.[name];
  return errors && errors.length ? errors : undefined;
}

/** The typed value of one field, for `defaultValue`. */
export function valueOf(failure: FormFailure | null | undefined, name: string): string | undefined {
  return failure?.values?.[name];
}

/** Is this action data a refusal? (Success data has none of these keys.) */
export function isFormFailure(value: unknown): value is FormFailure {
  return typeof value === "object" && value !== null && ("formError" in value || "fieldErrors" in value);
}

/**
 * The one message of a refusal shown for the whole form (a form of buttons, a hidden field gone wrong): the
 * form-level message, else the first field's first. `parseForm` keeps the fields in the order zod found them.
 */
export function firstMessage(failure: FormFailure, fallback = "Please try again."): string {
  if (failure.formError) return failure.formError;
  for (const errors of Object.values(failure.fieldErrors ?? {})) if (errors[0]) return errors[0];
  return fallback;
}

/** The string fields of a post, cut short, to send back with a refusal. */
export function echoValues(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, MAX_ECHOED_CHARS);
  }
  return values;
}
