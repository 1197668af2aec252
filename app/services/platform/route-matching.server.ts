/**
 * Remix matches a URL against the whole route tree afresh on every call: it flattens and ranks every route and
 * compiles each one's path pattern into a regular expression until one fits. The store has over a hundred
 * routes, and the browser's route discovery (`/__manifest`, Remix's lazy route discovery) asks for every link a
 * page shows, each cut into its leading segments: a home page's request matched some three hundred paths. A profile
 * of the end-to-end suite's server put route matching at a fifth of its CPU (docs/decisions/028-route-matching-memo.md).
 *
 * The answer depends only on the route tree (fixed for a build) and the path, so it is remembered: the last
 * MAX_PATHS paths per route tree, dropping the least recently used, since any address can be asked for.
 */
/** Distinct paths remembered per route tree: the store's pages, products and categories a busy hour visits. */
export const MAX_PATHS = 5_000;

/** What `matchRoutes` deals in, as far as the memo cares: a route tree (one array for the build) and matches. */
type RouteTree = object[];
interface RouteMatch {
  params: Record<string, string | undefined>;
}
type MatchRoutes = (routes: RouteTree, location: string | { pathname?: string }, basename?: string) => RouteMatch[] | null;

/** The part of `@remix-run/router` this needs: Remix's server runtime calls `matchRoutes` through the module object. */
export interface RouterModule {
  matchRoutes: MatchRoutes;
}

const MEMOIZED = Symbol.for("nukkad.memoizedMatchRoutes");

/** A copy a caller may change without changing what is remembered: each match, and its params, new. */
function copyOf(matches: RouteMatch[] | null): RouteMatch[] | null {
  return matches && matches.map((match) => ({ ...match, params: { ...match.params } }));
}

/** Wraps the module's `matchRoutes` with the memo, once; a call with a location object (not a path) passes through. */
export function memoizeRouteMatching(router: RouterModule, maxPaths = MAX_PATHS): void {
  const current = router.matchRoutes as MatchRoutes & { [MEMOIZED]?: true };
  if (current[MEMOIZED]) return;
  const byTree = new WeakMap<RouteTree, Map<string, RouteMatch[] | null>>();
  const memoized = (routes: RouteTree, location: string | { pathname?: string }, basename?: string) => {
    if (typeof location !== "string") return current(routes, location, basename);
    let paths = byTree.get(routes);
    if (!paths) byTree.set(routes, (paths = new Map()));
    const key = `${basename ?? ""}\u0000${location}`;
    let matches = paths.get(key);
    if (matches === undefined) {
      matches = current(routes, location, basename);
      if (paths.size >= maxPaths) paths.delete(paths.keys().next().value!);
    } else {
      // Most recently used goes last, so the first key is always the one to drop.
      paths.delete(key);
    }
    paths.set(key, matches);
    return copyOf(matches);
  };
  router.matchRoutes = Object.assign(memoized, { [MEMOIZED]: true as const });
}
