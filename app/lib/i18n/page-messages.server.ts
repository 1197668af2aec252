/**
 * The Hindi words a page's data carries (docs/decisions/055-hindi.md): the root loader sends the `every-page`
 * part, and a route's loader adds the parts its page shows, `messages: pageMessages(request, "checkout")`.
 * `useT()` looks a text up in every matched route's `messages`, so a client-side navigation brings the words of
 * the page it goes to with that page's data. English pages carry none (null).
 *
 * A document carries less (docs/decisions/056-words-a-page-shows.md): its render looks words up in a
 * `DocumentWords`, which notes each one, and entry.server writes only the noted words into the page, after it
 * (`documentWordsScript`). The rest of the page's parts load once the page has (`/words/<part>`), for what the
 * browser shows later without new data: an opened sheet, a busy button.
 */
import { LOAD_WAIT_CAP_MS, nonceAttribute } from "../scripts-after-load";
import { HINDI_PARTS, type MessagePart } from "./hindi.server";
import { localeOfPath } from "./locale";
import { answeringDocument } from "./request-language.server";
import type { Messages, PageWords } from "./translate";

type PartName = MessagePart | "every-page";

/** A document's words on the server: looked up by its render, each one noted. Private, so none of it is sent as data. */
export class DocumentWords implements PageWords {
  readonly #words: Messages;
  readonly #parts: readonly PartName[];
  readonly #used = new Set<string>();

  constructor(words: Messages, parts: readonly PartName[]) {
    this.#words = words;
    this.#parts = parts;
  }

  lookup(text: string): string | undefined {
    const word = this.#words[text];
    if (word !== undefined) this.#used.add(text);
    return word;
  }

  /** The words looked up so far, as the browser reads them. */
  used(): Record<string, string> {
    return Object.fromEntries([...this.#used].map((text) => [text, this.#words[text]!]));
  }

  parts(): readonly PartName[] {
    return this.#parts;
  }
}

const wordsOf = (parts: readonly PartName[]): Messages =>
  parts.length === 1 ? HINDI_PARTS[parts[0]!] : Object.assign({}, ...parts.map((part) => HINDI_PARTS[part]));

export function pageMessages(request: Request, ...parts: PartName[]): Messages | PageWords | null {
  if (localeOfPath(new URL(request.url).pathname) !== "hi") return null;
  return answeringDocument() ? new DocumentWords(wordsOf(parts), parts) : wordsOf(parts);
}

/** The parts a page's data may name, which `/words/<part>` serves. */
export const CLIENT_PARTS = Object.keys(HINDI_PARTS).filter((part) => part !== "server") as PartName[];

export const isClientPart = (part: string): part is PartName => (CLIENT_PARTS as string[]).includes(part);

/** A client part's words, as `/words/<part>` serves them. */
export const partWords = (part: PartName): Messages => HINDI_PARTS[part];

/**
 * What entry.server writes after a Hindi document (docs/decisions/056-words-a-page-shows.md): the words its render
 * looked up, which hydration needs, and, once the page has loaded, the rest of its parts, each a cached file of its
 * own. Empty when the page's data has no `DocumentWords` (an English page, a data request). `<` is escaped so no
 * word can end the script.
 */
export function documentWordsScript(loaderData: Readonly<Record<string, unknown>>, version: string, nonce: string): string {
  const documents = Object.values(loaderData)
    .map((data) => (data as { messages?: unknown } | null | undefined)?.messages)
    .filter((messages): messages is DocumentWords => messages instanceof DocumentWords);
  if (documents.length === 0) return "";
  const words = Object.assign({}, ...documents.map((document) => document.used())) as Record<string, string>;
  const parts = [...new Set(documents.flatMap((document) => document.parts()))];
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  const files = json(parts.map((part) => `/words/${part}?v=${encodeURIComponent(version)}`));
  // Fetched when the page has loaded, or at the latest when hydration starts without it (scripts-after-load).
  return (
    `<script${nonceAttribute(nonce)}>window.__nkWords=${json(words)};window.__nkWordsLoaded=new Promise(function(done){var started=false;` +
    `function go(){if(started)return;started=true;Promise.all(${files}.map(function(f){return fetch(f).then(function(r){return r.ok?r.json():{}})` +
    `.then(function(m){Object.assign(window.__nkWords,m)},function(){})})).then(done)}` +
    `addEventListener("load",go,{once:true});setTimeout(go,${LOAD_WAIT_CAP_MS})})</script>`
  );
}
