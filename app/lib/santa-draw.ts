/**
 * The secret santa draw (docs/rules.md#secret-santa, docs/decisions/020-secret-santa-draw.md): who gives to
 * whom. Pure and browser-safe; the randomness is a parameter (the server passes a cryptographic source, the
 * tests a seeded one), so the same code is what runs and what the fairness test measures.
 *
 * - Nobody gives to themselves, and no exclusion (giver → receiver, one-way; a couple is two) is broken.
 * - `drawProblem` says before drawing whether an assignment exists and, when none does, why, by Hall's
 *   theorem: the smallest story we can tell ("Asha is excluded from everyone else", or "A, B and C can only
 *   give to D and E").
 * - `drawAssignment` is uniform over every valid assignment: random permutations are drawn and the first valid
 *   one kept (rejection sampling, exactly uniform); when the exclusions leave so few valid assignments that
 *   this keeps failing, every valid assignment is enumerated by backtracking and one is picked uniformly
 *   (reservoir sampling, also exact).
 */
import type { Random } from "./random";

export const SANTA_MIN_MEMBERS = 3;
export const SANTA_MAX_MEMBERS = 50;
/** Random permutations tried before enumerating: enough when a valid one is at least about 1 in 10,000. */
export const REJECTION_TRIES = 50_000;
/** Search steps the enumeration may take; past that the exclusions are too tight to draw fairly in time. */
export const ENUMERATION_STEPS = 5_000_000;

export interface DrawMember {
  id: number;
  name: string;
}

/** One-way: `giver` may not give to `receiver`. */
export interface DrawExclusion {
  giver: number;
  receiver: number;
}

/** giver id → receiver id. */
export type Assignment = Map<number, number>;

export type DrawResult = { ok: true; assignment: Assignment; method: "rejection" | "enumeration" } | { ok: false; reason: string };

/** allowed[i][j]: may member i give to member j? */
function allowedMatrix(members: readonly DrawMember[], exclusions: readonly DrawExclusion[]): boolean[][] {
  const index = new Map(members.map((m, i) => [m.id, i]));
  const allowed = members.map((_, i) => members.map((__, j) => i !== j));
  for (const { giver, receiver } of exclusions) {
    const i = index.get(giver);
    const j = index.get(receiver);
    if (i !== undefined && j !== undefined) allowed[i]![j] = false;
  }
  return allowed;
}

/** "Asha", "Asha and Ben", "Asha, Ben and Chitra". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * Why no valid assignment exists, or null when one does. Checked before every draw and shown on the
 * organiser's page, so the organiser learns it before pressing "Draw".
 */
export function drawProblem(members: readonly DrawMember[], exclusions: readonly DrawExclusion[]): string | null {
  const n = members.length;
  if (n < SANTA_MIN_MEMBERS) return `A draw needs at least ${SANTA_MIN_MEMBERS} members; this group has ${n}.`;
  if (n > SANTA_MAX_MEMBERS) return `A group can have at most ${SANTA_MAX_MEMBERS} members.`;
  const allowed = allowedMatrix(members, exclusions);
  const name = (i: number) => members[i]!.name;
  for (let i = 0; i < n; i++) {
    if (!allowed[i]!.some(Boolean)) return `${name(i)} is excluded from everyone else, so ${name(i)} has nobody to give to.`;
  }
  for (let j = 0; j < n; j++) {
    if (!allowed.some((row) => row[j])) return `Everyone else is excluded from giving to ${name(j)}, so nobody can be ${name(j)}'s santa.`;
  }
  // Maximum bipartite matching (Kuhn's augmenting paths; n ≤ 50). A giver left unmatched names a Hall violator:
  // the givers its alternating search reached can, between them, give only to the receivers it reached.
  const receiverOf = new Array<number>(n).fill(-1);
  const giverOf = new Array<number>(n).fill(-1);
  const tryGiver = (i: number, seenGivers: Set<number>, seenReceivers: Set<number>): boolean => {
    seenGivers.add(i);
    for (let j = 0; j < n; j++) {
      if (!allowed[i]![j] || seenReceivers.has(j)) continue;
      seenReceivers.add(j);
      if (giverOf[j] === -1 || tryGiver(giverOf[j]!, seenGivers, seenReceivers)) {
        giverOf[j] = i;
        receiverOf[i] = j;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < n; i++) {
    const givers = new Set<number>();
    const receivers = new Set<number>();
    if (tryGiver(i, givers, receivers)) continue;
    const g = [...givers].sort((a, b) => a - b).map(name);
    const r = [...receivers].sort((a, b) => a - b).map(name);
    return `${listNames(g)} can only give to ${listNames(r)}: ${r.length} ${r.length === 1 ? "person" : "people"} for ${g.length} santas. Remove an exclusion.`;
  }
  return null;
}

/** Fisher–Yates, giver by giver, abandoned at the first giver whose receiver is not allowed. */
function randomValidPermutation(allowed: boolean[][], random: Random): number[] | null {
  const n = allowed.length;
  const pool = allowed.map((_, j) => j);
  const result: number[] = [];
  for (let i = 0; i < n; i++) {
    const k = i + Math.floor(random() * (n - i));
    [pool[i], pool[k]] = [pool[k]!, pool[i]!];
    if (!allowed[i]![pool[i]!]) return null;
    result.push(pool[i]!);
  }
  return result;
}

/** Every valid assignment, visited by backtracking; one kept uniformly (reservoir). Null past the step budget. */
function enumeratedPick(allowed: boolean[][], random: Random, maxSteps: number): number[] | null {
  const n = allowed.length;
  const used = new Array<boolean>(n).fill(false);
  const current = new Array<number>(n).fill(-1);
  let kept: number[] | null = null;
  let seen = 0;
  let steps = 0;
  const visit = (i: number): boolean => {
    if (++steps > maxSteps) return false;
    if (i === n) {
      seen += 1;
      // The k-th assignment replaces the kept one with probability 1/k: each ends up kept with probability 1/total.
      if (random() * seen < 1) kept = [...current];
      return true;
    }
    for (let j = 0; j < n; j++) {
      if (used[j] || !allowed[i]![j]) continue;
      used[j] = true;
      current[i] = j;
      if (!visit(i + 1)) return false;
      used[j] = false;
    }
    return true;
  };
  return visit(0) ? kept : null;
}

/**
 * A uniformly random valid assignment, or the reason there is none. `random` returns floats in [0, 1): the
 * server passes a cryptographic source; nothing else is random here.
 */
export function drawAssignment(
  members: readonly DrawMember[],
  exclusions: readonly DrawExclusion[],
  random: Random,
  limits: { tries?: number; steps?: number } = {},
): DrawResult {
  const problem = drawProblem(members, exclusions);
  if (problem) return { ok: false, reason: problem };
  const allowed = allowedMatrix(members, exclusions);
  const toAssignment = (perm: number[]): Assignment => new Map(perm.map((j, i) => [members[i]!.id, members[j]!.id]));
  const tries = limits.tries ?? REJECTION_TRIES;
  for (let t = 0; t < tries; t++) {
    const perm = randomValidPermutation(allowed, random);
    if (perm) return { ok: true, assignment: toAssignment(perm), method: "rejection" };
  }
  const picked = enumeratedPick(allowed, random, limits.steps ?? ENUMERATION_STEPS);
  if (picked) return { ok: true, assignment: toAssignment(picked), method: "enumeration" };
  return {
    ok: false,
    reason: "These exclusions leave so few ways to draw that a fair draw cannot be made in time. Remove some exclusions and draw again.",
  };
}
