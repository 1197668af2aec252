/**
 * The store's words in the shopper's language (docs/decisions/055-hindi.md). Components write the English
 * text itself (`t("Your cart")`): English pages need no catalogue, and the words stay in the code where a
 * reader expects them. A Hindi page's root data carries the Hindi catalogue, keyed by that English text, so
 * no translation is ever in the JavaScript (the budget: docs/decisions/042-javascript-budget-100.md).
 * `{name}` in the text is a value the caller passes, in either language.
 */

/** English text → the page's language. Null on English pages. */
export type Messages = Readonly<Record<string, string>>;

export type MessageValues = Readonly<Record<string, string | number>>;

export function translate(messages: Messages | null | undefined, text: string, values?: MessageValues): string {
  const message = messages?.[text] ?? text;
  return values ? message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : message;
}

/**
 * `text` from the `messages` of the matched routes' data (docs/decisions/055-hindi.md): the root's every-page part
 * and the page's own. The last match that has the text wins. English on an English page, and on the error page
 * of a failed root loader. `useT()` (components/layout/use-t.ts) and `metaT()` (meta-t.ts) read through it.
 */
export function translateIn(matches: readonly { data?: unknown }[], text: string, values?: MessageValues): string {
  let found: Messages | undefined;
  for (const match of matches) {
    const own = (match.data as { messages?: Messages | null } | null | undefined)?.messages;
    if (own && text in own) found = own;
  }
  return translate(found, text, values);
}
