/** The secret santa draw (docs/decisions/020-secret-santa-draw.md): valid, honest about impossibility, and fair. */
import { describe, expect, it } from "vitest";
import { drawAssignment, drawProblem, type DrawExclusion, type DrawMember } from "~/lib/santa-draw";
import { seededRandom, type Random } from "~/lib/random";

const people = (...names: string[]): DrawMember[] => names.map((name, i) => ({ id: 100 + i, name }));
const couple = (a: number, b: number): DrawExclusion[] => [
  { giver: a, receiver: b },
  { giver: b, receiver: a },
];

/** The oracle: every permutation of the members, kept when it breaks no rule (independent of the code under test). */
function validAssignments(members: DrawMember[], exclusions: DrawExclusion[]): string[] {
  const ids = members.map((m) => m.id);
  const out: string[] = [];
  const permute = (rest: number[], acc: number[]) => {
    if (!rest.length) {
      const ok = acc.every((r, i) => r !== ids[i] && !exclusions.some((e) => e.giver === ids[i] && e.receiver === r));
      if (ok) out.push(acc.join(","));
      return;
    }
    rest.forEach((r, k) => permute([...rest.slice(0, k), ...rest.slice(k + 1)], [...acc, r]));
  };
  permute(ids, []);
  return out;
}

const key = (members: DrawMember[], assignment: Map<number, number>) => members.map((m) => assignment.get(m.id)).join(",");

/** Upper critical value of chi-square with `df` degrees of freedom at p = 0.001 (Wilson–Hilferty). */
function chiSquareCritical(df: number): number {
  const z = 3.0902; // the normal's 0.999 quantile
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

function chiSquare(counts: Map<string, number>, outcomes: string[], samples: number): number {
  const expected = samples / outcomes.length;
  return outcomes.reduce((sum, o) => sum + ((counts.get(o) ?? 0) - expected) ** 2 / expected, 0);
}

function sample(times: number, draw: () => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < times; i++) {
    const k = draw();
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

describe("the secret santa draw", () => {
  it("never assigns anyone to themselves and gives everyone exactly one santa", () => {
    const members = people("Asha", "Ben", "Chitra", "Dev", "Esha", "Farid", "Gita");
    const random = seededRandom(7);
    for (let round = 0; round < 200; round++) {
      const result = drawAssignment(members, [], random);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.assignment.size).toBe(7);
      for (const [giver, receiver] of result.assignment) expect(receiver).not.toBe(giver);
      expect(new Set(result.assignment.values()).size).toBe(7);
    }
  });

  it("honours couples both ways and one-way exclusions", () => {
    const members = people("Asha", "Ben", "Chitra", "Dev", "Esha");
    const [a, b, c, d] = members.map((m) => m.id) as [number, number, number, number];
    const exclusions = [...couple(a, b), { giver: c, receiver: d }];
    const random = seededRandom(11);
    for (let round = 0; round < 300; round++) {
      const result = drawAssignment(members, exclusions, random);
      if (!result.ok) throw new Error(result.reason);
      expect(result.assignment.get(a)).not.toBe(b);
      expect(result.assignment.get(b)).not.toBe(a);
      expect(result.assignment.get(c)).not.toBe(d);
    }
  });

  it("finds the only assignment left when the exclusions force it, by enumerating", () => {
    // Everyone may only give to the next person in the circle: exactly one valid assignment.
    const members = people("Asha", "Ben", "Chitra", "Dev", "Esha", "Farid");
    const ids = members.map((m) => m.id);
    const exclusions = ids.flatMap((g, i) =>
      ids.filter((r, j) => r !== g && j !== (i + 1) % ids.length).map((r) => ({ giver: g, receiver: r })),
    );
    expect(drawProblem(members, exclusions)).toBeNull();
    const result = drawAssignment(members, exclusions, seededRandom(3), { tries: 5 });
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(ids.map((g) => result.assignment.get(g))).toEqual([...ids.slice(1), ids[0]]);
  });

  it("says why before drawing when no assignment exists", () => {
    expect(drawProblem(people("Asha", "Ben"), [])).toBe("A draw needs at least 3 members; this group has 2.");

    const trio = people("Asha", "Ben", "Chitra");
    const [a, b, c] = trio.map((m) => m.id) as [number, number, number];
    expect(drawProblem(trio, [...couple(a, b), { giver: a, receiver: c }])).toBe(
      "Asha is excluded from everyone else, so Asha has nobody to give to.",
    );
    expect(
      drawProblem(trio, [
        { giver: a, receiver: c },
        { giver: b, receiver: c },
      ]),
    ).toBe("Everyone else is excluded from giving to Chitra, so nobody can be Chitra's santa.");
    // Three people: a draw is a 3-cycle one way or the other; a couple breaks both.
    const noCycle = [
      { giver: a, receiver: b },
      { giver: b, receiver: a },
    ];
    // Asha and Ben may each only give to Chitra: Hall's condition fails.
    expect(drawProblem(trio, noCycle)).toBe("Asha and Ben can only give to Chitra: 1 person for 2 santas. Remove an exclusion.");
    expect(drawAssignment(trio, noCycle, seededRandom(1))).toEqual({
      ok: false,
      reason: "Asha and Ben can only give to Chitra: 1 person for 2 santas. Remove an exclusion.",
    });
  });

  it("is uniform over every valid assignment (chi-square, p = 0.001)", () => {
    const members = people("Asha", "Ben", "Chitra", "Dev", "Esha");
    const [a, b, c, d, e] = members.map((m) => m.id) as [number, number, number, number, number];
    const exclusions = [...couple(a, b), { giver: c, receiver: d }, { giver: e, receiver: a }];
    const outcomes = validAssignments(members, exclusions);
    expect(outcomes.length).toBeGreaterThan(5);
    const random = seededRandom(2026);
    const samples = outcomes.length * 300;
    const counts = sample(samples, () => {
      const result = drawAssignment(members, exclusions, random);
      if (!result.ok) throw new Error(result.reason);
      return key(members, result.assignment);
    });
    // Every drawn assignment is a valid one, and every valid one comes up.
    expect([...counts.keys()].sort()).toEqual([...outcomes].sort());
    expect(chiSquare(counts, outcomes, samples)).toBeLessThan(chiSquareCritical(outcomes.length - 1));
  });

  it("stays uniform when it falls back to enumerating", () => {
    const members = people("Asha", "Ben", "Chitra", "Dev", "Esha");
    const [a, b, c, , e] = members.map((m) => m.id) as [number, number, number, number, number];
    const exclusions = [...couple(a, b), { giver: c, receiver: e }];
    const outcomes = validAssignments(members, exclusions);
    const random = seededRandom(99);
    const samples = outcomes.length * 300;
    const counts = sample(samples, () => {
      const result = drawAssignment(members, exclusions, random, { tries: 0 });
      if (!result.ok || result.method !== "enumeration") throw new Error("expected an enumerated draw");
      return key(members, result.assignment);
    });
    expect(counts.size).toBe(outcomes.length);
    expect(chiSquare(counts, outcomes, samples)).toBeLessThan(chiSquareCritical(outcomes.length - 1));
  });

  it("the same chi-square test rejects a plausible but biased draw (the test has power)", () => {
    // Each giver in turn picks a random receiver still free and allowed, restarting on a dead end: valid, not fair.
    const members = people("Asha", "Ben", "Chitra", "Dev", "Esha");
    const [a, b, c, d, e] = members.map((m) => m.id) as [number, number, number, number, number];
    const exclusions = [...couple(a, b), { giver: c, receiver: d }, { giver: e, receiver: a }];
    const outcomes = validAssignments(members, exclusions);
    const random: Random = seededRandom(2026);
    const greedy = (): string => {
      for (;;) {
        const free = new Set(members.map((m) => m.id));
        const picks: number[] = [];
        for (const m of members) {
          const options = [...free].filter((r) => r !== m.id && !exclusions.some((x) => x.giver === m.id && x.receiver === r));
          if (!options.length) break;
          const r = options[Math.floor(random() * options.length)]!;
          free.delete(r);
          picks.push(r);
        }
        if (picks.length === members.length) return picks.join(",");
      }
    };
    const samples = outcomes.length * 300;
    expect(chiSquare(sample(samples, greedy), outcomes, samples)).toBeGreaterThan(chiSquareCritical(outcomes.length - 1));
  });
});
