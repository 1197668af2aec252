import type { MetaArgs } from "@remix-run/react";
import { translate, type MessageValues, type Messages } from "./translate";

/**
 * `useT()` for a meta function (docs/decisions/055-hindi.md): the text in the page's language, from the
 * `messages` of the matched routes' data (the root's every-page words and the page's own part). English on an
 * English page, and on the error page of a failed root loader.
 */
export function metaT(matches: MetaArgs["matches"]): (text: string, values?: MessageValues) => string {
  return (text, values) => {
    let message: Messages | undefined;
    for (const match of matches) {
      const own = (match.data as { messages?: Messages | null } | undefined)?.messages;
      if (own && text in own) message = own;
    }
    return translate(message, text, values);
  };
}
