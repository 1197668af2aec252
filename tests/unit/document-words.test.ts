/**
 * A Hindi document carries only the words it shows (docs/decisions/056-words-a-page-shows.md): its render looks
 * words up in a DocumentWords, which notes each; entry.server writes the noted ones after the page, with a script
 * that fetches the rest of the page's parts once it has loaded. A data request still carries its parts whole.
 */
import vm from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { HINDI_PARTS } from "~/lib/i18n/hindi.server";
import { DocumentWords, documentWordsScript, isClientPart, pageMessages } from "~/lib/i18n/page-messages.server";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { translate, translateIn } from "~/lib/i18n/translate";

const everyPage = () => new DocumentWords(HINDI_PARTS["every-page"], ["every-page"]);

describe("DocumentWords", () => {
  it("answers every word of its parts and notes only those looked up", () => {
    const words = everyPage();
    expect(translate(words, "Cart")).toBe("कार्ट");
    expect(translateIn([{ data: { messages: words } }], "{count} items", { count: 3 })).toBe("3 सामान");
    expect(translate(words, "Not a text of the store")).toBe("Not a text of the store");
    expect(words.used()).toEqual({ Cart: "कार्ट", "{count} items": "{count} सामान" });
  });

  it("sends nothing of itself as data: what JSON (and Remix's encoding of a class) would send is {}", () => {
    const words = everyPage();
    words.lookup("Cart");
    expect(JSON.stringify({ messages: words })).toBe('{"messages":{}}');
    expect(Object.entries(words)).toEqual([]);
  });
});

describe("pageMessages", () => {
  const ask = (url: string) => inLanguageOf(new Request(url), () => pageMessages(new Request(url.replace(".data", "")), "shop"));

  it("gives a Hindi document a DocumentWords, a Hindi data request the part whole, and an English page nothing", () => {
    expect(ask("http://shop.test/hi/s")).toBeInstanceOf(DocumentWords);
    expect(ask("http://shop.test/hi/s.data")).toBe(HINDI_PARTS.shop);
    expect(ask("http://shop.test/s")).toBeNull();
  });

  it("serves the parts a page names, never the server's own words", () => {
    expect(isClientPart("every-page")).toBe(true);
    expect(isClientPart("shop")).toBe(true);
    expect(isClientPart("server")).toBe(false);
    expect(isClientPart("constructor")).toBe(false);
  });
});

describe("the words written after a Hindi document", () => {
  const browser = globalThis as { window?: unknown };
  afterEach(() => delete browser.window);

  it("is nothing for an English page or a page without words", () => {
    expect(documentWordsScript({ root: { messages: null }, "routes/s._index": { results: [] } }, "abc", "n0nce")).toBe("");
  });

  it("holds the words looked up, escaped, and fetches the rest of the page's parts once the page has loaded", async () => {
    const root = everyPage();
    root.lookup("Cart");
    const search = new DocumentWords({ "Search </script>": "खोज </script>" }, ["shop"]);
    search.lookup("Search </script>");
    const script = documentWordsScript({ root: { messages: root }, "routes/s._index": { messages: search } }, "abc 1", "n0nce");
    expect(script).toMatch(/^<script nonce="n0nce">/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain("सामान");

    // Run as a browser would: the words are there at once, and the parts' files add the rest once loaded.
    const fetched: string[] = [];
    const listeners: Record<string, () => void> = {};
    const window: { __nkWords?: Record<string, string>; __nkWordsLoaded?: Promise<unknown> } = {};
    const context = vm.createContext({
      window,
      addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
      setTimeout: () => 0,
      fetch: (url: string) => {
        fetched.push(url);
        const part = url.includes("/words/shop") ? { Sort: "सॉर्ट" } : { "{count} items": "{count} सामान" };
        return Promise.resolve({ ok: true, json: () => Promise.resolve(part) });
      },
      Promise,
      Object,
    });
    vm.runInContext(script.replace(/^<script[^>]*>|<\/script>$/g, ""), context);
    expect(window.__nkWords).toEqual({ Cart: "कार्ट", "Search </script>": "खोज </script>" });
    expect(fetched).toEqual([]);
    listeners.load!();
    await window.__nkWordsLoaded;
    expect(fetched).toEqual(["/words/every-page?v=abc%201", "/words/shop?v=abc%201"]);
    expect(window.__nkWords).toMatchObject({ Cart: "कार्ट", Sort: "सॉर्ट", "{count} items": "{count} सामान" });

    // In the browser, a document's data has `{}` for its messages: the document's words answer; `null` (English) never does.
    browser.window = window;
    expect(translateIn([{ data: { messages: {} } }], "Sort")).toBe("सॉर्ट");
    expect(translate(null, "Sort")).toBe("Sort");
  });
});
