/** Partner login codes already exchanged (docs/rules.md#partner-web-views): each logs in once. */
import type { Db, Tx } from "./db.server";
import { partnerCodeUses } from "./schema.server";

/**
 * Records a code as used. True for the first use only: the primary key makes a second insert of the same
 * hash a no-op, so two requests racing with one code cannot both log in.
 */
export async function claimPartnerCode(db: Db | Tx, use: { codeHash: string; provider: string; usedAt: Date }): Promise<boolean> {
  const rows = await db.insert(partnerCodeUses).values(use).onConflictDoNothing().returning({ codeHash: partnerCodeUses.codeHash });
  return rows.length === 1;
}
