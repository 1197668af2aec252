import type { MetaArgs } from "@remix-run/react";
import { translateIn, type MessageValues } from "./translate";

/** `useT()` for a meta function, which cannot call hooks: `const t = metaT(matches); t("My Cart")` (docs/decisions/055-hindi.md). */
export function metaT(matches: MetaArgs["matches"]): (text: string, values?: MessageValues) => string {
  return (text, values) => translateIn(matches, text, values);
}
