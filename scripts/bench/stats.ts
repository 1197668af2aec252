/** Small statistics shared by the bench's sections (scripts/bench.ts and scripts/bench/*.ts). */

/** The middle value (the mean of the two middle ones for an even count); NaN without samples. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const upper = s[mid];
  if (upper === undefined) return NaN; // no samples
  return s.length % 2 ? upper : ((s[mid - 1] ?? upper) + upper) / 2;
}
