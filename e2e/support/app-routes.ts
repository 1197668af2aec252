/**
 * The app's routes, read from app/routes at test time, so a route added
 * later is covered by the suites that must hold for every route (cross-site
 * refusals, malformed input) without anyone remembering to list it.
 * Remix v2 flat routes: `.` separates segments, `$name` is a param, `$` a
 * splat, `_index` an index, a trailing `_` opts out of the parent layout,
 * a leading `_` is a pathless layout, `[.]` escapes a dot.
 */
import fs from "node:fs";
import path from "node:path";

export interface AppRoute {
  file: string;
  /** The URL pattern, e.g. /account/orders/:cartId/:orderId ("*" for a splat). */
  pattern: string;
  params: string[];
  hasAction: boolean;
  hasLoader: boolean;
  /** A resource route (no page): JSON, files, feeds. */
  isResource: boolean;
}

const ROUTES_DIR = path.resolve("app/routes");

function routeFiles(): string[] {
  return fs
    .readdirSync(ROUTES_DIR, { withFileTypes: true })
    .flatMap((entry) => {
      // A route's `*.loader.ts` is its loader and action kept apart, not a route (vite.config.ts ignoredRouteFiles).
      if (entry.isFile() && /\.(tsx?|jsx?)$/.test(entry.name)) return entry.name.endsWith(".loader.ts") ? [] : [entry.name];
      // Folder routes: app/routes/name/route.tsx.
      const route = ["route.tsx", "route.ts"].find((f) => entry.isDirectory() && fs.existsSync(path.join(ROUTES_DIR, entry.name, f)));
      return route ? [path.join(entry.name, route)] : [];
    })
    .sort();
}

function patternOf(file: string): { pattern: string; params: string[] } {
  const name = file.includes(path.sep) ? path.dirname(file) : file.replace(/\.(tsx?|jsx?)$/, "");
  const escaped = name.replace(/\[\.\]/g, "~dot~");
  const params: string[] = [];
  const segments = escaped
    .split(".")
    .filter((segment) => segment !== "_index" && !segment.startsWith("_"))
    .map((segment) => segment.replace(/_$/, "").replace(/~dot~/g, "."))
    .map((segment) => {
      if (segment === "$") return "*";
      if (segment.startsWith("$")) {
        params.push(segment.slice(1));
        return `:${segment.slice(1)}`;
      }
      return segment;
    });
  return { pattern: `/${segments.join("/")}`, params };
}

export function appRoutes(): AppRoute[] {
  return routeFiles().map((file) => {
    const source = fs.readFileSync(path.join(ROUTES_DIR, file), "utf8");
    // A route that serves another route's module re-exports it: `export { loader, default, … } from "./other"`.
    const listed = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
      (m[1] ?? "").split(",").map(
        (name) =>
          name
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? "",
      ),
    );
    const exported = (name: string) => new RegExp(`export (async )?(function|const) ${name}\\b`).test(source) || listed.includes(name);
    return {
      file,
      ...patternOf(file),
      hasAction: exported("action"),
      hasLoader: exported("loader"),
      isResource: !/export default /.test(source) && !listed.includes("default"),
    };
  });
}

/** A URL for a pattern, with every param (and a splat) filled by `fill`. */
export function urlFor(route: Pick<AppRoute, "pattern">, fill: (param: string) => string): string {
  return route.pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(fill(name))).replace("*", "anything");
}
