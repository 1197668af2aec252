import { useEffect, useRef, useState } from "react";

/** Spec §7: at most 5 polls, and up to 5 retries when the poll answers 403. */
export const MAX_POLLS = 5;
export const MAX_FORBIDDEN_RETRIES = 5;
const DEFAULT_INTERVAL_S = 3;

interface PollAnswer {
  status: string;
  refresh_interval: number;
  timestamp: number;
  next?: string | null;
}

/**
 * While a payment is pending, asks `/payment-status/poll` every
 * `refresh_interval` seconds (the server says how long), at most five times,
 * and goes where the answer says once the status is final. Returns whether
 * it is still asking and whether it gave up (then the page offers "Check status").
 */
export function usePaymentStatusPoll(transactionId: string | null, status: string | null): { active: boolean; gaveUp: boolean } {
  const [state, setState] = useState({ active: false, gaveUp: false });
  const started = useRef(0);
  useEffect(() => {
    if (!transactionId || status !== "PAYMENT_PENDING") return;
    started.current = Date.now();
    let cancelled = false;
    let timer: number | undefined;
    let polls = 0;
    let forbidden = 0;
    setState({ active: true, gaveUp: false });
    const ask = async () => {
      if (cancelled) return;
      let wait = DEFAULT_INTERVAL_S;
      try {
        const query = new URLSearchParams({ transaction_id: transactionId, poll_start_ts: String(started.current) });
        const response = await fetch(`/payment-status/poll?${query}`, { headers: { Accept: "application/json" }, cache: "no-store" });
        if (response.status === 403 && forbidden < MAX_FORBIDDEN_RETRIES) {
          // A session rotating mid-poll answers 403 once; asking again does not count as a poll.
          forbidden++;
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
        polls++;
      }
      if (cancelled) return;
      if (polls >= MAX_POLLS) {
        setState({ active: false, gaveUp: true });
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
