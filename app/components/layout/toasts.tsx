import { createContext, useCallback, useContext, useEffect, useState } from "react";

export interface ToastMessage {
  kind: "success" | "error" | "info";
  message: string;
  /** Overrides the default time on screen (the login-success message hides after 2400 ms: docs/product/constants.md#timers). */
  durationMs?: number;
}

/** Server toast text shows 1000 ms, other toasts 2000 ms (docs/rules.md#toasts). */
export const SERVER_TOAST_MS = 1_000;
export const TOAST_MS = 2_000;

// Two contexts: the steppers only need `show` (stable), so a toast re-renders the regions alone, not every card.
const ToastContext = createContext<(t: ToastMessage) => void>(() => {});
const CurrentToast = createContext<ToastMessage | null>(null);
export const useToast = () => useContext(ToastContext);

/**
 * The toast state for the whole page: it must wrap everything that may call `useToast` (header, page, cart
 * panel), or their toasts go nowhere. The flash (from a redirect) renders on the server so it shows without
 * JavaScript; with JavaScript it hides after its timeout.
 */
export function Toasts({ flash, children }: { flash: ToastMessage | null; children?: React.ReactNode }) {
  const [toast, setToast] = useState<ToastMessage | null>(flash);
  const [timeout, setTimeoutMs] = useState(SERVER_TOAST_MS);
  useEffect(() => {
    setToast(flash);
    setTimeoutMs(flash?.durationMs ?? SERVER_TOAST_MS);
  }, [flash]);
  useEffect(() => {
    if (!toast) return;
    const id = window.setTimeout(() => setToast(null), timeout);
    return () => window.clearTimeout(id);
  }, [toast, timeout]);
  const show = useCallback((t: ToastMessage) => {
    setToast(t);
    setTimeoutMs(t.durationMs ?? TOAST_MS);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      <CurrentToast.Provider value={toast}>
        {children}
        <ToastRegion />
      </CurrentToast.Provider>
    </ToastContext.Provider>
  );
}

/**
 * A polite live region showing the current toast. The page has one; an open modal dialog (the cart panel)
 * renders its own, since everything outside a modal dialog is inert and drawn under it.
 */
export function ToastRegion() {
  const toast = useContext(CurrentToast);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-4 md:bottom-8"
    >
      {toast ? (
        <p
          className={`rounded-lg px-4 py-3 text-sm font-semibold text-white shadow-lg ${toast.kind === "error" ? "bg-red-700" : "bg-ink"}`}
        >
          {toast.message}
        </p>
      ) : null}
    </div>
  );
}
