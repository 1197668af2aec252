import type { MessageValues } from "./translate";

/**
 * A function that says a text in some language: a component's `t()` (components/layout/use-t.ts) or the server's
 * `say()` (request-language.server.ts). Pure helpers that write words take one, English when none is passed
 * (`(text, values) => translate(null, text, values)`, written where it is used: a shared module of its own
 * would be a chunk of its own, or a landing page's, in the browser build), so the page and the server say them
 * in the page's language and `t("…")` stays a literal the key-set test finds.
 */
export type Translator = (text: string, values?: MessageValues) => string;
