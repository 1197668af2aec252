/**
 * The SMS outbox, the rate limiter's counters (docs/decisions/013-rate-limits.md), the feature flag
 * overrides (docs/rules.md#feature-flags) and the operator's settings (docs/rules.md#operator-settings).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

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

/**
 * Feature flag overrides (docs/rules.md#feature-flags): the defaults are code (app/lib/feature-flags.ts),
 * a row here overrides one flag for everyone (scope "global", scope_id 0), one city (its id) or one user
 * (their id). A user's row beats their city's, a city's beats the global one. Small (a row per override),
 * read whole once per request.
 */
export const featureFlags = pgTable(
  "feature_flags",
  {
    /** A key of FEATURE_FLAGS in app/lib/feature-flags.ts, e.g. "secret_santa". */
    flagKey: text("flag_key").notNull(),
    scope: text("scope", { enum: ["global", "city", "user"] }).notNull(),
    /** The city or user id; 0 for a global override (a key column cannot be null). */
    scopeId: integer("scope_id").notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.flagKey, t.scope, t.scopeId] }),
    check(
      "feature_flags_scope_check",
      sql`(${t.scope} = 'global' and ${t.scopeId} = 0) or (${t.scope} in ('city', 'user') and ${t.scopeId} > 0)`,
    ),
  ],
);

/**
 * Operator settings (docs/rules.md#operator-settings): fees, print prices and print limits, one row per
 * setting. The defaults and each value's shape are code (app/lib/operator-settings.ts); every start inserts
 * the rows it lacks with today's defaults and never overwrites one, and `npm run ops -- settings set` changes a
 * value. Read whole, a handful of rows, and cached per process (app/services/platform/operator-settings.server.ts).
 */
export const operatorSettings = pgTable("operator_settings", {
  /** A key of OPERATOR_SETTINGS, e.g. "handling_charge". */
  key: text("key").primaryKey(),
  /** The value in the key's own unit (money in paise), checked by the key's schema on every read and write. */
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Who set it: the operator's login name from `npm run ops`, "default" for the seeded value. */
  updatedBy: text("updated_by").notNull().default("default"),
});

/**
 * Background jobs that must run once per period across every server process and machine sharing the
 * database (docs/decisions/023-several-processes.md): a process starts a run only by moving `started_at`
 * forward, and only when the last start is a whole period old by the database's clock.
 */
export const jobLeases = pgTable("job_leases", {
  /** The job's name, e.g. "retention". */
  job: text("job").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  /** "<host>:<pid>" of the process that started the last run: which one, when an operator asks. */
  holder: text("holder").notNull(),
  /** Runs started so far, across all processes. */
  runs: integer("runs").notNull().default(1),
});
