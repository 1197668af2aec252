/**
 * What a refused zod parse says when no form shows it beside its field (a JSON API call's 400, a page's one-line
 * refusal): one issue, in the language of the request being answered (docs/decisions/055-hindi.md).
 *
 * - A message the schema wrote is said as written: its Hindi is in the catalogue (the JSON API's are listed in
 *   API_TEXTS, app/services/api/api-texts.server.ts). A `{field}` in it is the field's name.
 * - zod's own English ("Required", "String must contain at most 40 character(s)") names no field and has no
 *   Hindi: it is replaced by a sentence that names the field, as the API's own messages do ("quantity is a whole
 *   number from 0 to 50."). Field names stay as the client sends them, in both languages (docs/product/api.md#headers).
 */
import { z } from "zod";
import { say } from "~/lib/i18n/request-language.server";

/** True when the issue carries zod's own message, not one the schema wrote. */
function isZodDefault(issue: z.ZodIssue): boolean {
  return issue.message === z.defaultErrorMap(issue, { defaultError: issue.message, data: undefined }).message;
}

export function issueMessage(issue: z.ZodIssue): string {
  const field = issue.path.join(".");
  if (!isZodDefault(issue)) return say(issue.message, { field });
  if (issue.code === z.ZodIssueCode.unrecognized_keys) {
    const fields = issue.keys.join(", ");
    return field ? say("{field} has unknown fields: {fields}.", { field, fields }) : say("Unknown fields: {fields}.", { fields });
  }
  if (!field) return say("The request body was not understood.");
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      return issue.received === z.ZodParsedType.undefined
        ? say("{field} is missing.", { field })
        : say("{field} must be of type {type}.", { field, type: issue.expected });
    case z.ZodIssueCode.invalid_literal:
      return say("{field} must be {value}.", { field, value: String(issue.expected) });
    case z.ZodIssueCode.invalid_enum_value:
    case z.ZodIssueCode.invalid_union_discriminator:
      return say("{field} must be one of {options}.", { field, options: issue.options.map(String).join(", ") });
    case z.ZodIssueCode.too_small:
      return tooSmall(field, issue);
    case z.ZodIssueCode.too_big:
      return tooBig(field, issue);
    default:
      return say("{field} is not valid.", { field });
  }
}

function tooSmall(field: string, issue: z.ZodTooSmallIssue): string {
  const count = Number(issue.minimum);
  if (issue.type === "string") return say("{field} must be at least {count} characters.", { field, count });
  if (issue.type === "array" || issue.type === "set") return say("{field} must have at least {count} entries.", { field, count });
  if (issue.type === "number" || issue.type === "bigint") {
    return issue.inclusive
      ? say("{field} must be at least {min}.", { field, min: count })
      : say("{field} must be more than {min}.", { field, min: count });
  }
  return say("{field} is not valid.", { field });
}

function tooBig(field: string, issue: z.ZodTooBigIssue): string {
  const count = Number(issue.maximum);
  if (issue.type === "string") return say("{field} can be at most {count} characters.", { field, count });
  if (issue.type === "array" || issue.type === "set") return say("{field} can have at most {count} entries.", { field, count });
  if (issue.type === "number" || issue.type === "bigint") {
    return issue.inclusive
      ? say("{field} can be at most {max}.", { field, max: count })
      : say("{field} must be less than {max}.", { field, max: count });
  }
  return say("{field} is not valid.", { field });
}
