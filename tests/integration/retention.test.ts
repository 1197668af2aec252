/**
 * The retention job: login codes older than their keeping period, expired
 * sessions and old demo-outbox texts are deleted in bounded batches, and
 * nothing younger is touched; the operator command runs the same job.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type DbHandle } from "~/models/db.server";
import { analyticsEvents, loginCodes, rateLimitCounters, sessions, smsOutbox } from "~/models/schema.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { parseOpsArgs } from "~/services/boot/ops-arguments.server";
import { runOpsCommand } from "~/services/boot/ops.server";
import { RETENTION_RULES, runRetention, type RetentionSettings } from "~/services/platform/retention-job.server";
import { createTestDb, engine } from "../support/db";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb({ seed: false });
});
afterAll(async () => {
  await handle?.close();
});

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;
const NOW = new Date("2031-03-10T12:00:00Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);
/** A small batch, so every rule needs several statements and the loop is exercised. */
const SETTINGS: RetentionSettings = { loginCodeHours: 24, smsOutboxDays: 7, analyticsDays: 90, batchSize: 2 };

async function remaining(
  table: "login_codes" | "sms_outbox" | "sessions" | "rate_limit_counters" | "analytics_events",
  column: "phone" | "id_hash" | "key" | "label",
): Promise<string[]> {
  const rows = await queryRows<{ v: string }>(
    handle.db,
    sql`select ${sql.identifier(column)} as v from ${sql.identifier(table)} order by 1`,
  );
  return rows.map((r) => r.v);
}

async function empty() {
  for (const table of ["login_codes", "sms_outbox", "sessions", "rate_limit_counters", "analytics_events"])
    await handle.db.execute(sql`delete from ${sql.identifier(table)}`);
}

/** Fills the three tables with rows just past and just within their keeping periods; returns what must survive. */
async function fill(tag: string) {
  const codes = {
    [`${tag}-code-old`]: at(-DAY - SECOND),
    [`${tag}-code-older`]: at(-40 * DAY),
    [`${tag}-code-edge`]: at(-DAY + SECOND),
    [`${tag}-code-new`]: at(-5 * 60 * SECOND),
  };
  // Five old ones: more than two batches of two.
  for (let i = 0; i < 5; i++) codes[`${tag}-code-old-${i}`] = at(-2 * DAY - i * HOUR);
  for (const [phone, createdAt] of Object.entries(codes)) {
    await handle.db
      .insert(loginCodes)
      .values({ phone, codeHash: "h", createdAt, expiresAt: new Date(createdAt.getTime() + 10 * 60 * SECOND) });
  }
  const texts = {
    [`${tag}-sms-old`]: at(-7 * DAY - SECOND),
    [`${tag}-sms-older`]: at(-90 * DAY),
    [`${tag}-sms-edge`]: at(-7 * DAY + SECOND),
    [`${tag}-sms-new`]: at(-HOUR),
  };
  for (const [phone, createdAt] of Object.entries(texts)) await handle.db.insert(smsOutbox).values({ phone, body: "code", createdAt });

  const user = await upsertVerifiedUser(handle.db, `97${String(Date.now()).slice(-8)}`);
  const expiries = {
    [`${tag}-session-expired`]: at(-SECOND),
    [`${tag}-session-long-gone`]: at(-300 * DAY),
    [`${tag}-session-live`]: at(SECOND),
    [`${tag}-session-month`]: at(30 * DAY),
  };
  for (const [idHash, expiresAt] of Object.entries(expiries)) {
    await handle.db
      .insert(sessions)
      .values({ idHash, userId: user.id, accessTokenHash: `${idHash}-token`, deviceId: null, expiresAt, createdAt: at(-DAY) });
  }
  // Rate-limit counters: a window that ended more than a day ago goes; the current hour and yesterday's last minute stay.
  const windows = {
    [`${tag}-rl-old`]: [at(-3 * DAY), 3600],
    [`${tag}-rl-old-day`]: [at(-3 * DAY), 86400],
    [`${tag}-rl-old-minute`]: [at(-DAY - 2 * 60 * SECOND), 60],
    [`${tag}-rl-edge`]: [at(-DAY), 60],
    [`${tag}-rl-now`]: [at(-60 * SECOND), 3600],
  } as const;
  for (const [key, [windowStart, windowSeconds]] of Object.entries(windows))
    await handle.db.insert(rateLimitCounters).values({ key, windowStart, windowSeconds, count: 1 });
  // Analytics events: 90 days by default (docs/rules.md#analytics).
  const events = {
    [`${tag}-event-old`]: at(-90 * DAY - SECOND),
    [`${tag}-event-older`]: at(-400 * DAY),
    [`${tag}-event-edge`]: at(-90 * DAY + SECOND),
    [`${tag}-event-new`]: at(-HOUR),
  };
  for (const [label, eventAt] of Object.entries(events))
    await handle.db.insert(analyticsEvents).values({ name: "search", source: "server", label, at: eventAt });
  return {
    events: [`${tag}-event-edge`, `${tag}-event-new`],
    counters: [`${tag}-rl-edge`, `${tag}-rl-now`],
    codes: [`${tag}-code-edge`, `${tag}-code-new`],
    texts: [`${tag}-sms-edge`, `${tag}-sms-new`],
    sessions: [`${tag}-session-live`, `${tag}-session-month`],
  };
}

describe(`retention (${engine})`, () => {
  it("deletes only rows past keeping, in batches, and a second run finds nothing", async () => {
    await empty();
    const kept = await fill("a");
    const report = await runRetention(handle.db, { now: NOW, settings: SETTINGS });
    expect(report).toEqual([
      { name: "login codes", deleted: 7 },
      { name: "expired sessions", deleted: 2 },
      { name: "outbox SMS", deleted: 2 },
      { name: "rate-limit counters", deleted: 3 },
      { name: "expired shared-cart links", deleted: 0 },
      { name: "used partner codes", deleted: 0 },
      // Told back-in-stock requests need a catalogue: tests/integration/back-in-stock.test.ts expires them.
      { name: "told back-in-stock requests", deleted: 0 },
      { name: "analytics events", deleted: 2 },
    ]);
    expect(await remaining("analytics_events", "label")).toEqual(kept.events.sort());
    expect(await remaining("rate_limit_counters", "key")).toEqual(kept.counters.sort());
    expect(await remaining("login_codes", "phone")).toEqual(kept.codes.sort());
    expect(await remaining("sms_outbox", "phone")).toEqual(kept.texts.sort());
    expect(await remaining("sessions", "id_hash")).toEqual(kept.sessions.sort());

    expect((await runRetention(handle.db, { now: NOW, settings: SETTINGS })).every((r) => r.deleted === 0)).toBe(true);
    expect(RETENTION_RULES.map((r) => r.name)).toEqual(report.map((r) => r.name));
  });

  it("follows the configured periods", async () => {
    await empty();
    await fill("b");
    // Keep codes two days and texts thirty: a code exactly 48 hours old stays, older ones and the 90-day-old text go.
    await runRetention(handle.db, { now: NOW, settings: { loginCodeHours: 48, smsOutboxDays: 30, analyticsDays: 30, batchSize: 1000 } });
    expect(await remaining("login_codes", "phone")).toEqual(["b-code-edge", "b-code-new", "b-code-old", "b-code-old-0"].sort());
    expect(await remaining("sms_outbox", "phone")).toEqual(["b-sms-edge", "b-sms-new", "b-sms-old"].sort());
    expect(await remaining("analytics_events", "label")).toEqual(["b-event-new"]);
  });

  it("runs as `npm run ops -- retention`", async () => {
    await empty();
    const kept = await fill("c");
    const command = parseOpsArgs(["retention"]);
    expect(command).toEqual({ command: "retention" });
    if ("error" in command) throw new Error(command.error);
    const result = await runOpsCommand(handle.db, command, NOW);
    expect(result).toEqual({
      ok: true,
      message:
        "Retention: 7 login codes, 2 expired sessions, 2 outbox SMS, 3 rate-limit counters, 0 expired shared-cart links, 0 used partner codes, 0 told back-in-stock requests, 2 analytics events deleted.",
    });
    expect(await remaining("login_codes", "phone")).toEqual(kept.codes.sort());
    expect(await remaining("sessions", "id_hash")).toEqual(kept.sessions.sort());
  });
});
