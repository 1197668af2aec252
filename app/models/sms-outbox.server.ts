/** Messages the outbox SMS provider keeps instead of sending (demo mode, read at /dev/outbox). */
import { desc, eq, gte } from "drizzle-orm";
import type { Db } from "./db.server";
import { smsOutbox } from "./schema.server";

export type OutboxRow = typeof smsOutbox.$inferSelect;

export async function insertOutboxMessage(db: Db, message: { phone: string; body: string; createdAt: Date }): Promise<void> {
  await db.insert(smsOutbox).values(message);
}

/** The newest message per phone since a moment, newest first. */
export async function latestOutboxPerPhone(db: Db, since: Date, limit: number): Promise<OutboxRow[]> {
  const latest = db
    .selectDistinctOn([smsOutbox.phone])
    .from(smsOutbox)
    .where(gte(smsOutbox.createdAt, since))
    .orderBy(smsOutbox.phone, desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .as("latest");
  return db
    .select()
    .from(latest)
    .orderBy(desc(latest.createdAt), desc(latest.id))
    .limit(limit);
}

export async function outboxFor(db: Db, phone: string, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}
