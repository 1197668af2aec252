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
import { HINDI, HINDI_PARTS } from "../app/lib/i18n/hindi.server";
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

/**
 * What a Hindi page carries of the catalogue (docs/decisions/056-words-a-page-shows.md): a document, only the words
 * its render looked up, in a script after it; the rest of the page's parts are files of their own, fetched once the
 * page has loaded and kept until the next deploy; a page's data (a client-side navigation) its parts whole.
 */
test.describe("a Hindi page carries the words it shows", () => {
  // The login sheet's first line: an every-page word no page shows until the sheet opens.
  const SHEET_LINE = HINDI["Log in or sign up with your mobile number."]!;

  test("a document: only the words it shows, and the addresses of the rest", async ({ request }) => {
    const html = await (await request.get("/hi")).text();
    const script = html.match(/window\.__nkWords=(\{.*?\});window\.__nkWordsLoaded=/);
    expect(script, "the words written after the document").not.toBeNull();
    const words = JSON.parse(script![1]!) as Record<string, string>;
    const shown = shownPieces(html).join("\n") + html.replace(/<script\b[\s\S]*?<\/script>/gi, "");
    // Each carried word is one the page shows (its longest piece between {values} and the [brackets] of a link or a
    // part only wider screens show) …
    const notShown = Object.entries(words).filter(([, hindi]) => {
      const piece = hindi
        .split(/\{\w+\}|\[|\]/)
        .sort((a, b) => b.length - a.length)[0]!
        .trim();
      return piece.length > 0 && !shown.includes(piece) && !decode(shown).includes(piece);
    });
    expect(notShown).toEqual([]);
    // … and they are a few of the page's parts' words.
    const partWords = Object.keys(HINDI_PARTS["every-page"]).length + Object.keys(HINDI_PARTS.shop).length;
    expect(Object.keys(words).length).toBeLessThan(partWords / 3);
    expect(html).not.toContain(SHEET_LINE);

    const files = [...html.matchAll(/"(\/words\/[\w-]+\?v=[^"]+)"/g)].map((match) => match[1]!);
    expect(files.map((file) => file.replace(/\?.*/, "")).sort()).toEqual(["/words/every-page", "/words/shop"]);
    const everyPage = await request.get(files.find((file) => file.startsWith("/words/every-page"))!);
    expect(everyPage.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await everyPage.json()).toEqual(HINDI_PARTS["every-page"]);
  });

  test("a page's data carries its parts whole, for the browser's navigations", async ({ request }) => {
    const data = await (await request.get("/hi.data")).text();
    expect(data).toContain(SHEET_LINE);
  });

  test("the server's own words are not served, nor any part that does not exist", async ({ request }) => {
    for (const part of ["server", "nope", "constructor"]) {
      const response = await request.get(`/words/${part}`);
      expect(response.status(), part).toBe(404);
      expect(await response.text()).not.toContain(HINDI["Enter a valid mobile number."]!);
    }
  });
});
