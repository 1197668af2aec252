/**
 * Search queries beside the product match and its ranking (app/models/search-ranking.server.ts): the vocabulary
 * typos are corrected against, brand and category look-ups for type-ahead and "did you mean", and each device's
 * recent searches. Product tiles of the ranked ids come from app/models/catalogue.server.ts (productCardsByIds),
 * like every listing's.
 */
import { asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "./db.server";
import { brands, categories, recentSearches } from "./schema.server";

/** Of `words`, those that begin some catalogue word ("choc" does, "choclate" does not). */
export async function knownWords(db: Db, words: string[]): Promise<Set<string>> {
  if (!words.length) return new Set();
  // One prefix pattern per word, each its own EXISTS: a pattern known when the query is planned lets the
  // trigram index answer LIKE (a pattern built from another column would be a scan of the vocabulary per word).
  const rows = await queryRows<{ w: string }>(
    db,
    sql.join(
      words.map((w) => sql`select ${w}::text as w where exists (select 1 from search_words where word like ${likePrefix(w)})`),
      sql` union all `,
    ),
  );
  return new Set(rows.map((r) => r.w));
}

/** A LIKE pattern matching text that starts with `text`. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Catalogue words close to a typed one by trigram similarity (pg_trgm's `%`, threshold 0.3), nearest first.
 */
export async function similarWords(db: Db, word: string, limit: number): Promise<{ word: string; similarity: number }[]> {
  const rows = await queryRows<{ word: string; similarity: number }>(db, similarWordsQuery(word, limit));
  return rows.map((r) => ({ word: r.word, similarity: Number(r.similarity) }));
}

/**
 * The SQL of similarWords: the GiST trigram index finds the words (`%`) and yields them nearest first
 * (`<->`, one minus similarity), so only `limit` entries are read.
 */
export function similarWordsQuery(word: string, limit: number): SQL {
  return sql`select word, similarity(word, ${word}) as similarity from search_words
        where word % ${word}
        order by word <-> ${word}
        limit ${limit}`;
}

/**
 * The vocabulary's nearest words to a typed one, however far (no `%` threshold): the GiST index yields them
 * nearest first (`<->`), so only `limit` entries are read. A page that found nothing asks it for its "did you
 * mean", where a swapped pair ("onoin", similarity 0.2 to onion) must still find its word
 * (docs/search.md#nothing-found); the caller keeps only words a letter or two away.
 */
export async function nearestWords(db: Db, word: string, limit: number): Promise<{ word: string; similarity: number }[]> {
  const rows = await queryRows<{ word: string; similarity: number }>(
    db,
    sql`select word, similarity(word, ${word}) as similarity from search_words order by word <-> ${word} limit ${limit}`,
  );
  return rows.map((r) => ({ word: r.word, similarity: Number(r.similarity) }));
}

/** The leaf category most of these products are in (ties: the one of the product listed first), or null for none. */
export async function commonLeafCategory(db: Db, productIds: readonly number[]): Promise<number | null> {
  if (!productIds.length) return null;
  const ids = sql`array[${sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const rows = await queryRows<{ category_id: number }>(
    db,
    sql`select category_id from products where id = any(${ids})
        group by category_id order by count(*) desc, min(array_position(${ids}, id)) limit 1`,
  );
  return rows[0] ? Number(rows[0].category_id) : null;
}

/** Category and brand names close to a query, offered as "did you mean". */
export async function suggestTerms(db: Db, query: string, limit: number): Promise<string[]> {
  const result = await queryRows<{ term: string }>(
    db,
    sql`
    select term from (
      select name as term, word_similarity(${query}::text, name) as score from ${categories}
      union all
      select name as term, word_similarity(${query}::text, name) as score from ${brands}
    ) t
    where score > 0.3
    order by score desc, term asc
    limit ${limit}`,
  );
  return result.map((r) => r.term);
}

/** Letters and digits only: safe inside a regular expression. */
function plainWords(words: string[]): string[] {
  return words.map((w) => w.replace(/[^\p{L}\p{M}\p{N}]/gu, "")).filter(Boolean);
}

/** A word of `column` starts with one of `words` (case-insensitive). */
function wordStart(column: SQL, words: string[]) {
  return sql`${column} ~* ${`\\m(${plainWords(words).join("|")})`}`;
}

/**
 * A word of a Hindi name starts with one of `words`. Not `\m`: with the C collation (the embedded database's) a
 * Devanagari letter is no word character, so a word starts after the name's start, a space or a bracket.
 */
function hindiWordStart(column: SQL, words: string[]) {
  // Without the nukta, as typed words are (normaliseWord: सब्ज़ी is सब्जी).
  return sql`coalesce(replace(${column}, ${NUKTA}, '') ~* ${`(^|[ (])(${plainWords(words).join("|")})`}, false)`;
}

const NUKTA = "\u093c";

/**
 * A brand's products are counted up to this many to rank brands: enough to tell a big brand from a small
 * one without reading all of a big brand's thousands on every keystroke (docs/search.md#speed).
 */
const BRAND_PRODUCTS_COUNTED = 100;

export interface NameMatches {
  brands: { id: number; name: string }[];
  /** `nameHi`: the category's Hindi name (shown on Hindi pages); a query matches either name. */
  categories: { id: number; name: string; nameHi: string | null; ageRestricted: boolean }[];
}

/**
 * Brands and categories with a name word starting with one of `words`, in one query (type-ahead asks on
 * every keystroke, and on the embedded database every query is a round trip of its own): brands with most
 * products first (counted up to BRAND_PRODUCTS_COUNTED), categories leaf before top-level.
 */
export async function namesMatching(db: Db, words: string[], limits: { brands: number; categories: number }): Promise<NameMatches> {
  if (!plainWords(words).length) return { brands: [], categories: [] };
  const brandProducts = sql`(select count(*) from (select 1 from products p where p.brand_id = b.id limit ${BRAND_PRODUCTS_COUNTED}) counted)`;
  const rows = await queryRows<{ kind: "brand" | "category"; id: number; name: string; name_hi: string | null; age_restricted: boolean }>(
    db,
    sql`(select 'brand' as kind, b.id, b.name, null as name_hi, false as age_restricted from ${brands} b
          where ${wordStart(sql`b.name`, words)}
          order by ${brandProducts} desc, b.name asc
          limit ${limits.brands})
        union all
        (select 'category', c.id, c.name, c.name_hi,
            -- Leaf categories inherit their top-level category's age restriction.
            c.age_restricted or coalesce((select p.age_restricted from ${categories} p where p.id = c.parent_id), false)
          from ${categories} c
          where ${wordStart(sql`c.name`, words)} or ${hindiWordStart(sql`c.name_hi`, words)}
          order by c.parent_id is null, c.position, c.id
          limit ${limits.categories})`,
  );
  return {
    brands: rows.filter((r) => r.kind === "brand").map((r) => ({ id: Number(r.id), name: r.name })),
    categories: rows
      .filter((r) => r.kind === "category")
      .map((r) => ({ id: Number(r.id), name: r.name, nameHi: r.name_hi ?? null, ageRestricted: Boolean(r.age_restricted) })),
  };
}

export interface RecentSearchInsert {
  deviceId: string;
  query: string;
  suggestionType: string | null;
  searchType: number | null;
  at: Date;
}

/** Records a search at the top of the device's list and keeps only the latest `keep`. */
export async function addRecentSearch(db: Db, entry: RecentSearchInsert, keep: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(recentSearches)
      .values({
        deviceId: entry.deviceId,
        query: entry.query,
        queryKey: entry.query.toLowerCase(),
        suggestionType: entry.suggestionType,
        searchType: entry.searchType,
        searchedAt: entry.at,
      })
      .onConflictDoUpdate({
        target: [recentSearches.deviceId, recentSearches.queryKey],
        set: {
          query: entry.query,
          suggestionType: entry.suggestionType,
          searchType: entry.searchType,
          searchedAt: entry.at,
        },
      });
    await tx.execute(sql`
      delete from recent_searches
      where device_id = ${entry.deviceId}
        and query_key not in (
          select query_key from recent_searches where device_id = ${entry.deviceId}
          order by searched_at desc, query_key limit ${keep})`);
  });
}

/** The device's latest searches, newest first. */
export async function listRecentSearches(db: Db, deviceId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ query: recentSearches.query })
    .from(recentSearches)
    .where(eq(recentSearches.deviceId, deviceId))
    .orderBy(desc(recentSearches.searchedAt), asc(recentSearches.queryKey))
    .limit(limit);
  return rows.map((r) => r.query);
}

export async function clearRecentSearches(db: Db, deviceId: string): Promise<void> {
  await db.delete(recentSearches).where(eq(recentSearches.deviceId, deviceId));
}
