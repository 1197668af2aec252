/**
 * Search ranking (docs/search.md#ranking, docs/decisions/045-search-ranking.md): the best products of a query at a
 * store, every match a candidate (docs/decisions/050-search-postings.md).
 *
 * The order, best first: products matching more typed words; a higher score (each word's best alternative — a
 * product named the thing above one that merely mentions it); in stock; the typed pack size; what the store's
 * shoppers added after this search; the category's boost (fresh produce and staples above processed goods);
 * single packs before multipacks; popularity; id.
 *
 * The candidates are read from search_postings, whose index holds every word's products in that order as far as
 * it does not depend on the query (the word's rank in the product, boost, multipack, popularity, id). For each
 * word a query can mean — the typed word's stem, the words it is a prefix of — the best `limit` in-stock products
 * are read from the index and the scan stops: a word matching 11,000 products costs a page of them. Whatever
 * the index order cannot decide is gathered whole and ranked: the products matching every typed word, those
 * matching an alternative of several words ("hari mirch" is "green chilli"), the shoppers' taught products, the
 * typed pack size's best, and the out-of-stock products that outscore the in-stock ones read. Every candidate is
 * scored on what was read for it and ordered; why no better product is left unread is in decision 050.
 */
import { sql, type SQL } from "drizzle-orm";
import type { TermRanking } from "~/lib/search-query";
import { queryRows, queryRowsPlanned, type Db } from "./db.server";

export interface ProductSearch {
  storeId: number;
  /** One per typed word: how it matches and how its alternatives count (termRanking in app/lib/search-query.ts). */
  terms: TermRanking[];
  /** A pack size in products' unit form ("500 g"): matching packs rank first among equals. */
  size: string | null;
  /** Leaf or top-level category the results are limited to (search links' category_id). */
  categoryId?: number;
  includeAgeRestricted: boolean;
  /**
   * The query as search learns it (learningKey in app/lib/search-query.ts): the store's shoppers' boosts for it
   * (search_learned_boosts) order products the ranking otherwise ties (docs/search.md#learning-from-shoppers).
   */
  learningKey?: string;
}

/**
 * A search's filters on the rows of `alias` (postings `sp`, or products `p`: both have the columns): the search
 * link's category and, unless the shopper declared 18+, no age-restricted products. On the postings both are
 * columns of the index, so a filtered read never visits the table.
 */
function searchFilters(s: ProductSearch, alias: "sp" | "p"): SQL {
  const a = sql.raw(alias);
  return sql.join(
    [
      s.categoryId ? sql` and (${a}.category_id = ${s.categoryId} or ${a}.l0_category_id = ${s.categoryId})` : sql``,
      s.includeAgeRestricted ? sql`` : sql` and ${a}.l0_category_id not in (select id from categories where age_restricted)`,
    ],
    sql``,
  );
}

const tsquery = (text: string): SQL => sql`to_tsquery('english', ${text})`;

/** Every product at the store matching `match` (a full-text condition on `p`), whatever its stock: id, in_stock. */
function matchedAtStore(match: SQL, s: ProductSearch): SQL {
  return sql`select p.id, st.stock > 0 from products p join store_products st on st.store_id = ${s.storeId} and st.product_id = p.id
    where ${match}${searchFilters(s, "p")}`;
}

/**
 * What a search's words mean in this catalogue, looked up before ranking so the ranking query carries it as
 * plain values (a smaller query to plan: on the embedded database planning was half the time).
 */
export interface SearchMeaning {
  /** Each alternative's words: term, alternative, place, weight, the word's stem, and how many words the alternative has. */
  words: { term: number; alt: number; place: number; weight: number; stem: string; size: number }[];
  /** Every lexeme a word can mean: its stem whole, and the longer words it begins ("amu": amul). */
  lexemes: { term: number; alt: number; place: number; weight: number; lexeme: string; whole: boolean }[];
  /**
   * The words to read postings of, per typed word: the lexemes of its one-word alternatives, each with what a rank
   * there counts for the typed word (the alternative's weight, a quarter for a longer word).
   */
  streams: { term: number; lexeme: string; mult: number }[];
  /** The store's shoppers' boosts for the query (search_learned_boosts). */
  learned: { productId: number; score: number; sessions: number; lastSeenAt: string }[];
}

/**
 * The stems of the typed words' alternatives (the english configuration's, as `to_tsquery` makes them: "onions"
 * is "onion"; a stop word has none and no part in the match), the lexemes they begin, and the query's learned
 * boosts: one small query.
 */
export async function searchMeaning(db: Db, s: ProductSearch): Promise<SearchMeaning> {
  const typed = s.terms.flatMap((t, term) =>
    t.alternatives.flatMap((a, alt) => a.words.map((word, place) => ({ term, alt, weight: a.weight, place, word }))),
  );
  if (!typed.length) return { words: [], lexemes: [], streams: [], learned: [] };
  const [row] = await queryRowsPlanned<{
    words: SearchMeaning["words"] | null;
    lexemes: { term: number; alt: number; place: number; lexeme: string }[] | null;
    learned: SearchMeaning["learned"] | null;
  }>(
    db,
    sql`with words as (
        select v.term, v.alt, v.weight, v.place, s.stem
        from json_to_recordset(${JSON.stringify(typed)}::json) v(term int, alt int, weight float4, place int, word text)
        cross join lateral (select lexeme as stem from unnest(to_tsvector('english', v.word)) limit 1) s)
      select
        (select json_agg(json_build_object('term', term, 'alt', alt, 'place', place, 'weight', weight, 'stem', stem)) from words) as words,
        (select json_agg(json_build_object('term', w.term, 'alt', w.alt, 'place', w.place, 'lexeme', l.lexeme))
          from words w join search_lexemes l on starts_with(l.lexeme, w.stem)) as lexemes,
        (select json_agg(json_build_object('productId', product_id, 'score', score, 'sessions', sessions, 'lastSeenAt', last_seen_at))
          from search_learned_boosts where query_key = ${s.learningKey ?? ""}::text) as learned`,
  );
  const stems = row?.words ?? [];
  const size = (term: number, alt: number) => stems.filter((w) => w.term === term && w.alt === alt).length;
  const words = stems.map((w) => ({ ...w, size: size(w.term, w.alt) }));
  const lexemes = (row?.lexemes ?? []).flatMap((l) => {
    const word = words.find((w) => w.term === l.term && w.alt === l.alt && w.place === l.place);
    return word ? [{ ...l, weight: word.weight, whole: l.lexeme === word.stem }] : [];
  });
  const streams = new Map<string, { term: number; lexeme: string; mult: number }>();
  for (const l of lexemes) {
    if (size(l.term, l.alt) !== 1) continue;
    const mult = Math.fround(l.weight * (l.whole ? 1 : 0.25));
    const key = `${l.term}\u0000${l.lexeme}`;
    const seen = streams.get(key);
    if (!seen || seen.mult < mult) streams.set(key, { term: l.term, lexeme: l.lexeme, mult });
  }
  return { words, lexemes, streams: [...streams.values()], learned: row?.learned ?? [] };
}

/**
 * A search's meaning as the ranking query's first common table expressions — alternatives, lexemes, streams —
 * each one JSON parameter, so the query's text, and with it its plan, is the same for every query of its shape.
 */
function meaningValues(m: SearchMeaning): SQL {
  const alternatives = [...new Map(m.words.map((w) => [`${w.term}:${w.alt}`, { term: w.term, alt: w.alt, size: w.size }])).values()];
  return sql`alternatives as (select * from json_to_recordset(${JSON.stringify(alternatives)}::json) x(term int, alt int, size int)),
    lexemes as (select * from json_to_recordset(${JSON.stringify(m.lexemes)}::json) x(term int, alt int, weight float4, place int, lexeme text, whole boolean)),
    streams as materialized (select * from json_to_recordset(${JSON.stringify(m.streams)}::json) x(term int, lexeme text, mult float4))`;
}

/**
 * The order of search_postings_rank_idx (drizzle/0034_search_postings.sql): a word's postings best first as far
 * as the query does not change it.
 */
const POSTING_ORDER = sql`sp.rank desc, sp.boost desc, sp.multipack, sp.popularity desc, sp.product_id`;

/**
 * The best `count` postings of each word to read (`streams`: term, lexeme, mult) at the store, whose stock passes
 * `stock` and whose rank passes `rank` (conditions on `st`, `sp` and the stream `w`), as ranked rows (`r` of
 * searchRankParts): one word matched, the word's rank times the stream's multiplier as the score, and the values
 * ranking reads after it, all from the index.
 */
function streamed(s: ProductSearch, count: SQL, stock: SQL, rank: SQL = sql`true`, unit?: string): SQL {
  return sql`select x.* from streams w cross join lateral (
      select sp.product_id as id, st.stock > 0 as in_stock, 1::bigint as words, sp.rank * w.mult as score, sp.boost, sp.multipack,
        sp.popularity, sp.unit
      from search_postings sp
      join store_products st on st.store_id = ${s.storeId} and st.product_id = sp.product_id and ${stock}
      where sp.lexeme = w.lexeme${unit ? sql` and sp.unit = ${unit}` : sql``} and ${rank}${searchFilters(s, "sp")}
      order by ${POSTING_ORDER}
      limit ${count}) x`;
}

/**
 * ts_rank's weights for the search vector's D, C, B and A words, as search_postings.rank was computed with
 * (drizzle/0034_search_postings.sql): what the product is (A) far above the rest of its name (B), its leaf
 * category (C), and its brand, top-level category or what it is sold without (D).
 */
const WORD_WEIGHTS = sql.raw(`'{0.1, 0.3, 0.5, 1.0}'::float4[]`);

/** A stream's lexeme (`w.lexeme`) as a tsquery of that one word, quoted as the postings' migration quotes it. */
const LEXEME_QUERY = sql.raw(String.raw`('''' || replace(replace(w.lexeme, '\', '\\'), '''', '''''') || '''')::tsquery`);

/**
 * The products at the store matching `match` (a full-text condition on `p`; no alternative of several words in
 * the query), scored on the row the match reads: each typed word's score is the best of its lexemes' ranks in the
 * product's vector times their multiplier (the postings' rank, computed as the migration computed it), the words
 * matched those scoring above 0; with the values ranking reads after them (`r` of searchRankParts).
 */
function scoredAtStore(match: SQL, s: ProductSearch, meaning: SearchMeaning): SQL {
  const termScores = s.terms.map((_, term) => {
    const streams = meaning.streams.filter((w) => w.term === term);
    // A word with a few lexemes scores them in line (each lexeme a parameter, so the text's shape is its count);
    // with more ("a" begins hundreds), from the streams table.
    if (streams.length && streams.length <= INLINE_LEXEMES)
      return sql`greatest(${sql.join(
        streams.map((w) => sql`${w.mult}::float4 * ts_rank(${WORD_WEIGHTS}, p.search_vector, ${tsqueryLexeme(w.lexeme)}::tsquery)`),
        sql`, `,
      )})`;
    return sql`coalesce((select max(w.mult * ts_rank(${WORD_WEIGHTS}, p.search_vector, ${LEXEME_QUERY})) from streams w where w.term = ${term}), 0)`;
  });
  const score = (i: number) => sql.raw(`t.s${i}`);
  return sql`select p.id, st.stock > 0 as in_stock, ${sql.join(
    termScores.map((_, i) => sql`(${score(i)} > 0)::int`),
    sql` + `,
  )} as words, (${sql.join(
    termScores.map((_, i) => score(i)),
    sql` + `,
  )})::float4 as score, c.search_boost as boost, p.unit like '% x %' as multipack, p.popularity, p.unit
    from products p join store_products st on st.store_id = ${s.storeId} and st.product_id = p.id join categories c on c.id = p.category_id
    cross join lateral (select ${sql.join(
      termScores.map((t, i) => sql`${t} as ${sql.raw(`s${i}`)}`),
      sql`, `,
    )}) t
    where ${match}${searchFilters(s, "p")}`;
}

/** Lexemes of one word scored in line by scoredAtStore; more go through the streams table. */
const INLINE_LEXEMES = 4;

/** A lexeme as tsquery text: quoted, its quotes doubled and backslashes escaped, as LEXEME_QUERY writes it in SQL. */
function tsqueryLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/**
 * The ordering terms of a search, by name (`npm run ops -- search-explain` shows each product's values), on the
 * scored candidates `r` (with the values ranking reads after the score, read with them) and learned boosts `lb`.
 */
function searchRankParts(s: ProductSearch, learned: boolean): { name: string; value: SQL; order: "asc" | "desc" }[] {
  return [
    // One word: every match matches all of it, so the count of matched words orders nothing.
    ...(s.terms.length > 1 ? [{ name: "words", value: sql`r.words`, order: "desc" as const }] : []),
    { name: "score", value: sql`r.score`, order: "desc" },
    { name: "in_stock", value: sql`r.in_stock`, order: "desc" },
    ...(s.size ? [{ name: "size", value: sql`(r.unit = ${s.size})`, order: "desc" as const }] : []),
    // A tie-breaker only: after how well the product matches, so it never lifts a product that merely mentions
    // the word above one named it, nor an out-of-stock one above one in stock (docs/decisions/047-search-learning.md).
    ...(learned ? [{ name: "learned", value: sql`coalesce(lb.score, 0)`, order: "desc" as const }] : []),
    { name: "category_boost", value: sql`r.boost`, order: "desc" },
    // A single pack before a multipack ("4 x 100 g", the bench catalogue's "Pack of 6" of a product).
    { name: "multipack", value: sql`r.multipack`, order: "asc" },
    { name: "popularity", value: sql`r.popularity`, order: "desc" },
    { name: "id", value: sql`r.id`, order: "asc" },
  ];
}

/**
 * The best `limit` products of a search, best first, every match a candidate. Prefix matching throughout:
 * "amu mil" finds "Amul Milk". A page asks for no more than it shows: the cost grows with `limit`, not with
 * how many products match.
 */
export async function rankedSearchMatches(db: Db, search: ProductSearch, limit: number): Promise<number[]> {
  if (!search.terms.length || limit < 1) return [];
  const meaning = await searchMeaning(db, search);
  if (!meaning.lexemes.length) return [];
  const rows = await queryRowsPlanned<{ id: number }>(db, rankedSearchQuery(search, meaning, limit));
  return rows.map((r) => Number(r.id));
}

/**
 * How many products at the store match a search, counted up to `cap + 1`: a results page says "500+" rather
 * than count 11,000 matches of a broad word (docs/decisions/032-search-cap-500.md).
 */
export async function countSearchMatches(db: Db, search: ProductSearch, cap: number): Promise<number> {
  if (!search.terms.length) return 0;
  const any = sql`p.search_vector @@ ${tsquery(search.terms.map((t) => t.match).join(" | "))}`;
  const [row] = await queryRowsPlanned<{ count: number }>(
    db,
    sql`select count(*) as count from (${matchedAtStore(any, search)} limit ${cap + 1}) m`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Each candidate's words matched and score, with the values ranking reads after them (`r` of searchRankParts),
 * from the candidate's postings of the typed words' lexemes only. An alternative of one word scores the best of
 * its lexemes' ranks times their multiplier (the streams'); one of several words needs every word and scores
 * their mean rank, whole, or a quarter of the mean of their best prefix ranks.
 */
function scoring(s: ProductSearch): SQL {
  const phrases = s.terms.some((t) => t.alternatives.some((a) => a.words.length > 1));
  // Lateral (and kept so by `offset 0`), so each candidate's few postings are read by the primary key: a join lets
  // the planner, which cannot tell how few the candidates are, read a broad word's every posting instead.
  const ranks = sql`from candidates c cross join lateral (select * from search_postings p
      where p.product_id = c.id and p.lexeme = any(array(select distinct lexeme from lexemes)) offset 0) sp`;
  const statics = sql`max(sp.boost) as boost, bool_or(sp.multipack) as multipack, max(sp.popularity) as popularity, max(sp.unit) as unit`;
  const terms = phrases
    ? sql`word_ranks as (
      select c.id, c.in_stock, x.term, x.alt, x.weight, x.place, max(sp.rank) filter (where x.whole) as whole, max(sp.rank) as best, ${statics}
      ${ranks} join lexemes x on x.lexeme = sp.lexeme
      group by c.id, c.in_stock, x.term, x.alt, x.weight, x.place),
    alternative_scores as (
      select r.id, r.term, r.weight * case when a.size = 1 then greatest(coalesce(max(r.whole), 0), 0.25 * max(r.best))
        when count(r.whole) = count(*) then avg(r.whole) else 0.25 * avg(r.best) end as score,
        bool_or(r.in_stock) as in_stock, max(r.boost) as boost, bool_or(r.multipack) as multipack, max(r.popularity) as popularity, max(r.unit) as unit
      from word_ranks r join alternatives a on a.term = r.term and a.alt = r.alt
      group by r.id, r.term, r.alt, r.weight, a.size having count(*) = a.size),
    term_scores as (
      select id, term, max(score) as score, bool_or(in_stock) as in_stock, max(boost) as boost, bool_or(multipack) as multipack,
        max(popularity) as popularity, max(unit) as unit
      from alternative_scores group by id, term),`
    : s.terms.length === 1
      ? // One word: the candidates are a page or so, each read by the primary key (a lateral kept so by `offset 0`:
        // a join lets the planner, which cannot tell how few they are, read a broad word's every posting instead).
        sql`term_scores as (
      select c.id, t.term, t.score, c.in_stock, t.boost, t.multipack, t.popularity, t.unit
      from candidates c cross join lateral (
        select w.term, max(sp.rank * w.mult) as score, ${statics}
        from search_postings sp join streams w on w.lexeme = sp.lexeme
        where sp.product_id = c.id group by w.term offset 0) t),`
      : // Several words: the candidates include every product with all of them (702 for "amul butter" at 100,000),
        // which one hash join of the words' postings scores faster than as many look-ups.
        sql`term_scores as (
      select c.id, w.term, max(sp.rank * w.mult) as score, bool_or(c.in_stock) as in_stock, ${statics}
      from candidates c
      join search_postings sp on sp.product_id = c.id and sp.lexeme = any(array(select distinct lexeme from streams))
      join streams w on w.lexeme = sp.lexeme
      group by c.id, w.term),`;
  return sql`${terms}
    scored as (
      select id, count(*) as words, sum(score)::float4 as score, bool_or(in_stock) as in_stock, max(boost) as boost,
        bool_or(multipack) as multipack, max(popularity) as popularity, max(unit) as unit
      from term_scores group by id)`;
}

/**
 * The SQL of rankedSearchMatches: the best `limit` product ids of a search with at least one term, best first.
 *
 * A product's score for a word is its best alternative's, times the alternative's weight (1 for the typed word
 * or a translation's first meaning, 0.6 for a further meaning, 0.25 for a Hinglish word kept beside its
 * translation). An alternative of one word scores the product's rank of the word itself or a quarter of its best
 * rank of a longer word the typed one begins ("dal" is Toor Dal before Daliya), whichever is more; of several
 * words, the mean of their ranks when every one is whole, else a quarter of the mean of their best ranks.
 *
 * Without an alternative of several words (nearly every query), a candidate read from a word's postings takes
 * the best contribution read for it as its score, and one gathered by the full-text match is scored on the row
 * read: no further look-up. A score read that way can fall short of the product's own only for a product with
 * `limit` better ones ahead of it in some word's postings, which stays out of the page anyway (decision 050).
 */
export function rankedSearchQuery(search: ProductSearch, meaning: SearchMeaning, limit: number, options: { explain?: boolean } = {}): SQL {
  const s = search;
  const words = s.terms.length;
  const any = sql`p.search_vector @@ ${tsquery(s.terms.map((t) => t.match).join(" | "))}`;
  const every = sql`p.search_vector @@ ${tsquery(s.terms.map((t) => t.match).join(" & "))}`;
  const phrases = s.terms.flatMap((t) => t.alternatives.filter((a) => a.words.length > 1).map((a) => tsquery(a.prefix)));
  const asRead = phrases.length === 0;
  // With several words, the products matching all of them come first: when there are `limit` of them, nothing
  // matching fewer can place, and the postings read nothing; else each word's read goes past them.
  const fewEvery = sql`(select count(*) from every_pool) < ${limit}`;
  const streamCount =
    words === 1 ? sql`${limit}` : sql`(case when ${fewEvery} then ${limit} + (select count(*) from every_pool) else 0 end)`;
  // Products matching two or more of three or more words, when those matching all do not fill the page: no one
  // word's postings order them.
  const pairs: SQL[] = [];
  if (words > 2)
    for (let i = 0; i < words; i++)
      for (let j = i + 1; j < words; j++)
        pairs.push(sql`p.search_vector @@ ${tsquery(`${s.terms[i]!.match} & ${s.terms[j]!.match}`)} and ${fewEvery}`);
  const learned = meaning.learned.length > 0;
  const learnedMatch = sql`p.id in (select "productId" from learned) and ${any}`;
  const gathered = (match: SQL, search: ProductSearch) => (asRead ? scoredAtStore(match, search, meaning) : matchedAtStore(match, search));
  const matchedPools: SQL[] = [
    ...(words > 1 && asRead ? [sql`select * from every_pool`] : []),
    ...pairs.map((match) => gathered(match, s)),
    ...(learned ? [gathered(learnedMatch, s)] : []),
  ];
  const readPools = [
    sql`select * from streamed`,
    streamed(s, streamCount, sql`st.stock <= 0`, sql`sp.rank > (select score from threshold) / w.mult`),
    ...(s.size ? [streamed(s, streamCount, sql`st.stock > 0`, sql`true`, s.size)] : []),
  ];
  const ranked = asRead
    ? // Each product once, with the best of what was read for it: a full-text match's exact words and score
      // before a word's postings' one.
      sql`select distinct on (id) * from (${sql.join([...readPools, ...matchedPools], sql` union all `)}) u
        order by id, words desc, score desc`
    : sql`select * from scored`;
  const parts = searchRankParts(s, learned);
  const columns = options.explain
    ? sql`r.id, ${sql.join(
        parts.filter((p) => p.name !== "id").map((p) => sql`${p.value} as ${sql.raw(p.name)}`),
        sql`, `,
      )}, ${learned ? sql`lb.sessions` : sql`null`} as learned_sessions, ${learned ? sql`lb."lastSeenAt"` : sql`null`} as learned_last_seen_at`
    : sql`r.id`;
  return sql`with ${meaningValues(meaning)},
    ${words > 1 ? sql`every_pool as materialized (${gathered(every, s)}),` : sql``}
    ${learned ? sql`learned as materialized (select * from json_to_recordset(${JSON.stringify(meaning.learned)}::json) x("productId" int, score float4, sessions int, "lastSeenAt" timestamptz)),` : sql``}
    streamed as materialized (${streamed(s, streamCount, sql`st.stock > 0`)}),
    -- Out of stock ranks after in stock of the same score: one can place only above the limit-th in-stock
    -- product read, whose score is at most the limit-th in-stock score of all matches.
    threshold as (select coalesce((select max(score) as best from streamed group by id
      order by best desc offset ${limit - 1} limit 1), -1) as score)${
        asRead
          ? sql``
          : sql`,
    candidates as materialized (select id, bool_or(in_stock) as in_stock from (${sql.join(
      [
        ...readPools.map((pool) => sql`select id, in_stock from (${pool}) r`),
        ...[
          ...(words > 1 ? [every] : []),
          ...pairs.map((p) => p),
          ...phrases.map((q) => sql`p.search_vector @@ ${q}`),
          ...(learned ? [learnedMatch] : []),
        ].map((match) => matchedAtStore(match, s)),
      ],
      sql` union all `,
    )}) u(id, in_stock) group by id),
${scoring(s)}`
      }
    select ${columns} from (${ranked}) r${learned ? sql` left join learned lb on lb."productId" = r.id` : sql``}
    order by ${sql.join(
      parts.map((p) => sql`${p.value} ${sql.raw(p.order)}`),
      sql`, `,
    )}
    limit ${limit}`;
}

export interface RankExplanation {
  id: number;
  /** Each ordering term's value (searchRankParts), best first as ranking compares them. */
  parts: Record<string, number | boolean | null>;
  learnedSessions: number | null;
  learnedLastSeenAt: Date | null;
}

/** The best `rows` products of a search with the value of every term that ordered them (`npm run ops -- search-explain`). */
export async function explainSearchRanking(db: Db, search: ProductSearch, rows: number): Promise<RankExplanation[]> {
  if (!search.terms.length) return [];
  const meaning = await searchMeaning(db, search);
  if (!meaning.lexemes.length) return [];
  const result = await queryRows<Record<string, unknown>>(db, rankedSearchQuery(search, meaning, rows, { explain: true }));
  return result.map((r) => {
    const { id, learned_sessions, learned_last_seen_at, ...parts } = r;
    return {
      id: Number(id),
      parts: Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, typeof v === "boolean" || v === null ? v : Number(v)])) as Record<
        string,
        number | boolean | null
      >,
      learnedSessions: learned_sessions === null || learned_sessions === undefined ? null : Number(learned_sessions),
      learnedLastSeenAt: learned_last_seen_at ? new Date(learned_last_seen_at as string) : null,
    };
  });
}
