import { describe, expect, it } from "vitest";
import { perDatabaseCache, ttlCache } from "~/services/platform/cache.server";

describe("ttlCache", () => {
  it("serves a value until its time to live runs out", async () => {
    let clock = 0;
    let loads = 0;
    const cache = ttlCache<number>({ ttlMs: 1_000, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    clock = 999;
    expect(await cache.get("a", load)).toBe(1);
    clock = 1_000;
    expect(await cache.get("a", load)).toBe(2);
  });

  it("shares one in-flight load between concurrent readers", async () => {
    let loads = 0;
    const cache = ttlCache<number>({ ttlMs: 1_000, maxEntries: 10 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get("a", load), cache.get("a", load)])).toEqual([1, 1]);
  });

  it("forgets failures and evicts the oldest entry beyond its size", async () => {
    const cache = ttlCache<string>({ ttlMs: 10_000, maxEntries: 2 });
    await expect(cache.get("x", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("x", async () => "ok")).toBe("ok");
    await cache.get("y", async () => "y");
    await cache.get("z", async () => "z");
    expect(await cache.get("x", async () => "reloaded")).toBe("reloaded");
  });
});

describe("perDatabaseCache", () => {
  it("keeps each database's entries apart", async () => {
    const cache = perDatabaseCache<string>({ ttlMs: 10_000, maxEntries: 10 });
    const one = {};
    const two = {};
    expect(await cache(one, "tree", async () => "first db")).toBe("first db");
    expect(await cache(two, "tree", async () => "second db")).toBe("second db");
    expect(await cache(one, "tree", async () => "reloaded")).toBe("first db");
  });
});
