import { Fragment, type ReactNode } from "react";

/**
 * A sentence in the page's language with links in it (docs/decisions/055-hindi.md): each [bracketed] part of
 * `text` is rendered by the matching function of `links`, in order, so a translation puts a link where its own
 * word order needs it ("Open the order in [My orders]" / "[My orders] में ऑर्डर खोलें").
 */
export function LinkedText({ text, links }: { text: string; links: ((label: string) => ReactNode)[] }) {
  return <>{text.split(/\[([^\]]+)\]/).map((part, i) => (i % 2 ? <Fragment key={i}>{links[(i - 1) / 2]?.(part)}</Fragment> : part))}</>;
}
