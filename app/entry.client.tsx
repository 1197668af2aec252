/**
 * Hydration. Error tracking loads only when a DSN is configured, after
 * hydration and off the critical path: the SDK would otherwise add ≈ 50 KB.
 * The browser's analytics and log buffer load the same way (docs/rules.md#analytics).
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

const whenIdle = (load: () => void) => {
  if ("requestIdleCallback" in window) window.requestIdleCallback(load);
  else setTimeout(load, 2_000);
};

whenIdle(() => void import("./components/analytics/browser-reports").then((m) => m.startBrowserReports()));

const dsn = window.ENV?.SENTRY_DSN;
if (dsn) {
  whenIdle(
    () =>
      void import("@sentry/remix").then((Sentry) => Sentry.init({ dsn, environment: window.ENV?.SENTRY_ENVIRONMENT, tracesSampleRate: 0 })),
  );
}
