/**
 * The key <ScrollRestoration> saves and restores scroll positions under (docs/deep-links.md#scroll). By
 * default every history entry has its own key, so an entry never seen before starts at the top — also when
 * only the hash changed and no element has that id (the variant view's "#/variant/{id}"). Spec: the page
 * scrolls to top on a route change unless only the hash changed on the same route. So an entry that differs
 * from the one before it only by its hash shares that entry's key: its position is the one it came from.
 * A hash that names an element on the page (the brands page's "#brands-B") keeps its own key, so the
 * browser scrolls to that element as an in-page link does.
 */
interface KeyedLocation {
  key: string;
  pathname: string;
  search: string;
  hash: string;
}

/** History entry key → scroll key, and the entry seen last; browser only (the server has no history). */
const keys = new Map<string, string>();
let last: { location: KeyedLocation; scrollKey: string } | null = null;

/** Entries remembered, at most: older ones fall back to their own key. */
const MAX_ENTRIES = 200;

function namesElement(hash: string): boolean {
  if (hash.length < 2) return false;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1))) !== null;
  } catch {
    return false;
  }
}

export function scrollKey(location: KeyedLocation): string {
  // The server renders for many shoppers: no state there.
  if (typeof document === "undefined") return location.key;
  let key = keys.get(location.key);
  if (key === undefined) {
    const before = last?.location;
    const hashOnly =
      before !== undefined &&
      before.key !== location.key &&
      before.pathname === location.pathname &&
      before.search === location.search &&
      before.hash !== location.hash &&
      !namesElement(location.hash);
    key = hashOnly && last ? last.scrollKey : location.key;
    if (keys.size >= MAX_ENTRIES) keys.delete(keys.keys().next().value as string);
    keys.set(location.key, key);
  }
  last = { location, scrollKey: key };
  return key;
}
