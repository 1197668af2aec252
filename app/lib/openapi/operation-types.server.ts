/**
 * What one call of the JSON API is, as data (operations.server.ts lists them), and the refusals many calls
 * share: in a module of its own so the lists of calls in several files share them without importing each other.
 */
import type { z } from "zod";
import { FailureSchema } from "../api-schemas.server";

/** Who may call: no key (the key call itself), a key (an anonymous device), a key and a logged-in user. */
export type ApiAuth = "none" | "key" | "user";

export interface ApiOperation {
  method: "get" | "post" | "put" | "patch";
  /** The OpenAPI path, `{name}` for path parameters. */
  path: string;
  /** The route module serving it (app/routes/{route}.ts): the contract test calls it. */
  route: string;
  summary: string;
  auth: ApiAuth;
  query?: z.AnyZodObject;
  /** Headers of the call's own besides the §7 ones (feature flags' `city`). */
  headers?: z.AnyZodObject;
  body?: z.AnyZodObject;
  /** Each documented status and its answer. */
  responses: Record<number, { description: string; schema: z.ZodTypeAny }>;
}

export const fail = (description: string) => ({ description, schema: FailureSchema });
export const KEY_REFUSED = fail("The auth key is missing, wrong or expired: fetch a new one and retry once.");
export const BAD_INPUT = fail("Malformed headers, query or body.");
export const SESSION_ENDED = fail("The access token's session has ended (or none was sent where a login is needed): log out.");
