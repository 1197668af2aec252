/**
 * Sliding-window rate limits from two fixed windows (docs/decisions/013-rate-limits.md).
 *
 * A counter per key and fixed window is one row that every process can bump
 * atomically. Fixed windows alone let a client spend the limit twice across
 * a boundary, so the count that is checked weighs the previous window by how
 * much of it still overlaps the sliding window:
 *
 *   estimate = previous × (1 − elapsed / window) + current
 *
 * It assumes the previous window's requests were spread evenly; the error is
 * small and always bounded by the limit itself.
 */

export interface RateRule {
  /** Part of the counter key, e.g. "texts-phone-hour". */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Windows are aligned to the Unix epoch (day windows start at midnight UTC). */
export function windowStartOf(now: Date, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** How much of the window that started at `windowStart` has passed, from 0 to 1. */
function elapsedFraction(now: Date, windowStart: Date, windowSeconds: number): number {
  return Math.min(1, Math.max(0, (now.getTime() - windowStart.getTime()) / (windowSeconds * 1000)));
}

/** The sliding count with `current` already including the request being decided. */
export function slidingCount(rule: RateRule, counts: { previous: number; current: number }, now: Date): number {
  const start = windowStartOf(now, rule.windowSeconds);
  return counts.previous * (1 - elapsedFraction(now, start, rule.windowSeconds)) + counts.current;
}

export function allows(rule: RateRule, counts: { previous: number; current: number }, now: Date): boolean {
  return slidingCount(rule, counts, now) <= rule.limit;
}

/**
 * When one more request would be allowed, given the counts without it: the
 * first moment the previous window's weight has decayed enough, or, when the
 * current window alone is full, that moment in the next window. At least a
 * second away, so `Retry-After` is never 0.
 */
export function retryAt(rule: RateRule, counts: { previous: number; current: number }, now: Date): Date {
  const windowMs = rule.windowSeconds * 1000;
  const start = windowStartOf(now, rule.windowSeconds).getTime();
  let at: number;
  if (counts.current + 1 <= rule.limit && counts.previous > 0) {
    // previous × (1 − t / W) + current + 1 ≤ limit
    at = start + windowMs * (1 - (rule.limit - counts.current - 1) / counts.previous);
  } else {
    // In the next window this window becomes "previous": current × (1 − t / W) + 1 ≤ limit.
    const next = start + windowMs;
    at = counts.current > 0 ? next + windowMs * Math.max(0, 1 - (rule.limit - 1) / counts.current) : next;
  }
  return new Date(Math.max(Math.ceil(at / 1000) * 1000, now.getTime() + 1000));
}
