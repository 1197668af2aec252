/**
 * The Hindi words a page's data carries (docs/decisions/055-hindi.md): the root loader sends the `every-page`
 * part, and a route's loader adds the parts its page shows, `messages: pageMessages(request, "checkout")`.
 * `useT()` looks a text up in every matched route's `messages`, so a client-side navigation brings the words of
 * the page it goes to with that page's data. English pages carry none (null).
 */
import { HINDI_PARTS, type MessagePart } from "./hindi.server";
import { localeOfPath } from "./locale";
import type { Messages } from "./translate";

export function pageMessages(request: Request, ...parts: (MessagePart | "every-page")[]): Messages | null {
  if (localeOfPath(new URL(request.url).pathname) !== "hi") return null;
  return parts.length === 1 ? HINDI_PARTS[parts[0]!] : Object.assign({}, ...parts.map((part) => HINDI_PARTS[part]));
}
