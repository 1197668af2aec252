import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { actOnAnswer } from "~/lib/store-call";

export const LIVE_POLL_MS = 5_000;

/**
 * Live tracking with JavaScript: asks the status route every 5 s (and as
 * soon as the tab is shown again) while the order is live, and reloads the
 * page's data when the status or the ETA moved. A hidden tab asks nothing;
 * a final order stops asking. Without JavaScript a refresh does the same. A 401 or 403 sends the shopper to
 * log in and come back; other refusals are logged and the next tick asks again.
 */
export function useLiveOrderStatus(statusUrl: string, current: { status: string; etaMinutes: number | null }, terminal: boolean) {
  const { revalidate } = useRevalidator();
  const latest = useRef({ current, revalidate });
  latest.current = { current, revalidate };

  useEffect(() => {
    if (terminal) return;
    let inFlight = false;
    const poll = async () => {
      if (document.hidden || inFlight) return;
      inFlight = true;
      try {
        const response = await fetch(statusUrl, { headers: { Accept: "application/json" }, cache: "no-store" });
        if (response.status >= 400) {
          // 401/403: the session is gone, log in and come back; anything else goes to the browser's log (lib/store-call.ts).
          const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
          if (actOnAnswer(response.status, "order status", typeof body?.error === "string" ? body.error : "") === "login")
            window.clearInterval(timer);
          return;
        }
        if (!response.ok) return;
        const body = (await response.json()) as { status?: string; etaMinutes?: number | null };
        const seen = latest.current.current;
        if (body.status !== seen.status || body.etaMinutes !== seen.etaMinutes) latest.current.revalidate();
      } catch {
        // Offline for a moment: the next tick tries again.
      } finally {
        inFlight = false;
      }
    };
    const timer = window.setInterval(poll, LIVE_POLL_MS);
    const onVisibility = () => {
      if (!document.hidden) void poll();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [statusUrl, terminal]);
}
