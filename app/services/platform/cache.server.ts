/**
 * A small in-process read cache with a time to live, for catalogue reads
 * that every shopper of a store shares (home feed, listings, search). A
 * listing may show stock up to TTL seconds old; every cart change and every
 * order still checks live stock in the database, so nothing is sold on the
 * strength of a cached figure.
 *
 * The catalogue's own shared cache is here too (`cachedRead`, `invalidateCatalogueReads`,
 * docs/decisions/005-catalogue-read-cache.md), beside the whole-page cache of page-cache.server.ts.
 */
import type { Db } from "~/models/db.server";
import { announceCatalogueChanged, onCatalogueChanged } from "./catalogue-changes.server";
import { getEnv } from "./env.server";
import { requestLocale } from "~/lib/i18n/request-language.server";

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

/**
 * Feeds, listings and search results are the same for every shopper of a
 * store, so they are cached per database for CATALOGUE_CACHE_SECONDS.
 */
let sharedReads: ReturnType<typeof perDatabaseCache<unknown, Db>> | undefined;
export function cachedRead<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const ttlMs = getEnv().CATALOGUE_CACHE_SECONDS * 1000;
  if (ttlMs === 0) return load();
  sharedReads ??= perDatabaseCache<unknown, Db>({ ttlMs, maxEntries: 2_000, clearOn: onCatalogueChanged });
  // What is read for a Hindi page holds the catalogue's Hindi names (shownName): it is kept apart from the English.
  const locale = requestLocale();
  return sharedReads(db, locale === "en" ? key : `${locale}:${key}`, load) as Promise<T>;
}

/**
 * Forgets the cached feeds, listings, search results, product pages and category tree for the database, in
 * this process at once and in every other server process sharing the database as soon as it hears (they
 * subscribe with `clearOn`; the anonymous visitors' shared pages with `onCatalogueChanged`), so an import,
 * an order or an operator's stock change shows its prices and stock at once
 * (docs/decisions/005-catalogue-read-cache.md, docs/decisions/023-several-processes.md,
 * docs/decisions/024-shared-page-cache.md). Call it after the change is committed.
 */
export async function invalidateCatalogueReads(db: Db): Promise<void> {
  try {
    await announceCatalogueChanged(db);
  } catch (error) {
    // The change itself is committed: a notice that did not go out leaves other processes' copies to their
    // time to live, which must not turn an order or an import into a failure.
    console.warn(`Could not announce a catalogue change: ${error instanceof Error ? error.message : String(error)}`);
  }
}
