/**
 * External wallets a shopper has linked for one-tap payments (one row per
 * user and wallet provider), and the sandbox wallets' spending as the
 * sandbox gateway's books record it.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "./db.server";
import { queryRows, type Db } from "./db.server";
import { linkedWallets } from "./schema.server";

type Conn = Db | Tx;
export type LinkedWalletRow = typeof linkedWallets.$inferSelect;

export { listLinkedWallets } from "./payments.server";

export async function findLinkedWallet(conn: Conn, userId: number, providerId: number): Promise<LinkedWalletRow | undefined> {
  const [row] = await conn
    .select()
    .from(linkedWallets)
    .where(and(eq(linkedWallets.userId, userId), eq(linkedWallets.providerId, providerId)));
  return row;
}

/** Linking again (another number, or the same after the wallet asked) replaces the earlier link. */
export async function upsertLinkedWallet(
  conn: Conn,
  row: { userId: number; providerId: number; phone: string; linkedAt: Date },
): Promise<void> {
  await conn
    .insert(linkedWallets)
    .values(row)
    .onConflictDoUpdate({ target: [linkedWallets.userId, linkedWallets.providerId], set: { phone: row.phone, linkedAt: row.linkedAt } });
}

/** True when a link was removed. */
export async function deleteLinkedWallet(conn: Conn, userId: number, providerId: number): Promise<boolean> {
  const rows = await conn
    .delete(linkedWallets)
    .where(and(eq(linkedWallets.userId, userId), eq(linkedWallets.providerId, providerId)))
    .returning({ userId: linkedWallets.userId });
  return rows.length > 0;
}

/** What one sandbox wallet account (wallet code + phone) has paid: its paid sandbox orders. */
export async function sandboxWalletSpent(conn: Conn, wallet: string, phone: string): Promise<number> {
  const [row] = await queryRows<{ spent: string | number | null }>(
    conn as Db,
    sql`select coalesce(sum(amount), 0) as spent from sandbox_orders
        where method = 'wallet' and status = 'paid' and instrument->>'wallet' = ${wallet} and instrument->>'phone' = ${phone}`,
  );
  return Number(row?.spent ?? 0);
}

/** Advisory-lock namespace for sandbox wallet accounts (the second key is the account's hash). */
const LOCK_NAMESPACE = 7302;

/** One charge at a time per sandbox wallet account, so two taps cannot both spend the last rupees. Released at commit. */
export async function lockSandboxWalletAccount(tx: Tx, wallet: string, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${`${wallet}:${phone}`}))`);
}

/**
 * The wallet's answer to a one-tap charge, written in the sandbox gateway's
 * books (as the hosted page's decisions are), unless the order is already
 * settled. Returns the order's payment id, or undefined when there is no
 * such open wallet order (unknown reference, another amount, already settled).
 */
export async function decideSandboxWalletCharge(
  conn: Conn,
  orderId: string,
  change: { status: "paid" | "failed"; paymentId: string; failureReason: string | null; phone: string; amount: number; wallet: string },
): Promise<string | undefined> {
  const [row] = await queryRows<{ payment_id: string }>(
    conn as Db,
    sql`update sandbox_orders set status = ${change.status}, payment_id = coalesce(payment_id, ${change.paymentId}),
          failure_reason = ${change.failureReason}, instrument = instrument || jsonb_build_object('phone', ${change.phone}::text), updated_at = now()
        where id = ${orderId} and method = 'wallet' and amount = ${change.amount} and instrument->>'wallet' = ${change.wallet}
          and status in ('created', 'attempted')
        returning payment_id`,
  );
  return row?.payment_id;
}
