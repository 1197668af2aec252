/**
 * The bench's logged-in shopper is a Cookie header it sends with every page (scripts/bench/lighthouse.ts). The store
 * rotates a session id every 15 minutes (docs/product/constants.md#device-and-session), so the header must follow
 * what the store sets, as a browser's cookie jar would.
 */

/** A Cookie header with the values a response set (a rotated session id) in place of the old ones. */
export function withSetCookies(cookie: string, setCookies: string[]): string {
  const jar = new Map(
    cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const header of setCookies) {
    const pair = header.split(";")[0]!.trim();
    const name = pair.slice(0, pair.indexOf("="));
    if (pair.slice(name.length + 1) === "") jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}
