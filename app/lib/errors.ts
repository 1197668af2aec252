/**
 * The store's one error model (docs/decisions/016-error-model.md): services
 * throw these when a request cannot be done for a reason the shopper can read,
 * and routes turn any of them into a response with `errorResponse`
 * (app/services/platform/error-response.server.ts). Pure, so services, routes
 * and the browser bundle may all import it.
 *
 * `message` is always what the shopper reads. `field` names the form field the
 * refusal is about, when there is one.
 */

export interface AppErrorOptions {
  /** The form field the message belongs to ("form" or none: the whole form). */
  field?: string;
}

/** Statuses a refusal may carry: a bad request, a login that lapsed, a forbidden step, a body too large or of the wrong type, or rules not met. */
export type RefusalStatus = 400 | 401 | 403 | 413 | 415 | 422;

export abstract class AppError extends Error {
  abstract readonly status: number;
  readonly field: string | undefined;

  constructor(message: string, options: AppErrorOptions = {}) {
    super(message);
    this.name = new.target.name;
    this.field = options.field;
  }
}

/** 404: the thing does not exist, or is someone else's (docs/architecture.md#owner-scoped-data). */
export class NotFoundError extends AppError {
  readonly status = 404;

  constructor(message = "Not found", options: AppErrorOptions = {}) {
    super(message, options);
  }
}

/** 409: the request was fine but the state changed under it (cart emptied, payment already started, balance spent). */
export class ConflictError extends AppError {
  readonly status = 409;
}

/** A refusal the shopper can act on: 400 by default, 401, 403, 413, 415 or 422. */
export class RefusedError extends AppError {
  readonly status: RefusalStatus;

  constructor(message: string, status: RefusalStatus = 400, options: AppErrorOptions = {}) {
    super(message, options);
    this.status = status;
  }
}

/** 429: a limit was reached (docs/decisions/013-rate-limits.md); `retryAt`, when known, becomes `Retry-After`. */
export class TooManyRequestsError extends AppError {
  readonly status = 429;

  constructor(
    message: string,
    readonly retryAt: Date | null,
    options: AppErrorOptions = {},
  ) {
    super(message, options);
  }
}

/** 502: a service the store depends on (the payment gateway) could not be reached; nothing was done. */
export class UnavailableError extends AppError {
  readonly status = 502;
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
