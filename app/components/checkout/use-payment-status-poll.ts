import { useEffect, useRef, useState } from "react";
import { actOnAnswer } from "~/lib/store-call";

/** At most 5 polls (docs/product/api.md#payment-status-poll), and up to 5 retries when the poll answers 403. */
export const MAX_POLLS = 5;
export const MAX_FORBIDDEN_RETRIES = 5;
/** Answers that say nothing about the payment (network down, server error, busy): asked again, this many times at most. */
export const MAX_ERROR_RETRIES = 10;
const DEFAULT_INTERVAL_S = 3;
/** The longest wait between retries after errors: backing off, but the shopper is watching the page. */
const MAX_ERROR_WAIT_S = 15;

interface PollAnswer {
  status: string;
  refresh_interval: number;
  timestamp: number;
  next?: string | null;
}

/** Why polling stopped for good: the shopper's session ended (401), or the payment is not theirs or does not exist (404). */
export interface PollStop {
  reason: "logged-out" | "not-found";
  message: string;
}

export interface PollState {
  active: boolean;
  /** Five polls and still pending, or the errors ran out: the page offers "Check status". */
  gaveUp: boolean;
  stopped: PollStop | null;
}

const FALLBACK_MESSAGES: Record<PollStop["reason"], string> = {
  "logged-out": "You have been logged out. Please log in again to see this payment.",
  "not-found": "We could not find this payment.",
};

async function stopFor(response: Response, reason: PollStop["reason"]): Promise<PollStop> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return { reason, message: typeof body?.message === "string" && body.message ? body.message : FALLBACK_MESSAGES[reason] };
}

/**
 * While a payment is pending, asks `/payment-status/poll` every
 * `refresh_interval` seconds (the server says how long), at most five times,
 * and goes where the answer says once the status is final. A 401 or 404
 * will not change by asking again: polling stops and the page says why; a 401 (or a 403 after its retries)
 * also sends the shopper to log in and come back (lib/store-call.ts). Every other answer of 400 or above is
 * reported to the browser's log.
 * Network errors, 5xx and 429 say nothing about the payment: they are asked
 * again with a growing wait and do not count as polls. Returns whether it
 * is still asking, whether it gave up, and why it stopped.
 */
export function usePaymentStatusPoll(transactionId: string | null, status: string | null): PollState {
  const [state, setState] = useState<PollState>({ active: false, gaveUp: false, stopped: null });
  const started = useRef(0);
  useEffect(() => {
    if (!transactionId || status !== "PAYMENT_PENDING") return;
    started.current = Date.now();
    let cancelled = false;
    let timer: number | undefined;
    let polls = 0;
    let forbidden = 0;
    let errors = 0;
    setState({ active: true, gaveUp: false, stopped: null });
    const ask = async () => {
      if (cancelled) return;
      let wait = DEFAULT_INTERVAL_S;
      let failed = false;
      try {
        const query = new URLSearchParams({ transaction_id: transactionId, poll_start_ts: String(started.current) });
        const response = await fetch(`/payment-status/poll?${query}`, { headers: { Accept: "application/json" }, cache: "no-store" });
        const retried = response.status === 403 && forbidden < MAX_FORBIDDEN_RETRIES;
        if (response.status === 401 || (response.status === 403 && !retried) || response.status === 404) {
          // Final answers (docs/product/errors.md#api-errors): 401, and 403 once its retries ran out, send the
          // shopper to log in (the page says why while it leaves); a 404 is reported and its message shown.
          const stopped = await stopFor(response, response.status === 404 ? "not-found" : "logged-out");
          actOnAnswer(response.status, "/payment-status/poll", stopped.message);
          if (!cancelled) setState({ active: false, gaveUp: false, stopped });
          return;
        }
        if (response.status >= 400 && !retried) actOnAnswer(response.status, "/payment-status/poll", String(response.status));
        if (retried) {
          // A 403 is retried without counting as a poll.
          forbidden++;
        } else if (response.status >= 500 || response.status === 429) {
          failed = true;
        } else {
          polls++;
          if (response.ok) {
            const body = (await response.json()) as PollAnswer;
            if (body.next) {
              window.location.assign(body.next);
              return;
            }
            wait = body.refresh_interval > 0 ? body.refresh_interval : DEFAULT_INTERVAL_S;
          }
        }
      } catch {
        // Offline, or the answer was cut off.
        failed = true;
      }
      if (cancelled) return;
      if (failed) {
        errors++;
        wait = Math.min(DEFAULT_INTERVAL_S * 2 ** Math.min(errors - 1, 3), MAX_ERROR_WAIT_S);
      }
      if (polls >= MAX_POLLS || errors > MAX_ERROR_RETRIES) {
        setState({ active: false, gaveUp: true, stopped: null });
        return;
      }
      timer = window.setTimeout(ask, wait * 1000);
    };
    timer = window.setTimeout(ask, DEFAULT_INTERVAL_S * 1000);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [transactionId, status]);
  return state;
}
