/** Users and their login sessions. Session ids and access tokens are stored only as hashes. */
import { and, eq, gt, or, sql } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
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

/** The language the account last chose (docs/rules.md#languages), or null. */
export async function findUserLanguage(db: Db | Tx, userId: number): Promise<string | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}

/** The language of the account with this phone (ten digits), or null: none, or it never chose one. */
export async function findLanguageByPhone(db: Db | Tx, phone: string): Promise<string | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.phone, phone));
  return row?.language ?? null;
}

export async function updateUserLanguage(db: Db, userId: number, language: "en" | "hi"): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** The account for a verified phone, created on first login. */
export async function upsertVerifiedUser(db: Db, phone: string): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ phone, verified: true })
    .onConflictDoUpdate({ target: users.phone, set: { verified: true } })
    .returning();
  if (!row) throw new Error("The user upsert returned no row");
  return row;
}

export async function insertSession(
  db: Db,
  session: { idHash: string; userId: number; accessTokenHash: string; deviceId: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/**
 * The live session's user, or undefined when the session is unknown or
 * expired. The id before the last rotation still counts until `graceSince`
 * (requests sent before the browser saw the new cookie); `current` says which.
 */
export async function findSessionUser(db: Db, idHash: string, now: Date, graceSince: Date) {
  const [row] = await db
    .select({
      id: users.id,
      phone: users.phone,
      name: users.name,
      lastSeenAt: sessions.lastSeenAt,
      rotatedAt: sessions.rotatedAt,
      current: sql<boolean>`${sessions.idHash} = ${idHash}`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        or(eq(sessions.idHash, idHash), and(eq(sessions.previousIdHash, idHash), gt(sessions.rotatedAt, graceSince))),
        gt(sessions.expiresAt, now),
      ),
    );
  return row;
}

/** Gives the session a new id; false when another request rotated it first. */
export async function rotateSessionId(db: Db, idHash: string, newIdHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ idHash: newIdHash, previousIdHash: idHash, rotatedAt: now })
    .where(eq(sessions.idHash, idHash))
    .returning({ id: sessions.idHash });
  return rows.length > 0;
}

/** Sliding expiry: an active session lives on; touched at most once a minute by the caller. */
export async function touchSession(db: Db, idHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.idHash, idHash));
}

/** Ends the session this id (or, during the grace after a rotation, its previous id) names. */
export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(or(eq(sessions.idHash, idHash), eq(sessions.previousIdHash, idHash)));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(sql`${sessions.expiresAt} <= ${now}`)
    .returning({ id: sessions.idHash });
  return rows.length;
}

/**
 * The live session an API client's access token names (docs/decisions/021-json-api-auth.md): its user and
 * the session's device, or undefined when the token is unknown or its session expired or ended.
 */
export async function findAccessTokenUser(db: Db, accessTokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: users.id,
      phone: users.phone,
      name: users.name,
      verified: users.verified,
      createdAt: users.createdAt,
      idHash: sessions.idHash,
      deviceId: sessions.deviceId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.accessTokenHash, accessTokenHash), gt(sessions.expiresAt, now)));
  return row;
}

/** Ends the session an access token names (the API's logout); false when there was none. */
export async function deleteSessionByAccessToken(db: Db, accessTokenHash: string): Promise<boolean> {
  const rows = await db.delete(sessions).where(eq(sessions.accessTokenHash, accessTokenHash)).returning({ id: sessions.idHash });
  return rows.length > 0;
}
