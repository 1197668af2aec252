/** Badge rules and progress (docs/rules.md#badges). */
import { describe, expect, it } from "vitest";
import { BADGES, badgeBoard, earnedBadges, isNightOwlTime, maxThreshold, progressLabel, type ActivityFacts } from "~/lib/badges";

const NONE: ActivityFacts = { deliveredOrders: [], nightOwlOrders: [], printOrders: [], giftCardsBought: [], secretSantaGroups: [] };

/** `n` dates a day apart from 1 November 2026, noon in India. */
function days(n: number): Date[] {
  return Array.from({ length: n }, (_, i) => new Date(Date.UTC(2026, 10, 1 + i, 6, 30)));
}

describe("night owl hours (India time)", () => {
  it.each([
    ["2026-11-21T17:29:59Z", false], // 22:59:59 IST
    ["2026-11-21T17:30:00Z", true], // 23:00 IST
    ["2026-11-21T18:30:00Z", true], // midnight IST
    ["2026-11-21T22:29:59Z", true], // 03:59:59 IST
    ["2026-11-21T22:30:00Z", false], // 04:00 IST
    ["2026-11-21T23:30:00Z", false], // 23:30 UTC is 05:00 IST the next morning
    ["2026-11-21T06:30:00Z", false], // noon IST
  ])("%s → %s", (iso, expected) => {
    expect(isNightOwlTime(new Date(iso))).toBe(expected);
  });
});

describe("earned badges", () => {
  it("earns nothing without activity", () => {
    expect(earnedBadges(NONE)).toEqual([]);
  });

  it("earns the order badges at their thresholds, dated by the order that reached each", () => {
    const dates = days(10);
    const earned = earnedBadges({ ...NONE, deliveredOrders: dates });
    expect(earned).toEqual([
      { id: "first-order", earnedAt: dates[0] },
      { id: "orders-5", earnedAt: dates[4] },
      { id: "orders-10", earnedAt: dates[9] },
    ]);
  });

  it("dates a badge by the n-th occurrence in time, whatever order the facts come in", () => {
    const dates = days(5);
    const earned = earnedBadges({ ...NONE, deliveredOrders: [...dates].reverse() });
    expect(earned.find((b) => b.id === "first-order")?.earnedAt).toEqual(dates[0]);
    expect(earned.find((b) => b.id === "orders-5")?.earnedAt).toEqual(dates[4]);
  });

  it("earns each single-occurrence badge from its own fact only", () => {
    const [at] = days(1);
    const cases: [keyof ActivityFacts, string][] = [
      ["nightOwlOrders", "night-owl"],
      ["printOrders", "first-print"],
      ["giftCardsBought", "first-gift"],
      ["secretSantaGroups", "secret-santa"],
    ];
    for (const [fact, id] of cases) expect(earnedBadges({ ...NONE, [fact]: [at] })).toEqual([{ id, earnedAt: at }]);
  });

  it("needs at most the highest threshold of occurrences per fact", () => {
    expect(maxThreshold("deliveredOrders")).toBe(25);
    expect(maxThreshold("giftCardsBought")).toBe(1);
    expect(earnedBadges({ ...NONE, deliveredOrders: days(25) }).map((b) => b.id)).toEqual([
      "first-order",
      "orders-5",
      "orders-10",
      "orders-25",
    ]);
  });

  it("has unique badge ids (they are stored)", () => {
    expect(new Set(BADGES.map((b) => b.id)).size).toBe(BADGES.length);
  });
});

describe("the badge board", () => {
  it("shows the first order earned and progress towards five", () => {
    const [first] = days(1);
    const board = badgeBoard({ ...NONE, deliveredOrders: [first!] }, new Map());
    expect(board.earned.map((b) => b.id)).toEqual(["first-order"]);
    expect(board.earned[0]?.earnedAt).toBe(first!.toISOString());
    expect(board.earned[0]?.earnedOn).toBe("1 Nov 2026");
    expect(board.next?.id).toBe("orders-5");
    expect(board.next?.progress).toEqual({ count: 1, target: 5, label: "1 of 5 orders" });
    expect(board.badges.find((b) => b.id === "orders-10")?.progress.label).toBe("1 of 10 orders");
  });

  it("prefers the stored date, so an earned date never moves", () => {
    const stored = new Date("2026-10-02T10:00:00Z");
    const board = badgeBoard({ ...NONE, deliveredOrders: days(3) }, new Map([["first-order", stored]]));
    expect(board.earned[0]?.earnedAt).toBe(stored.toISOString());
  });

  it("keeps a stored badge earned even when the facts no longer reach it", () => {
    const stored = new Date("2026-10-02T10:00:00Z");
    const board = badgeBoard(NONE, new Map([["first-gift", stored]]));
    expect(board.earned.map((b) => b.id)).toEqual(["first-gift"]);
    expect(board.earned[0]?.progress.label).toBe("1 of 1 gift card");
  });

  it("picks the next badge by the share of its threshold reached", () => {
    const board = badgeBoard({ ...NONE, deliveredOrders: days(8) }, new Map());
    // 8 of 10 (80 %) beats 8 of 25 and every badge at zero.
    expect(board.next?.id).toBe("orders-10");
    expect(board.next?.progress.label).toBe("8 of 10 orders");
  });

  it("with no activity, the first badge in order is next", () => {
    const board = badgeBoard(NONE, new Map());
    expect(board.earned).toEqual([]);
    expect(board.next?.id).toBe("first-order");
    expect(board.next?.progress.label).toBe("0 of 1 order");
  });

  it("has no next badge once every badge is earned", () => {
    const all = days(25);
    const board = badgeBoard(
      { deliveredOrders: all, nightOwlOrders: all, printOrders: all, giftCardsBought: all, secretSantaGroups: all },
      new Map(),
    );
    expect(board.earned).toHaveLength(BADGES.length);
    expect(board.next).toBeNull();
  });

  it("caps progress at the target", () => {
    expect(progressLabel("deliveredOrders", 7, 5)).toBe("5 of 5 orders");
    expect(progressLabel("nightOwlOrders", 0, 1)).toBe("0 of 1 late-night order");
  });
});
