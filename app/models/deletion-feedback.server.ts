/** Feedback left when an account is deleted: no personal data in it (docs/rules.md#privacy-and-account-deletion). No rules here. */
import type { Db } from "./db.server";
import { deletionFeedback } from "./schema.server";

export async function insertDeletionFeedback(
  db: Db,
  row: { reason: string; subreason: string | null; comment: string | null; createdAt: Date },
): Promise<void> {
  await db.insert(deletionFeedback).values(row);
}
