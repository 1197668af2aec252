import { z } from "zod";

/** PostgreSQL's integer (int4): ids and counters above it cannot reach a query. */
export const MAX_DB_INT = 2_147_483_647;

/** A database id from a URL or a form: a positive PostgreSQL integer, so nothing out of range reaches a query. */
export const DbIdSchema = z.coerce.number().int().positive().max(MAX_DB_INT);

/**
 * An id in a URL path: digits only (no sign, exponent, spaces or hex, which
 * Number() would accept) and within PostgreSQL's integer. Anything else is
 * not a page that exists, so routes answer 404.
 */
export const IdParamSchema = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_DB_INT));
