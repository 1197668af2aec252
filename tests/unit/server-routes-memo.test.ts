import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { rememberServerRoutes, type EntryModule, type RoutesModule } from "~/services/boot/server-routes-memo.server";

// The modules server.mjs wraps: the server runtime's entry helpers, and @remix-run/react's route builders.
const require = createRequire(import.meta.url);
const requireFromRemix = createRequire(require.resolve("@remix-run/server-runtime"));
const entry = requireFromRemix("@remix-run/server-runtime/dist/entry.js") as EntryModule;
const routes = require("@remix-run/react/dist/routes.js") as RoutesModule;
// What RemixServer renders with (the same copies it resolves), and the router they resolve paths with.
const requireFromRemixReact = createRequire(require.resolve("@remix-run/react"));
const { createStaticRouter } = requireFromRemixReact("react-router-dom/server") as typeof import("react-router-dom/server");
const { resolvePath } = requireFromRemix("@remix-run/router") as typeof import("@remix-run/router");

/** A build's route manifest as the server runtime holds it: each route with its module. */
const build = {
  root: { id: "root", path: "", module: { default: () => null } },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true, module: { default: () => null } },
  "routes/terms": { id: "routes/terms", parentId: "root", path: "terms", module: { default: () => null } },
};
const assets = {
  root: { id: "root", path: "", hasLoader: true, module: "/build/root.js" },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true, hasLoader: true, module: "/build/index.js" },
  "routes/terms": { id: "routes/terms", parentId: "root", path: "terms", hasLoader: false, module: "/build/terms.js" },
};
const future = {};

describe("Remix's route modules and route tree, made once per build", () => {
  it("answers every render of a build with the same objects, as Remix's own functions make them", () => {
    const expectedModules = entry.createEntryRouteModules(build);
    const expectedTree = routes.createServerRoutes(assets, expectedModules, future, false);
    rememberServerRoutes(entry, routes);
    const modules = entry.createEntryRouteModules(build);
    expect(modules).toEqual(expectedModules);
    expect(entry.createEntryRouteModules(build)).toBe(modules);
    const tree = routes.createServerRoutes(assets, modules, future, false);
    expect(JSON.stringify(tree)).toBe(JSON.stringify(expectedTree));
    expect((tree[0] as { children: { id: string }[] }).children.map((r) => r.id)).toEqual(["routes/_index", "routes/terms"]);
    expect(routes.createServerRoutes(assets, modules, future, false)).toBe(tree);
    // Another build (the dev server's next one), or other route modules, get their own.
    expect(routes.createServerRoutes({ ...assets }, modules, future, false)).not.toBe(tree);
    expect(routes.createServerRoutes(assets, { ...modules }, future, false)).not.toBe(tree);
  });

  it("is what Remix calls when it renders a document", () => {
    // RemixServer and the server runtime call these through their module objects, which is what is wrapped.
    const serverSource = fs.readFileSync(require.resolve("@remix-run/react/dist/server.js"), "utf8");
    expect(serverSource).toContain("routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode)");
    const runtimeSource = fs.readFileSync(requireFromRemix.resolve("@remix-run/server-runtime/dist/server.js"), "utf8");
    expect(runtimeSource).toContain("routeModules: entry.createEntryRouteModules(build.routes)");
  });

  it("gives every static router of a tree the same data routes, and resolves absolute paths as the router does (patches/)", () => {
    // react-router-dom's createStaticRouter copied the tree into data routes for every document (docs/decisions/046-rendered-pages.md).
    const tree = [{ id: "root", path: "/", children: [{ id: "terms", path: "terms" }] }];
    const context = { matches: [{ params: {}, pathname: "/terms", pathnameBase: "/terms", route: { id: "terms", path: "terms" } }] };
    const first = createStaticRouter(tree, context as never);
    const second = createStaticRouter(tree, context as never);
    expect(second.routes).toBe(first.routes);
    expect(first.routes[0]?.children?.map((r) => [r.id, r.path, r.hasErrorBoundary])).toEqual([["terms", "terms", false]]);
    // Each router's matches point at the data routes, as before.
    expect(second.state.matches[0]?.route).toBe(first.routes[0]?.children?.[0]);
    expect(createStaticRouter([...tree], context as never).routes).not.toBe(first.routes);
    // Every <Link> resolves its path: absolute paths without dot segments as themselves, the rest as before.
    expect(resolvePath("/prn/amul-milk/prid/7?x=1").pathname).toBe("/prn/amul-milk/prid/7");
    expect(resolvePath("/").pathname).toBe("/");
    expect(resolvePath("/cn/").pathname).toBe("/cn/");
    expect(resolvePath("/a/./b/../c").pathname).toBe("/a/c");
    expect(resolvePath("/a/v1.2/b").pathname).toBe("/a/v1.2/b");
  });
});
