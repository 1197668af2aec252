/** Rate-limit counters: one row per key and fixed window (see app/lib/rate-window.ts). */
import { sql } from "drizzle-orm";
import type { Tx } from "./db.server";
import { queryRows, type Db } from "./db.server";
import { rateLimitCounters } from "./schema.server";

/**
 * Counts one more request in the current window and returns that window's
 * count (including it) with the previous window's. The upsert takes the
 * row's lock until the transaction ends, so concurrent requests for one key,
 * from any process, are counted one after another.
 */
export async function bumpCounter(
  tx: Tx,
  counter: { key: string; windowStart: Date; previousWindowStart: Date; windowSeconds: number },
): Promise<{ current: number; previous: number }> {
  const [row] = await queryRows<{ current: number; previous: number | null }>(
    tx as unknown as Db,
    sql`insert into ${rateLimitCounters} (key, window_start, window_seconds, count)
        values (${counter.key}, ${counter.windowStart.toISOString()}, ${counter.windowSeconds}, 1)
        on conflict (key, window_start) do update set count = ${rateLimitCounters}.count + 1
        returning count as current,
          (select p.count from ${rateLimitCounters} p
            where p.key = ${counter.key} and p.window_start = ${counter.previousWindowStart.toISOString()}) as previous`,
  );
  if (!row) throw new Error("The rate limit counter upsert returned no row");
  return { current: Number(row.current), previous: Number(row.previous ?? 0) };
}

/**
 * Gives back one request counted in the window that started at `windowStart` (never below zero): for limits
 * that count every try up front, so concurrent tries cannot all pass, but cap only the tries that fail.
 */
export async function unbumpCounter(db: Db, counter: { key: string; windowStart: Date }): Promise<void> {
  await db.execute(
    sql`update ${rateLimitCounters} set count = greatest(${rateLimitCounters}.count - 1, 0)
        where key = ${counter.key} and window_start = ${counter.windowStart.toISOString()}`,
  );
}

/** Deletes counters whose window ended before `before`, at most `limit` rows (the retention job calls it in batches). */
export async function deleteCountersEndedBefore(db: Db, before: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from ${rateLimitCounters} where ctid in (
          select ctid from ${rateLimitCounters}
          where window_start + make_interval(secs => window_seconds) < ${before.toISOString()}
          limit ${limit})
        returning key`,
  );
  return rows.length;
}
