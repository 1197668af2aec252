import { z } from "zod";

/** A database id from a URL or a form: a positive PostgreSQL integer, so nothing out of range reaches a query. */
export const DbIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
