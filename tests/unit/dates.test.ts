/** Dates in the page's language (app/lib/i18n/dates.ts): what a shopper reads, in India's time. */
import { describe, expect, it } from "vitest";
import { formatDate } from "~/lib/i18n/dates";

// 10:05 UTC is 3:35 pm in India.
const WHEN = new Date("2026-11-28T10:05:00Z");

describe("formatDate", () => {
  it("writes the day and the month in Hindi and in English", () => {
    expect(formatDate(WHEN, "hi", "dayMonth")).toBe("28 नवंबर");
    expect(formatDate(WHEN, "en", "dayMonth")).toBe("28 November");
    expect(formatDate(WHEN, "hi", "longDate")).toBe("28 नवंबर 2026");
  });

  it("is in India's time, whatever the server's zone", () => {
    expect(formatDate(WHEN, "en", "time")).toBe("3:35 pm");
    expect(formatDate(new Date("2026-11-28T19:00:00Z"), "en", "dayMonth")).toBe("29 November");
  });

  it("formats a calendar date stored at UTC midnight in UTC when asked", () => {
    expect(formatDate("2026-12-25T00:00:00Z", "hi", "dayMonth", "UTC")).toBe("25 दिसंबर");
  });

  it("takes a date, an ISO string or milliseconds", () => {
    expect(formatDate(WHEN.toISOString(), "en", "date")).toBe(formatDate(WHEN.getTime(), "en", "date"));
  });
});
