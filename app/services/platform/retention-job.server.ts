/**
 * Retention: rows that are only kept for a while are deleted by a job in the
 * server process (hourly by default) or by `npm run ops -- retention`. Each
 * rule names a table and which of its rows are past keeping; the job deletes
 * them in bounded batches (models/retention.server.ts). Print files have
 * their own job, which also deletes their bytes (print/retention.server.ts).
 *
 * Another table with rows to expire gets one more entry in RETENTION_RULES.
 */
import { lt } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/models/db.server";
import { deleteCountersEndedBefore } from "~/models/rate-limits.server";
import { deleteBatch } from "~/models/retention.server";
import {
  analyticsEvents,
  backInStockRequests,
  loginCodes,
  partnerCodeUses,
  sessions,
  sharedCarts,
  smsOutbox,
} from "~/models/schema.server";
import { getEnv, type Env } from "./env.server";
import { startPeriodicJob } from "./periodic-job.server";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** How long each kind of row is kept, from the environment (README "Configuration"). */
export interface RetentionSettings {
  /** At least 24: the daily cap on codes per phone counts the codes of the last 24 hours. */
  loginCodeHours: number;
  smsOutboxDays: number;
  analyticsDays: number;
  /** Rows deleted per statement. */
  batchSize: number;
}

export function retentionSettings(env: Env = getEnv()): RetentionSettings {
  return {
    loginCodeHours: env.RETENTION_LOGIN_CODES_HOURS,
    smsOutboxDays: env.RETENTION_SMS_OUTBOX_DAYS,
    analyticsDays: env.RETENTION_ANALYTICS_DAYS,
    batchSize: env.RETENTION_BATCH_SIZE,
  };
}

export type RetentionRule = {
  /** Shown by `npm run ops -- retention` and in the job's log. */
  name: string;
} & (
  | {
      table: PgTable;
      /** A unique column (the primary key) that names the rows of one batch. */
      key: PgColumn;
      /** The rows past keeping at `now`. */
      expired: (now: Date, settings: RetentionSettings) => SQL;
    }
  | {
      /** A table without a one-column key deletes its own batches; returns how many rows went. */
      deleteBatch: (db: Db, now: Date, settings: RetentionSettings) => Promise<number>;
    }
);

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** docs/rules.md#back-in-stock-requests: a told request is kept this long. */
export const BACK_IN_STOCK_TOLD_DAYS = 30;

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    // Hashed one-time codes: they expire in minutes, but count towards the per-phone caps for a day.
    name: "login codes",
    table: loginCodes,
    key: loginCodes.id,
    expired: (now, s) => lt(loginCodes.createdAt, ago(now, s.loginCodeHours * HOUR_MS)),
  },
  {
    // A session past its expiry can never be used again (docs/decisions/006-sessions-and-login-codes.md).
    name: "expired sessions",
    table: sessions,
    key: sessions.idHash,
    expired: (now) => lt(sessions.expiresAt, now),
  },
  {
    // Demo-mode texts shown at /dev/outbox: phone numbers and codes, kept only as long as a tester needs them.
    name: "outbox SMS",
    table: smsOutbox,
    key: smsOutbox.id,
    expired: (now, s) => lt(smsOutbox.createdAt, ago(now, s.smsOutboxDays * DAY_MS)),
  },
  {
    // Rate-limit counters count only while their window or the next one is open (docs/decisions/013-rate-limits.md).
    name: "rate-limit counters",
    deleteBatch: (db, now, s) => deleteCountersEndedBefore(db, ago(now, DAY_MS), s.batchSize),
  },
  {
    // A shared-cart link opens nothing once expired (docs/rules.md#shared-carts).
    name: "expired shared-cart links",
    table: sharedCarts,
    key: sharedCarts.token,
    expired: (now) => lt(sharedCarts.expiresAt, now),
  },
  {
    // A used partner code only has to be remembered while it could still be exchanged: codes live minutes
    // (docs/rules.md#partner-web-views), a day is far past that.
    name: "used partner codes",
    table: partnerCodeUses,
    key: partnerCodeUses.codeHash,
    expired: (now) => lt(partnerCodeUses.usedAt, ago(now, DAY_MS)),
  },
  {
    // A back-in-stock request whose text went has done its work (docs/rules.md#back-in-stock-requests); the row
    // is kept a month, for the shopper's data download and an operator's questions, then goes.
    name: "told back-in-stock requests",
    table: backInStockRequests,
    key: backInStockRequests.id,
    expired: (now) => lt(backInStockRequests.notifiedAt, ago(now, BACK_IN_STOCK_TOLD_DAYS * DAY_MS)),
  },
  {
    // Analytics answers "what happened lately" (docs/rules.md#analytics): old events only cost space.
    name: "analytics events",
    table: analyticsEvents,
    key: analyticsEvents.id,
    expired: (now, s) => lt(analyticsEvents.at, ago(now, s.analyticsDays * DAY_MS)),
  },
];

export interface RetentionReport {
  name: string;
  deleted: number;
}

/** Runs every rule once, batch by batch until nothing is left; returns what each deleted. */
export async function runRetention(db: Db, options: { now?: Date; settings?: RetentionSettings } = {}): Promise<RetentionReport[]> {
  const now = options.now ?? new Date();
  const settings = options.settings ?? retentionSettings();
  const report: RetentionReport[] = [];
  for (const rule of RETENTION_RULES) {
    const nextBatch = batchDeleter(db, rule, now, settings);
    let deleted = 0;
    for (;;) {
      const batch = await nextBatch();
      deleted += batch;
      if (batch < settings.batchSize) break;
      // Let requests waiting for the database (one connection with PGlite) go between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    report.push({ name: rule.name, deleted });
  }
  return report;
}

function batchDeleter(db: Db, rule: RetentionRule, now: Date, settings: RetentionSettings): () => Promise<number> {
  if ("deleteBatch" in rule) return () => rule.deleteBatch(db, now, settings);
  const where = rule.expired(now, settings);
  return () => deleteBatch(db, rule.table, rule.key, where, settings.batchSize);
}

export function formatRetentionReport(report: RetentionReport[]): string {
  return `Retention: ${report.map((r) => `${r.deleted} ${r.name}`).join(", ")} deleted.`;
}

/**
 * Runs the rules every `seconds` (0 turns it off), and soon after start when the last run (in any process
 * sharing the database) is a period old, so a store restarted more often than that still cleans up. Once
 * per period across every server process. Errors are logged and retried next round.
 */
export function startRetention(db: Db, seconds: number): void {
  startPeriodicJob(db, {
    name: "retention",
    seconds,
    firstCheckAfterSeconds: Math.min(seconds, 60),
    run: async () => {
      const report = await runRetention(db);
      if (report.some((r) => r.deleted > 0)) console.info(formatRetentionReport(report));
    },
  });
}
