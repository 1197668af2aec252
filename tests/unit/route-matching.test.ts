import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { memoizeRouteMatching, type RouterModule } from "~/services/boot/route-matching.server";

// The router module Remix's server runtime loads, and the runtime's own matcher, as server.mjs wires them.
const requireFromRemix = createRequire(createRequire(import.meta.url).resolve("@remix-run/server-runtime"));
const router = requireFromRemix("@remix-run/router") as RouterModule;
const { matchServerRoutes } = requireFromRemix("@remix-run/server-runtime/dist/routeMatching.js") as {
  matchServerRoutes: (routes: object[], pathname: string) => { route: { id: string }; params: Record<string, string> }[] | null;
};

const routes = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "product", path: "prn/:slug/prid/:productId" },
      { id: "listing", path: "cn/:slug/cid/:l0/:l1" },
      { id: "page", path: "*" },
    ],
  },
];

/** A router module whose matchRoutes is the real one, counting the calls that reach it. */
function countingRouter(): RouterModule & { calls: number } {
  const real = router.matchRoutes;
  const counting = {
    calls: 0,
    matchRoutes: ((...args: Parameters<RouterModule["matchRoutes"]>) => {
      counting.calls++;
      return real(...args);
    }) as RouterModule["matchRoutes"],
  };
  return counting;
}

describe("route matching remembered per path", () => {
  it("answers as Remix's matcher does, working each path out once", () => {
    const counting = countingRouter();
    const expected = ["/", "/prn/amul-milk/prid/42", "/cn/dairy/cid/2/142", "/no/such/page"].map((path) =>
      counting.matchRoutes(routes, path),
    );
    memoizeRouteMatching(counting);
    for (let round = 0; round < 3; round++) {
      expect(
        ["/", "/prn/amul-milk/prid/42", "/cn/dairy/cid/2/142", "/no/such/page"].map((path) => counting.matchRoutes(routes, path)),
      ).toEqual(expected);
    }
    // Four before the memo, four for its first round, none after.
    expect(counting.calls).toBe(8);
    expect(counting.matchRoutes(routes, "/prn/amul-milk/prid/42")?.map((m) => m.params)).toEqual([
      { slug: "amul-milk", productId: "42" },
      { slug: "amul-milk", productId: "42" },
    ]);
  });

  it("keeps route trees apart, and a caller changing its answer changes nothing remembered", () => {
    const counting = countingRouter();
    memoizeRouteMatching(counting);
    const other = [{ id: "only", path: "prn/:slug/prid/:productId" }];
    const first = counting.matchRoutes(routes, "/prn/a/prid/1")!;
    expect(counting.matchRoutes(other, "/prn/a/prid/1")?.map((m) => m.route.id)).toEqual(["only"]);
    first[1]!.params.productId = "999";
    expect(counting.matchRoutes(routes, "/prn/a/prid/1")?.[1]?.params.productId).toBe("1");
    expect(counting.calls).toBe(2);
  });

  it("shares what it worked out between trees of the same routes, answering each with its own route objects", () => {
    // Remix builds a new tree of the same routes for every page it renders (its <Scripts> match the page's
    // leading paths against it): a memo per array would never answer from memory (decision 046).
    const counting = countingRouter();
    memoizeRouteMatching(counting);
    const copy = structuredClone(routes);
    const first = counting.matchRoutes(routes, "/prn/a/prid/1")!;
    const second = counting.matchRoutes(copy, "/prn/a/prid/1")!;
    expect(counting.calls).toBe(1);
    expect(second.map((m) => m.params)).toEqual(first.map((m) => m.params));
    expect(second[1]!.route).toBe(copy[0]!.children[1]);
    expect(first[1]!.route).toBe(routes[0]!.children[1]);
    // A route moved elsewhere is another shape, worked out afresh.
    const moved = [{ ...routes[0]!, children: [routes[0]!.children[0]!, { id: "product", path: "p/:slug/prid/:productId" }] }];
    expect(counting.matchRoutes(moved, "/prn/a/prid/1")).toBeNull();
    expect(counting.matchRoutes(moved, "/p/a/prid/1")?.map((m) => m.route.id)).toEqual(["root", "product"]);
    expect(counting.calls).toBe(3);
  });

  it("answers a location object, as React Router's <Routes> pass, from the same memory as its path", () => {
    const counting = countingRouter();
    memoizeRouteMatching(counting);
    const byPath = counting.matchRoutes(routes, "/prn/a/prid/1?utm=x#top");
    const byLocation = counting.matchRoutes(routes, { pathname: "/prn/a/prid/1", search: "?q=1" } as { pathname: string });
    expect(byLocation).toEqual(byPath);
    expect(byLocation?.map((m) => m.route.id)).toEqual(["root", "product"]);
    expect(counting.calls).toBe(1);
  });

  it("passes a tree whose routes have no ids straight to the router", () => {
    const counting = countingRouter();
    memoizeRouteMatching(counting);
    const anonymous = [{ path: "prn/:slug" }];
    counting.matchRoutes(anonymous, "/prn/a");
    counting.matchRoutes(anonymous, "/prn/a");
    expect(counting.calls).toBe(2);
  });

  it("remembers a bounded number of paths, dropping the least recently used", () => {
    const counting = countingRouter();
    memoizeRouteMatching(counting, 2);
    counting.matchRoutes(routes, "/a");
    counting.matchRoutes(routes, "/b");
    counting.matchRoutes(routes, "/a"); // "/b" is now the least recently used
    counting.matchRoutes(routes, "/c"); // drops "/b"
    expect(counting.calls).toBe(3);
    counting.matchRoutes(routes, "/a");
    expect(counting.calls).toBe(3);
    counting.matchRoutes(routes, "/b");
    expect(counting.calls).toBe(4);
  });

  it("is wrapped once, however often it is asked to be", () => {
    const counting = countingRouter();
    memoizeRouteMatching(counting);
    const once = counting.matchRoutes;
    memoizeRouteMatching(counting);
    expect(counting.matchRoutes).toBe(once);
  });

  it("is what Remix's server runtime calls, so the store's requests use it", () => {
    const original = router.matchRoutes;
    let calls = 0;
    router.matchRoutes = ((...args: Parameters<RouterModule["matchRoutes"]>) => {
      calls++;
      return original(...args);
    }) as RouterModule["matchRoutes"];
    try {
      memoizeRouteMatching(router);
      const first = matchServerRoutes(routes, "/cn/dairy/cid/2/142");
      expect(first?.map((m) => m.route.id)).toEqual(["root", "listing"]);
      expect(matchServerRoutes(routes, "/cn/dairy/cid/2/142")).toEqual(first);
      expect(calls).toBe(1);
    } finally {
      router.matchRoutes = original;
    }
  });

  it("runs on a router that ranks each tree once and compiles each pattern once (patches/, applied by npm install)", () => {
    // The static handler inside Remix matches with the router's own function, out of the memo's reach; the
    // patch makes that cheap (docs/decisions/046-rendered-pages.md). An upgrade that drops it fails here.
    const source = fs.readFileSync(requireFromRemix.resolve("@remix-run/router"), "utf8");
    expect(source).toContain("let branches = rankedBranches(routes);");
    expect(source).toContain("compiled = compilePathAfresh(path, caseSensitive, end);");
    // And it still answers as the router does, the same tree asked twice.
    expect(router.matchRoutes(routes, "/cn/dairy/cid/2/142")?.map((m) => m.params)).toEqual([
      { slug: "dairy", l0: "2", l1: "142" },
      { slug: "dairy", l0: "2", l1: "142" },
    ]);
    expect(router.matchRoutes(routes, "/prn/a/prid/1")?.[1]?.params).toEqual({ slug: "a", productId: "1" });
  });
});
