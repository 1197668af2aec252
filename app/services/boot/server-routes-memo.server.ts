/**
 * Remix rebuilds, for every document it renders, two things that depend only on the build: the route modules
 * by id (`createEntryRouteModules`, in its server runtime) and from them the React Router route tree its
 * `<RemixServer>` renders (`createServerRoutes`, in @remix-run/react), some 150 route objects each time: a
 * tenth of a small rendered page's CPU (docs/decisions/046-rendered-pages.md). Both are remembered per build
 * here: each answer is kept for the exact objects it was made from (the build's route manifest, and the route
 * modules object the first memo hands out), so a new build (the dev server's) gets new ones. Neither is changed
 * by its callers: React Router copies the tree into its own data routes for each render.
 *
 * Like the route matching memo (route-matching.server.ts), this wraps the functions on the module objects that
 * Remix itself calls through; `tests/unit/server-routes-memo.test.ts` fails if an upgrade stops calling
 * through them.
 */

const MEMOIZED = Symbol.for("nukkad.memoizedServerRoutes");

/** The part of `@remix-run/server-runtime/dist/entry.js` this needs. */
export interface EntryModule {
  createEntryRouteModules: (manifest: object) => object;
}

/** The part of `@remix-run/react/dist/routes.js` this needs. */
export interface RoutesModule {
  createServerRoutes: (manifest: object, routeModules: object, future: object, isSpaMode: boolean, ...rest: unknown[]) => unknown[];
}

type Marked<F> = F & { [MEMOIZED]?: true };

/** Wraps both functions with their memos, once. */
export function rememberServerRoutes(entry: EntryModule, routes: RoutesModule): void {
  const createEntryRouteModules = entry.createEntryRouteModules as Marked<EntryModule["createEntryRouteModules"]>;
  if (!createEntryRouteModules[MEMOIZED]) {
    const byManifest = new WeakMap<object, object>();
    entry.createEntryRouteModules = Object.assign(
      (manifest: object) => {
        let modules = byManifest.get(manifest);
        if (!modules) byManifest.set(manifest, (modules = createEntryRouteModules(manifest)));
        return modules;
      },
      { [MEMOIZED]: true as const },
    );
  }

  const createServerRoutes = routes.createServerRoutes as Marked<RoutesModule["createServerRoutes"]>;
  if (!createServerRoutes[MEMOIZED]) {
    const byManifest = new WeakMap<object, { routeModules: object; future: object; isSpaMode: boolean; tree: unknown[] }>();
    routes.createServerRoutes = Object.assign(
      (manifest: object, routeModules: object, future: object, isSpaMode: boolean, ...rest: unknown[]) => {
        // Only the whole tree is remembered (Remix's own call: four arguments); its inner calls pass through.
        if (rest.length > 0) return createServerRoutes(manifest, routeModules, future, isSpaMode, ...rest);
        const known = byManifest.get(manifest);
        if (known && known.routeModules === routeModules && known.future === future && known.isSpaMode === isSpaMode) return known.tree;
        const tree = createServerRoutes(manifest, routeModules, future, isSpaMode);
        byManifest.set(manifest, { routeModules, future, isSpaMode, tree });
        return tree;
      },
      { [MEMOIZED]: true as const },
    );
  }
}
