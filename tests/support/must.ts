/**
 * Guards for indexed reads in tests (tsconfig's noUncheckedIndexedAccess: an index may miss). Each names
 * what the test relies on, so a missing row or match fails with that reason instead of a TypeError later,
 * and no `!` hides the assumption.
 */
import { expect } from "vitest";
import { AppError } from "~/lib/errors";

export function must<T>(value: T | null | undefined, why: string): T {
  if (value === undefined || value === null) throw new Error(`Missing ${why}`);
  return value;
}

type Tuple<T, N extends number, R extends T[] = []> = R["length"] extends N ? R : Tuple<T, N, [...R, T]>;

/** The first `count` items as a tuple, failing when there are fewer. */
export function firstOf<T, N extends number>(items: readonly T[], count: N, why: string): Tuple<T, N> {
  if (items.length < count) throw new Error(`Missing ${why}: wanted ${count}, got ${items.length}`);
  return items.slice(0, count) as Tuple<T, N>;
}

/** What the promise was rejected with, or null when it resolved: for checking a refusal's status and message together. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (e: unknown) => e,
  );
}

/** The AppError the work was refused with (failing when it succeeded or threw something else). */
export async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await rejection(work);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
