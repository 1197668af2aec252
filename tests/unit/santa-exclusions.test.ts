/**
 * Exclusions that cannot choose anyone's recipient, and the repair of a draw some members left
 * (docs/rules.md#secret-santa, docs/decisions/037-santa-exclusions-and-departures.md).
 */
import { describe, expect, it } from "vitest";
import {
  drawAssignment,
  exclusionProblem,
  listNames,
  possibleRecipients,
  repairAssignment,
  type DrawExclusion,
  type DrawMember,
} from "~/lib/santa-draw";
import { seededRandom, type Random } from "~/lib/random";

const people = (...names: string[]): DrawMember[] => names.map((name, i) => ({ id: 100 + i, name }));
const ids = (members: DrawMember[]) => members.map((m) => m.id);

/** The oracle: every valid assignment as giver → receiver maps, by trying every permutation. */
function validAssignments(members: DrawMember[], exclusions: DrawExclusion[]): Map<number, number>[] {
  const all = ids(members);
  const out: Map<number, number>[] = [];
  const permute = (rest: number[], acc: number[]) => {
    if (!rest.length) {
      const ok = acc.every((r, i) => r !== all[i] && !exclusions.some((e) => e.giver === all[i] && e.receiver === r));
      if (ok) out.push(new Map(acc.map((r, i) => [all[i]!, r])));
      return;
    }
    rest.forEach((r, k) => permute([...rest.slice(0, k), ...rest.slice(k + 1)], [...acc, r]));
  };
  permute(all, []);
  return out;
}

function randomExclusions(members: DrawMember[], count: number, random: Random): DrawExclusion[] {
  const out: DrawExclusion[] = [];
  for (let t = 0; t < count; t++) {
    const giver = members[Math.floor(random() * members.length)]!.id;
    const receiver = members[Math.floor(random() * members.length)]!.id;
    if (giver !== receiver) out.push({ giver, receiver });
  }
  return out;
}

describe("exclusions that would decide a recipient", () => {
  it("refuses the issue's case: 4 members, 8 one-way exclusions leaving one draw", () => {
    const members = people("Asha", "Ben", "Chitra", "Dev");
    const [a, b, c, d] = ids(members) as [number, number, number, number];
    const next = new Map([
      [a, b],
      [b, c],
      [c, d],
      [d, a],
    ]);
    // Everyone is kept from the two people who are not "next": 8 exclusions.
    const eight = members.flatMap((g) =>
      members.filter((r) => r.id !== g.id && r.id !== next.get(g.id)).map((r) => ({ giver: g.id, receiver: r.id })),
    );
    expect(eight).toHaveLength(8);
    // Unchecked, the draw can only come out one way: the organiser chose every pair.
    const forced = drawAssignment(members, eight, seededRandom(1));
    expect(forced.ok && [...forced.assignment]).toEqual([...next]);
    const problem = exclusionProblem(members, eight);
    expect(problem).toEqual({ member: members[0], choices: [members[1]] });
    expect(listNames(problem!.choices.map((c) => c.name))).toBe("Ben");
    expect(listNames(["Asha", "Ben", "Chitra"])).toBe("Asha, Ben and Chitra");
    // Two couples, one exclusion each, are fine; a second for anyone is one too many among four.
    const couples = [
      { giver: a, receiver: c },
      { giver: c, receiver: a },
      { giver: b, receiver: d },
      { giver: d, receiver: b },
    ];
    expect(exclusionProblem(members, couples)).toBeNull();
    expect(exclusionProblem(members, [...couples, { giver: a, receiver: d }], [a])?.member).toBe(members[0]);
  });

  it("also sees a recipient decided by everyone else's exclusions", () => {
    const members = people("Asha", "Ben", "Chitra", "Dev", "Esha");
    const [a, b, c, d] = ids(members) as [number, number, number, number, number];
    // Nobody excludes more than one of four, yet only Esha may give to Asha.
    const exclusions = [b, c, d].map((giver) => ({ giver, receiver: a }));
    expect(exclusionProblem(members, exclusions)).toEqual({ member: members[4], choices: [members[0]] });
    expect(exclusionProblem(members, exclusions.slice(0, 2))).toBeNull();
  });

  it("allows a couple among four, and nothing among three (each has exactly two to draw)", () => {
    const four = people("Asha", "Ben", "Chitra", "Dev");
    const [a, b] = ids(four) as [number, number];
    expect(
      exclusionProblem(four, [
        { giver: a, receiver: b },
        { giver: b, receiver: a },
      ]),
    ).toBeNull();
    const three = people("Asha", "Ben", "Chitra");
    expect(exclusionProblem(three, [])).toBeNull();
    expect(exclusionProblem(three, [{ giver: 100, receiver: 101 }])).toEqual({ member: three[0], choices: [three[2]] });
    // The member the new exclusion is about is named first, whoever else it squeezes.
    expect(exclusionProblem(three, [{ giver: 100, receiver: 101 }], [101])?.member).toBe(three[1]);
  });

  it("counts someone with no valid draw at all as having nobody to draw", () => {
    const members = people("Asha", "Ben", "Chitra");
    const problem = exclusionProblem(members, [
      { giver: 100, receiver: 101 },
      { giver: 100, receiver: 102 },
    ]);
    expect(problem).toEqual({ member: members[0], choices: [] });
    expect(listNames(problem!.choices.map((c) => c.name))).toBe("");
  });

  it("knows exactly whom each member might draw, against every valid assignment", () => {
    const random = seededRandom(37);
    for (let round = 0; round < 150; round++) {
      const members = people(...["A", "B", "C", "D", "E", "F"].slice(0, 3 + (round % 4)));
      const exclusions = randomExclusions(members, Math.floor(random() * 12), random);
      const oracle = new Map(members.map((m) => [m.id, new Set<number>()]));
      for (const assignment of validAssignments(members, exclusions)) for (const [g, r] of assignment) oracle.get(g)!.add(r);
      const got = possibleRecipients(members, exclusions);
      for (const m of members) expect([...got.get(m.id)!].sort(), `round ${round}`).toEqual([...oracle.get(m.id)!].sort());
    }
  });
});

describe("repairing a draw members left", () => {
  const circle = (members: DrawMember[]) => new Map(members.map((m, i) => [m.id, members[(i + 1) % members.length]!.id]));

  it("has the leaver's santa take over the leaver's recipient, and changes nobody else's", () => {
    const all = people("Asha", "Ben", "Chitra", "Dev", "Esha");
    const [a, b, c, d, e] = ids(all) as [number, number, number, number, number];
    const result = repairAssignment(
      all.filter((m) => m.id !== b),
      [],
      circle(all),
      seededRandom(1),
    );
    expect(result).toEqual({
      ok: true,
      assignment: new Map([
        [a, c],
        [c, d],
        [d, e],
        [e, a],
      ]),
      changed: [a],
    });
  });

  it("follows a chain of leavers to the first member who stays", () => {
    const all = people("Asha", "Ben", "Chitra", "Dev", "Esha");
    const [a, , , d] = ids(all) as [number, number, number, number, number];
    const result = repairAssignment([all[0]!, all[3]!, all[4]!], [], circle(all), seededRandom(1));
    expect(result.ok && result.assignment.get(a)).toBe(d);
    expect(result.ok && result.changed).toEqual([a]);
  });

  it("swaps with one more pair when the santa would draw themselves, or an exclusion forbids the take-over", () => {
    const all = people("Asha", "Ben", "Chitra", "Dev", "Esha");
    const [a, b, c, d, e] = ids(all) as [number, number, number, number, number];
    // Asha and Ben drew each other; Ben leaves.
    const pairs = new Map([
      [a, b],
      [b, a],
      [c, d],
      [d, e],
      [e, c],
    ]);
    const staying = all.filter((m) => m.id !== b);
    for (let seed = 1; seed < 30; seed++) {
      const result = repairAssignment(staying, [], pairs, seededRandom(seed));
      if (!result.ok) throw new Error(result.reason);
      expect(result.changed).toHaveLength(2);
      expect(result.changed).toContain(a);
      for (const [g, r] of result.assignment) expect(r).not.toBe(g);
      expect(new Set(result.assignment.values()).size).toBe(4);
    }
    // Asha → Ben → Chitra, but Asha must not draw Chitra.
    const result = repairAssignment(
      all.filter((m) => m.id !== b),
      [{ giver: a, receiver: c }],
      circle(all),
      seededRandom(3),
    );
    expect(result.ok && result.assignment.get(a)).not.toBe(c);
    expect(result.ok && result.changed.length).toBeLessThanOrEqual(3);
  });

  it("keeps every rule on random draws and leavers, and lists exactly who changed", () => {
    const random = seededRandom(2024);
    for (let round = 0; round < 200; round++) {
      const all = people(...["A", "B", "C", "D", "E", "F", "G", "H"].slice(0, 5 + (round % 4)));
      const first = drawAssignment(all, [], random);
      if (!first.ok) throw new Error(first.reason);
      const leavers = new Set(all.filter(() => random() < 0.25).map((m) => m.id));
      const staying = all.filter((m) => !leavers.has(m.id));
      const exclusions = randomExclusions(staying, 2, random);
      const result = repairAssignment(staying, exclusions, first.assignment, random);
      if (!result.ok) {
        expect(staying.length < 3 || validAssignments(staying, exclusions).length === 0, result.reason).toBe(true);
        continue;
      }
      expect(result.assignment.size).toBe(staying.length);
      expect(new Set(result.assignment.values())).toEqual(new Set(ids(staying)));
      for (const [g, r] of result.assignment) {
        expect(r).not.toBe(g);
        expect(exclusions).not.toContainEqual({ giver: g, receiver: r });
      }
      expect(result.changed).toEqual(ids(staying).filter((g) => result.assignment.get(g) !== first.assignment.get(g)));
    }
  });

  it("refuses when fewer than three stay", () => {
    const all = people("Asha", "Ben", "Chitra");
    expect(repairAssignment(all.slice(0, 2), [], circle(all), seededRandom(1))).toEqual({
      ok: false,
      reason: "A draw needs at least 3 members; this group has 2.",
    });
  });
});
