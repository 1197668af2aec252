/** Print file rows. Every read that a shopper can trigger is scoped to the owner. */
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import { orders, printFiles, type PrintFileStatus } from "./schema.server";

type Conn = Db | Tx;
export type PrintFileRow = typeof printFiles.$inferSelect;

/** Files that are (or may still become) part of the shopper's next print order. */
export const PRESENT_STATUSES: PrintFileStatus[] = ["AWAITING_UPLOAD", "VALIDATING", "UPLOADED", "PASSWORD_PROTECTED"];

export async function insertPrintFiles(conn: Conn, rows: (typeof printFiles.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await conn.insert(printFiles).values(rows);
}

/** The owner's file, or undefined for anyone else's id (answered as "not found", never "forbidden"). */
export async function findOwnedPrintFile(conn: Conn, userId: number, id: string): Promise<PrintFileRow | undefined> {
  const [row] = await conn
    .select()
    .from(printFiles)
    .where(and(eq(printFiles.id, id), eq(printFiles.userId, userId), isNull(printFiles.purgedAt)));
  return row;
}

export async function findOwnedByRequestId(conn: Conn, userId: number, requestId: string): Promise<PrintFileRow | undefined> {
  const [row] = await conn
    .select()
    .from(printFiles)
    .where(and(eq(printFiles.validationRequestId, requestId), eq(printFiles.userId, userId), isNull(printFiles.purgedAt)));
  return row;
}

/**
 * The shopper's files not yet ordered, oldest first. Upload addresses that
 * were never used stop counting once they expire (`awaitingSince`).
 */
export async function presentPrintFiles(conn: Conn, userId: number, awaitingSince: Date): Promise<PrintFileRow[]> {
  return conn
    .select()
    .from(printFiles)
    .where(
      and(
        eq(printFiles.userId, userId),
        isNull(printFiles.orderId),
        isNull(printFiles.purgedAt),
        or(
          inArray(printFiles.status, ["VALIDATING", "UPLOADED", "PASSWORD_PROTECTED"]),
          and(eq(printFiles.status, "AWAITING_UPLOAD"), sql`${printFiles.createdAt} >= ${awaitingSince.toISOString()}`),
        ),
      ),
    )
    .orderBy(asc(printFiles.createdAt), asc(printFiles.id));
}

export async function updatePrintFile(conn: Conn, id: string, change: Partial<typeof printFiles.$inferInsert>): Promise<void> {
  await conn
    .update(printFiles)
    .set({ updatedAt: sql`now()`, ...change })
    .where(eq(printFiles.id, id));
}

/** Changes a file still in status `from`; false when it moved on meanwhile. */
export async function updatePrintFileIf(
  conn: Conn,
  id: string,
  from: PrintFileStatus,
  change: Partial<typeof printFiles.$inferInsert>,
): Promise<boolean> {
  const rows = await conn
    .update(printFiles)
    .set({ updatedAt: sql`now()`, ...change })
    .where(and(eq(printFiles.id, id), eq(printFiles.status, from), isNull(printFiles.purgedAt)))
    .returning({ id: printFiles.id });
  return rows.length > 0;
}

/**
 * Moves a file from `from` to VALIDATING, once: two validate calls racing
 * (a double tap, a retry) start one inspection. Returns the claimed row.
 */
export async function claimForValidation(
  conn: Conn,
  id: string,
  from: PrintFileStatus,
  change: Partial<typeof printFiles.$inferInsert> = {},
): Promise<PrintFileRow | undefined> {
  const [row] = await conn
    .update(printFiles)
    .set({ ...change, status: "VALIDATING", validationStartedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(printFiles.id, id), eq(printFiles.status, from), isNull(printFiles.purgedAt)))
    .returning();
  return row;
}

/** Records a verdict only while the file is still being validated (a removal meanwhile wins). */
export async function finishValidation(conn: Conn, id: string, change: Partial<typeof printFiles.$inferInsert>): Promise<boolean> {
  const rows = await conn
    .update(printFiles)
    .set({ updatedAt: sql`now()`, ...change })
    .where(and(eq(printFiles.id, id), eq(printFiles.status, "VALIDATING"), isNull(printFiles.purgedAt)))
    .returning({ id: printFiles.id });
  return rows.length > 0;
}

export async function countPasswordAttempt(conn: Conn, id: string): Promise<number> {
  const [row] = await conn
    .update(printFiles)
    .set({ passwordAttempts: sql`${printFiles.passwordAttempts} + 1`, updatedAt: sql`now()` })
    .where(eq(printFiles.id, id))
    .returning({ attempts: printFiles.passwordAttempts });
  return row?.attempts ?? 0;
}

/**
 * Marks a file not yet ordered as gone (removed by its owner), and says
 * whether it was: a file an order took meanwhile keeps its bytes. The row
 * stays for status answers.
 */
export async function purgeUnordered(conn: Conn, id: string): Promise<boolean> {
  const rows = await conn
    .update(printFiles)
    .set({ purgedAt: sql`now()`, cartId: null, updatedAt: sql`now()` })
    .where(and(eq(printFiles.id, id), isNull(printFiles.orderId), isNull(printFiles.purgedAt)))
    .returning({ id: printFiles.id });
  return rows.length > 0;
}

/**
 * A cart being paid for right now keeps its prints past their retention: the
 * payment either places the order (and the order's clock starts) or ends
 * within its 30 minutes.
 */
const notBeingPaid = sql`not exists (select 1 from payments p where p.cart_id = ${printFiles.cartId} and p.status in ('ACTIVE', 'PAYMENT_PENDING'))`;

/**
 * Claims a file for the retention job, checking the rule again at the moment
 * of the claim: a file ordered since it was listed is not claimed.
 */
export async function claimForPurge(conn: Conn, id: string, unorderedBefore: Date): Promise<boolean> {
  const rows = await conn
    .update(printFiles)
    .set({ purgedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(printFiles.id, id),
        isNull(printFiles.purgedAt),
        or(
          and(isNull(printFiles.orderId), lt(printFiles.createdAt, unorderedBefore), notBeingPaid),
          sql`${printFiles.orderId} is not null`,
        ),
      ),
    )
    .returning({ id: printFiles.id });
  return rows.length > 0;
}

/** Files purged since `since`: their storage is swept again (a signed link may still have been used after removal). */
export async function recentlyPurged(db: Db, since: Date, limit: number): Promise<{ id: string }[]> {
  return db
    .select({ id: printFiles.id })
    .from(printFiles)
    .where(sql`${printFiles.purgedAt} >= ${since.toISOString()}`)
    .limit(limit);
}

/** True while a signed upload link may still write: the file awaits its upload and was not removed. */
export async function awaitsUpload(conn: Conn, id: string): Promise<boolean> {
  const [row] = await conn
    .select({ id: printFiles.id })
    .from(printFiles)
    .where(and(eq(printFiles.id, id), eq(printFiles.status, "AWAITING_UPLOAD"), isNull(printFiles.purgedAt)));
  return row !== undefined;
}

/** Options change only on files not yet ordered (an order freezes them). */
export async function updateUnorderedPrintFile(conn: Conn, id: string, change: Partial<typeof printFiles.$inferInsert>): Promise<void> {
  await conn
    .update(printFiles)
    .set({ updatedAt: sql`now()`, ...change })
    .where(and(eq(printFiles.id, id), isNull(printFiles.orderId), isNull(printFiles.purgedAt)));
}

/** Placing an order locks its cart's prints: a removal or an options change waits, then finds them ordered. */
export async function lockPrintFilesOfCart(tx: Tx, cartId: string): Promise<void> {
  await tx
    .select({ id: printFiles.id })
    .from(printFiles)
    .where(and(eq(printFiles.cartId, cartId), isNull(printFiles.orderId), isNull(printFiles.purgedAt)))
    .orderBy(asc(printFiles.id))
    .for("update");
}

/**
 * Retention (docs/rules.md#print-retention): files never ordered go 24 h after upload; ordered
 * files 24 h after their order is delivered or cancelled. Oldest first.
 */
export async function printFilesDueForPurge(db: Db, unorderedBefore: Date, orderEndedBefore: Date, limit: number): Promise<PrintFileRow[]> {
  const ended = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.status, ["DELIVERED", "CANCELLED"]), lt(orders.updatedAt, orderEndedBefore)));
  return db
    .select()
    .from(printFiles)
    .where(
      and(
        isNull(printFiles.purgedAt),
        or(and(isNull(printFiles.orderId), lt(printFiles.createdAt, unorderedBefore), notBeingPaid), inArray(printFiles.orderId, ended)),
      ),
    )
    .orderBy(asc(printFiles.createdAt))
    .limit(limit);
}

/** Prints in a cart (a paas cart), ready to print, oldest first. */
export async function printFilesInCart(conn: Conn, cartId: string): Promise<PrintFileRow[]> {
  return conn
    .select()
    .from(printFiles)
    .where(and(eq(printFiles.cartId, cartId), eq(printFiles.status, "UPLOADED"), isNull(printFiles.orderId), isNull(printFiles.purgedAt)))
    .orderBy(asc(printFiles.createdAt), asc(printFiles.id));
}

/** Puts the owner's listed files into the cart. */
export async function attachPrintFilesToCart(tx: Tx, userId: number, cartId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(printFiles)
    .set({ cartId, updatedAt: sql`now()` })
    .where(and(eq(printFiles.userId, userId), inArray(printFiles.id, ids), isNull(printFiles.orderId)));
}

/**
 * The cart became an order: its prints now belong to the order (and its
 * retention clock), with the price per side it was charged.
 */
export async function markPrintFilesOrdered(tx: Tx, cartId: string, orderId: number, pricePerSide: Record<string, number>): Promise<void> {
  const price = sql`case ${printFiles.color} ${sql.join(
    Object.entries(pricePerSide).map(([color, paise]) => sql`when ${color} then ${paise}::int`),
    sql` `,
  )} end`;
  await tx
    .update(printFiles)
    .set({ orderId, pricePerSide: price, updatedAt: sql`now()` })
    .where(and(eq(printFiles.cartId, cartId), eq(printFiles.status, "UPLOADED"), isNull(printFiles.orderId), isNull(printFiles.purgedAt)));
}

export async function printFilesOfOrder(conn: Conn, orderId: number): Promise<PrintFileRow[]> {
  return conn.select().from(printFiles).where(eq(printFiles.orderId, orderId)).orderBy(asc(printFiles.createdAt), asc(printFiles.id));
}
