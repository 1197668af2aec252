import { describe, expect, it } from "vitest";
import { lighthouseVerdict, type ScoredRow } from "../../scripts/bench/lighthouse-verdict";

const calibration = (score: number): ScoredRow => ({ label: "Calibration", visit: "calibration", score });
const page = (label: string, score: number): ScoredRow => ({ label, visit: "first visit", score });

describe("lighthouseVerdict", () => {
  it("passes only when every page reaches 95 and the calibration 98 on an idle machine", () => {
    expect(lighthouseVerdict([calibration(100), page("Home", 96), page("Cart", 95), calibration(99)], [0.4, 1.2], 2)).toMatch(/^PASS/);
  });

  it("calls a busy machine's run no result, however good its scores", () => {
    expect(lighthouseVerdict([calibration(100), page("Home", 100)], [0.5, 2.6], 2)).toBe(
      "NOT A RESULT: the load average reached 2.60 on 2 cores; rerun on an idle machine",
    );
  });

  it("calls a run whose calibration page scored under 98 no result", () => {
    expect(lighthouseVerdict([calibration(97), page("Home", 99), calibration(99)], [0.5, 0.5], 2)).toMatch(
      /^NOT A RESULT: the calibration page scored 97 \(under 98\)/,
    );
  });

  it("names every page under 95", () => {
    expect(lighthouseVerdict([calibration(100), page("Home", 94), page("Cart", 99), page("Search", 80)], [0.5, 0.5], 2)).toBe(
      "FAIL: under 95 on Home (first visit) 94, Search (first visit) 80",
    );
  });
});
