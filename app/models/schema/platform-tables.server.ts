/** The SMS outbox and the rate limiter's counters (docs/decisions/013-rate-limits.md). */
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Messages the outbox SMS provider "sent" (demo mode): read at /dev/outbox. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    body: text("body").notNull(),
    /**
     * The device cookie of the request that caused the text: /dev/outbox shows a
     * device only its own messages (docs/rules.md#demo-mode). Null for
     * texts no device asked for (an operator's gift card, a job).
     */
    deviceId: text("device_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_outbox_device_idx").on(t.deviceId, t.createdAt), index("sms_outbox_created_idx").on(t.createdAt)],
);

/**
 * Rate-limit counters (docs/decisions/013-rate-limits.md): one row per key
 * and fixed window; the limiter weighs the previous window to get a sliding
 * count. In the database so that every server process and a restart see the
 * same counts. The retention job deletes windows that have ended.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    /** "<rule>:<subject>", e.g. "texts-phone-hour:9876543210". */
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    windowSeconds: integer("window_seconds").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_counters_window_idx").on(t.windowStart)],
);
