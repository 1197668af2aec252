/**
 * Whether a Lighthouse run is a result (scripts/bench/lighthouse.ts): pure, so its rules are unit-tested
 * (tests/unit/lighthouse-verdict.test.ts). A score counts only from an idle machine that scores a bare page
 * at least CALIBRATION_TARGET in the same run.
 */

/** The targets of the issue "Speed that survives an outside measurement". */
export const PAGE_TARGET = 95;
export const CALIBRATION_TARGET = 98;

export type Visit = "first visit" | "prompt answered" | "logged in" | "calibration";

export interface ScoredRow {
  label: string;
  visit: Visit;
  score: number;
}

/** PASS, or what keeps the run from being one: a busy machine first, since it makes every score meaningless. */
export function lighthouseVerdict(rows: ScoredRow[], loads: number[], cores: number): string {
  const busiest = Math.max(...loads);
  if (busiest > cores) return `NOT A RESULT: the load average reached ${busiest.toFixed(2)} on ${cores} cores; rerun on an idle machine`;
  const calibration = rows.filter((r) => r.visit === "calibration");
  const weakCalibration = calibration.filter((r) => r.score < CALIBRATION_TARGET);
  if (weakCalibration.length)
    return `NOT A RESULT: the calibration page scored ${weakCalibration.map((r) => r.score).join(" and ")} (under ${CALIBRATION_TARGET}): this machine cannot show a ${PAGE_TARGET}`;
  const failing = rows.filter((r) => r.visit !== "calibration" && r.score < PAGE_TARGET);
  if (failing.length) return `FAIL: under ${PAGE_TARGET} on ${failing.map((r) => `${r.label} (${r.visit}) ${r.score}`).join(", ")}`;
  return `PASS: every page at least ${PAGE_TARGET}, the calibration page at least ${CALIBRATION_TARGET}, load average at most ${busiest.toFixed(2)} on ${cores} cores`;
}
