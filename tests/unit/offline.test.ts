import { describe, expect, it } from "vitest";
import { isNetworkFailure } from "~/lib/offline";

// docs/rules.md#offline-and-installing: a route boundary shows "No internet connection" for these, a 500 otherwise.
describe("isNetworkFailure", () => {
  it.each(["Failed to fetch", "NetworkError when attempting to fetch resource.", "Load failed"])(
    "the browser's own words for a fetch that never reached a server (%s) count even when it claims to be online",
    (message) => {
      expect(isNetworkFailure(new TypeError(message), true)).toBe(true);
    },
  );

  it("any TypeError while the browser knows it is offline counts: a module that could not load, say", () => {
    expect(isNetworkFailure(new TypeError("error loading dynamically imported module"), false)).toBe(true);
  });

  it("a bug in the page is not the network, online or offline", () => {
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'cart')"), true)).toBe(false);
    expect(isNetworkFailure(new Error("Failed to fetch"), false)).toBe(false);
    expect(isNetworkFailure({ status: 500 }, false)).toBe(false);
    expect(isNetworkFailure(undefined, false)).toBe(false);
  });
});
