/**
 * The one way a typed error (app/lib/errors.ts) becomes a response
 * (docs/decisions/016-error-model.md):
 *
 * - an action returns `errorResponse(error, values)`: `{ formError, fieldErrors?, values? }`
 *   with the error's status, so the page renders again with the message and what
 *   the shopper typed (forms work without JavaScript);
 * - a loader throws `errorResponse(error)`: the route's ErrorBoundary renders the status.
 *
 * Both are personal and never stored (`Cache-Control: private, no-store`); a
 * 429 says when to come back (`Retry-After`). Anything that is not a typed
 * error is thrown on: a bug stays a 500 and reaches Sentry.
 */
import { data } from "@remix-run/node";
import { isAppError, TooManyRequestsError } from "~/lib/errors";
import { setRetryAfter } from "./http.server";

/**
 * A form's failure. The shared form layer (app/lib/forms/) defines the same
 * shape as `FormFailure`; this declaration is compatible with it until that lands.
 */
export type FormFailure = {
  formError?: string;
  fieldErrors?: Record<string, string[]>;
  values?: Record<string, string>;
};

export const ERROR_CACHE_CONTROL = "private, no-store";

export function errorResponse(error: unknown, values?: Record<string, string>, now = new Date()) {
  if (!isAppError(error)) throw error;
  const headers = new Headers({ "Cache-Control": ERROR_CACHE_CONTROL });
  if (error instanceof TooManyRequestsError) setRetryAfter(headers, error.retryAt, now);
  const body: FormFailure = { formError: error.message };
  if (error.field && error.field !== "form") body.fieldErrors = { [error.field]: [error.message] };
  if (values) body.values = values;
  return data(body, { status: error.status, headers });
}

/**
 * A plain-text 404 for resource routes (images, sitemaps, print files), which
 * have no ErrorBoundary to render; `headers` adds to the plain-text type.
 */
export function notFound(message = "Not found", headers: HeadersInit = {}): Response {
  return new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
}
