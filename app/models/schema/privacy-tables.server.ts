/** Account deletion (docs/rules.md#privacy-and-account-deletion). */
import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Why shoppers left: the reason and subreason the delete-account pages pass on, and an optional comment.
 * Deliberately no user id, phone, device or address: the feedback is kept after the account is gone and
 * must not point back at anyone.
 */
export const deletionFeedback = pgTable(
  "deletion_feedback",
  {
    id: serial("id").primaryKey(),
    reason: text("reason").notNull(),
    subreason: text("subreason"),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("deletion_feedback_created_idx").on(t.createdAt)],
);
