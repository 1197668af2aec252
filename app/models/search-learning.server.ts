/**
 * Search learning's queries (docs/search.md#learning-from-shoppers): the analytics events where a device
 * searched and then added a product to its cart, and the learned boosts the ranking reads
 * (rankedSearchQuery in catalogue.server.ts).
 */
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "./db.server";
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
 * Each cart addition since `since` paired with the same device's latest search before it, when that search was
 * at most `windowMinutes` earlier: one row per search label, product and device. One pass over the period's
 * search and cart events (the `name, at` index), in device and time order: a running count of the device's
 * searches numbers each search and the events after it, and an addition belongs to the search of its number.
 * Events without a device (#-NA) cannot be paired.
 */
export async function searchThenAddPairs(db: Db, since: Date, windowMinutes: number): Promise<SearchThenAdd[]> {
  const rows = await queryRows<{ label: string; product_id: number; device: string; at: string | Date }>(
    db,
    sql`with events as (
        select id, device, at, name, label, product_id,
          count(*) filter (where name = 'search') over (partition by device order by at, id) as searches
        from analytics_events
        where name in ('search', 'cart_quantity') and at >= ${since} and device <> '#-NA'
          and (name = 'search' and label <> '#-NA' or name = 'cart_quantity' and quantity > 0)
      ), searched as (
        select device, searches, label, at from events where name = 'search'
      )
      select s.label, e.product_id, e.device, max(e.at) as at
      from events e
      join searched s on s.device = e.device and s.searches = e.searches
      where e.name = 'cart_quantity' and e.at - s.at <= make_interval(mins => ${windowMinutes})
      group by s.label, e.product_id, e.device`,
  );
  return rows.map((r) => ({ label: r.label, productId: Number(r.product_id), device: r.device, at: new Date(r.at) }));
}

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
  const rows = await queryRows<{ query_key: string; product_id: number; sessions: number; score: number; last_seen_at: string | Date }>(
    db,
    sql`select query_key, product_id, sessions, score, last_seen_at from search_learned_boosts
        where query_key = ${queryKey} order by score desc, product_id`,
  );
  return rows.map((r) => ({
    queryKey: r.query_key,
    productId: Number(r.product_id),
    sessions: Number(r.sessions),
    score: Number(r.score),
    lastSeenAt: new Date(r.last_seen_at),
  }));
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
