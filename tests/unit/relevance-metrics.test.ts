import { describe, expect, it } from "vitest";
import { dcg, gradeOf, ndcg } from "../../scripts/bench/relevance-eval";
import { JUDGED_QUERIES } from "../../scripts/bench/relevance-judgments";

describe("gradeOf", () => {
  const meant = { "Nukkad Fresh Onion · 1 kg": 2, "Nukkad Fresh Onion": 1, "Nukkad Fresh Spring Onion": 1 } as const;

  it("takes a judged pack size over the product's other sizes", () => {
    expect(gradeOf(meant, { name: "Nukkad Fresh Onion", unit: "1 kg" })).toBe(2);
    expect(gradeOf(meant, { name: "Nukkad Fresh Onion", unit: "2 kg" })).toBe(1);
  });

  it("counts a multipack of a judged product as acceptable at most, and anything else as 0", () => {
    expect(gradeOf({ "Nukkad Fresh Onion": 2 }, { name: "Nukkad Fresh Onion (Pack of 3)", unit: "3 x 1 kg" })).toBe(1);
    expect(gradeOf(meant, { name: "Mamaearth Onion Hair Oil", unit: "150 ml" })).toBe(0);
    expect(gradeOf(meant, { name: "Mamaearth Onion Hair Oil (Pack of 2)", unit: "2 x 150 ml" })).toBe(0);
  });
});

describe("NDCG", () => {
  it("is 1 for the best order and less when a meant product comes later", () => {
    expect(ndcg([2, 1, 0], [1, 2])).toBe(1);
    expect(ndcg([0, 2, 1], [2, 1])).toBeCloseTo(dcg([0, 2, 1]) / dcg([2, 1]), 10);
    expect(ndcg([0, 2, 1], [2, 1])).toBeLessThan(ndcg([1, 2, 0], [2, 1]));
  });

  it("looks at the first 10 results only", () => {
    expect(ndcg([...Array<number>(10).fill(0), 2], [2])).toBe(0);
  });
});

describe("the judged query set", () => {
  it("has at least 150 distinct queries of every kind, each meaning at least one product exactly", () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(JUDGED_QUERIES.map((q) => q.q)).size).toBe(JUDGED_QUERIES.length);
    expect(new Set(JUDGED_QUERIES.map((q) => q.kind)).size).toBe(7);
    for (const q of JUDGED_QUERIES) expect(Object.values(q.meant), q.q).toContain(2);
  });
});
