/**
 * Hydration. Error tracking loads only when a DSN is configured, after
 * hydration and off the critical path: the SDK would otherwise add ≈ 50 KB.
 */
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

const dsn = window.ENV?.SENTRY_DSN;
if (dsn) {
  const load = () =>
    import("@sentry/remix").then((Sentry) => Sentry.init({ dsn, environment: window.ENV?.SENTRY_ENVIRONMENT, tracesSampleRate: 0 }));
  if ("requestIdleCallback" in window) window.requestIdleCallback(load);
  else setTimeout(load, 2_000);
}
