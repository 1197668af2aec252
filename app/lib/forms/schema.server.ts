/**
 * The server half of a form definition (docs/decisions/014-form-layer.md): the zod schema
 * built from the same definition the browser's attributes come from, and zod's issues as
 * the shared failure shape. Actions parse with it through `parseForm`
 * (app/services/platform/request-body.server.ts). Only actions and services import this
 * module (`.server`), so zod stays out of the browser's bundle.
 */
import { data } from "@remix-run/node";
import { z } from "zod";
import { say } from "../i18n/request-language.server";
import { messageFor, type FieldDefinition, type FormDefinition } from "./definition";
import type { FormFailure } from "./failure";

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

/** The zod shape `formSchema` builds: one field schema per field of the definition. */
export type FormShape<F extends FormDefinition> = { [K in keyof F]: z.ZodType<FormValues<F>[K], z.ZodTypeDef, unknown> };

/**
 * The zod schema an action parses the definition's fields with (other keys of the post are ignored). An object,
 * so a form with several buttons extends it with its intent (`formSchema(F).extend({ intent: z.literal("join") })`)
 * inside a `z.discriminatedUnion` (docs/decisions/014-form-layer.md#how-an-action-parses-a-form).
 */
export function formSchema<F extends FormDefinition>(form: F): z.ZodObject<FormShape<F>> {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const [name, field] of Object.entries(form)) shape[name] = fieldSchema(field);
  return z.object(shape) as unknown as z.ZodObject<FormShape<F>>;
}

/**
 * The top-level field names a schema reads, so a refusal echoes what the shopper typed in them and nothing else;
 * null when the schema does not say (a bare `z.record`, a custom type): then every field of the post is echoed.
 */
export function fieldNamesOf(schema: z.ZodTypeAny): string[] | null {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape as z.ZodRawShape);
  if (schema instanceof z.ZodEffects) return fieldNamesOf(schema.innerType());
  if (schema instanceof z.ZodPipeline) return fieldNamesOf(schema._def.in as z.ZodTypeAny);
  if (schema instanceof z.ZodDiscriminatedUnion || schema instanceof z.ZodUnion) {
    const names = new Set<string>();
    for (const option of schema.options as readonly z.ZodTypeAny[]) {
      const own = fieldNamesOf(option);
      if (own === null) return null;
      for (const name of own) names.add(name);
    }
    return [...names];
  }
  if (schema instanceof z.ZodIntersection) {
    const left = fieldNamesOf(schema._def.left as z.ZodTypeAny);
    const right = fieldNamesOf(schema._def.right as z.ZodTypeAny);
    return left && right ? [...new Set([...left, ...right])] : null;
  }
  return null;
}

/**
 * zod issues as the shared failure shape: messages per field (the first path segment), the rest form-level, in
 * the language of the request (the schemas write English; the Hindi is app/lib/i18n/hindi/server-forms.server.ts).
 */
export function failureFromZod(error: z.ZodError, values?: Record<string, string>): FormFailure {
  const fieldErrors: Record<string, string[]> = {};
  let formError: string | undefined;
  for (const issue of error.issues) {
    const name = issue.path[0];
    const message = say(issue.message);
    if (name === undefined) formError ??= message;
    else (fieldErrors[String(name)] ??= []).push(message);
  }
  return { ...(formError ? { formError } : {}), fieldErrors, ...(values ? { values } : {}) };
}

/** A refusal as a response: the failure shape with its 4xx status (400 unless said otherwise). */
export function formFailure(failure: FormFailure, init: number | ResponseInit = 400) {
  return data<FormFailure>(failure, typeof init === "number" ? { status: init } : { status: 400, ...init });
}
