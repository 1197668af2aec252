/** Wallet balances and ledger rows. The posting rules live in services/wallet/ledger.server.ts. */
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { WalletBucket } from "~/lib/views/wallet";
import type { Db, Tx } from "./db.server";
import { walletEntries, wallets } from "./schema.server";

type Conn = Db | Tx;
export type WalletEntryRow = typeof walletEntries.$inferSelect;

/** Locks the user's wallet row (creating it at zero first), so postings for one user run one at a time. */
export async function lockWallet(tx: Tx, userId: number): Promise<{ cash: number; gift: number }> {
  await tx.insert(wallets).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({ cash: wallets.cashBalance, gift: wallets.giftBalance })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .for("update");
  if (!row) throw new Error("The wallet row just ensured is missing");
  return row;
}

export async function readWallet(db: Conn, userId: number): Promise<{ cash: number; gift: number }> {
  const [row] = await db.select({ cash: wallets.cashBalance, gift: wallets.giftBalance }).from(wallets).where(eq(wallets.userId, userId));
  return row ?? { cash: 0, gift: 0 };
}

export async function entryExists(tx: Tx, userId: number, kind: string, reference: string, bucket: WalletBucket): Promise<boolean> {
  const [row] = await tx
    .select({ id: walletEntries.id })
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.userId, userId),
        eq(walletEntries.kind, kind),
        eq(walletEntries.reference, reference),
        eq(walletEntries.bucket, bucket),
      ),
    );
  return row !== undefined;
}

/**
 * Moves a bucket by `amount` (negative to spend) only if it stays at or above
 * zero; returns the new balance, or null when the money is not there.
 */
export async function adjustBalance(tx: Tx, userId: number, bucket: WalletBucket, amount: number): Promise<number | null> {
  const column = bucket === "cash" ? wallets.cashBalance : wallets.giftBalance;
  const [row] = await tx
    .update(wallets)
    .set(
      bucket === "cash"
        ? { cashBalance: sql`${column} + ${amount}`, updatedAt: sql`now()` }
        : { giftBalance: sql`${column} + ${amount}`, updatedAt: sql`now()` },
    )
    .where(and(eq(wallets.userId, userId), sql`${column} + ${amount} >= 0`))
    .returning({ balance: column });
  return row ? row.balance : null;
}

export async function insertEntry(tx: Tx, entry: typeof walletEntries.$inferInsert): Promise<void> {
  await tx.insert(walletEntries).values(entry);
}

/** Newest first, `limit` rows before entry id `before`. */
export async function listEntries(db: Conn, userId: number, before: number | undefined, limit: number): Promise<WalletEntryRow[]> {
  return db
    .select()
    .from(walletEntries)
    .where(before === undefined ? eq(walletEntries.userId, userId) : and(eq(walletEntries.userId, userId), lt(walletEntries.id, before)))
    .orderBy(desc(walletEntries.id))
    .limit(limit);
}
