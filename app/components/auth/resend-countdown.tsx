import { useEffect, useId, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/components/layout/use-t";

/**
 * "Resend code" (resend timer 30 s, counting down by 1 to 0: docs/product/states.md#login). With
 * JavaScript the button waits out the countdown; without it the button is
 * always there and the server refuses an early press with a message. The
 * countdown is beside the button, not in it, so the button's name stays
 * "Resend code" and screen readers are not read a number every second.
 * A new `restartKey` (any value, compared by identity: pass the latest
 * loader or action data) restarts the countdown after a new code or a refusal.
 */
export function ResendButton({ seconds, restartKey, pending }: { seconds: number; restartKey?: unknown; pending?: boolean }) {
  const hydrated = useHydrated();
  const left = useCountdown(seconds, restartKey);
  const waiting = hydrated && left > 0;
  const hintId = useId();
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="submit"
        name="intent"
        value="resend"
        disabled={waiting || pending}
        aria-describedby={hintId}
        className="rounded-lg px-2 py-2 font-semibold text-leaf-700 underline-offset-2 hover:underline disabled:text-ink-muted disabled:no-underline"
      >
        {t("Resend code")}
      </button>
      <span id={hintId} className="text-sm text-ink-muted">
        {!hydrated
          ? t("A new code can be sent 30 seconds after the last one.")
          : waiting
            ? t("Resend available in {time}", { time: `0:${String(left).padStart(2, "0")}` })
            : t("Didn't get it? You can ask for a new code.")}
      </span>
    </div>
  );
}

/** Whole seconds left, from `seconds` down to 0, measured against the clock so a busy tab doesn't drift. */
export function useCountdown(seconds: number, restartKey?: unknown): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    setLeft(seconds);
    if (seconds <= 0) return;
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds, restartKey]);
  return left;
}
