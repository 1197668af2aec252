/**
 * A small in-process read cache with a time to live, for catalogue reads
 * that every shopper of a store shares (home feed, listings, search). A
 * listing may show stock up to TTL seconds old; every cart change and every
 * order still checks live stock in the database, so nothing is sold on the
 * strength of a cached figure.
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

export function ttlCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }): TtlCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < options.ttlMs) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { at: now(), value });
      // A failed load is not remembered.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Map keeps insertion order: the first key is the oldest.
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * One cache per database handle, created on first use (tests open several
 * databases in one process; each must see only its own data). `clearOn`
 * subscribes each new cache to an event that empties it, e.g.
 * `onCatalogueChanged` (catalogue-changes.server.ts), so a change made in
 * another process reaches this one's copy too.
 */
export function perDatabaseCache<V, D extends object = object>(options: {
  ttlMs: number;
  maxEntries: number;
  clearOn?: (db: D, clear: () => void) => unknown;
}) {
  const caches = new WeakMap<D, TtlCache<V>>();
  const read = (db: D, key: string, load: () => Promise<V>): Promise<V> => {
    let cache = caches.get(db);
    if (!cache) {
      const created = ttlCache<V>(options);
      caches.set(db, (cache = created));
      options.clearOn?.(db, () => created.clear());
    }
    return cache.get(key, load);
  };
  /** Forgets everything cached for this database in this process. */
  const clear = (db: D) => caches.get(db)?.clear();
  return Object.assign(read, { clear });
}
