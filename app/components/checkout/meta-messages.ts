import { translate, type Messages } from "~/lib/i18n/translate";
import type { Translator } from "~/lib/i18n/translator";

/**
 * A `t()` for a `meta` function, which cannot call `useT()`: the Hindi words of the matched routes' data
 * (`const t = metaT(matches); t("My Cart")`). English on English pages.
 */
export function metaT(matches: readonly unknown[]): Translator {
  let messages: Messages | null = null;
  for (const match of matches) {
    const own = (match as { data?: { messages?: Messages | null } | null } | undefined)?.data?.messages;
    if (own) messages = { ...(messages ?? {}), ...own };
  }
  return (text, values) => translate(messages, text, values);
}
