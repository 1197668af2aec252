/** Messages the outbox SMS provider keeps instead of sending (demo mode, read at /dev/outbox). */
import { and, desc, eq, gte } from "drizzle-orm";
import type { Db } from "./db.server";
import { smsOutbox } from "./schema.server";

export type OutboxRow = typeof smsOutbox.$inferSelect;

export async function insertOutboxMessage(
  db: Db,
  message: { phone: string; body: string; deviceId: string | null; createdAt: Date },
): Promise<void> {
  await db.insert(smsOutbox).values(message);
}

/** Messages one device caused since a moment, optionally to one phone, newest first. */
export async function outboxForDevice(
  db: Db,
  query: { deviceId: string; phone: string | null; since: Date; limit: number },
): Promise<OutboxRow[]> {
  const conditions = [eq(smsOutbox.deviceId, query.deviceId), gte(smsOutbox.createdAt, query.since)];
  if (query.phone) conditions.push(eq(smsOutbox.phone, query.phone));
  return db
    .select()
    .from(smsOutbox)
    .where(and(...conditions))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(query.limit);
}
