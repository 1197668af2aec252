import { Suspense, type ReactNode } from "react";

/**
 * Server-rendered content that React hydrates after the rest of the page, in a commit of its own, so no one task
 * holds the whole page's hydration (docs/decisions/029-hydrate-later.md). React 18 leaves the inside of a
 * server-rendered Suspense boundary dehydrated on the first pass and hydrates it afterwards at the lowest
 * priority; a click, key or input inside it first hydrates it at once, so nothing a shopper does is lost.
 * Nothing here suspends: `fallback` is never shown.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
