/** Bounded deletes for the retention job (app/services/platform/retention-job.server.ts). */
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { queryRows, type Db } from "./db.server";

/**
 * Deletes at most `limit` rows of `table` matching `where`; returns how many.
 * One short statement per batch, so a large backlog never holds locks for
 * long, and rows another transaction holds (a code being checked) are
 * skipped, not waited for: the next run takes them.
 */
export async function deleteBatch(db: Db, table: PgTable, key: PgColumn, where: SQL, limit: number): Promise<number> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`delete from ${table} where ${key} in (select ${key} from ${table} where ${where} limit ${limit} for update skip locked) returning 1 as one`,
  );
  return rows.length;
}
