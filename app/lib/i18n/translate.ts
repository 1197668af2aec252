/**
 * The store's words in the shopper's language (docs/decisions/055-hindi.md). Components write the English
 * text itself (`t("Your cart")`): English pages need no catalogue, and the words stay in the code where a
 * reader expects them. A Hindi page's data carries the Hindi, keyed by that English text (a document: only the words
 * it shows, docs/decisions/056-words-a-page-shows.md), so no translation is ever in the JavaScript (the budget:
 * docs/decisions/042-javascript-budget-100.md).
 * `{name}` in the text is a value the caller passes, in either language.
 */

/** English text → the page's language. Null on English pages. */
export type Messages = Readonly<Record<string, string>>;

export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A Hindi document's words on the server (docs/decisions/056-words-a-page-shows.md): the whole of its parts for the
 * render to look up, each lookup noted, so the document sends the browser only the words it showed. Its state is
 * private, so what Remix sends of it is `{}`; the browser then reads the document's own words (`documentWords`).
 */
export interface PageWords {
  lookup(text: string): string | undefined;
}

/** What a route's data carries in `messages`: a data request's words, a document's (server only), or none (English). */
export type PageMessages = Messages | PageWords | null | undefined;

declare global {
  interface Window {
    /** The words a Hindi document showed, and the rest of its parts once they have loaded (entry.server's tail). */
    __nkWords?: Record<string, string>;
    /** Settles once the rest of the page's parts have loaded, or failed to. */
    __nkWordsLoaded?: Promise<unknown>;
  }
}

/**
 * Waits for the rest of a Hindi document's words (docs/decisions/056-words-a-page-shows.md) before showing what the
 * document did not: a lazily loaded sheet waits for both its module and its words, so it never opens in English.
 * At once on an English page, and wherever the page's data brought its words.
 */
export const wordsLoaded = (): Promise<unknown> => window.__nkWordsLoaded ?? Promise.resolve();

/** The word for `text` in a route's `messages`, if it has one. */
function wordIn(messages: PageMessages, text: string): string | undefined {
  if (!messages) return undefined;
  if (typeof (messages as PageWords).lookup === "function") return (messages as PageWords).lookup(text);
  // In the browser, a document's data has no words of its own (`{}`): they are the document's.
  return (messages as Messages)[text] ?? (typeof window === "undefined" ? undefined : window.__nkWords?.[text]);
}

const fill = (message: string, values?: MessageValues) =>
  values ? message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : message;

export function translate(messages: PageMessages, text: string, values?: MessageValues): string {
  return fill(wordIn(messages, text) ?? text, values);
}

/**
 * `text` from the `messages` of the matched routes' data (docs/decisions/055-hindi.md): the root's every-page part
 * and the page's own. The last match that has the text wins. English on an English page, and on the error page
 * of a failed root loader. `useT()` (components/layout/use-t.ts) and `metaT()` (meta-t.ts) read through it.
 */
export function translateIn(matches: readonly { data?: unknown }[], text: string, values?: MessageValues): string {
  let found: string | undefined;
  for (const match of matches) {
    found = wordIn((match.data as { messages?: PageMessages } | null | undefined)?.messages, text) ?? found;
  }
  return fill(found ?? text, values);
}
