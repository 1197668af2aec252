/**
 * The one schema for a whole number that reaches a query (docs/rules.md#numbers-from-outside): ids, quantities,
 * page numbers, counts. PostgreSQL's `integer` (int4) ends at 2,147,483,647; a number past it, or a spelling that
 * `Number()` would accept but no form or client sends (`1e3`, `0x10`, ` 5`, `1.0`), is refused here with a
 * message, so it is a 400 or a 404 and never an overflow deep inside a query (a 500).
 *
 * Pure zod without server imports, so the JSON API's schemas (api-schemas.server.ts) use it too; no component imports
 * it, so zod stays off the browser (docs/architecture.md).
 */
import { z } from "zod";
import { MAX_DB_INT } from "./ids";

export { MAX_DB_INT };

const DIGITS = /^\d{1,10}$/;
const SIGNED_DIGITS = /^-?\d{1,10}$/;

/**
 * A whole number within [min, max] (max at most PostgreSQL's integer): a JSON number, or a string of digits as
 * forms, query strings, headers and path parameters carry it (a leading minus only when `min` is negative).
 */
export function dbInt({ min, max = MAX_DB_INT, message }: { min: number; max?: number; message: string }) {
  const upper = Math.min(max, MAX_DB_INT);
  // Both branches are spelled out (not one custom check) so the OpenAPI document shows the range and the spelling.
  return z
    .union([z.number().int(message).min(min, message).max(upper, message), z.string().regex(min < 0 ? SIGNED_DIGITS : DIGITS, message)], {
      errorMap: () => ({ message }),
    })
    .transform((value, ctx) => {
      const number = Number(value);
      if (number < min || number > upper) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      }
      return number;
    });
}

/** A database id (a serial column): 1 to PostgreSQL's integer. */
export function dbId(message = "This is not a valid id.") {
  return dbInt({ min: 1, message });
}
