/** Collections and layouts as stored (docs/collections-and-layouts.md): rows in, rows out; the services validate. */
import { asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import { brands, categories, collections, layouts, products } from "./schema.server";

export interface CollectionRow {
  id: number;
  name: string;
  /** Hindi pages' name and description (docs/collections-and-layouts.md#hindi); null shows the English. */
  nameHi: string | null;
  description: string;
  descriptionHi: string | null;
  definition: unknown;
  updatedAt: Date;
}

export async function getCollection(db: Db, id: number): Promise<CollectionRow | null> {
  const [row] = await db.select().from(collections).where(eq(collections.id, id));
  return row ?? null;
}

export async function listCollections(db: Db): Promise<CollectionRow[]> {
  return db.select().from(collections).orderBy(asc(collections.id));
}

/**
 * Inserts or overwrites (by id): importing the same file twice changes nothing the second time. A record without
 * its Hindi clears the stored Hindi: the file is the whole record.
 */
export async function upsertCollections(
  tx: Db | Tx,
  records: (Omit<CollectionRow, "updatedAt" | "nameHi" | "descriptionHi"> & { nameHi?: string | null; descriptionHi?: string | null })[],
  now: Date,
): Promise<void> {
  for (const record of records) {
    const row = { ...record, nameHi: record.nameHi ?? null, descriptionHi: record.descriptionHi ?? null };
    await tx
      .insert(collections)
      .values({ ...row, updatedAt: now })
      .onConflictDoUpdate({
        target: collections.id,
        set: {
          name: row.name,
          nameHi: row.nameHi,
          description: row.description,
          descriptionHi: row.descriptionHi,
          definition: row.definition,
          updatedAt: now,
        },
      });
  }
}

export interface LayoutRow {
  id: string;
  kind: string;
  title: string;
  /** The title on Hindi pages (docs/collections-and-layouts.md#hindi); null shows `title`. */
  titleHi: string | null;
  widgets: unknown;
  tabs: unknown;
  updatedAt: Date;
}

export async function getLayoutRow(db: Db, id: string): Promise<LayoutRow | null> {
  const [row] = await db.select().from(layouts).where(eq(layouts.id, id));
  return row ?? null;
}

export async function listLayoutRows(db: Db): Promise<LayoutRow[]> {
  return db.select().from(layouts).orderBy(asc(layouts.kind), asc(layouts.id));
}

/** Like upsertCollections: a record without its Hindi title clears the stored one. */
export async function upsertLayouts(
  tx: Db | Tx,
  records: (Omit<LayoutRow, "updatedAt" | "titleHi"> & { titleHi?: string | null })[],
  now: Date,
): Promise<void> {
  for (const record of records) {
    const row = { ...record, titleHi: record.titleHi ?? null };
    await tx
      .insert(layouts)
      .values({ ...row, updatedAt: now })
      .onConflictDoUpdate({
        target: layouts.id,
        set: { kind: row.kind, title: row.title, titleHi: row.titleHi, widgets: row.widgets, tabs: row.tabs, updatedAt: now },
      });
  }
}

const ID_TABLES = { products, brands, categories, collections } as const;

/** Which of these ids exist in a table (import checks: a curated product, a rule's brand). */
export async function existingIds(db: Db | Tx, table: keyof typeof ID_TABLES, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const t = ID_TABLES[table];
  const rows = await db.select({ id: t.id }).from(t).where(inArray(t.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function existingLayoutIds(db: Db | Tx, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: layouts.id }).from(layouts).where(inArray(layouts.id, ids));
  return new Set(rows.map((r) => r.id));
}
