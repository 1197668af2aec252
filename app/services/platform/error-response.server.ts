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
import type { FormFailure } from "~/lib/forms/failure";
import { setRetryAfter } from "./http.server";

export const ERROR_CACHE_CONTROL = "private, no-store";

export interface ErrorResponseOptions {
  /** Show the message beside this field instead of where the error says (e.g. the one amount field of a form). */
  field?: string;
  now?: Date;
}

/**
 * The refusal as an action's answer: the message beside its field when the
 * error (or `options.field`) names one, else for the whole form
 * (docs/decisions/014-form-layer.md, FormFailure), with what was typed.
 */
export function errorResponse(error: unknown, values?: Record<string, string>, options: ErrorResponseOptions = {}) {
  if (!isAppError(error)) throw error;
  const headers = new Headers({ "Cache-Control": ERROR_CACHE_CONTROL });
  if (error instanceof TooManyRequestsError) setRetryAfter(headers, error.retryAt, options.now ?? new Date());
  const field = options.field ?? error.field;
  const body: FormFailure = field && field !== "form" ? { fieldErrors: { [field]: [error.message] } } : { formError: error.message };
  if (values) body.values = values;
  return data(body, { status: error.status, headers });
}

/** For loaders: the work's result, or its typed refusal thrown as a response for the route's ErrorBoundary. */
export async function orErrorResponse<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw errorResponse(error);
  }
}

/**
 * A plain-text 404 for resource routes (images, sitemaps, print files), which
 * have no ErrorBoundary to render; `headers` adds to the plain-text type.
 */
export function notFound(message = "Not found", headers: HeadersInit = {}): Response {
  return new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
}
