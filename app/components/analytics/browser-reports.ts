/**
 * What only the browser knows (docs/rules.md#analytics): which widgets and product tiles were actually seen
 * (impressions), and the browser's own errors (the log buffer). Both leave by `navigator.sendBeacon`, which
 * survives the page being closed. Loaded by entry.client.tsx after hydration, when the browser is idle, so no
 * page pays for it before it is interactive (the JavaScript budget, docs/architecture.md#route-modules).
 */
import { MAX_BROWSER_EVENTS_PER_CALL, MIN_MS_BETWEEN_IMPRESSIONS } from "~/lib/analytics-events";
import { LOG_EVENT, MAX_LOG_MESSAGE_CHARS, createLogBuffer } from "~/lib/log-buffer";

/** Seen: at least half of it on screen. */
const VISIBLE_SHARE = 0.5;
/** Impressions wait this long for company before they are sent. */
const SEND_AFTER_MS = 5_000;

interface Impression {
  name: "impression";
  widget: string;
  product_id?: number;
  path: string;
}

const beacon = (path: string, body: unknown) => navigator.sendBeacon(path, JSON.stringify(body));

export function startBrowserReports(): void {
  if (!("sendBeacon" in navigator) || !("IntersectionObserver" in window)) return;

  const logs = createLogBuffer((entries) => beacon("/logs", { entries }));
  window.addEventListener("error", (e) => logs.log("error", `${e.message} (${e.filename}:${e.lineno})`.slice(0, MAX_LOG_MESSAGE_CHARS)));
  window.addEventListener("unhandledrejection", (e) =>
    logs.log("error", `Unhandled rejection: ${String(e.reason)}`.slice(0, MAX_LOG_MESSAGE_CHARS)),
  );
  // A refused call of the store's own (lib/store-call.ts, docs/product/errors.md#api-errors).
  window.addEventListener(LOG_EVENT, (e) => logs.log("error", String((e as CustomEvent).detail).slice(0, MAX_LOG_MESSAGE_CHARS)));

  // When each widget or product was last reported: again only after the minimum time (docs/product/constants.md).
  const reported = new Map<string, number>();
  const waiting: Impression[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    clearTimeout(timer);
    timer = undefined;
    while (waiting.length) beacon("/v1/events", { events: waiting.splice(0, MAX_BROWSER_EVENTS_PER_CALL) });
  };

  const seen = new IntersectionObserver(
    (entries) => {
      const now = Date.now();
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const { impression: widget, productId } = (entry.target as HTMLElement).dataset;
        if (!widget) continue;
        const key = `${widget}:${productId ?? ""}`;
        const last = reported.get(key);
        if (last !== undefined && now - last < MIN_MS_BETWEEN_IMPRESSIONS) continue;
        reported.set(key, now);
        waiting.push({ name: "impression", widget, product_id: productId ? Number(productId) : undefined, path: location.pathname });
      }
      if (waiting.length >= MAX_BROWSER_EVENTS_PER_CALL) send();
      else if (waiting.length && !timer) timer = setTimeout(send, SEND_AFTER_MS);
    },
    { threshold: VISIBLE_SHARE },
  );
  const watch = (root: ParentNode) => root.querySelectorAll<HTMLElement>("[data-impression]").forEach((el) => seen.observe(el));
  watch(document);
  // Pages the router renders later, and rails that stream in.
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.dataset.impression) seen.observe(node);
        watch(node);
      }
    }
  }).observe(document.body, { childList: true, subtree: true });

  // Leaving the page (or the app going to the background) is the flush: the last chance to send.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden") return;
    send();
    logs.flush();
  });
}
