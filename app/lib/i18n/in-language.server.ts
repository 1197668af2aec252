/**
 * Text for one person in their language, whatever the request's (docs/decisions/055-hindi.md): a text message
 * goes to its recipient, who may read Hindi while the request that caused it is English, or the other way round.
 * `const t = textsIn(locale); t("{code} is your Nukkad login code…", { code })`: string literals, so
 * tests/unit/messages.test.ts checks each has its Hindi, as it does `say()`'s. Server-only, like the catalogue.
 */
import { HINDI } from "./hindi.server";
import type { Locale } from "./locale";
import { translate, type MessageValues } from "./translate";

export type Texts = (text: string, values?: MessageValues) => string;

/** `text` in `locale`, with `{values}` filled in; English is the text itself. */
export function textsIn(locale: Locale): Texts {
  const messages = locale === "hi" ? HINDI : null;
  return (text, values) => translate(messages, text, values);
}
