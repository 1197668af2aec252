/** Login codes (stored only as keyed hashes) and the per-phone lock that serialises their rules. */
import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import { loginCodes } from "./schema.server";

export type LoginCodeRow = typeof loginCodes.$inferSelect;
/** What a code confirms (docs/rules.md#deletion): a code never confirms another purpose. */
export type CodePurpose = "login" | "delete_account";

/** Advisory-lock namespace for login codes (the second key is the phone's hash). */
const LOCK_NAMESPACE = 7301;

/**
 * Caps, the resend gap and the wrong-try counter are read-then-write rules:
 * two requests for one phone take turns, so two tabs can neither both pass
 * the hourly cap nor both spend the last try. Released at commit.
 */
export async function lockPhone(tx: Tx, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${phone}))`);
}

/** Codes issued to a phone since a moment, newest first (for the caps and the resend gap). */
export async function codesSince(tx: Tx | Db, phone: string, since: Date): Promise<LoginCodeRow[]> {
  return tx
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.phone, phone), gte(loginCodes.createdAt, since)))
    .orderBy(desc(loginCodes.createdAt), desc(loginCodes.id));
}

/** The phone's most recent code for a purpose, whatever its state: only the newest one can ever be open. */
export async function latestCode(tx: Tx | Db, phone: string, purpose: CodePurpose = "login"): Promise<LoginCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.phone, phone), eq(loginCodes.purpose, purpose)))
    .orderBy(desc(loginCodes.createdAt), desc(loginCodes.id))
    .limit(1);
  return row;
}

export async function closeOpenCodes(tx: Tx, phone: string, now: Date, purpose: CodePurpose = "login"): Promise<void> {
  await tx
    .update(loginCodes)
    .set({ closedAt: now })
    .where(and(eq(loginCodes.phone, phone), eq(loginCodes.purpose, purpose), isNull(loginCodes.closedAt)));
}

export async function insertCode(
  tx: Tx,
  row: { phone: string; codeHash: string; createdAt: Date; expiresAt: Date; purpose?: CodePurpose },
): Promise<LoginCodeRow> {
  const [inserted] = await tx.insert(loginCodes).values(row).returning();
  if (!inserted) throw new Error("insert into login_codes returned no row");
  return inserted;
}

export async function closeCode(tx: Tx | Db, id: number, now: Date): Promise<void> {
  await tx.update(loginCodes).set({ closedAt: now }).where(eq(loginCodes.id, id));
}

/** One more wrong try; closes the code when it was the last allowed one. */
export async function recordWrongTry(tx: Tx, id: number, failedAttempts: number, closeAt: Date | null): Promise<void> {
  await tx.update(loginCodes).set({ failedAttempts, closedAt: closeAt }).where(eq(loginCodes.id, id));
}
