/**
 * No English left on a Hindi page (issue 37; docs/decisions/055-hindi.md): every text the catalogue translates
 * (app/lib/i18n/hindi.server.ts) must come out in Hindi on the Hindi pages that show it. The check reads what the
 * server sends for each page below — its text, its labels (aria-label, title, placeholder, alt) and its meta — and
 * fails on any piece that is still one of the catalogue's English texts (a `{value}` matching anything).
 *
 * It catches what the key-set test (tests/unit/messages.test.ts) cannot: a page whose loader forgot its part of the
 * catalogue (`pageMessages`), a server-built piece of HTML that skipped `translate()`, a meta function that used
 * the English. Text no `t()` ever wraps is not in the catalogue, so it is not caught here: the journeys in Hindi
 * (e2e/hindi-*.spec.ts) assert the meant Hindi on their screens.
 *
 * What the server sends is the same for every viewport: it runs once, in the js-budget project.
 */
import { expect, test } from "./support/test";
import { HINDI } from "../app/lib/i18n/hindi.server";
import { addFirstInStockProduct, logInByForm, MILK_LISTING } from "./helpers";

const ANONYMOUS_PAGES = [
  "/hi",
  `/hi${MILK_LISTING}`,
  "/hi/prn/nukkad-fresh-potato/prid/100001",
  "/hi/s?q=milk",
  "/hi/s?q=zzzzqq",
  "/hi/cart",
  "/hi/login",
  "/hi/location",
  "/hi/help",
  "/hi/aboutus",
  "/hi/privacy",
  "/hi/print",
  "/hi/print/preview",
  "/hi/secret-santa",
  "/hi/offline",
  "/hi/no-such-page",
];
const SHOPPER_PAGES = [
  "/hi/cart",
  "/hi/account",
  "/hi/account/profile",
  "/hi/account/addresses",
  "/hi/account/orders",
  "/hi/account/wallet",
  "/hi/account/gifts",
  "/hi/account/privacy",
];

/** Values that are numbers, by the names the code gives them. */
const NUMBER_VALUES =
  /^(?:count|n|total|minutes|seconds|days|hours|price|amount|off|average|limit|max|min|pages|copies|size|number|rupees)$/i;

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

/** The catalogue's English texts: exact ones in a set, those with `{values}` as patterns. */
function englishTexts(): { exact: Set<string>; patterns: { text: string; pattern: RegExp }[] } {
  const exact = new Set<string>();
  const patterns: { text: string; pattern: RegExp }[] = [];
  for (const english of Object.keys(HINDI)) {
    const text = normalise(english);
    const words = text.replace(/\{\w+\}/g, " ").match(/[A-Za-z]{3,}/g) ?? [];
    if (!/\{\w+\}/.test(text)) {
      // A text with no word of three letters could be anything (a unit, a symbol).
      if (words.length > 0) exact.add(text);
      continue;
    }
    // A value that is a number (a count, a price, minutes) stands for digits; any other value (a name) for
    // anything, so its text must have words enough of its own not to match the catalogue's data by chance
    // ("{names} and {last}" would match every list of products).
    const named = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const numeric = (name: string) => NUMBER_VALUES.test(name);
    if (words.length < 2 && !named.every(numeric)) continue;
    const source = text
      .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
      .replace(/\{(\w+)\}/g, (_, name: string) => (numeric(name) ? "[-\\d₹,.%:]+" : ".+?"));
    patterns.push({ text, pattern: new RegExp(`^${source}$`) });
  }
  return { exact, patterns };
}

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");

/** What a shopper (or a screen reader, or a search result) reads of a page: its text nodes, labels and meta. */
function shownPieces(html: string): string[] {
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<style\b[\s\S]*?<\/style>/gi, "");
  const labels = [...markup.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((match) => match[1]!);
  const meta = [...markup.matchAll(/<meta\s+(?:name|property)="(?:description|og:title|og:description)"\s+content="([^"]*)"/g)].map(
    (match) => match[1]!,
  );
  const texts = markup.split(/<[^>]*>/);
  return [...texts, ...labels, ...meta].map((piece) => normalise(decode(piece))).filter((piece) => /[A-Za-z]{3}/.test(piece));
}

function englishLeft(html: string, english: ReturnType<typeof englishTexts>): string[] {
  const left = new Set<string>();
  for (const piece of shownPieces(html)) {
    if (english.exact.has(piece)) left.add(piece);
    else {
      const template = english.patterns.find(({ pattern }) => pattern.test(piece));
      if (template) left.add(`${piece}  (the catalogue's "${template.text}")`);
    }
  }
  return [...left];
}

test.describe("a Hindi page shows none of the catalogue's English", () => {
  const english = englishTexts();

  test("pages a new shopper opens", async ({ request }) => {
    const found: string[] = [];
    for (const path of ANONYMOUS_PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      for (const piece of englishLeft(await response.text(), english)) found.push(`${path}: ${piece}`);
    }
    expect(found).toEqual([]);
  });

  test("a logged-in shopper's pages, with something in the cart", async ({ page }, testInfo) => {
    await logInByForm(page, testInfo, 91);
    await addFirstInStockProduct(page);
    const found: string[] = [];
    for (const path of SHOPPER_PAGES) {
      const response = await page.request.get(path);
      expect(response.ok(), path).toBe(true);
      expect(response.url(), `${path} stays a Hindi page`).toContain("/hi/");
      for (const piece of englishLeft(await response.text(), english)) found.push(`${path}: ${piece}`);
    }
    expect(found).toEqual([]);
  });
});
