import type { Messages } from "./translate";

/**
 * The words a route's `meta` can translate with (docs/decisions/055-hindi.md): every matched route's `messages`, as
 * `useT()` reads them in a component. Null on an English page. Use it as
 * `const messages = metaMessages(matches); … translate(messages, "Profile | Nukkad")`, the text a literal.
 */
export function metaMessages(matches: readonly { data?: unknown }[]): Messages | null {
  const found: Messages[] = [];
  for (const match of matches) {
    const own = (match.data as { messages?: Messages | null } | null | undefined)?.messages;
    if (own) found.push(own);
  }
  return found.length ? (Object.assign({}, ...found) as Messages) : null;
}
