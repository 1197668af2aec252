import { describe, expect, it } from "vitest";
import { resultCountLabel, resultPages, SEARCH_RESULT_CAP } from "~/lib/search-results";
import { HINDI_PARTS } from "~/lib/i18n/hindi.server";
import { translate, type MessageValues } from "~/lib/i18n/translate";

/** useT() on an English page, and on a Hindi search page (the every-page and shop parts). */
const english = (text: string, values?: MessageValues) => translate(null, text, values);
const hindiWords = { ...HINDI_PARTS["every-page"], ...HINDI_PARTS.shop };
const hindi = (text: string, values?: MessageValues) => translate(hindiWords, text, values);

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
    expect(resultCountLabel(1, false, english)).toBe("1 item");
    expect(resultCountLabel(240, false, english)).toBe("240 items");
  });

  it("says the cap is a floor when more matched", () => {
    expect(resultCountLabel(SEARCH_RESULT_CAP, true, english)).toBe("500+ items");
  });

  it("says it in Hindi on a Hindi page, with the count grouped as in English", () => {
    expect(resultCountLabel(1, false, hindi)).toBe("1 सामान");
    expect(resultCountLabel(1240, false, hindi)).toBe("1,240 सामान");
    expect(resultCountLabel(SEARCH_RESULT_CAP, true, hindi)).toBe("500+ सामान");
  });
});
