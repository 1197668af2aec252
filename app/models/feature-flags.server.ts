/** Rows behind feature flags (docs/rules.md#feature-flags): the stored overrides, and the ids they name. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { FlagOverride, FlagScope } from "~/lib/feature-flags";
import type { Db } from "./db.server";
import { cities, featureFlags, users } from "./schema.server";

const columns = { key: featureFlags.flagKey, scope: featureFlags.scope, scopeId: featureFlags.scopeId, enabled: featureFlags.enabled };

/** Every override, for the operator's list: by flag, then global, cities, users. */
export async function allOverrides(db: Db): Promise<(FlagOverride & { updatedAt: Date })[]> {
  const rows = await db
    .select({ ...columns, updatedAt: featureFlags.updatedAt })
    .from(featureFlags)
    .orderBy(asc(featureFlags.flagKey), asc(featureFlags.scope), asc(featureFlags.scopeId));
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt instanceof Date ? r.updatedAt : new Date(r.updatedAt) }));
}

/** Sets one override (insert, or change the stored value). */
export async function upsertOverride(db: Db, key: string, scope: FlagScope, scopeId: number, enabled: boolean, now: Date): Promise<void> {
  await db
    .insert(featureFlags)
    .values({ flagKey: key, scope, scopeId, enabled, updatedAt: now })
    .onConflictDoUpdate({ target: [featureFlags.flagKey, featureFlags.scope, featureFlags.scopeId], set: { enabled, updatedAt: now } });
}

/** Removes one override; false when there was none. */
export async function deleteOverride(db: Db, key: string, scope: FlagScope, scopeId: number): Promise<boolean> {
  const deleted = await db
    .delete(featureFlags)
    .where(and(eq(featureFlags.flagKey, key), eq(featureFlags.scope, scope), eq(featureFlags.scopeId, scopeId)))
    .returning({ key: featureFlags.flagKey });
  return deleted.length > 0;
}

/** The city's name, or null when there is no such city. */
export async function cityName(db: Db, cityId: number): Promise<string | null> {
  const [row] = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, cityId));
  return row?.name ?? null;
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(eq(users.id, userId));
  return row !== undefined;
}
