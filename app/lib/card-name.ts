/**
 * The name a product tile shows (docs/rules.md#product-names): two lines of a 360 px phone's tile hold about
 * 2 × 16 characters, and a name that opens with a long brand pushed the words that tell one product from the
 * next — the kind, the variety, the flavour — past them ("Nukkad Fresh Gree…", "Nukkad Essentials Read…"). So the
 * brand gives way first, never the words after it: the store's own brands drop out (every fresh vegetable is
 * Nukkad Fresh; the picture and the listing say what it is), and a long brand of several words keeps its first
 * when the whole name does not fit. Whole words only: the tile never shows a word cut in two. The full name stays
 * the tile's accessible name, its picture's alt text, its buttons' labels and the product page's heading.
 *
 * Pure, and run on the server only: the catalogue service computes it once per card (toProductCard in
 * services/catalogue/browse.server.ts), the cart service once per line, and the page renders what they send —
 * the search page's first-visit JavaScript is at its budget (docs/decisions/042-javascript-budget-100.md).
 */
import { SITE_NAME } from "./seo";

/** Characters a line of the narrowest tile holds (a search result's on a 360 px phone), and its lines. */
const LINE = 16;
const LINES = 2;

/**
 * A brand at least this long takes most of a tile's first line by itself; a shorter one ("Mother Dairy", "Tata
 * Sampann") leaves room beside or under it, and its first word alone ("Mother", "Tata") is not its name.
 */
const LONG_BRAND = 15;

/** How many lines `text` takes, wrapped at word boundaries to `LINE` characters (a longer word takes one line). */
export function lineCount(text: string, line = LINE): number {
  let lines = 0;
  let used = 0;
  for (const word of text.split(" ")) {
    if (!word) continue;
    if (used > 0 && used + 1 + word.length <= line) used += 1 + word.length;
    else {
      lines += 1;
      used = word.length;
    }
  }
  return lines;
}

/**
 * The brand's first word as a shopper would say it: a number, an abbreviation ("Dr.") or a possessive
 * ("Mother's Recipe") holds on to the word after it, "&" binds its neighbours ("Head & Shoulders"), and a brand
 * that opens with an article ("The Whole Truth") is one name throughout. A brand of four such words is a maker's
 * two-word name and its line ("Brooke Bond Red Label"): the maker's two words, since "Brooke" alone is nobody's
 * name for it. The whole brand when it is one such word.
 */
export function brandFirstWord(brand: string): string {
  const words = brand.split(" ").filter(Boolean);
  if (/^(the|a|an)$/i.test(words[0] ?? "")) return words.join(" ");
  // Word groups: a word and the words it binds to.
  const groups: string[][] = [];
  for (const [i, word] of words.entries()) {
    const last = words[i - 1] ?? "";
    const binds = i > 0 && (/^\d+$/.test(last) || last.endsWith(".") || /['’]s$/i.test(last) || last === "&" || word === "&");
    if (binds) groups.at(-1)!.push(word);
    else groups.push([word]);
  }
  return groups
    .slice(0, groups.length >= 4 ? 2 : 1)
    .flat()
    .join(" ");
}

/** The store's own brands ("Nukkad Fresh", "Nukkad Essentials"): their first word is the store's name. */
export function isOwnBrand(brand: string): boolean {
  return brand.split(" ")[0]?.toLowerCase() === SITE_NAME.toLowerCase();
}

/**
 * The tile's name for a product: `name` with its leading brand shortened or dropped as above, or `name` itself
 * when it does not open with its brand or needs no shortening. Always whole words of `name`, ending with all of
 * the words after the brand.
 */
export function cardName({ name, brand }: { name: string; brand: string | null | undefined }): string {
  const trimmed = brand?.trim();
  if (!trimmed || !name.toLowerCase().startsWith(`${trimmed.toLowerCase()} `)) return name;
  const rest = name.slice(trimmed.length + 1).trim();
  if (!rest) return name;
  if (isOwnBrand(trimmed)) return rest;
  if (lineCount(name) <= LINES || trimmed.length < LONG_BRAND) return name;
  const first = brandFirstWord(name.slice(0, trimmed.length));
  return first.length < trimmed.length ? `${first} ${rest}` : name;
}
