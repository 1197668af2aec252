import { describe, expect, it } from "vitest";
import { allows, retryAt, slidingCount, windowStartOf, type RateRule } from "~/lib/rate-window";

const perHour: RateRule = { name: "t", limit: 10, windowSeconds: 3600 };
const at = (iso: string) => new Date(iso);

describe("sliding window from two fixed windows", () => {
  it("aligns windows to the epoch", () => {
    expect(windowStartOf(at("2026-11-24T10:42:13Z"), 3600)).toEqual(at("2026-11-24T10:00:00Z"));
    expect(windowStartOf(at("2026-11-24T10:42:13Z"), 86400)).toEqual(at("2026-11-24T00:00:00Z"));
    expect(windowStartOf(at("2026-11-24T10:42:13Z"), 60)).toEqual(at("2026-11-24T10:42:00Z"));
  });

  it("weighs the previous window by how much of it still overlaps", () => {
    // A quarter into the window: three quarters of the previous window count.
    expect(slidingCount(perHour, { previous: 8, current: 2 }, at("2026-11-24T10:15:00Z"))).toBe(8);
    expect(slidingCount(perHour, { previous: 8, current: 2 }, at("2026-11-24T10:00:00Z"))).toBe(10);
    expect(allows(perHour, { previous: 8, current: 3 }, at("2026-11-24T10:15:00Z"))).toBe(true);
    expect(allows(perHour, { previous: 8, current: 5 }, at("2026-11-24T10:15:00Z"))).toBe(false);
  });

  it("cannot be spent twice across a window boundary", () => {
    // Ten at the very end of one window: a burst right after the boundary is refused.
    expect(allows(perHour, { previous: 10, current: 1 }, at("2026-11-24T11:00:01Z"))).toBe(false);
  });

  it("says when one more request will be allowed, and that moment is allowed", () => {
    const now = at("2026-11-24T10:15:00Z");
    // Previous 8, current 4 (the refused one not counted): 8 × (1 − t) + 5 ≤ 10 at t = 3/8 of the hour.
    const when = retryAt(perHour, { previous: 8, current: 4 }, now);
    expect(when).toEqual(at("2026-11-24T10:22:30Z"));
    expect(allows(perHour, { previous: 8, current: 5 }, when)).toBe(true);
    expect(allows(perHour, { previous: 8, current: 5 }, new Date(when.getTime() - 1000))).toBe(false);
  });

  it("when the current window alone is full, the answer lies in the next window", () => {
    const now = at("2026-11-24T10:15:00Z");
    // In the next window this one weighs 10 × (1 − t): one more fits when that is ≤ 9, a tenth in.
    const when = retryAt(perHour, { previous: 0, current: 10 }, now);
    expect(when).toEqual(at("2026-11-24T11:06:00Z"));
    expect(allows(perHour, { previous: 10, current: 1 }, when)).toBe(true);
  });

  it("never says now", () => {
    const now = at("2026-11-24T10:59:59.500Z");
    expect(retryAt(perHour, { previous: 0, current: 10 }, now).getTime()).toBeGreaterThanOrEqual(now.getTime() + 1000);
  });
});
