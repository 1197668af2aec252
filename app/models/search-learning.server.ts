/**
 * Search learning's queries (docs/search.md#learning-from-shoppers): the analytics events where a device
 * searched and then added a product to its cart, and the learned boosts the ranking reads
 * (rankedSearchQuery in search-ranking.server.ts).
 */
import { sql } from "drizzle-orm";
import { queryRows, type Db, type Tx } from "./db.server";
import { searchLearnedBoosts } from "./schema.server";

export interface SearchThenAdd {
  /** The search's label (the normalised query as recorded, digit runs masked). */
  label: string;
  productId: number;
  /** The device hash: one device is one piece of evidence however often it added the product. */
  device: string;
  /** The latest such addition of this device. */
  at: Date;
}

/**
 * Each cart addition in (`after`, `until`] paired with the same device's latest search before it, when that
 * search was at most `windowMinutes` earlier: one row per search label, product and device. One pass over the
 * period's search and cart events (the `name, at` index) from `windowMinutes` before `after`, in device and time
 * order: a running count of the device's searches numbers each search and the events after it, and an addition
 * belongs to the search of its number (the first event with that number). Events without a device (#-NA) cannot be paired.
 */
export async function searchThenAddPairs(db: Db, after: Date, until: Date, windowMinutes: number): Promise<SearchThenAdd[]> {
  const rows = await queryRows<{ label: string; product_id: number; device: string; at: string | Date }>(
    db,
    // Window functions, not a join of the searches to the additions: the planner, without fresh statistics for
    // the newest events (the embedded database has no autovacuum), estimated one row each and joined them in a
    // nested loop, 0.6 s a day of events on PostgreSQL (decision 047).
    sql`with numbered as (
        select id, device, at, name, label, product_id,
          count(*) filter (where name = 'search') over (partition by device order by at, id) as searches
        from analytics_events
        where name in ('search', 'cart_quantity') and at > ${after}::timestamptz - make_interval(mins => ${windowMinutes})
          and at <= ${until} and device <> '#-NA'
          and (name = 'search' and label <> '#-NA' or name = 'cart_quantity' and quantity > 0)
      ), tagged as (
        -- The first event of a device's search number is that search.
        select name, product_id, device, at, searches,
          first_value(label) over search as search_label, first_value(at) over search as searched_at
        from numbered
        window search as (partition by device, searches order by at, id)
      )
      select search_label as label, product_id, device, max(at) as at
      from tagged
      where name = 'cart_quantity' and searches > 0 and at > ${after} and at - searched_at <= make_interval(mins => ${windowMinutes})
      group by search_label, product_id, device`,
  );
  return rows.map((r) => ({ label: r.label, productId: Number(r.product_id), device: r.device, at: new Date(r.at) }));
}

export interface Evidence {
  queryKey: string;
  productId: number;
  device: string;
  at: Date;
}

/** Up to where the job has read the analytics events (null: never ran). */
export async function learningEventsUntil(db: Db): Promise<Date | null> {
  const [row] = await queryRows<{ events_until: string | Date }>(db, sql`select events_until from search_learning_state where id = 1`);
  return row ? new Date(row.events_until) : null;
}

/**
 * Adds the evidence (a device already known for a query and product keeps its latest time) and moves the job's
 * mark to `until`, in one transaction: a run that fails reads the same events again.
 */
export async function addEvidence(db: Db, rows: Evidence[], until: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) {
      await tx.execute(sql`insert into search_learning_evidence (query_key, product_id, device, at)
        values ${sql.join(
          rows.slice(i, i + 500).map((r) => sql`(${r.queryKey}, ${r.productId}, ${r.device}, ${r.at})`),
          sql`, `,
        )}
        on conflict (query_key, product_id, device) do update set at = greatest(search_learning_evidence.at, excluded.at)`);
    }
    await tx.execute(sql`insert into search_learning_state (id, events_until) values (1, ${until})
      on conflict (id) do update set events_until = excluded.events_until`);
  });
}

/** Evidence older than `before` goes: the analytics events it came from are gone too. */
export async function deleteEvidenceBefore(db: Db, before: Date): Promise<void> {
  await db.execute(sql`delete from search_learning_evidence where at < ${before}`);
}

/** A deleted account's devices' evidence (docs/rules.md#privacy-and-account-deletion). */
export async function deleteEvidenceOfDevices(tx: Tx, deviceHashes: readonly string[]): Promise<void> {
  if (!deviceHashes.length) return;
  await tx.execute(
    sql`delete from search_learning_evidence where device in (${sql.join(
      deviceHashes.map((d) => sql`${d}`),
      sql`, `,
    )})`,
  );
}

/**
 * Per query key and product, the devices of the evidence and their decayed sum (each halved every
 * `halfLifeDays` of its age at `now`), only those with at least `minSessions` devices worth at least `minScore`.
 */
export async function evidenceAboveFloor(
  db: Db,
  input: { now: Date; halfLifeDays: number; minSessions: number; minScore: number },
): Promise<LearnedBoostRow[]> {
  const weight = sql`power(0.5, greatest(0, extract(epoch from (${input.now}::timestamptz - at))) / ${input.halfLifeDays * 86_400})`;
  const rows = await queryRows<BoostDbRow>(
    db,
    sql`select query_key, product_id, count(*) as sessions, sum(${weight}) as score, max(at) as last_seen_at
        from search_learning_evidence
        group by query_key, product_id
        having count(*) >= ${input.minSessions} and sum(${weight}) >= ${input.minScore}`,
  );
  return rows.map(toBoostRow);
}

/** A boost as SQL returns it (counts and sums may come back as strings). */
type BoostDbRow = { query_key: string; product_id: number; sessions: number; score: number; last_seen_at: string | Date };

const toBoostRow = (r: BoostDbRow): LearnedBoostRow => ({
  queryKey: r.query_key,
  productId: Number(r.product_id),
  sessions: Number(r.sessions),
  score: Number(r.score),
  lastSeenAt: new Date(r.last_seen_at),
});

export interface LearnedBoostRow {
  queryKey: string;
  productId: number;
  sessions: number;
  score: number;
  lastSeenAt: Date;
}

/**
 * The learned boosts replaced by `rows` in one transaction (searches read the old set or the new one, never
 * half). Products since deleted are left out.
 */
export async function replaceLearnedBoosts(db: Db, rows: LearnedBoostRow[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(searchLearnedBoosts);
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      await tx.execute(sql`insert into search_learned_boosts (query_key, product_id, sessions, score, last_seen_at, updated_at)
        select v.query_key, v.product_id, v.sessions, v.score, v.last_seen_at, ${now}
        from (values ${sql.join(
          batch.map(
            (r) => sql`(${r.queryKey}::text, ${r.productId}::int, ${r.sessions}::int, ${r.score}::real, ${r.lastSeenAt}::timestamptz)`,
          ),
          sql`, `,
        )}) v(query_key, product_id, sessions, score, last_seen_at)
        where exists (select 1 from products p where p.id = v.product_id)`);
    }
  });
}

/** Every learned boost of a query key, best first. */
export async function learnedBoostsFor(db: Db, queryKey: string): Promise<LearnedBoostRow[]> {
  const rows = await queryRows<BoostDbRow>(
    db,
    sql`select query_key, product_id, sessions, score, last_seen_at from search_learned_boosts
        where query_key = ${queryKey} order by score desc, product_id`,
  );
  return rows.map(toBoostRow);
}

/** Of `ids`, the products whose search vector matches `tsquery` (a query's any-word match). */
export async function productsMatching(db: Db, ids: number[], tsquery: string): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from products where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and search_vector @@ to_tsquery('english', ${tsquery})`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** Names (and units) of products, for the operator's explanation. */
export async function productLabels(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ id: number; name: string; unit: string }>(
    db,
    sql`select id, name, unit from products where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [Number(r.id), `${r.name} (${r.unit})`]));
}

/** When the learned boosts were last written, and how many there are. */
export async function learnedBoostsSummary(db: Db): Promise<{ rows: number; updatedAt: Date | null }> {
  const [row] = await queryRows<{ rows: number; updated_at: string | Date | null }>(
    db,
    sql`select count(*) as rows, max(updated_at) as updated_at from search_learned_boosts`,
  );
  return { rows: Number(row?.rows ?? 0), updatedAt: row?.updated_at ? new Date(row.updated_at) : null };
}
