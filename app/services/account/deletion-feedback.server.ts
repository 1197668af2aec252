/**
 * Why a shopper left (docs/rules.md#privacy-and-account-deletion): a reason and subreason (from the
 * delete-account page or the app's deep link) and an optional comment, stored with no link to anyone.
 * Works after the account is gone, so it is capped per device and store-wide instead of per account.
 */
import { TooManyRequestsError } from "~/lib/errors";
import type { Db } from "~/models/db.server";
import { insertDeletionFeedback } from "~/models/deletion-feedback.server";
import { takeDeletionFeedback, type Requester } from "../platform/limiter.server";

export async function recordDeletionFeedback(
  db: Db,
  requester: Requester,
  feedback: { reason: string; subreason?: string; comment?: string },
  now = new Date(),
): Promise<void> {
  const allowed = await takeDeletionFeedback(db, requester, now);
  if (!allowed.ok) throw new TooManyRequestsError(allowed.message, allowed.retryAt);
  await insertDeletionFeedback(db, {
    reason: feedback.reason,
    subreason: feedback.subreason ?? null,
    comment: feedback.comment ?? null,
    createdAt: now,
  });
}
