/** A payment refused, with the status a route answers with. */

export class PaymentError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 422 | 429 | 502,
    /** When a 429 lifts. */
    readonly retryAt?: Date,
  ) {
    super(message);
  }
}
