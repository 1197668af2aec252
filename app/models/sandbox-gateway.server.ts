/** The sandbox gateway's books (its own table, as a real gateway's ledger is its own). */
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "./db.server";
import { payments, sandboxOrders } from "./schema.server";

export type SandboxOrderRow = typeof sandboxOrders.$inferSelect;

export async function insertSandboxOrder(db: Db, row: typeof sandboxOrders.$inferInsert): Promise<void> {
  await db.insert(sandboxOrders).values(row);
}

export async function findSandboxOrder(db: Db, id: string): Promise<SandboxOrderRow | undefined> {
  const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, id));
  return row;
}

/**
 * The order only if it pays one of this user's payments (its receipt is our
 * payment id): the hosted page opens for the shopper who is paying, no one else.
 */
export async function findSandboxOrderOfUser(db: Db, id: string, userId: number): Promise<SandboxOrderRow | undefined> {
  const [row] = await db
    .select(getTableColumns(sandboxOrders))
    .from(sandboxOrders)
    .innerJoin(payments, eq(payments.id, sandboxOrders.receipt))
    .where(and(eq(sandboxOrders.id, id), eq(payments.userId, userId)));
  return row;
}

/** Records the payer's decision unless the order is already paid or failed (a second click changes nothing). */
export async function decideSandboxOrder(
  db: Db,
  id: string,
  change: {
    status: "attempted" | "paid" | "failed";
    paymentId: string;
    failureReason?: string | null;
    instrument: Record<string, string | number | boolean>;
  },
): Promise<SandboxOrderRow | undefined> {
  const [row] = await db
    .update(sandboxOrders)
    .set({
      status: change.status,
      paymentId: sql`coalesce(${sandboxOrders.paymentId}, ${change.paymentId})`,
      failureReason: change.failureReason ?? null,
      instrument: change.instrument,
      updatedAt: sql`now()`,
    })
    .where(sql`${sandboxOrders.id} = ${id} and ${sandboxOrders.status} in ('created', 'attempted')`)
    .returning();
  return row;
}
