import { describe, expect, it } from "vitest";
import {
  APP_FILES,
  OFFLINE_PAGE,
  buildStylesheetsOf,
  cacheNameFor,
  mayCacheRequest,
  mayStoreResponse,
  staleCaches,
  strategyFor,
} from "../../public/offline-cache-policy.js";

// docs/rules.md#offline-and-installing, docs/decisions/022-service-worker.md: the very module public/sw.js imports.
const ORIGIN = "https://nukkad.example";
const get = (path: string, mode = "cors") => ({ method: "GET", url: `${ORIGIN}${path}`, mode });
const navigate = (path: string, method = "GET") => ({ method, url: `${ORIGIN}${path}`, mode: "navigate" });

describe("strategyFor: how the worker answers", () => {
  it("keeps the hashed build files, cache first", () => {
    expect(strategyFor(get("/build/_shared/chunk-ABC123.js"), ORIGIN)).toBe("build");
    expect(strategyFor(get("/build/_assets/tailwind-XYZ.css", "no-cors"), ORIGIN)).toBe("build");
  });

  it("keeps the installed app's own files, network first", () => {
    for (const file of APP_FILES) expect(strategyFor(get(file), ORIGIN)).toBe("app-file");
  });

  it("sends every navigation to the network, with the offline page when it fails — a form post without JavaScript too", () => {
    expect(strategyFor(navigate("/"), ORIGIN)).toBe("page");
    expect(strategyFor(navigate("/account"), ORIGIN)).toBe("page");
    expect(strategyFor(navigate("/cart", "POST"), ORIGIN)).toBe("page");
  });

  it("leaves everything else alone: data loads and posts from the page's JavaScript, resource routes, other sites, odd queries", () => {
    expect(strategyFor(get("/cart.data?_routes=root"), ORIGIN)).toBe("network");
    expect(strategyFor({ method: "POST", url: `${ORIGIN}/cart.data`, mode: "cors" }, ORIGIN)).toBe("network");
    expect(strategyFor({ method: "POST", url: `${ORIGIN}/checkout/payment.data`, mode: "cors" }, ORIGIN)).toBe("network");
    expect(strategyFor({ method: "POST", url: `${ORIGIN}/logs`, mode: "cors" }, ORIGIN)).toBe("network");
    expect(strategyFor({ method: "PUT", url: `${ORIGIN}/v5/carts/1`, mode: "cors" }, ORIGIN)).toBe("network");
    expect(strategyFor(get("/img/pack/100001/3/400.webp"), ORIGIN)).toBe("network");
    expect(strategyFor(get("/v1/order_count"), ORIGIN)).toBe("network");
    expect(strategyFor({ method: "GET", url: "https://cdn.example/build/a.js", mode: "cors" }, ORIGIN)).toBe("network");
    expect(strategyFor({ method: "GET", url: "https://cdn.example/page", mode: "navigate" }, ORIGIN)).toBe("network");
    expect(strategyFor(get("/build/_shared/chunk-ABC.js?bust=1"), ORIGIN)).toBe("network");
    expect(strategyFor(get("/manifest.webmanifest?x=1"), ORIGIN)).toBe("network");
  });
});

describe("mayCacheRequest: never a page, a data call or a post", () => {
  it.each([
    "/account",
    "/account/orders",
    "/account/orders/12/34",
    "/checkout",
    "/checkout/payment",
    "/cart",
    "/login",
    "/bill-view/12/34",
    "/",
    "/s?q=milk",
    OFFLINE_PAGE,
  ])("%s, navigated to or fetched, is not kept", (path) => {
    expect(mayCacheRequest(navigate(path), ORIGIN)).toBe(false);
    expect(mayCacheRequest(get(path), ORIGIN)).toBe(false);
    expect(mayCacheRequest(get(`${path.split("?")[0]}.data`), ORIGIN)).toBe(false);
  });

  it("no method but GET, even for a build file", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(mayCacheRequest({ method, url: `${ORIGIN}/build/_shared/chunk-A.js`, mode: "cors" }, ORIGIN)).toBe(false);
    }
  });

  it("the build's files and the app's own files are kept", () => {
    expect(mayCacheRequest(get("/build/root-ABC.js"), ORIGIN)).toBe(true);
    expect(mayCacheRequest(get("/icons/icon-512.png"), ORIGIN)).toBe(true);
  });
});

describe("mayStoreResponse: what the store marks as one shopper's is never stored", () => {
  const response = (headers: Record<string, string>, status = 200) => new Response("x", { status, headers });

  it.each(["private, no-store", "private, no-cache", "no-store", "Private", "public, max-age=0, no-store", 'private="Set-Cookie"'])(
    "Cache-Control: %s is refused",
    (cacheControl) => {
      expect(mayStoreResponse(response({ "Cache-Control": cacheControl }))).toBe(false);
    },
  );

  it.each(["public, max-age=31536000, immutable", "public, max-age=0, s-maxage=60, stale-while-revalidate=600", "no-cache", ""])(
    "Cache-Control: %j may be stored",
    (cacheControl) => {
      expect(mayStoreResponse(response(cacheControl ? { "Cache-Control": cacheControl } : {}))).toBe(true);
    },
  );

  it("only a whole 200: not a redirect, an error, a partial answer or another site's opaque answer", () => {
    for (const status of [206, 301, 404, 500, 503]) expect(mayStoreResponse(response({}, status))).toBe(false);
    expect(mayStoreResponse({ status: 0, type: "opaque", headers: new Headers() })).toBe(false);
    expect(mayStoreResponse({ status: 200, type: "cors", headers: new Headers() })).toBe(false);
  });

  it("not an answer that varies on everything", () => {
    expect(mayStoreResponse(response({ Vary: "*" }))).toBe(false);
    expect(mayStoreResponse(response({ Vary: "Cookie" }))).toBe(true);
  });
});

describe("the offline page's stylesheets", () => {
  it("are the build's stylesheet links, once each, and nothing else", () => {
    const html = [
      '<link rel="stylesheet" href="/build/_assets/tailwind-ABC.css"/>',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
      '<link rel="modulepreload" href="/build/entry.client-X.js"/>',
      '<link href="/build/_assets/tailwind-ABC.css" rel="stylesheet"/>',
      '<link rel="stylesheet" href="https://fonts.example/a.css"/>',
    ].join("");
    expect(buildStylesheetsOf(html)).toEqual(["/build/_assets/tailwind-ABC.css"]);
  });
});

describe("caches per client build", () => {
  it("names the cache after the build's version, and a bad or missing one safely", () => {
    expect(cacheNameFor("8608ccaf")).toBe("nukkad-8608ccaf");
    expect(cacheNameFor(null)).toBe("nukkad-dev");
    expect(cacheNameFor("")).toBe("nukkad-dev");
    expect(cacheNameFor("../x y")).toBe("nukkad-xy");
  });

  it("deletes the store's older caches, not the current one nor anyone else's", () => {
    expect(staleCaches(["nukkad-old", "nukkad-new", "other-app"], "nukkad-new")).toEqual(["nukkad-old"]);
  });
});
