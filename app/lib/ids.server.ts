/**
 * Id schemas for actions and loaders (servers only, so zod stays off the browser: docs/architecture.md).
 */
import { z } from "zod";
import { MAX_DB_INT, dbId } from "./db-int.server";
import { parseIdParam } from "./ids";

export { MAX_DB_INT };

/** A database id from a URL or a form: a positive PostgreSQL integer, so nothing out of range reaches a query. */
export const DbIdSchema = dbId();

/** An id in a URL path (parseIdParam's rule); anything else is not a page that exists, so routes answer 404. */
export const IdParamSchema = z.string().transform((param, ctx) => {
  const id = parseIdParam(param);
  if (id === null) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Not a valid id" });
    return z.NEVER;
  }
  return id;
});
