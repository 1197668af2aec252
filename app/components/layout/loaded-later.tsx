import type { ComponentType } from "react";

/**
 * A component whose module the browser fetches only when a page shows it, for parts few visits need (search's
 * zero-results help, the 404 and 500 screens, the product page's rating form): a first visit does not pay for them
 * (docs/decisions/042-javascript-budget-100.md). Render it inside a `<Suspense>`: in the browser it suspends
 * until the module is here, and during hydration the boundary keeps the server's HTML meanwhile.
 *
 * Only for parts a shopper rarely acts on at once: an update that reaches the boundary before its module has
 * arrived (a tap on a form in it, during hydration) makes React render it again in the browser (its error 421),
 * which the 18+ question on a product page did at once in e2e/age-gate.spec.ts, so it stays in the page's code.
 *
 * The server loads the module with the route and renders it at once. `React.lazy` would suspend on its first
 * server render too, and the HTML React then streams after the page needs JavaScript to show
 * (docs/architecture.md, "Works before JavaScript").
 */
export function loadedLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** A selector that matches the server's HTML of it: a page that has it fetches the module while its scripts load, before hydration needs it. */
  shownBy: string,
): ComponentType<P> & { preload(): Promise<unknown> } {
  let Loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (Loaded = component));
  if (typeof document === "undefined" || document.querySelector(shownBy)) void preload();
  function LoadedLater(props: P) {
    if (!Loaded) throw preload();
    return <Loaded {...props} />;
  }
  return Object.assign(LoadedLater, { preload });
}
