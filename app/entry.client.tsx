/**
 * Hydration. Error tracking loads only when a DSN is configured, after
 * hydration and off the critical path: the SDK would otherwise add ≈ 50 KB.
 * The browser's analytics and log buffer load the same way (docs/rules.md#analytics).
 * The service worker is registered once the page has loaded and the browser
 * is idle, or within seconds if it never is (docs/rules.md#offline-and-installing).
 */
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { handleHistoryInTransitions } from "~/lib/history-in-transitions";
import { installedAppCookieFix } from "~/lib/installed-app";
import { remixStateDecoded } from "~/lib/remix-state-decoded";

// The installed-app marker (docs/rules.md#platform-values): kept in the app's window, cleared in a browser tab.
const fix = installedAppCookieFix({
  standalone: window.matchMedia("(display-mode: standalone)").matches,
  cookie: document.cookie,
  https: location.protocol === "https:",
});
if (fix) document.cookie = fix;

// Back, forward and #anchor taps update React in a transition, so they wait for content still to hydrate
// instead of throwing its server HTML away (docs/decisions/031-history-in-transitions.md).
handleHistoryInTransitions();

// Hydrated once Remix has decoded the page's data, so the first render never suspends: a tap or a key while the
// root was suspended made React hydrate it at once, suspend again and give up, leaving the page without
// JavaScript (docs/decisions/030-hydrate-after-decoding.md). Each step in a task of its own: run with the modules'
// evaluation, decoding and the start of hydration made one task of 60–100 ms on a slow phone
// (docs/decisions/051-compile-hints.md).
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
void nextTask()
  .then(remixStateDecoded)
  .then(nextTask)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    }),
  );

// Idle, or after IDLE_AT_MOST_MS at the latest: a page kept busy (a loaded phone, an animation) would otherwise
// put the work off for as long as it stays busy, and the offline page with it.
const IDLE_AT_MOST_MS = 5_000;
const whenIdle = (work: () => void) =>
  "requestIdleCallback" in window ? window.requestIdleCallback(work, { timeout: IDLE_AT_MOST_MS }) : setTimeout(work, 2_000);

whenIdle(() => void import("./components/analytics/browser-reports").then((m) => m.startBrowserReports()));

const dsn = window.ENV?.SENTRY_DSN;
if (dsn) {
  whenIdle(
    () =>
      void import("@sentry/remix").then((Sentry) => Sentry.init({ dsn, environment: window.ENV?.SENTRY_ENVIRONMENT, tracesSampleRate: 0 })),
  );
}

if ("serviceWorker" in navigator) {
  // One worker per client build: a new version installs a new cache and drops the old (docs/decisions/022-service-worker.md).
  // A browser without module workers refuses it and the store simply stays online-only.
  const register = () =>
    navigator.serviceWorker
      .register(`/sw.js?v=${encodeURIComponent(window.__remixManifest.version)}`, { type: "module", updateViaCache: "none" })
      .catch(() => {});
  const later = () => whenIdle(register);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
