import { memo, Suspense, type ComponentType } from "react";

/**
 * A part of the page that most visits never render (the demo ribbon, the live-order link, the age gate), kept out
 * of the first visit's JavaScript: the browser loads its module only when a page renders it
 * (docs/decisions/042-javascript-budget-100.md). The caller renders it only when it shows something, or the
 * module would load for nothing.
 *
 * The server renders it in place, in the same response, so the page is whole without JavaScript:
 * `preloadLazyParts()` (app/entry.server.tsx) has every part's module loaded before the first render. In the
 * browser the part sits in a `<Suspense>` boundary of its own, as `HydrateLater` does: on hydration React keeps
 * the server's HTML in it until the module arrives and hydrates it then (docs/decisions/029-hydrate-later.md);
 * a page rendered in the browser shows it a moment later. A module that fails to load is an error of the page,
 * as a route module's would be.
 */

const preloaders: (() => Promise<void>)[] = [];

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Component: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  // Never rejects: React renders the part again once it settles, and then meets the failure.
  const preload = () =>
    (loading ??= load().then(
      (loaded) => void (Component = loaded),
      (error: unknown) => void (failure = { error }),
    ));
  preloaders.push(preload);

  function Part(props: P) {
    if (Component) return <Component {...props} />;
    if (failure) throw failure.error;
    // On the server a suspended part would stream in after a fallback that only a script swaps out.
    if (typeof document === "undefined") throw new Error("lazyPart before preloadLazyParts()");
    throw preload();
  }
  // Memo: a parent's render with the same props must not reach a boundary still waiting for its module, or React
  // would give up hydrating it and render it anew (a recoverable error in the console, and a blink).
  return memo(function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }) as unknown as ComponentType<P>;
}

/** Every part's module, loaded: the server awaits it before it renders, so no part suspends there. */
export async function preloadLazyParts(): Promise<void> {
  await Promise.all(preloaders.map((preload) => preload()));
}
