/** Rows behind the operator's settings (docs/rules.md#operator-settings): one per key, its value in stored form. */
import { asc } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import { operatorSettings } from "./schema.server";

export interface SettingRow {
  key: string;
  value: unknown;
  updatedAt: Date;
  updatedBy: string;
}

export async function allSettingRows(db: Db | Tx): Promise<SettingRow[]> {
  const rows = await db.select().from(operatorSettings).orderBy(asc(operatorSettings.key));
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt instanceof Date ? r.updatedAt : new Date(r.updatedAt) }));
}

/** Writes one setting's value, who set it and when. */
export async function upsertSetting(db: Db, key: string, value: unknown, by: string, now: Date): Promise<void> {
  await db
    .insert(operatorSettings)
    .values({ key, value, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({ target: operatorSettings.key, set: { value, updatedAt: now, updatedBy: by } });
}

/** Inserts the rows that are missing and never touches a stored one; how many were added. */
export async function insertMissingSettings(db: Db, rows: { key: string; value: unknown }[]): Promise<number> {
  if (!rows.length) return 0;
  const added = await db
    .insert(operatorSettings)
    .values(rows.map((r) => ({ key: r.key, value: r.value, updatedBy: "default" })))
    .onConflictDoNothing()
    .returning({ key: operatorSettings.key });
  return added.length;
}
