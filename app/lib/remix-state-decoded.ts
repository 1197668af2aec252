import { RemixBrowser } from "@remix-run/react";

/**
 * Resolves once Remix has decoded the page's data (docs/decisions/030-hydrate-after-decoding.md).
 *
 * With single fetch, `RemixBrowser` starts decoding the streamed loader data on its first call and suspends
 * (throws the decoding promise) until it is done; it creates the router only afterwards, on a later call. Called
 * here, outside React, it starts the same decoding; once the promise settles, hydration renders it without
 * suspending. Anything else it throws is left to the real render, which reports it as it always has.
 */
export async function remixStateDecoded(): Promise<void> {
  try {
    RemixBrowser({});
  } catch (thrown) {
    // Never rejects: hydration must go ahead whatever happened here.
    if (isPromiseLike(thrown)) await Promise.resolve(thrown).catch(() => undefined);
  }
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";
}
