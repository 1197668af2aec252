/**
 * The database-backed limiter (docs/decisions/013-rate-limits.md): counts
 * shared by every process, refusals not counted, the figures of the README's
 * configuration table.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { DbHandle } from "~/models/db.server";
import { deleteCountersEndedBefore } from "~/models/rate-limits.server";
import { payments, rateLimitCounters } from "~/models/schema.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { createPayment } from "~/services/payments/payment-start.server";
import { take, takeCartChange, takeSearch, takeText, type Requester } from "~/services/platform/limiter.server";
import { createTestDb, engine } from "../support/db";
import { TooManyRequestsError } from "~/lib/errors";

// The store-wide budget is configuration; a small one makes it testable without a thousand texts.
vi.stubEnv("TEXTS_PER_HOUR", "40");

let handle: DbHandle & { url?: string };
beforeAll(async () => {
  handle = await createTestDb({ seed: false });
});
afterAll(async () => {
  await handle?.close();
  vi.unstubAllEnvs();
});

const SECOND = 1000;
const HOUR = 3600 * SECOND;
/** Each test runs in an hour of its own so the store-wide count of one does not spill into another. */
const hour = (n: number) => new Date(Date.UTC(2026, 10, 24, 0, 0, 0) + n * HOUR + 20 * 60 * SECOND);
const later = (t: Date, ms: number) => new Date(t.getTime() + ms);

let seq = 0;
const freshPhone = () => `97${String(10_000_000 + ++seq * 7919).slice(-8)}`;
const device = (deviceId: string | null, clientAddress: string | null = null, userId: number | null = null): Requester => ({
  deviceId,
  clientAddress,
  userId,
});

describe(`one budget for every text (${engine})`, () => {
  it("allows 5 texts an hour to a phone, whoever asks, and says when the next one may go", async () => {
    const t = hour(1);
    const phone = freshPhone();
    for (let i = 0; i < 5; i++)
      expect(await takeText(handle.db, { phone, requester: device(`d${i}`), now: later(t, i * SECOND) })).toEqual({ ok: true });
    const refused = await takeText(handle.db, { phone, requester: device("another"), now: later(t, 10 * SECOND) });
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Too many messages sent to this number\. Please try again /),
    });
    if (refused.ok) throw new Error("unreachable");
    expect(refused.retryAt.getTime()).toBeGreaterThan(later(t, 10 * SECOND).getTime());
    // The refusal was not counted against the device that asked.
    const [row] = await handle.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, "texts-device-hour:another"));
    expect(row).toBeUndefined();
  });

  it("holds under simultaneous requests: exactly 5 of 30 go", async () => {
    const phone = freshPhone();
    const t = hour(2);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => takeText(handle.db, { phone, requester: device(`p${i}`), now: t })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
  });

  it("caps 10 a day per phone across hours", async () => {
    const phone = freshPhone();
    let allowed = 0;
    for (let h = 0; h < 8; h++) {
      for (let i = 0; i < 5; i++)
        if ((await takeText(handle.db, { phone, requester: device(`day${h}${i}`), now: later(hour(3), h * 2 * HOUR + i * SECOND) })).ok)
          allowed++;
    }
    expect(allowed).toBe(10);
  });

  it("caps the whole store per hour, whichever clients and phones", async () => {
    const t = hour(30);
    const results = [];
    for (let i = 0; i < 41; i++)
      results.push(await takeText(handle.db, { phone: freshPhone(), requester: device(`s${i}`, `198.51.100.${i}`), now: later(t, i) }));
    expect(results.filter((r) => r.ok)).toHaveLength(40);
    expect(results[40]).toMatchObject({ ok: false, message: expect.stringMatching(/^We're sending too many messages right now/) });
  });

  it("caps one client address at 20 an hour even when it takes a fresh device cookie before every request", async () => {
    const t = hour(35);
    const results = [];
    for (let i = 0; i < 25; i++)
      results.push(
        await takeText(handle.db, { phone: freshPhone(), requester: device(`fresh-cookie-${i}`, "203.0.113.77"), now: later(t, i) }),
      );
    expect(results.filter((r) => r.ok)).toHaveLength(20);
    expect(results[20]).toMatchObject({ ok: false, message: expect.stringMatching(/^Too many messages requested from this device/) });
    // Another client of the store is not caught by that address's budget.
    expect(await takeText(handle.db, { phone: freshPhone(), requester: device("neighbour", "203.0.113.78"), now: later(t, 30) })).toEqual({
      ok: true,
    });
  });

  it("caps one account at 20 a day, however many numbers, devices and addresses it uses (wallet-link pumping)", async () => {
    const user = await upsertVerifiedUser(handle.db, freshPhone());
    const results = [];
    // Spread over two hours of one day, so neither the store-wide nor any per-hour cap is what stops it
    // (hours with an empty hour before them: the windows slide, docs/decisions/013-rate-limits.md).
    for (let i = 0; i < 24; i++) {
      const requester = { deviceId: `acct-${i}`, clientAddress: `198.18.0.${i}`, userId: user.id };
      results.push(await takeText(handle.db, { phone: freshPhone(), requester, now: later(hour(44 + 2 * (i % 2)), i * SECOND) }));
    }
    expect(results.filter((r) => r.ok)).toHaveLength(20);
    expect(results.slice(20).every((r) => !r.ok && /^This account has sent too many messages today/.test(r.message))).toBe(true);
  });

  it.runIf(engine === "postgres")(
    "holds across two server processes sharing the database",
    async () => {
      const run = promisify(execFile);
      const phone = freshPhone();
      const t = hour(40).toISOString();
      const worker = () => run("npx", ["tsx", "tests/support/text-budget-worker.ts", handle.url!, phone, "12", t], { env: process.env });
      const outputs = await Promise.all([worker(), worker()]);
      const allowed = outputs.map((o) => (JSON.parse(o.stdout) as { allowed: number }).allowed);
      expect(allowed.reduce((sum, n) => sum + n, 0)).toBe(5);
    },
    60_000,
  );
});

describe(`cart changes, searches and payment starts (${engine})`, () => {
  it("allows 120 cart changes a minute per device; other devices are unaffected", async () => {
    const t = hour(50);
    const me = device("cart-device");
    for (let i = 0; i < 120; i++) expect((await takeCartChange(handle.db, me, later(t, i * 10))).ok).toBe(true);
    expect(await takeCartChange(handle.db, me, later(t, 1300))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^You're changing your cart very quickly/),
    });
    expect((await takeCartChange(handle.db, device("other-cart-device"), later(t, 1300))).ok).toBe(true);
  });

  it("counts clients without a cookie by address, not in one shared bucket", async () => {
    const t = hour(51);
    for (let i = 0; i < 60; i++) await takeSearch(handle.db, device(null, "203.0.113.50"), later(t, i));
    expect((await takeSearch(handle.db, device(null, "203.0.113.50"), later(t, 100))).ok).toBe(false);
    expect((await takeSearch(handle.db, device(null, "203.0.113.51"), later(t, 100))).ok).toBe(true);
  });

  it("allows 10 payment starts an hour per account, leaving no payment behind for a refused one", async () => {
    const user = await upsertVerifiedUser(handle.db, freshPhone());
    const t = hour(52);
    for (let i = 0; i < 10; i++)
      await createPayment(
        handle.db,
        { userId: user.id, purpose: "wallet_topup", amount: 10_000, details: {}, allowGift: false },
        later(t, i * SECOND),
      );
    const refused = createPayment(
      handle.db,
      { userId: user.id, purpose: "wallet_topup", amount: 10_000, details: {}, allowGift: false },
      later(t, 20 * SECOND),
    );
    await expect(refused).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(refused).rejects.toMatchObject({ status: 429, retryAt: expect.any(Date) });
    expect(await handle.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(10);
  });
});

describe(`switched off (${engine})`, () => {
  it("a limit of 0 counts nothing and refuses nothing", async () => {
    const t = hour(70);
    const result = await take(
      handle.db,
      [{ rule: { name: "off-rule", limit: 0, windowSeconds: 60 }, subject: "x", message: () => "never" }],
      t,
    );
    expect(result).toEqual({ ok: true });
    const rows = await handle.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, "off-rule:x"));
    expect(rows).toEqual([]);
  });
});

describe(`retention (${engine})`, () => {
  it("deletes only counters whose window has ended", async () => {
    const t = hour(60);
    await takeSearch(handle.db, device("old-window"), t);
    await takeSearch(handle.db, device("new-window"), later(t, 2 * HOUR));
    const deleted = await deleteCountersEndedBefore(handle.db, later(t, 2 * HOUR), 1000);
    expect(deleted).toBeGreaterThan(0);
    const keys = (await handle.db.select().from(rateLimitCounters)).map((r) => r.key);
    expect(keys).toContain("searches-minute:device:new-window");
    expect(keys).not.toContain("searches-minute:device:old-window");
  });
});
