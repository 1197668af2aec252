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
 * - `exclusionProblem` keeps the organiser from choosing anyone's recipient through exclusions: every member
 *   must keep at least two people they might draw in some valid draw (docs/decisions/037-santa-exclusions-and-departures.md).
 * - `repairAssignment` closes the gaps members who left leave in a drawn group, changing as few pairs as it can.
 */
import { translate, type MessageValues } from "./i18n/translate";
import { pick, type Random } from "./random";

/**
 * How the draw's reasons are said: English unless the caller passes its own (the server passes `say`, so an
 * organiser on the Hindi store reads them in Hindi, docs/decisions/055-hindi.md). A parameter, so this stays pure.
 */
export type Say = (text: string, values?: MessageValues) => string;
const english: Say = (text, values) => translate(null, text, values);

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
export function listNames(names: readonly string[], say: Say = english): string {
  if (names.length <= 1) return names[0] ?? "";
  return say("{names} and {last}", { names: names.slice(0, -1).join(", "), last: names[names.length - 1]! });
}

/**
 * Why no valid assignment exists, or null when one does. Checked before every draw and shown on the
 * organiser's page, so the organiser learns it before pressing "Draw".
 */
export function drawProblem(members: readonly DrawMember[], exclusions: readonly DrawExclusion[], say: Say = english): string | null {
  const n = members.length;
  if (n < SANTA_MIN_MEMBERS)
    return say("A draw needs at least {min} members; this group has {count}.", { min: SANTA_MIN_MEMBERS, count: n });
  if (n > SANTA_MAX_MEMBERS) return say("A group can have at most {max} members.", { max: SANTA_MAX_MEMBERS });
  const allowed = allowedMatrix(members, exclusions);
  const name = (i: number) => members[i]!.name;
  for (let i = 0; i < n; i++) {
    if (!allowed[i]!.some(Boolean))
      return say("{name} is excluded from everyone else, so {name} has nobody to give to.", { name: name(i) });
  }
  for (let j = 0; j < n; j++) {
    if (!allowed.some((row) => row[j])) {
      return say("Everyone else is excluded from giving to {name}, so nobody can be {name}'s santa.", { name: name(j) });
    }
  }
  const matching = maximumMatching(allowed);
  if (matching.stuck) {
    const g = [...matching.stuck.givers].sort((a, b) => a - b).map(name);
    const r = [...matching.stuck.receivers].sort((a, b) => a - b).map(name);
    const values = { givers: listNames(g, say), receivers: listNames(r, say), count: r.length, santas: g.length };
    return r.length === 1
      ? say("{givers} can only give to {receivers}: {count} person for {santas} santas. Remove an exclusion.", values)
      : say("{givers} can only give to {receivers}: {count} people for {santas} santas. Remove an exclusion.", values);
  }
  return null;
}

interface Matching {
  /** receiverOf[i]: the receiver giver i is matched with, -1 when none. */
  receiverOf: number[];
  giverOf: number[];
  /** When no perfect matching exists: a Hall violator, the givers that can only give to these receivers. */
  stuck: { givers: Set<number>; receivers: Set<number> } | null;
}

/**
 * Maximum bipartite matching (Kuhn's augmenting paths; n ≤ 50). A giver left unmatched names a Hall violator:
 * the givers its alternating search reached can, between them, give only to the receivers it reached.
 */
function maximumMatching(allowed: boolean[][]): Matching {
  const n = allowed.length;
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
    if (!tryGiver(i, givers, receivers)) return { receiverOf, giverOf, stuck: { givers, receivers } };
  }
  return { receiverOf, giverOf, stuck: null };
}

/** The fewest people every member must be able to draw (docs/rules.md#secret-santa). */
export const SANTA_MIN_CHOICES = 2;

/**
 * Whom each member might draw: the receivers they get in at least one valid draw (not merely the ones no
 * exclusion names: others' exclusions can decide a pair too, when everyone else is kept from giving to
 * someone). Empty for everyone when no valid draw exists. An edge outside one perfect matching lies in
 * another exactly when it closes an alternating cycle: giver i taking j's receiver displaces j's giver, who
 * must in turn be able to reach i's receiver.
 */
export function possibleRecipients(members: readonly DrawMember[], exclusions: readonly DrawExclusion[]): Map<number, number[]> {
  const n = members.length;
  const allowed = allowedMatrix(members, exclusions);
  const matching = maximumMatching(allowed);
  if (matching.stuck || n === 0) return new Map(members.map((m) => [m.id, []]));
  const { receiverOf, giverOf } = matching;
  // Giver i → giver k: i may take k's matched receiver.
  const next = allowed.map((row, i) => row.flatMap((ok, j) => (ok && j !== receiverOf[i] ? [giverOf[j]!] : [])));
  const reaches = members.map((_, from) => {
    const seen = new Set<number>([from]);
    const queue = [from];
    for (let at = queue.pop(); at !== undefined; at = queue.pop()) {
      for (const k of next[at]!) {
        if (seen.has(k)) continue;
        seen.add(k);
        queue.push(k);
      }
    }
    return seen;
  });
  return new Map(
    members.map((m, i) => {
      const choices = allowed[i]!.flatMap((ok, j) => (ok && (j === receiverOf[i] || reaches[giverOf[j]!]!.has(i)) ? [j] : []));
      return [m.id, choices.map((j) => members[j]!.id)];
    }),
  );
}

export interface ChoiceProblem {
  member: DrawMember;
  /** Everyone this member might still draw (fewer than SANTA_MIN_CHOICES). */
  choices: DrawMember[];
}

/**
 * The first member (those in `first` before the rest) left fewer than two people they might draw, or null.
 * Exclusions may never leave one (docs/rules.md#secret-santa): with one, the organiser would have chosen that
 * member's recipient.
 */
export function exclusionProblem(
  members: readonly DrawMember[],
  exclusions: readonly DrawExclusion[],
  first: readonly number[] = [],
): ChoiceProblem | null {
  const possible = possibleRecipients(members, exclusions);
  const byId = new Map(members.map((m) => [m.id, m]));
  const order = [...first.filter((id) => byId.has(id)), ...members.map((m) => m.id)];
  for (const id of order) {
    const choices = possible.get(id) ?? [];
    if (choices.length < SANTA_MIN_CHOICES) return { member: byId.get(id)!, choices: choices.map((c) => byId.get(c)!) };
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

export type RepairResult = { ok: true; assignment: Assignment; changed: number[] } | { ok: false; reason: string };

/** Pools of open givers larger than this are drawn afresh with `drawAssignment` rather than searched. */
const REPAIR_POOL_MAX = 8;

/** Shuffled copy (Fisher–Yates). */
function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const k = Math.floor(random() * (i + 1));
    [out[i], out[k]] = [out[k]!, out[i]!];
  }
  return out;
}

/** A random one-to-one match of `givers` to `receivers` (same size) that `allowed` permits, or null. */
function matchPool(givers: number[], receivers: number[], allowed: (g: number, r: number) => boolean, random: Random) {
  const taken = new Set<number>();
  const pairs = new Map<number, number>();
  const order = shuffled(givers, random);
  const visit = (k: number): boolean => {
    if (k === order.length) return true;
    const g = order[k]!;
    for (const r of shuffled(receivers, random)) {
      if (taken.has(r) || !allowed(g, r)) continue;
      taken.add(r);
      pairs.set(g, r);
      if (visit(k + 1)) return true;
      taken.delete(r);
    }
    return false;
  };
  return visit(0) ? pairs : null;
}

/**
 * A drawn group some members left (docs/rules.md#secret-santa): a valid draw among `members` (those who
 * stay) that keeps the previous pairs where it can. Each santa whose recipient left takes over the one the
 * leaver was buying for (following a chain of leavers), which closes the circle and changes nobody else's
 * recipient. Where that is not allowed (it would be the santa themselves, or an exclusion forbids it), the
 * santas still without a recipient are matched with the members still without a santa, opening one more
 * random pair at a time until a match exists; past a few, everyone is drawn afresh. `changed` lists the givers
 * whose recipient is not the one they had (each is told).
 */
export function repairAssignment(
  members: readonly DrawMember[],
  exclusions: readonly DrawExclusion[],
  previous: ReadonlyMap<number, number>,
  random: Random,
): RepairResult {
  const problem = drawProblem(members, exclusions);
  if (problem) return { ok: false, reason: problem };
  const staying = new Set(members.map((m) => m.id));
  const excluded = new Set(exclusions.map((e) => `${e.giver}>${e.receiver}`));
  const allowed = (g: number, r: number) => g !== r && staying.has(r) && !excluded.has(`${g}>${r}`);
  const kept = new Map<number, number>();
  for (const { id: giver } of members) {
    let receiver = previous.get(giver);
    // Through the leavers, to the first one who stays: the receiver the chain of leavers was buying for.
    for (let hops = 0; receiver !== undefined && !staying.has(receiver) && hops <= previous.size; hops++) receiver = previous.get(receiver);
    if (receiver !== undefined && allowed(giver, receiver)) kept.set(giver, receiver);
  }
  const openGivers = members.map((m) => m.id).filter((g) => !kept.has(g));
  const taken = new Set(kept.values());
  const openReceivers = members.map((m) => m.id).filter((r) => !taken.has(r));
  while (openGivers.length <= REPAIR_POOL_MAX) {
    const pairs = matchPool(openGivers, openReceivers, allowed, random);
    if (pairs) {
      const assignment: Assignment = new Map([...kept, ...pairs]);
      return { ok: true, assignment, changed: members.map((m) => m.id).filter((g) => assignment.get(g) !== previous.get(g)) };
    }
    if (!kept.size) break;
    const reopen = pick(random, [...kept.keys()]);
    openGivers.push(reopen);
    openReceivers.push(kept.get(reopen)!);
    kept.delete(reopen);
  }
  const fresh = drawAssignment(members, exclusions, random);
  if (!fresh.ok) return fresh;
  return {
    ok: true,
    assignment: fresh.assignment,
    changed: members.map((m) => m.id).filter((g) => fresh.assignment.get(g) !== previous.get(g)),
  };
}
