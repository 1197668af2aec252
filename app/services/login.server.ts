/**
 * Phone login with one-time codes (spec §4 Login, DECISIONS.md Login).
 *
 * - Codes come from the CSPRNG (crypto.randomInt) and are stored only as
 *   HMAC-SHA256(key, phone:code). The key is derived from the cookie-signing
 *   secrets (SESSION_SECRET, or DATA_DIR/session-secret), so a leaked
 *   login_codes table cannot be brute-forced offline without the server's
 *   secret. Every secret verifies, the first hashes: rotation keeps open codes.
 * - Single use, 10-minute life, burnt by the 5th wrong try; a new code closes
 *   the previous one; a new code only 30 s after the previous one; at most 5
 *   codes per phone per rolling hour and 10 per rolling day.
 * - Nothing here reads the users table before a code is verified, so answers
 *   and timing are the same whether or not the phone has an account.
 * - Time is a parameter (`now`), so tests are exact.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { parsePhone } from "~/lib/phone";
import type { Db } from "~/models/db.server";
import { closeCode, closeOpenCodes, codesSince, insertCode, latestCode, lockPhone, recordWrongTry } from "~/models/login-codes.server";
import { upsertVerifiedUser, type UserRow } from "~/models/users.server";
import { pendingLoginCookie, serverSecrets } from "./cookies.server";
import { getEnv } from "./env.server";
import { getSmsProvider, type SmsProvider } from "./sms.server";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const CODE_TTL_MS = 10 * MINUTE;
export const MAX_WRONG_TRIES = 5;
export const RESEND_AFTER_MS = 30 * SECOND;
export const CODES_PER_HOUR = 5;
export const CODES_PER_DAY = 10;
/** Code requests one client (device cookie, else forwarded address) may make per hour, across phones. */
export const CLIENT_REQUESTS_PER_HOUR = 20;
/** Login pages are personal: never cached, never indexed. */
export { PRIVATE_NO_STORE as LOGIN_PAGE_HEADERS } from "./http.server";

/** The login pages' headers: their own (no-store), plus Retry-After when an action refused with 429. */
export function loginPageHeaders({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }): Headers {
  const headers = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
/** Spec §9: the login-success message hides after 2.4 s. */
export const LOGIN_SUCCESS_TOAST_MS = 2_400;

export const VERIFICATION_FAILED = "Verification Failed.";
export const CODE_BURNT = "Too many wrong tries. Please request a new code.";
export const CODE_EXPIRED = "This code has expired. Please request a new code.";
export const SMS_FAILED = "We could not send the code just now. Please try again in a minute.";

export type CodeLength = 4 | 6;

export function configuredCodeLength(): CodeLength {
  return getEnv().OTP_LENGTH === 4 ? 4 : 6;
}

// ---------------------------------------------------------------------------
// Per-client throttle (in memory)

/**
 * A sliding-window counter per client key, in this process's memory: it
 * stops one client from spraying codes at many phones. It is a speed bump,
 * not a wall (a client can drop its cookie; X-Forwarded-For is whatever the
 * client or proxy says); the per-phone caps in the database are the rule
 * that holds. Several server processes each keep their own counts.
 */
export class ClientThrottle {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit = CLIENT_REQUESTS_PER_HOUR,
    private readonly windowMs = HOUR,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts one request for every key, unless one of them is already at the limit. */
  take(keys: readonly string[], now: Date): { ok: true } | { ok: false; retryAt: Date } {
    const t = now.getTime();
    const recent = keys.map((key) => [key, (this.hits.get(key) ?? []).filter((at) => at > t - this.windowMs)] as const);
    let retryAt = 0;
    for (const [, times] of recent) {
      if (times.length >= this.limit) retryAt = Math.max(retryAt, times[times.length - this.limit] + this.windowMs);
    }
    for (const [key, times] of recent) {
      if (!retryAt) times.push(t);
      // Re-insert so the map's order is least recently used first.
      this.hits.delete(key);
      this.hits.set(key, times);
    }
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
    return retryAt ? { ok: false, retryAt: new Date(retryAt) } : { ok: true };
  }
}

/**
 * Which client is asking: the device cookie (when the request carried one)
 * and, behind a proxy we trust (TRUST_PROXY), the first X-Forwarded-For
 * address. Without a trusted proxy that header is whatever the client says,
 * so it is ignored. Neither is proof of anything; see ClientThrottle.
 */
export function clientKeysOf(request: Request, existingDeviceId: string | null, trustProxy = getEnv().TRUST_PROXY): string[] {
  const keys: string[] = [];
  if (existingDeviceId) keys.push(`device:${existingDeviceId}`);
  const forwarded = trustProxy ? request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim() : undefined;
  if (forwarded && /^[0-9A-Fa-f:.]{2,45}$/.test(forwarded)) keys.push(`ip:${forwarded}`);
  if (!keys.length) keys.push("unidentified");
  return keys;
}

// ---------------------------------------------------------------------------
// Hashing

/** Keys for login-code hashes, derived from the cookie secrets (domain-separated, so a code hash is never a cookie signature). */
export function codeHashKeys(secrets: readonly string[]): Buffer[] {
  return secrets.map((secret) => createHmac("sha256", secret).update("nukkad/login-code/v1").digest());
}

function hashCode(key: Buffer, phone: string, code: string): Buffer {
  return createHmac("sha256", key).update(`${phone}:${code}`).digest();
}

/** Constant-time comparison against every key; always does the same work. */
function codeMatches(keys: readonly Buffer[], phone: string, code: string, storedHex: string): boolean {
  const stored = Buffer.from(storedHex, "hex");
  let match = false;
  for (const key of keys) {
    const candidate = hashCode(key, phone, code);
    if (stored.length === candidate.length && timingSafeEqual(stored, candidate)) match = true;
  }
  return match;
}

/** Compared against when there is no open code, so that case costs the same time. */
const NO_CODE_HASH = "0".repeat(64);

export function generateCode(length: CodeLength): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}

export function codeMessage(code: string): string {
  // The code first: it shows in the notification preview and /dev/outbox reads it from there.
  return `${code} is your Nukkad login code. It expires in 10 minutes. Never share it with anyone.`;
}

// ---------------------------------------------------------------------------
// The service

export interface LoginServices {
  sms: SmsProvider;
  /** The first hashes new codes; all verify. */
  hashKeys: readonly Buffer[];
  throttle: ClientThrottle;
  /** Codes sent by the whole store per hour (one key, "all"): clients that shed cookies still hit it. */
  storeThrottle?: ClientThrottle;
  generateCode: (length: CodeLength) => string;
}

const sharedThrottle = new ClientThrottle();
let storeThrottle: ClientThrottle | undefined;
let defaultKeys: Buffer[] | undefined;

/** What the routes use: the configured SMS provider, the server's keys, this process's throttle. */
export function loginServices(db: Db): LoginServices {
  defaultKeys ??= codeHashKeys(serverSecrets());
  storeThrottle ??= new ClientThrottle(getEnv().LOGIN_CODES_PER_HOUR);
  return { sms: getSmsProvider(db), hashKeys: defaultKeys, throttle: sharedThrottle, storeThrottle, generateCode };
}

/** "in 25 seconds", "in 12 minutes", or a clock time in India for longer waits. */
export function whenToRetry(retryAt: Date, now: Date): string {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / SECOND));
  if (seconds < 60) return `in ${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  const time = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Asia/Kolkata" }).format(retryAt);
  const sameDay = Math.floor((retryAt.getTime() + 5.5 * HOUR) / DAY) === Math.floor((now.getTime() + 5.5 * HOUR) / DAY);
  return `after ${time}${sameDay ? "" : " tomorrow"}`;
}

export interface CodeRequest {
  /** As typed; normalised here. */
  phone: string;
  /**
   * "start" (the phone step) reuses a code sent less than 30 s ago instead of
   * refusing, so going back and forth is not punished; "resend" is refused
   * until 30 s have passed.
   */
  intent: "start" | "resend";
  clientKeys: readonly string[];
  now: Date;
  codeLength: CodeLength;
}

export type CodeRequestResult =
  | { ok: true; phone: string; sent: boolean; resendAt: Date; expiresAt: Date }
  | { ok: false; status: 400 | 429 | 503; message: string; retryAt: Date | null };

export async function requestLoginCode(db: Db, request: CodeRequest, services: LoginServices): Promise<CodeRequestResult> {
  const { now } = request;
  const parsed = parsePhone(request.phone);
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message, retryAt: null };
  const phone = parsed.phone;

  const client = services.throttle.take(request.clientKeys, now);
  if (!client.ok) {
    return { ok: false, status: 429, retryAt: client.retryAt, message: `Too many code requests from this device. Please try again ${whenToRetry(client.retryAt, now)}.` };
  }
  const store = services.storeThrottle?.take(["all"], now) ?? { ok: true };
  if (!store.ok) {
    console.warn("Login codes: the store-wide hourly limit was reached (LOGIN_CODES_PER_HOUR).");
    return { ok: false, status: 429, retryAt: store.retryAt, message: `We're sending too many codes right now. Please try again ${whenToRetry(store.retryAt, now)}.` };
  }

  const code = services.generateCode(request.codeLength);
  const outcome = await db.transaction(async (tx): Promise<CodeRequestResult | { issued: number; resendAt: Date; expiresAt: Date }> => {
    await lockPhone(tx, phone);
    const recent = await codesSince(tx, phone, new Date(now.getTime() - DAY));
    const latest = recent[0];
    if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_AFTER_MS) {
      const resendAt = new Date(latest.createdAt.getTime() + RESEND_AFTER_MS);
      if (request.intent === "start" && !latest.closedAt && latest.expiresAt > now) {
        return { ok: true, phone, sent: false, resendAt, expiresAt: latest.expiresAt };
      }
      return { ok: false, status: 429, retryAt: resendAt, message: `Please wait ${whenToRetry(resendAt, now).replace(/^in /, "")} before asking for a new code.` };
    }
    const capped = capRetryAt(recent, now);
    if (capped) {
      return { ok: false, status: 429, retryAt: capped, message: `Too many codes requested for this number. Please try again ${whenToRetry(capped, now)}.` };
    }
    await closeOpenCodes(tx, phone, now);
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    const row = await insertCode(tx, { phone, codeHash: hashCode(services.hashKeys[0], phone, code).toString("hex"), createdAt: now, expiresAt });
    return { issued: row.id, resendAt: new Date(now.getTime() + RESEND_AFTER_MS), expiresAt };
  });
  if ("ok" in outcome) return outcome;

  // Sent after the commit: the phone's lock is not held while a gateway answers.
  try {
    await services.sms.send(phone, codeMessage(code));
  } catch (error) {
    console.warn(`Login code SMS failed: ${(error as Error).message}`);
    // A code nobody received must not be guessable; it still counts toward the caps (a failing gateway is no way around them).
    await closeCode(db, outcome.issued, now);
    return { ok: false, status: 503, message: SMS_FAILED, retryAt: null };
  }
  return { ok: true, phone, sent: true, resendAt: outcome.resendAt, expiresAt: outcome.expiresAt };
}

/** When the hourly or daily cap frees a slot, or null when under both. `recent` is newest first. */
function capRetryAt(recent: readonly { createdAt: Date }[], now: Date): Date | null {
  let retryAt: number | null = null;
  for (const [cap, windowMs] of [
    [CODES_PER_HOUR, HOUR],
    [CODES_PER_DAY, DAY],
  ] as const) {
    const inWindow = recent.filter((c) => c.createdAt.getTime() > now.getTime() - windowMs);
    if (inWindow.length >= cap) {
      // The slot frees when the cap-th newest code leaves the window.
      const frees = inWindow[cap - 1].createdAt.getTime() + windowMs;
      retryAt = Math.max(retryAt ?? 0, frees);
    }
  }
  return retryAt === null ? null : new Date(retryAt);
}

export interface CodeCheck {
  phone: string;
  code: string;
  now: Date;
  codeLength: CodeLength;
}

export type CodeCheckResult =
  | { ok: true; user: UserRow }
  | { ok: false; status: 400 | 429; message: string; triesLeft: number | null };

/** Checks a code; on success closes it and creates or confirms the account. */
export async function verifyLoginCode(db: Db, check: CodeCheck, services: Pick<LoginServices, "hashKeys">): Promise<CodeCheckResult> {
  const { now } = check;
  const parsed = parsePhone(check.phone);
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message, triesLeft: null };
  const phone = parsed.phone;
  const code = check.code.replace(/\s/g, "");
  if (!new RegExp(`^\\d{${check.codeLength}}$`).test(code)) {
    return { ok: false, status: 400, message: `Enter the ${check.codeLength}-digit code we sent you.`, triesLeft: null };
  }

  return db.transaction(async (tx): Promise<CodeCheckResult> => {
    await lockPhone(tx, phone);
    const row = await latestCode(tx, phone);
    const open = row && !row.closedAt && row.expiresAt > now ? row : undefined;
    const matches = codeMatches(services.hashKeys, phone, code, open?.codeHash ?? NO_CODE_HASH);
    if (!row || (row.closedAt && row.failedAttempts < MAX_WRONG_TRIES)) {
      // No code, or already used or replaced: a replay looks like any wrong code.
      return { ok: false, status: 400, message: VERIFICATION_FAILED, triesLeft: null };
    }
    if (row.closedAt) return { ok: false, status: 429, message: CODE_BURNT, triesLeft: 0 };
    if (!open) return { ok: false, status: 400, message: CODE_EXPIRED, triesLeft: null };
    if (matches) {
      await closeCode(tx, open.id, now);
      return { ok: true, user: await upsertVerifiedUser(tx, phone) };
    }
    const tries = open.failedAttempts + 1;
    const burnt = tries >= MAX_WRONG_TRIES;
    await recordWrongTry(tx, open.id, tries, burnt ? now : null);
    if (burnt) return { ok: false, status: 429, message: `${VERIFICATION_FAILED} ${CODE_BURNT}`, triesLeft: 0 };
    return { ok: false, status: 400, message: VERIFICATION_FAILED, triesLeft: MAX_WRONG_TRIES - tries };
  });
}

/** For the code step: when the next code may be requested and whether one is waiting. */
export async function loginCodeStatus(db: Db, phone: string, now: Date): Promise<{ resendAt: Date | null; open: boolean }> {
  const row = await latestCode(db, phone);
  if (!row) return { resendAt: null, open: false };
  const resendAt = new Date(row.createdAt.getTime() + RESEND_AFTER_MS);
  return { resendAt: resendAt > now ? resendAt : null, open: !row.closedAt && row.expiresAt > now };
}

// ---------------------------------------------------------------------------
// The pending login (between the phone and code steps)

const PendingLoginSchema = z.object({
  phone: z.string().regex(/^[6-9]\d{9}$/),
  redirectTo: z.string().max(2_000),
});
export type PendingLogin = z.infer<typeof PendingLoginSchema>;

export async function readPendingLogin(request: Request): Promise<PendingLogin | null> {
  const parsed = PendingLoginSchema.safeParse(await pendingLoginCookie().parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : null;
}

export function savePendingLogin(pending: PendingLogin): Promise<string> {
  return pendingLoginCookie().serialize(PendingLoginSchema.parse(pending));
}

export function clearPendingLogin(): Promise<string> {
  return pendingLoginCookie().serialize("", { maxAge: 0 });
}

// ---------------------------------------------------------------------------
// Form input

export const PhoneStepSchema = z.object({
  phone: z.string().max(40, "Enter a valid mobile number.").default(""),
  redirectTo: z.string().max(2_000).optional(),
});

/** A submit without an intent (Enter in the code field of an old browser) means verify. */
export const CodeStepSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("verify"), code: z.string().max(20).default("") }),
  z.object({ intent: z.literal("resend") }),
]);

export function parseCodeStep(form: FormData) {
  const fields = Object.fromEntries(form);
  return CodeStepSchema.safeParse({ ...fields, intent: fields.intent ?? "verify" });
}
