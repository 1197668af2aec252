/** Marketing-text consent rows (docs/rules.md#marketing-texts): appended, never updated. No rules here. */
import { desc, eq } from "drizzle-orm";
import type { Db } from "./db.server";
import { marketingConsents, users } from "./schema.server";

export type MarketingConsentRow = typeof marketingConsents.$inferSelect;

export async function insertMarketingConsent(
  db: Db,
  row: { phone: string; userId: number | null; consent: "opted_out" | "opted_in"; source: string; createdAt: Date },
): Promise<MarketingConsentRow> {
  const [inserted] = await db.insert(marketingConsents).values(row).returning();
  if (!inserted) throw new Error("marketing consent not recorded");
  return inserted;
}

/** The latest change for a phone, or null when it never changed. */
export async function latestMarketingConsent(db: Db, phone: string): Promise<MarketingConsentRow | null> {
  const [row] = await db
    .select()
    .from(marketingConsents)
    .where(eq(marketingConsents.phone, phone))
    .orderBy(desc(marketingConsents.createdAt), desc(marketingConsents.id))
    .limit(1);
  return row ?? null;
}

export async function userPhone(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.phone ?? null;
}

export async function userIdByPhone(db: Db, phone: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return row?.id ?? null;
}
