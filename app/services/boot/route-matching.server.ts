/**
 * Remix matches a URL against the whole route tree afresh on every call: it flattens and ranks every route and
 * compiles each one's path pattern into a regular expression until one fits. The store has over a hundred
 * routes, and the browser's route discovery (`/__manifest`, Remix's lazy route discovery) asks for every link a
 * page shows, each cut into its leading segments: a home page's request matched some three hundred paths. A profile
 * of the end-to-end suite's server put route matching at a fifth of its CPU (docs/decisions/028-route-matching-memo.md).
 *
 * The answer depends only on the route tree's shape (fixed for a build) and the path, so it is remembered: the
 * last MAX_PATHS paths per shape, dropping the least recently used, since any address can be asked for. The
 * shape, not the array: every page Remix renders builds a new tree of the same routes for its `<Scripts>`, and
 * matches four or five paths against it (the route manifest a first visit carries), which a memo per array never
 * remembered: 12% of a rendered product page's CPU (docs/decisions/046-rendered-pages.md).
 */
/** Distinct paths remembered per route tree: the store's pages, products and categories a busy hour visits. */
export const MAX_PATHS = 5_000;

/** What `matchRoutes` deals in, as far as the memo cares: a route tree (one array for the build) and matches. */
interface RouteObject {
  id?: unknown;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteObject[];
}
type RouteTree = RouteObject[];
interface RouteMatch {
  params: Record<string, string | undefined>;
  route: RouteObject;
}
type MatchRoutes = (routes: RouteTree, location: string | { pathname?: string }, basename?: string) => RouteMatch[] | null;

/** The part of `@remix-run/router` this needs: Remix's server runtime calls `matchRoutes` through the module object. */
export interface RouterModule {
  matchRoutes: MatchRoutes;
}

const MEMOIZED = Symbol.for("nukkad.memoizedMatchRoutes");

/** A match as remembered: its route named by id, so a tree of the same shape can be given its own route objects. */
type Remembered = Omit<RouteMatch, "route"> & { routeId: string };
/** The paths remembered for one shape of route tree, least recently used first. */
type Paths = Map<string, Remembered[] | null>;
/** A tree as the memo knows it: the paths of its shape, and its own routes by id to answer with. */
interface KnownTree {
  paths: Paths;
  routesById: Map<string, RouteObject>;
}

/**
 * What decides a tree's matches (ids, paths, index and case flags, nesting) as one string, and its routes by
 * id; undefined when a route has no id or an id repeats, so matches could not be told apart by id.
 */
function describe(tree: RouteTree): { shape: string; routesById: Map<string, RouteObject> } | undefined {
  const routesById = new Map<string, RouteObject>();
  const parts: string[] = [];
  const walk = (routes: RouteTree): boolean => {
    for (const route of routes) {
      if (typeof route.id !== "string" || routesById.has(route.id)) return false;
      routesById.set(route.id, route);
      parts.push(route.id, "\u0001", route.path ?? "\u0003", route.index ? "\u0001i" : "", route.caseSensitive ? "\u0001c" : "");
      if (route.children?.length) {
        parts.push("(");
        if (!walk(route.children)) return false;
        parts.push(")");
      }
      parts.push("\u0002");
    }
    return true;
  };
  return walk(tree) ? { shape: parts.join(""), routesById } : undefined;
}

/** Wraps the module's `matchRoutes` with the memo, once. */
export function memoizeRouteMatching(router: RouterModule, maxPaths = MAX_PATHS): void {
  const current = router.matchRoutes as MatchRoutes & { [MEMOIZED]?: true };
  if (current[MEMOIZED]) return;
  const pathsByShape = new Map<string, Paths>();
  // Each tree as met (Remix makes one per rendered page), or null for one that cannot be told apart by id.
  const trees = new WeakMap<RouteTree, KnownTree | null>();
  const known = (tree: RouteTree): KnownTree | null => {
    let found = trees.get(tree);
    if (found === undefined) {
      const described = describe(tree);
      if (described) {
        let paths = pathsByShape.get(described.shape);
        if (!paths) pathsByShape.set(described.shape, (paths = new Map()));
        found = { paths, routesById: described.routesById };
      } else found = null;
      trees.set(tree, found);
    }
    return found;
  };
  const memoized = (routes: RouteTree, location: string | { pathname?: string }, basename?: string) => {
    // Only the path decides (a location object's search and hash do not): React Router's <Routes> pass one.
    const pathname = typeof location === "string" ? location.replace(/[?#].*/s, "") : location.pathname;
    const tree = pathname === undefined ? null : known(routes);
    if (!tree || pathname === undefined) return current(routes, location, basename);
    const { paths, routesById } = tree;
    const key = `${basename ?? ""}\u0000${pathname}`;
    let remembered = paths.get(key);
    if (remembered === undefined) {
      remembered = current(routes, pathname, basename)?.map(({ route, ...match }) => ({ ...match, routeId: route.id as string })) ?? null;
      if (paths.size >= maxPaths) paths.delete(paths.keys().next().value!);
    } else {
      // Most recently used goes last, so the first key is always the one to drop.
      paths.delete(key);
    }
    paths.set(key, remembered);
    // A copy a caller may change without changing what is remembered, with this tree's own route objects.
    return (
      remembered && remembered.map(({ routeId, ...match }) => ({ ...match, params: { ...match.params }, route: routesById.get(routeId)! }))
    );
  };
  router.matchRoutes = Object.assign(memoized, { [MEMOIZED]: true as const });
}
