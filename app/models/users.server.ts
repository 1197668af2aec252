/** Users and their login sessions. Session ids and access tokens are stored only as hashes. */
import { and, eq, gt, sql } from "drizzle-orm";
import type { Tx } from "./cart.server";
import type { Db } from "./db.server";
import { sessions, users } from "./schema.server";

export type UserRow = typeof users.$inferSelect;

/**
 * Serialises changes that span one account's rows (its active cart, its
 * addresses) across devices and requests. False when the user is gone.
 */
export async function lockUser(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return rows.length > 0;
}

/** The account for a verified phone, created on first login. */
export async function upsertVerifiedUser(db: Db, phone: string): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ phone, verified: true })
    .onConflictDoUpdate({ target: users.phone, set: { verified: true } })
    .returning();
  return row;
}

export async function insertSession(
  db: Db,
  session: { idHash: string; userId: number; accessTokenHash: string; deviceId: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The live session's user, or undefined when the session is unknown or expired. */
export async function findSessionUser(db: Db, idHash: string, now: Date) {
  const [row] = await db
    .select({ id: users.id, phone: users.phone, name: users.name, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)));
  return row;
}

/** Sliding expiry: an active session lives on; touched at most once a minute by the caller. */
export async function touchSession(db: Db, idHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(sessions).where(sql`${sessions.expiresAt} <= ${now}`).returning({ id: sessions.idHash });
  return rows.length;
}
