/**
 * A search that found nothing is never a dead end (docs/search.md#nothing-found): the nearest spelling the
 * catalogue knows ("onoin" → onion, which the typo fallback's trigram threshold misses), the category the query
 * points at with a few of its bestsellers, and — in the route — a form to tell the store what was wanted
 * (search-feedback.server.ts). Only pages that found nothing ask, so its few extra queries cost no search that
 * found something.
 */
import type { ProductCard } from "~/lib/catalogue";
import { bestCorrection, editDistance, matchWords, parseQuery } from "~/lib/search-query";
import { railProducts } from "~/models/catalogue.server";
import type { Db } from "~/models/db.server";
import { commonLeafCategory, namesMatching, nearestWords } from "~/models/search.server";
import { getCategoryTree, toProductCard } from "../catalogue/browse.server";
import { cachedRead } from "../platform/cache.server";
import { searchCatalogue } from "./search.server";

/** Words shorter than this get no "did you mean": too many catalogue words are a letter away from them. */
const MIN_SPELLED = 4;
/** Nearest vocabulary words weighed by edit distance for one typed word. */
const NEAREST_CANDIDATES = 8;
/**
 * The best matches of the nearest spelling whose commonest leaf category is "the category": a few, since
 * further down a word's matches are what merely mention it (the 20 best "onion" are mostly onion chips).
 */
const CATEGORY_SAMPLE = 3;
/** Bestsellers of that category shown on the page. */
export const CATEGORY_BESTSELLERS = 4;
/** Category names are matched by the query's words of at least this many letters ("on" is no category). */
const MIN_NAME_WORD = 3;

export interface ZeroResultsHelp {
  /** The query with its words respelled as the nearest catalogue words, or null when none is close. */
  nearest: string | null;
  /** The category the query (or its nearest spelling) points at. */
  category: { id: number; name: string; href: string } | null;
  /** That category's best-selling products in stock at the store: the page is never empty. */
  bestsellers: ProductCard[];
}

/**
 * How close a respelling must be: one edit (a letter added, dropped, changed, or two neighbours swapped) for
 * words up to 5 letters, two for longer ones — closer than pg_trgm's similarity can tell for short words.
 */
export function allowedEdits(word: string): number {
  return [...word].length <= 5 ? 1 : 2;
}

/** The query respelled word by word with the nearest vocabulary words; null when no word has one close enough. */
export async function nearestSpelling(db: Db, query: string): Promise<string | null> {
  const parsed = parseQuery(query);
  const fixes = new Map<string, string>();
  await Promise.all(
    parsed.terms
      .filter((t) => !t.translated && [...t.text].length >= MIN_SPELLED && !/^\d+$/.test(t.text))
      .map(async (t) => {
        const close = (await nearestWords(db, t.text, NEAREST_CANDIDATES)).filter(
          (c) => c.word !== t.text && editDistance(t.text, c.word) <= allowedEdits(t.text),
        );
        const fix = bestCorrection(t.text, close);
        if (fix) fixes.set(t.text, fix);
      }),
  );
  if (!fixes.size) return null;
  return parsed.terms.map((t) => fixes.get(t.text) ?? t.text).join(" ") + (parsed.size ? ` ${parsed.size.replace(" ", "")}` : "");
}

/** The help a results page that found nothing shows; cached like the search itself (CATALOGUE_CACHE_SECONDS). */
export function zeroResultsHelp(db: Db, req: { query: string; storeId: number; adult?: boolean }): Promise<ZeroResultsHelp> {
  const key = `zero-results:${req.storeId}:${Boolean(req.adult)}:${req.query.toLowerCase()}`;
  return cachedRead(db, key, () => loadHelp(db, req));
}

async function loadHelp(db: Db, req: { query: string; storeId: number; adult?: boolean }): Promise<ZeroResultsHelp> {
  const nearest = await nearestSpelling(db, req.query);
  const tree = await getCategoryTree(db);
  const allowed = (id: number) => {
    const node = tree.byId.get(id);
    if (!node) return null;
    const root = node.parentId === null ? node : tree.byId.get(node.parentId);
    return req.adult || !(node.ageRestricted || root?.ageRestricted) ? node : null;
  };
  // A category named by one of the words as typed, translated or respelled ("dairy", "doodh" → milk) …
  const words = [...matchWords(parseQuery(req.query)), ...(nearest ? matchWords(parseQuery(nearest)) : [])].filter(
    (w) => [...w].length >= MIN_NAME_WORD,
  );
  const named = words.length ? (await namesMatching(db, words, { brands: 0, categories: 3 })).categories : [];
  let node = named.map((c) => allowed(c.id)).find((c) => c !== null) ?? null;
  // … else the one most products of the nearest spelling are in (onion: Fresh Vegetables).
  if (!node && nearest) {
    // The search "did you mean" links to, ranked as its page ranks (and cached for that click).
    const found = await searchCatalogue(db, nearest, req.storeId, 1, Boolean(req.adult));
    const leaf = await commonLeafCategory(
      db,
      found.products.slice(0, CATEGORY_SAMPLE).map((p) => p.id),
    );
    node = leaf === null ? null : allowed(leaf);
  }
  if (!node) return { nearest, category: null, bestsellers: [] };
  const rows = await railProducts(
    db,
    {
      storeId: req.storeId,
      includeAgeRestricted: Boolean(req.adult),
      ...(node.parentId === null ? { l0CategoryId: node.id } : { categoryId: node.id }),
    },
    CATEGORY_BESTSELLERS,
  );
  return { nearest, category: { id: node.id, name: node.name, href: node.href }, bestsellers: rows.map(toProductCard) };
}
