/** India Post's pincode directory (one place per pincode): the import's writes and the look-ups (no business rules). */
import { and, asc, between, eq, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import { indiaPincodes, localities } from "./schema.server";

export type IndiaPincodeRow = typeof indiaPincodes.$inferSelect;

/** Has the directory been imported? (One row is enough to say.) */
export async function hasIndiaPincodes(db: Db): Promise<boolean> {
  const rows = await db.select({ pincode: indiaPincodes.pincode }).from(indiaPincodes).limit(1);
  return rows.length > 0;
}

/** One batch of places; a pincode already there is kept. */
export async function insertIndiaPincodes(db: Db | Tx, rows: IndiaPincodeRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(indiaPincodes).values(rows).onConflictDoNothing();
}

/**
 * Statistics for the planner after the import: without them it scans every row for a name search (~400 ms)
 * instead of using the trigram index (5–20 ms); PGlite runs no autovacuum to gather them.
 */
export async function analyzeIndiaPincodes(db: Db): Promise<void> {
  await db.execute(sql`analyze ${indiaPincodes}`);
}

export async function findIndiaPincode(db: Db, pincode: string): Promise<IndiaPincodeRow | undefined> {
  const [row] = await db.select().from(indiaPincodes).where(eq(indiaPincodes.pincode, pincode));
  return row;
}

/**
 * The location picker's look-up beyond the curated localities: pincodes starting with the digits typed, or
 * places whose office the text names, typos and a name begun included (word similarity, through the trigram
 * index: 1–20 ms). Only places with coordinates (a location is a point), and never a pincode the curated
 * localities hold: the picker lists those by their own names.
 */
export async function searchIndiaPincodes(db: Db, query: string, limit: number): Promise<IndiaPincodeRow[]> {
  const q = query.trim();
  const located = and(
    isNotNull(indiaPincodes.lat),
    isNotNull(indiaPincodes.lon),
    notInArray(indiaPincodes.pincode, db.select({ pincode: localities.pincode }).from(localities)),
  );
  const base = db.select().from(indiaPincodes);
  if (/^\d{3,6}$/.test(q)) {
    // A range over six-digit strings rather than LIKE 'q%': the primary key serves it under any collation.
    const wanted = between(indiaPincodes.pincode, q.padEnd(6, "0"), q.padEnd(6, "9"));
    return base.where(and(wanted, located)).orderBy(asc(indiaPincodes.pincode)).limit(limit);
  }
  // Not ILIKE '%q%' as well: an OR with it made the planner scan all 19,500 rows, computing similarities (~400 ms).
  return base
    .where(and(sql`${q}::text <% ${indiaPincodes.office}`, located))
    .orderBy(
      sql`word_similarity(${q}::text, ${indiaPincodes.office}) desc`,
      // Between equals, the office named just that ("Srinagar") before "Srinagar Colony".
      sql`similarity(${q}::text, ${indiaPincodes.office}) desc`,
      asc(indiaPincodes.pincode),
    )
    .limit(limit);
}
