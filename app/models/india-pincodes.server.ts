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

export async function findIndiaPincode(db: Db, pincode: string): Promise<IndiaPincodeRow | undefined> {
  const [row] = await db.select().from(indiaPincodes).where(eq(indiaPincodes.pincode, pincode));
  return row;
}

/**
 * The location picker's look-up beyond the curated localities: pincodes starting with the digits typed, or
 * places whose office or district the text names (typo-tolerant). Only places with coordinates (a location is
 * a point), and never a pincode the curated localities hold: the picker lists those by their own names.
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
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const named = sql`(${indiaPincodes.office} ilike ${pattern} or ${indiaPincodes.district} ilike ${pattern} or ${q}::text <% ${indiaPincodes.office} or ${q}::text <% ${indiaPincodes.district})`;
  return (
    base
      .where(and(named, located))
      // The best-named first; between equals, the place whose office bears the name before its district's others.
      .orderBy(
        sql`greatest(word_similarity(${q}::text, ${indiaPincodes.office}), word_similarity(${q}::text, ${indiaPincodes.district})) desc`,
        sql`word_similarity(${q}::text, ${indiaPincodes.office}) desc`,
        asc(indiaPincodes.pincode),
      )
      .limit(limit)
  );
}
