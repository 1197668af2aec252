import { describe, expect, it } from "vitest";
import { searchLink } from "~/lib/paths";
import {
  bestCorrection,
  editDistance,
  markMatches,
  matchWords,
  normaliseQuery,
  parseQuery,
  queryWords,
  productSearchText,
  termRanking,
  termTsquery,
  vocabularyWords,
} from "~/lib/search-query";
import { HINDI_WORDS } from "~/lib/search-words";

describe("query words", () => {
  it("normalises spaces and length", () => {
    expect(normaliseQuery("  amul   butter \n")).toBe("amul butter");
    expect(normaliseQuery(null)).toBe("");
    expect(normaliseQuery("x".repeat(150))).toHaveLength(100);
  });

  it("lower-cases, drops apostrophes and keeps Devanagari words whole", () => {
    expect(queryWords("Lay's Classic-Salted")).toEqual(["lays", "classic", "salted"]);
    expect(queryWords("दूध और ब्रेड")).toEqual(["दूध", "और", "ब्रेड"]);
    // The nukta is dropped: प्याज़ and प्याज are one word.
    expect(queryWords("प्याज़")).toEqual(queryWords("प्याज"));
    expect(queryWords("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("Hinglish and Hindi words", () => {
  it("hold at least 60 words, Devanagari among them, all mapping to catalogue words", () => {
    const keys = Object.keys(HINDI_WORDS);
    expect(keys.length).toBeGreaterThanOrEqual(60);
    for (const k of [
      "दूध",
      "दही",
      "आलू",
      "प्याज",
      "चावल",
      "आटा",
      "चीनी",
      "अंडा",
      "टमाटर",
      "अदरक",
      "लहसुन",
      "धनिया",
      "हल्दी",
      "मिर्च",
      "नींबू",
      "केला",
      "सेब",
      "आम",
    ]) {
      expect(HINDI_WORDS[k], k).toBeDefined();
    }
    for (const [key, values] of Object.entries(HINDI_WORDS)) {
      expect(key, key).toBe(key.toLowerCase());
      for (const v of values) expect(v, key).toMatch(/^[a-z]+( [a-z]+)*$/);
    }
  });

  it("expand into the query: doodh is milk, atta also flour, a typed English word stays", () => {
    expect(parseQuery("doodh").terms).toEqual([{ text: "doodh", alternatives: [["milk"], ["doodh"]], translated: true }]);
    expect(parseQuery("दूध").terms).toEqual([{ text: "दूध", alternatives: [["milk"]], translated: true }]);
    expect(parseQuery("atta").terms[0]?.alternatives).toEqual([["atta"], ["flour"]]);
    expect(parseQuery("bread").terms).toEqual([{ text: "bread", alternatives: [["bread"]], translated: false }]);
  });

  it("match two-word phrases before single words", () => {
    const [term] = parseQuery("hari mirch").terms;
    expect(term?.text).toBe("hari mirch");
    expect(term?.alternatives[0]).toEqual(["green", "chilli"]);
    expect(termTsquery(term as NonNullable<typeof term>)).toBe("(green:* & chilli:*)");
  });
});

describe("pack sizes", () => {
  it("are picked out in the products' unit form", () => {
    expect(parseQuery("amul butter 500g")).toEqual({
      terms: [
        { text: "amul", alternatives: [["amul"]], translated: false },
        { text: "butter", alternatives: [["butter"]], translated: false },
      ],
      size: "500 g",
    });
    expect(parseQuery("milk 1 ltr").size).toBe("1 l");
    expect(parseQuery("oil 1.5L").size).toBe("1.5 l");
    expect(parseQuery("7up").size).toBeNull();
  });
});

describe("full-text queries", () => {
  it("are prefixes, alternatives or'ed, phrase words and'ed", () => {
    expect(termTsquery({ alternatives: [["milk"]] })).toBe("(milk:*)");
    expect(termTsquery({ alternatives: [["lady", "finger"], ["okra"]] })).toBe("(lady:* & finger:* | okra:*)");
  });

  it("rank a typed word's meaning above its further meanings, and the typed Hinglish word itself least", () => {
    const [haldi] = parseQuery("haldi").terms;
    expect(termRanking(haldi!)).toEqual({
      match: "(turmeric:* | haldi:*)",
      alternatives: [
        { words: ["turmeric"], exact: "turmeric", prefix: "turmeric:*", weight: 1 },
        { words: ["haldi"], exact: "haldi", prefix: "haldi:*", weight: 0.25 },
      ],
    });
    expect(termRanking(parseQuery("atta").terms[0]!).alternatives.map((a) => [a.exact, a.weight])).toEqual([
      ["atta", 1],
      ["flour", 0.6],
    ]);
    expect(termRanking(parseQuery("hari mirch").terms[0]!).alternatives[0]).toEqual({
      words: ["green", "chilli"],
      exact: "green & chilli",
      prefix: "green:* & chilli:*",
      weight: 1,
    });
    expect(termRanking(parseQuery("bread").terms[0]!).alternatives).toEqual([
      { words: ["bread"], exact: "bread", prefix: "bread:*", weight: 1 },
    ]);
  });

  it("see a product's brand, leaf and top-level category one a line", () => {
    expect(productSearchText("Tata Salt", "Salt, Sugar & Jaggery", "Masala, Oil & More")).toBe(
      "Tata Salt\nSalt, Sugar & Jaggery\nMasala, Oil & More",
    );
  });

  it("never carry operators or scripts the English parser splits", () => {
    expect(parseQuery("&|!:*()").terms).toEqual([]);
    expect(parseQuery("ऑर्गेनिक").terms).toEqual([{ text: "ऑर्गेनिक", alternatives: [], translated: false }]);
  });

  it("list every word to highlight", () => {
    expect(matchWords(parseQuery("doodh amul"))).toEqual(["doodh", "milk", "amul"]);
  });
});

describe("typo correction", () => {
  it("counts edits, a swap of neighbours as one", () => {
    expect(editDistance("choclate", "chocolate")).toBe(1);
    expect(editDistance("panner", "paneer")).toBe(1);
    expect(editDistance("panner", "panna")).toBe(2);
    expect(editDistance("mlik", "milk")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("prefers fewest edits, then the same first letter, then similarity", () => {
    const candidates = [
      { word: "banner", similarity: 0.4 },
      { word: "panna", similarity: 0.44 },
      { word: "paneer", similarity: 0.4 },
    ];
    expect(bestCorrection("panner", candidates)).toBe("paneer");
    expect(bestCorrection("panner", [])).toBeNull();
  });
});

describe("vocabulary", () => {
  it("is the distinct words of catalogue text, two letters or more", () => {
    expect(vocabularyWords(["Amul Taaza Milk 1 l", "Amul Butter Dairy & Eggs"])).toEqual([
      "amul",
      "butter",
      "dairy",
      "eggs",
      "milk",
      "taaza",
    ]);
  });
});

describe("marking the typed part", () => {
  it("marks word starts, escapes the rest", () => {
    expect(markMatches("Amul Taaza Milk", ["mil"])).toBe("Amul Taaza <mark>Mil</mark>k");
    expect(markMatches("Tom & Jerry <Toffee>", ["to"])).toBe("<mark>To</mark>m &amp; Jerry &lt;<mark>To</mark>ffee&gt;");
    expect(markMatches("Lay's Magic", ["lays"])).toBe("<mark>Lay&#39;s</mark> Magic");
    expect(markMatches("Milk", ["<script>"])).toBe("Milk");
  });
});

describe("search links", () => {
  it("carry q, category_id, suggestion_type and t", () => {
    expect(searchLink({ q: "dahi 400g" })).toBe("/s/?q=dahi%20400g");
    expect(searchLink({ q: "milk", categoryId: 12, suggestionType: "category", t: 1 })).toBe(
      "/s/?q=milk&category_id=12&suggestion_type=category&t=1",
    );
  });
});
