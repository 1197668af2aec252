import { startTransition } from "react";

/**
 * Makes what a history event (back, forward, a tap on an `#anchor` link) changes in React a transition.
 *
 * `RemixBrowser` keeps the location in state of its own and sets it from its router subscription outside a
 * transition; in a `popstate` listener React gives that update the discrete (synchronous) priority, and the
 * new `RemixContext` value it renders reaches the page inside `<main>` and the footer, which hydrate later
 * (`HydrateLater`, docs/decisions/029-hydrate-later.md). A synchronous update cannot wait for a boundary
 * that is still dehydrated, so React threw its server HTML away, rendered it again on the client and
 * reported error 421 — in 4 of 10 taps on the brands page's A–Z index during hydration. As a transition the
 * same update waits until the boundary has hydrated (docs/decisions/031-history-in-transitions.md).
 *
 * A capturing listener on `window` runs before the router's own (registered later, when it hydrates): it
 * stops the browser's event and dispatches a copy inside `startTransition`, which every `popstate` listener
 * then receives as usual. Called once, before hydration.
 */
export function handleHistoryInTransitions(target: Window = window): void {
  let copying = false;
  target.addEventListener(
    "popstate",
    (event) => {
      if (copying) return;
      event.stopImmediatePropagation();
      copying = true;
      try {
        startTransition(() => {
          target.dispatchEvent(new PopStateEvent("popstate", { state: event.state }));
        });
      } finally {
        copying = false;
      }
    },
    { capture: true },
  );
}
