import { describe, expect, it } from "vitest";
import { resultCountLabel, resultPages, SEARCH_RESULT_CAP } from "~/lib/search-results";

describe("search result pages", () => {
  it("counts pages of 20, at least one", () => {
    expect(resultPages(0, 1, 20)).toEqual({ pageCount: 1, pastLastPage: false });
    expect(resultPages(20, 1, 20)).toEqual({ pageCount: 1, pastLastPage: false });
    expect(resultPages(21, 2, 20)).toEqual({ pageCount: 2, pastLastPage: false });
  });

  it("knows a page past the last one, as at the cap: 500 results are 25 pages", () => {
    expect(resultPages(SEARCH_RESULT_CAP, 25, 20)).toEqual({ pageCount: 25, pastLastPage: false });
    expect(resultPages(SEARCH_RESULT_CAP, 26, 20)).toEqual({ pageCount: 25, pastLastPage: true });
    expect(resultPages(3, 2, 20).pastLastPage).toBe(true);
  });
});

describe("result count label", () => {
  it("says an exact count, singular or plural", () => {
    expect(resultCountLabel(1, false)).toBe("1 item");
    expect(resultCountLabel(240, false)).toBe("240 items");
  });

  it("says the cap is a floor when more matched", () => {
    expect(resultCountLabel(SEARCH_RESULT_CAP, true)).toBe("500+ items");
  });
});
