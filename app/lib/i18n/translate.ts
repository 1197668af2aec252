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
