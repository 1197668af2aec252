import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { queryRows, type DbHandle } from "~/models/db.server";
import { loginCodes, users } from "~/models/schema.server";
import {
  CODE_BURNT,
  CODE_EXPIRED,
  VERIFICATION_FAILED,
  requestLoginCode,
  verifyLoginCode,
  whenToRetry,
  type CodeLength,
  type CodeRequest,
  type LoginServices,
} from "~/services/account/login.server";
import { codeHashKeys, generateCode } from "~/services/account/login-code-hashing.server";
import type { Requester } from "~/services/platform/limiter.server";
import { HttpSmsProvider, OutboxProvider, readOutbox, type SmsProvider } from "~/services/platform/sms.server";
import { createTestDb } from "../support/db";
import { firstOf, must } from "../support/must";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb({ seed: false });
});
afterAll(async () => {
  await handle?.close();
});

/** Noon in India. */
const T0 = new Date("2026-11-21T06:30:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A real provider that keeps what it was asked to send (the codes the shopper would read). */
class Inbox implements SmsProvider {
  readonly sent: { phone: string; message: string }[] = [];
  async send(phone: string, message: string) {
    this.sent.push({ phone, message });
  }
  lastCode(phone: string): string {
    const last = [...this.sent].reverse().find((m) => m.phone === phone);
    if (!last) throw new Error(`no message for ${phone}`);
    return must(/^(\d+) is your Nukkad login code/.exec(last.message)?.[1], `a login code in "${last.message}"`);
  }
}

function services(sms: SmsProvider = new Inbox()): LoginServices & { inbox: Inbox } {
  return {
    sms,
    inbox: sms as Inbox,
    hashKeys: codeHashKeys(["a-test-secret-of-at-least-32-characters"]),
    generateCode,
  };
}

const device = (deviceId: string | null, clientAddress: string | null = null): Requester => ({ deviceId, clientAddress, userId: null });

let phoneSeq = 0;
/** A fresh phone per test, so tests never share caps or codes. */
const freshPhone = () => `98${String(10_000_000 + ++phoneSeq * 7919).slice(-8)}`;

function ask(s: LoginServices, phone: string, now: Date, extra: Partial<CodeRequest> = {}) {
  return requestLoginCode(handle.db, { phone, intent: "resend", requester: device(`d${phone}`), now, codeLength: 6, ...extra }, s);
}
function check(s: LoginServices, phone: string, code: string, now: Date, codeLength: CodeLength = 6) {
  return verifyLoginCode(handle.db, { phone, code, now, codeLength }, s);
}
const wrong = (code: string) => code.slice(0, -1) + String((Number(code.at(-1)) + 1) % 10);

describe("asking for a code", () => {
  it("refuses invalid phones with the shopper-facing message and accepts typed prefixes", async () => {
    const s = services();
    for (const phone of ["", "12345", "5123456789", "98765432100"]) {
      expect(await ask(s, phone, T0)).toEqual({ ok: false, status: 400, message: "Enter a valid mobile number.", retryAt: null });
    }
    expect(s.inbox.sent).toHaveLength(0);
    const result = await ask(s, "+91 98111 22334", T0);
    expect(result).toMatchObject({ ok: true, phone: "9811122334", sent: true, resendAt: at(30 * SECOND), expiresAt: at(10 * MINUTE) });
    expect(s.inbox.sent).toEqual([{ phone: "9811122334", message: expect.stringMatching(/^\d{6} is your Nukkad login code/) }]);
  });

  it("stores only a keyed hash: the plain code is nowhere in login_codes", async () => {
    const s = services();
    const phone = freshPhone();
    await ask(s, phone, T0);
    const code = s.inbox.lastCode(phone);
    const rows = await queryRows<Record<string, unknown>>(handle.db, sql`select * from login_codes where phone = ${phone}`);
    const [row] = firstOf(rows, 1, "the login code row");
    expect(rows).toHaveLength(1);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    for (const value of Object.values(row)) expect(String(value)).not.toContain(code);
    // Keyed: a plain SHA-256 of the code (or of phone:code) is not what is stored.
    const { createHash } = await import("node:crypto");
    expect(row.code_hash).not.toBe(createHash("sha256").update(code).digest("hex"));
    expect(row.code_hash).not.toBe(createHash("sha256").update(`${phone}:${code}`).digest("hex"));
  });

  it("uses the CSPRNG for codes of the configured length", () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateCode(6)));
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
    expect(generateCode(4)).toMatch(/^\d{4}$/);
  });

  it("answers the same whether or not the phone has an account", async () => {
    const s = services();
    const known = freshPhone();
    const unknown = freshPhone();
    await handle.db.insert(users).values({ phone: known, verified: true });
    const a = await ask(s, known, T0);
    const b = await ask(s, unknown, T0);
    expect({ ...a, phone: "x" }).toEqual({ ...b, phone: "x" });
  });
});

describe("verifying a code", () => {
  it("logs in once with the right code; a replay fails", async () => {
    const s = services();
    const phone = freshPhone();
    await ask(s, phone, T0);
    const code = s.inbox.lastCode(phone);
    const first = await check(s, phone, code, at(MINUTE));
    expect(first).toMatchObject({ ok: true, user: { phone, verified: true } });
    expect(await check(s, phone, code, at(2 * MINUTE))).toEqual({ ok: false, status: 400, message: VERIFICATION_FAILED, triesLeft: null });

    // The account is created at the first verification and found again at the next login.
    await ask(s, phone, at(3 * MINUTE));
    const again = await check(s, phone, s.inbox.lastCode(phone), at(4 * MINUTE));
    expect(again.ok && first.ok && again.user.id === first.user.id).toBe(true);
    expect(await handle.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it("accepts spaces typed inside the code and refuses malformed input without spending a try", async () => {
    const s = services();
    const phone = freshPhone();
    await ask(s, phone, T0);
    const code = s.inbox.lastCode(phone);
    for (const bad of ["", "12345", "1234567", "12a456"]) {
      expect(await check(s, phone, bad, T0)).toMatchObject({ ok: false, status: 400, message: "Enter the 6-digit code we sent you." });
    }
    const [row] = await handle.db.select().from(loginCodes).where(eq(loginCodes.phone, phone));
    if (row === undefined) throw new Error("Expected row to exist");
    expect(row.failedAttempts).toBe(0);
    expect(await check(s, phone, `${code.slice(0, 3)} ${code.slice(3)}`, T0)).toMatchObject({ ok: true });
  });

  it("expires after 10 minutes", async () => {
    const s = services();
    const early = freshPhone();
    const late = freshPhone();
    await ask(s, early, T0);
    await ask(s, late, T0);
    expect(await check(s, early, s.inbox.lastCode(early), at(10 * MINUTE - 1))).toMatchObject({ ok: true });
    expect(await check(s, late, s.inbox.lastCode(late), at(10 * MINUTE))).toEqual({
      ok: false,
      status: 400,
      message: CODE_EXPIRED,
      triesLeft: null,
    });
  });

  it("burns the code at the 5th wrong try: the right code then fails too", async () => {
    const s = services();
    const phone = freshPhone();
    await ask(s, phone, T0);
    const code = s.inbox.lastCode(phone);
    for (let i = 1; i <= 4; i++) {
      expect(await check(s, phone, wrong(code), at(i * SECOND))).toEqual({
        ok: false,
        status: 400,
        message: VERIFICATION_FAILED,
        triesLeft: 5 - i,
      });
    }
    expect(await check(s, phone, wrong(code), at(5 * SECOND))).toEqual({
      ok: false,
      status: 429,
      message: `${VERIFICATION_FAILED} ${CODE_BURNT}`,
      triesLeft: 0,
    });
    expect(await check(s, phone, code, at(6 * SECOND))).toEqual({ ok: false, status: 429, message: CODE_BURNT, triesLeft: 0 });
    // A new code (after the resend gap) works again.
    await ask(s, phone, at(31 * SECOND));
    expect(await check(s, phone, s.inbox.lastCode(phone), at(32 * SECOND))).toMatchObject({ ok: true });
  });

  it("a new code closes the previous one", async () => {
    const s = services();
    const phone = freshPhone();
    await ask(s, phone, T0);
    const old = s.inbox.lastCode(phone);
    await ask(s, phone, at(31 * SECOND));
    const current = s.inbox.lastCode(phone);
    // Codes are random: in the 1-in-a-million case they coincide, the old one is not "invalid".
    if (old !== current) expect(await check(s, phone, old, at(40 * SECOND))).toMatchObject({ ok: false, message: VERIFICATION_FAILED });
    expect(await check(s, phone, current, at(41 * SECOND))).toMatchObject({ ok: true });
    const rows = await handle.db.select().from(loginCodes).where(eq(loginCodes.phone, phone));
    expect(rows.every((r) => r.closedAt !== null)).toBe(true);
  });

  it("lets exactly one of two simultaneous verifications of one code through", async () => {
    const s = services();
    const phone = freshPhone();
    await ask(s, phone, T0);
    const code = s.inbox.lastCode(phone);
    const results = await Promise.all([check(s, phone, code, at(SECOND)), check(s, phone, code, at(SECOND))]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("supports 4-digit codes (OTP_LENGTH=4)", async () => {
    const s = services();
    const phone = freshPhone();
    await ask(s, phone, T0, { codeLength: 4 });
    const code = s.inbox.lastCode(phone);
    expect(code).toMatch(/^\d{4}$/);
    expect(await check(s, phone, `${code}00`, T0, 4)).toMatchObject({
      ok: false,
      status: 400,
      message: "Enter the 4-digit code we sent you.",
    });
    expect(await check(s, phone, code, T0, 4)).toMatchObject({ ok: true });
  });
});

describe("resend gap and caps", () => {
  it("refuses a resend before 30 s and allows it after", async () => {
    const s = services();
    const phone = freshPhone();
    await ask(s, phone, T0);
    expect(await ask(s, phone, at(10 * SECOND))).toEqual({
      ok: false,
      status: 429,
      retryAt: at(30 * SECOND),
      message: "Please wait 20 seconds before asking for a new code.",
    });
    expect(await ask(s, phone, at(30 * SECOND))).toMatchObject({ ok: true, sent: true, resendAt: at(60 * SECOND) });
    expect(s.inbox.sent).toHaveLength(2);
  });

  it("the phone step within 30 s reuses the open code instead of sending another", async () => {
    const s = services();
    const phone = freshPhone();
    await ask(s, phone, T0, { intent: "start" });
    const again = await ask(s, phone, at(5 * SECOND), { intent: "start" });
    expect(again).toMatchObject({ ok: true, sent: false, resendAt: at(30 * SECOND), expiresAt: at(10 * MINUTE) });
    expect(s.inbox.sent).toHaveLength(1);
    expect(await check(s, phone, s.inbox.lastCode(phone), at(6 * SECOND))).toMatchObject({ ok: true });
  });

  it("caps a phone at 5 codes per hour", async () => {
    const s = services();
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) expect(await ask(s, phone, at(i * MINUTE))).toMatchObject({ ok: true });
    const refused = await ask(s, phone, at(10 * MINUTE));
    expect(refused).toEqual({
      ok: false,
      status: 429,
      retryAt: at(HOUR),
      message: "Too many codes requested for this number. Please try again in 50 minutes.",
    });
    expect(s.inbox.sent).toHaveLength(5);
    expect(await ask(s, phone, at(HOUR - 1))).toMatchObject({ ok: false, status: 429 });
    expect(await ask(s, phone, at(HOUR))).toMatchObject({ ok: true });
  });

  it("caps a phone at 10 codes per day", async () => {
    const s = services();
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) expect(await ask(s, phone, at(i * MINUTE))).toMatchObject({ ok: true });
    for (let i = 0; i < 5; i++) expect(await ask(s, phone, at(2 * HOUR + i * MINUTE))).toMatchObject({ ok: true });
    const refused = await ask(s, phone, at(5 * HOUR));
    expect(refused).toMatchObject({ ok: false, status: 429, retryAt: at(24 * HOUR) });
    // 24 h after noon is noon tomorrow, India time.
    expect(refused.ok ? "" : refused.message).toBe("Too many codes requested for this number. Please try again after 12:00 pm tomorrow.");
    expect(await ask(s, phone, at(24 * HOUR - 1))).toMatchObject({ ok: false, status: 429 });
    expect(await ask(s, phone, at(24 * HOUR))).toMatchObject({ ok: true });
  });

  it("holds the hourly cap under simultaneous requests", async () => {
    const s = services();
    const phone = freshPhone();
    for (let i = 0; i < 4; i++) await ask(s, phone, at(i * MINUTE));
    const results = await Promise.all(Array.from({ length: 5 }, () => ask(s, phone, at(10 * MINUTE))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(s.inbox.sent).toHaveLength(5);
  });

  it("limits one device spraying codes at many phones, in the database", async () => {
    const s = services();
    const client = device("0123456789abcdef");
    for (let i = 0; i < 10; i++) {
      expect(await ask(s, freshPhone(), at(i * SECOND), { requester: client })).toMatchObject({ ok: true });
    }
    const refused = await ask(s, freshPhone(), at(30 * SECOND), { requester: client });
    expect(refused).toMatchObject({
      ok: false,
      status: 429,
      message: "Too many messages requested from this device. Please try again in 36 minutes.",
    });
    // Another device is unaffected; the first is let through again once the hour has moved on.
    expect(await ask(s, freshPhone(), at(31 * SECOND), { requester: device("fedcba9876543210") })).toMatchObject({ ok: true });
    expect(await ask(s, freshPhone(), at(2 * HOUR), { requester: client })).toMatchObject({ ok: true });
  });

  it("limits a client that takes a fresh device cookie before every request, by its address", async () => {
    const s = services();
    const results = [];
    for (let i = 0; i < 21; i++)
      results.push(await ask(s, freshPhone(), at(i * SECOND), { requester: device(null, "::ffff:203.0.113.9") }));
    expect(results.slice(0, 20).every((r) => r.ok)).toBe(true);
    expect(results[20]).toMatchObject({ ok: false, status: 429 });
    // The same address written as plain IPv4 is the same client.
    expect(await ask(s, freshPhone(), at(30 * SECOND), { requester: device(null, "203.0.113.9") })).toMatchObject({
      ok: false,
      status: 429,
    });
    // Cookie-less clients elsewhere are not caught in its bucket.
    expect(await ask(s, freshPhone(), at(30 * SECOND), { requester: device(null, "198.51.100.4") })).toMatchObject({ ok: true });
  });

  it("a refused request leaves no code behind to eat the phone's caps", async () => {
    const s = services();
    const phone = freshPhone();
    const spent = device("1111222233334444");
    for (let i = 0; i < 10; i++) await ask(s, freshPhone(), at(2 * HOUR + i * SECOND), { requester: spent });
    expect(await ask(s, phone, at(2 * HOUR + 20 * SECOND), { requester: spent })).toMatchObject({ ok: false, status: 429 });
    const rows = await handle.db.select().from(loginCodes).where(eq(loginCodes.phone, phone));
    expect(rows).toHaveLength(0);
  });
});

describe("retry wording", () => {
  it("says seconds, minutes, or a clock time in India", () => {
    expect(whenToRetry(at(SECOND), T0)).toBe("in 1 second");
    expect(whenToRetry(at(20 * SECOND), T0)).toBe("in 20 seconds");
    expect(whenToRetry(at(50 * MINUTE), T0)).toBe("in 50 minutes");
    expect(whenToRetry(at(3 * HOUR + 5 * MINUTE), T0)).toBe("after 3:05 pm");
  });
});

describe("SMS providers", () => {
  it("the outbox provider stores the message for /dev/outbox", async () => {
    const outbox = new OutboxProvider(handle.db, "outbox-device-1", () => T0);
    const s = services(outbox);
    const phone = freshPhone();
    const other = freshPhone();
    await ask(s, phone, T0);
    await ask(s, other, T0);
    await ask(s, phone, at(31 * SECOND));
    const mine = await readOutbox(handle.db, { now: T0, deviceId: "outbox-device-1", phone });
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      phone,
      code: expect.stringMatching(/^\d{6}$/),
      body: expect.stringContaining("is your Nukkad login code"),
    });
    expect(await readOutbox(handle.db, { now: T0, deviceId: "outbox-device-1" })).toHaveLength(3);
    // Another device, or a request without a device cookie, sees none of them: a code on a public page logs anyone in.
    expect(await readOutbox(handle.db, { now: T0, deviceId: "outbox-device-2", phone })).toEqual([]);
    expect(await readOutbox(handle.db, { now: T0, deviceId: null })).toEqual([]);
    // The code in the outbox is the one that logs in.
    expect(await check(s, phone, must(mine[0]?.code, "the outbox code"), at(40 * SECOND))).toMatchObject({ ok: true });
  });

  it("the HTTP provider posts {to, message} with the bearer token", async () => {
    const received: { auth: string | undefined; type: string | undefined; body: unknown }[] = [];
    let status = 200;
    const server = createServer(async (req: IncomingMessage, res) => {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      received.push({ auth: req.headers.authorization, type: req.headers["content-type"], body: JSON.parse(raw) });
      res.writeHead(status, { "Content-Type": "application/json" }).end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
      const s = services(new HttpSmsProvider(url, "secret-token"));
      const phone = freshPhone();
      expect(await ask(s, phone, T0)).toMatchObject({ ok: true, sent: true });
      expect(received).toEqual([
        {
          auth: "Bearer secret-token",
          type: "application/json",
          body: { to: `+91${phone}`, message: expect.stringMatching(/^\d{6} is your Nukkad login code/) },
        },
      ]);

      // A failing gateway: the shopper is told, and the unsent code cannot be used.
      status = 502;
      const failing = freshPhone();
      expect(await ask(s, failing, T0)).toMatchObject({ ok: false, status: 503 });
      const sentCode = (received.at(-1)!.body as { message: string }).message.slice(0, 6);
      expect(await check(s, failing, sentCode, at(SECOND))).toMatchObject({ ok: false });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
