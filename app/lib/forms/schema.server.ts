/**
 * The server half of a form definition (docs/decisions/014-form-layer.md): the zod schema
 * built from the same definition the browser's attributes come from. Only actions and
 * services import this module (`.server`), so zod stays out of the browser's bundle.
 */
import { data } from "@remix-run/node";
import { z } from "zod";
import { messageFor, type FieldDefinition, type FormDefinition } from "./definition";
import { echoValues, type FormFailure } from "./failure";

/** The parsed value of each field: a string, or undefined for a blank optional field. */
export type FormValues<F extends FormDefinition> = {
  [K in keyof F]: F[K]["required"] extends true ? string : string | undefined;
};

export function fieldSchema(field: FieldDefinition): z.ZodType<string | undefined, z.ZodTypeDef, unknown> {
  const pattern = field.pattern === undefined ? null : new RegExp(`^(?:${field.pattern})$`, "v");
  return z
    .preprocess(
      (raw) => {
        const text = typeof raw === "string" ? (field.removeSpaces ? raw.replace(/\s/g, "") : raw.trim()) : "";
        return field.upperCase ? text.toUpperCase() : text;
      },
      z.string().superRefine((value, ctx) => {
        const fail = (rule: "required" | "tooShort" | "tooLong" | "pattern") =>
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: messageFor(field, rule) });
        // The browser checks in this order too: missing, then length, then pattern. One message per field.
        if (value === "") {
          if (field.required) fail("required");
          return;
        }
        if (field.minLength !== undefined && value.length < field.minLength) return fail("tooShort");
        if (field.maxLength !== undefined && value.length > field.maxLength) return fail("tooLong");
        if (pattern && !pattern.test(value)) return fail("pattern");
      }),
    )
    .transform((value) => (value === "" ? undefined : value)) as z.ZodType<string | undefined, z.ZodTypeDef, unknown>;
}

/** The zod schema an action parses the definition's fields with (other keys of the post are ignored). */
export function formSchema<F extends FormDefinition>(form: F): z.ZodType<FormValues<F>, z.ZodTypeDef, unknown> {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const [name, field] of Object.entries(form)) shape[name] = fieldSchema(field);
  return z.object(shape) as unknown as z.ZodType<FormValues<F>, z.ZodTypeDef, unknown>;
}

/** zod issues as the shared failure shape: messages per field (the first path segment), the rest form-level. */
export function failureFromZod(error: z.ZodError, values?: Record<string, string>): FormFailure {
  const fieldErrors: Record<string, string[]> = {};
  let formError: string | undefined;
  for (const issue of error.issues) {
    const name = issue.path[0];
    if (name === undefined) formError ??= issue.message;
    else (fieldErrors[String(name)] ??= []).push(issue.message);
  }
  return { ...(formError ? { formError } : {}), fieldErrors, ...(values ? { values } : {}) };
}

export type Submission<T> = { ok: true; data: T } | { ok: false; failure: FormFailure };

/** The post's fields checked against the definition; a refusal carries the messages and what was typed. */
export function parseSubmission<F extends FormDefinition>(form: F, formData: FormData): Submission<FormValues<F>> {
  const names = Object.keys(form);
  const input: Record<string, unknown> = {};
  for (const name of names) input[name] = formData.get(name) ?? undefined;
  const parsed = formSchema(form).safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, failure: failureFromZod(parsed.error, echoValues(formData, names)) };
}

/** A refusal as a response: the failure shape with its 4xx status (400 unless said otherwise). */
export function formFailure(failure: FormFailure, init: number | ResponseInit = 400) {
  return data<FormFailure>(failure, typeof init === "number" ? { status: init } : { status: 400, ...init });
}
