/**
 * What a search query means, before any database is asked (docs/search.md): words in a normal form,
 * Hinglish and Hindi words expanded to the catalogue's English words, a pack size picked out
 * ("500g" → "500 g"), and the full-text query each word becomes. Pure, so unit tests pin it down.
 */
import { HINDI_WORDS } from "./search-words";

export const MAX_QUERY_LENGTH = 100;
/** More words than this are ignored: nobody types them, and each one costs a full-text match. */
export const MAX_QUERY_WORDS = 8;

/** Spaces collapsed, trimmed, at most MAX_QUERY_LENGTH characters. */
export function normaliseQuery(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
}

/** One word's normal form: NFC, lower case, apostrophes dropped, Devanagari nukta dropped (प्याज़ = प्याज). */
export function normaliseWord(word: string): string {
  return word
    .normalize("NFC")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/\u093c/g, "");
}

/**
 * The words of a query. Combining marks (\p{M}) belong to the word: Devanagari vowel signs are marks,
 * so "दूध" stays one word.
 */
export function queryWords(query: string): string[] {
  // A decimal stays one word so a pack size like "1.5l" survives.
  return (normaliseWord(query).match(/\d+\.\d+[\p{L}\p{M}]*|[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_QUERY_WORDS);
}

/** Only these reach to_tsquery: ASCII letters and digits (no operators, no scripts the English parser splits). */
const TS_WORD = /^[a-z0-9]+$/;

const LOOKUP: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(HINDI_WORDS).map(([key, value]) => [queryWords(key).join(" "), value]),
);

/** The catalogue words a Hinglish or Hindi word (or two-word phrase) stands for, or undefined. */
export function hindiMeaning(words: string): readonly string[] | undefined {
  return LOOKUP.get(words);
}

const UNITS: Record<string, string> = {
  g: "g",
  gm: "g",
  gms: "g",
  gram: "g",
  grams: "g",
  kg: "kg",
  kgs: "kg",
  kilo: "kg",
  ml: "ml",
  l: "l",
  ltr: "l",
  litre: "l",
  liter: "l",
  pc: "pc",
  pcs: "pc",
};

/** "500g" → "500 g", "1.5l" → "1.5 l": the form of products' `unit`. */
function sizeOf(word: string): string | undefined {
  const m = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec(word);
  const unit = m?.[2] ? UNITS[m[2]] : undefined;
  return m && unit ? `${m[1]} ${unit}` : undefined;
}

/** One typed word (or Hindi phrase) and what it may match: each alternative is a list of words that must all match. */
export interface QueryTerm {
  /** As typed (normal form). */
  text: string;
  alternatives: string[][];
  /** From the Hinglish/Hindi table: not a typo to correct. */
  translated: boolean;
}

export interface ParsedQuery {
  terms: QueryTerm[];
  /** A pack size in the query ("amul butter 500g"), in products' unit form; ranks matching packs first. */
  size: string | null;
}

/** Words of a query → terms with their alternatives, and the pack size if one was typed. */
export function parseQuery(query: string): ParsedQuery {
  const words = queryWords(query);
  const terms: QueryTerm[] = [];
  let size: string | null = null;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = words[i + 1];
    // "500 g" as two words.
    if (/^\d+(?:\.\d+)?$/.test(word) && next && UNITS[next] && !size) {
      size = `${word} ${UNITS[next]}`;
      i++;
      continue;
    }
    const packed = sizeOf(word);
    if (packed && !size) {
      size = packed;
      continue;
    }
    const phrase = next ? hindiMeaning(`${word} ${next}`) : undefined;
    if (phrase && next) {
      terms.push(translatedTerm(`${word} ${next}`, phrase));
      i++;
      continue;
    }
    const meaning = hindiMeaning(word);
    if (meaning) {
      terms.push(translatedTerm(word, meaning));
      continue;
    }
    terms.push({ text: word, alternatives: TS_WORD.test(word) ? [[word]] : [], translated: false });
  }
  return { terms, size };
}

function translatedTerm(text: string, meaning: readonly string[]): QueryTerm {
  const alternatives = meaning.map((m) => m.split(" ").filter((w) => TS_WORD.test(w)));
  // The typed word may be a catalogue word too ("paneer", "atta", "masala").
  if (TS_WORD.test(text) && !meaning.includes(text)) alternatives.push([text]);
  return { text, alternatives: dedupe(alternatives.filter((a) => a.length)), translated: true };
}

function dedupe(alternatives: string[][]): string[][] {
  const seen = new Set<string>();
  return alternatives.filter((a) => {
    const key = a.join(" ");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A term as tsquery text, every word a prefix ("amu" finds Amul): `(green:* & chilli:* | hari:*)`. */
export function termTsquery(term: Pick<QueryTerm, "alternatives">): string {
  return `(${term.alternatives.map((a) => a.map((w) => `${w}:*`).join(" & ")).join(" | ")})`;
}

/** What a term counts for when ranking: how it must match, and each alternative's words whole and as prefixes. */
export interface TermRanking {
  /** Any alternative, every word a prefix (termTsquery): a product matches the term when this matches. */
  match: string;
  alternatives: RankedAlternative[];
}

export interface RankedAlternative {
  /** The alternative's words: ["green", "chilli"]. */
  words: string[];
  /** The alternative's words as whole words: "green & chilli". */
  exact: string;
  /** The same words as prefixes: "green:* & chilli:*". */
  prefix: string;
  /** How much a match counts (alternativeWeights). */
  weight: number;
}

/**
 * How much each alternative of a term counts (docs/search.md#ranking): the typed word, or the first meaning of
 * a Hinglish or Hindi word, 1; a further meaning 0.6 ("atta" is atta before flour); the typed word kept beside
 * its translation 0.25 ("haldi" is turmeric; "haldi" as a word only prefixes Haldiram's).
 */
export function alternativeWeights(term: Pick<QueryTerm, "text" | "alternatives" | "translated">): number[] {
  if (!term.translated) return term.alternatives.map(() => 1);
  const meaning = hindiMeaning(queryWords(term.text).join(" ")) ?? [];
  return term.alternatives.map((a, i) => (i === 0 ? 1 : meaning.includes(a.join(" ")) ? 0.6 : 0.25));
}

export function termRanking(term: Pick<QueryTerm, "text" | "alternatives" | "translated">): TermRanking {
  const weights = alternativeWeights(term);
  return {
    match: termTsquery(term),
    alternatives: term.alternatives.map((a, i) => ({
      words: a,
      exact: a.join(" & "),
      prefix: a.map((w) => `${w}:*`).join(" & "),
      weight: weights[i] ?? 1,
    })),
  };
}

/** Terms that can match anything (some catalogue word). */
export function searchableTerms(parsed: ParsedQuery): QueryTerm[] {
  return parsed.terms.filter((t) => t.alternatives.length > 0);
}

/** Every word a term may match, for highlighting and for brand and category look-ups. */
export function matchWords(parsed: ParsedQuery): string[] {
  const words = new Set<string>();
  for (const t of parsed.terms) {
    words.add(t.text);
    for (const a of t.alternatives) for (const w of a) words.add(w);
  }
  return [...words].filter((w) => w.length > 0);
}

/**
 * A product's search_text: its brand, leaf category and top-level category, one a line, so the database's
 * product_search_vector (drizzle/0032_search_ranking.sql) can tell the product's own name from its brand.
 */
export function productSearchText(brand: string, category: string, topCategory: string): string {
  return `${brand}\n${category}\n${topCategory}`;
}

/** Distinct words of catalogue text for the search vocabulary (same split as queries; two letters or more). */
export function vocabularyWords(texts: string[]): string[] {
  const words = new Set<string>();
  // Not queryWords: that caps a query at MAX_QUERY_WORDS, and catalogue text is split in full.
  for (const text of texts) for (const w of normaliseWord(text).split(/[^\p{L}\p{M}\p{N}]+/u)) if (w.length >= 2) words.add(w);
  return [...words].sort();
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

/**
 * `label` as escaped HTML with the parts that match `words` wrapped in <mark>: a word of the label that
 * starts with one of them has that start marked ("Amul Taaza Milk" for "mil" → Amul Taaza <mark>Mil</mark>k).
 */
export function markMatches(label: string, words: string[]): string {
  const wanted = words.map(normaliseWord).filter(Boolean);
  let html = "";
  let last = 0;
  for (const m of label.matchAll(/[\p{L}\p{M}\p{N}']+/gu)) {
    const word = m[0];
    const start = m.index ?? 0;
    const folded = normaliseWord(word);
    const hit = wanted.filter((w) => folded.startsWith(w)).sort((a, b) => b.length - a.length)[0];
    if (!hit) continue;
    // Apostrophes are dropped when folding: find how many characters of the original cover the hit.
    let cut = 0;
    for (let seen = 0; cut < word.length && seen < hit.length; cut++) if (!/['’]/.test(word[cut] as string)) seen++;
    html += `${escapeHtml(label.slice(last, start))}<mark>${escapeHtml(word.slice(0, cut))}</mark>`;
    last = start + cut;
  }
  return html + escapeHtml(label.slice(last));
}

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbours): how many single-letter
 * edits turn `a` into `b`. Picks the correction among trigram-close words: "panner" is one edit from
 * "paneer" but two from "panna", though "panna" shares more trigrams.
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/**
 * The best correction of `word` among trigram-close candidates: fewest edits, then the same first letter
 * (people rarely mistype the first one: "panner" is paneer, not banner), then most similar.
 */
export function bestCorrection(word: string, candidates: { word: string; similarity: number }[]): string | null {
  const ranked = candidates
    .map((c) => ({ ...c, edits: editDistance(word, c.word), other: c.word[0] === word[0] ? 0 : 1 }))
    .sort((x, y) => x.edits - y.edits || x.other - y.other || y.similarity - x.similarity || x.word.localeCompare(y.word));
  return ranked[0]?.word ?? null;
}

/**
 * A query as search learns it (docs/search.md#learning-from-shoppers): each searchable word as the vocabulary
 * means it — its first meaning, so "pyaaz", "kanda", "प्याज" and "onion" are all "onion" —, sorted ("butter
 * amul" is "amul butter"), and the pack size when one was typed. Terms after typo correction: "tomatto" is
 * "tomato". Empty when nothing is searchable.
 */
export function learningKey(terms: Pick<QueryTerm, "alternatives">[], size: string | null): string {
  const words = [...new Set(terms.flatMap((t) => (t.alternatives[0] ? [t.alternatives[0].join(" ")] : [])))].sort();
  if (!words.length) return "";
  return size ? `${words.join(" ")} ${size}` : words.join(" ");
}
