/**
 * One definition per form (docs/decisions/014-form-layer.md): field names, labels, native
 * constraints and the shopper-facing messages, in a plain module with no zod in it. The
 * browser gets the HTML constraint attributes from it (`fieldAttributes`); the server
 * builds the zod schema its action parses with from the same object
 * (`app/lib/forms/schema.server.ts`), so each rule and each message is written once.
 */
import type { HTMLAttributes } from "react";

export interface FieldMessages {
  /** Blank, or absent from the post. */
  required?: string;
  /** Shorter than `minLength` (after trimming). */
  tooShort?: string;
  /** Longer than `maxLength` (after trimming). */
  tooLong?: string;
  /** Does not match `pattern`. Also the browser's `title` hint unless `title` is given. */
  pattern?: string;
}

export interface FieldDefinition {
  label: string;
  type?: "text" | "tel" | "password" | "search" | "email" | "url";
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** An HTML `pattern` (the whole value must match); the server anchors it the same way. */
  pattern?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  /** The browser's hint on a pattern mismatch; defaults to `messages.pattern`. */
  title?: string;
  /** Upper-case the value before checking it (codes printed in capitals). */
  upperCase?: boolean;
  /** Drop every space before checking ("123 456" pasted from an SMS). */
  removeSpaces?: boolean;
  messages?: FieldMessages;
}

export type FormDefinition = Record<string, FieldDefinition>;

/** Identity with the field names kept as literal types. */
export function defineForm<const F extends FormDefinition>(fields: F): F {
  return fields;
}

/** A generic message for a rule the definition gave none for. */
export function messageFor(field: FieldDefinition, rule: keyof FieldMessages): string {
  const given = field.messages?.[rule];
  if (given) return given;
  switch (rule) {
    case "required":
      return `Enter ${field.label.toLowerCase()}.`;
    case "tooShort":
      return `${field.label} must be at least ${field.minLength} characters.`;
    case "tooLong":
      return `${field.label} can be at most ${field.maxLength} characters.`;
    case "pattern":
      return `Check ${field.label.toLowerCase()}.`;
  }
}

export interface NativeConstraints {
  name: string;
  type?: FieldDefinition["type"];
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  inputMode?: FieldDefinition["inputMode"];
  autoComplete?: string;
  title?: string;
}

/**
 * The input attributes the browser validates with before any JavaScript: the same
 * numbers and pattern the server checks, nothing more (no second rule in the browser).
 */
export function fieldAttributes<F extends FormDefinition>(
  form: F,
  name: keyof F & string,
  /** The page's `t` (components/layout/use-t.ts) on a page that may be in Hindi: the hint is in its language. */
  t: (text: string) => string = (text) => text,
): NativeConstraints {
  const field = form[name];
  const attributes: NativeConstraints = { name };
  if (!field) return attributes;
  if (field.type) attributes.type = field.type;
  if (field.required) attributes.required = true;
  if (field.minLength !== undefined) attributes.minLength = field.minLength;
  if (field.maxLength !== undefined) attributes.maxLength = field.maxLength;
  if (field.pattern !== undefined) {
    attributes.pattern = field.pattern;
    attributes.title = t(field.title ?? messageFor(field, "pattern"));
  } else if (field.title) attributes.title = t(field.title);
  if (field.inputMode) attributes.inputMode = field.inputMode;
  if (field.autoComplete) attributes.autoComplete = field.autoComplete;
  return attributes;
}
