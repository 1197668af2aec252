/**
 * Phone login with one-time codes (docs/product/states.md#login, docs/rules.md#login).
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
import { PHONE_ERROR, parsePhone } from "~/lib/phone";
import { messageFor } from "~/lib/forms/definition";
import { codeForm } from "~/lib/forms/login";
import { whenToRetry } from "~/lib/when-to-retry";
import { requestLocale, say } from "~/lib/i18n/request-language.server";
import type { Db, Tx } from "~/models/db.server";
import {
  closeCode,
  closeOpenCodes,
  codesSince,
  insertCode,
  latestCode,
  lockPhone,
  recordWrongTry,
  type CodePurpose,
} from "~/models/login-codes.server";
import { upsertVerifiedUser, type UserRow } from "~/models/users.server";
import { serverSecrets } from "../platform/cookies.server";
import { getEnv } from "../platform/env.server";
import { takeText, type Requester } from "../platform/limiter.server";
import { recipientLocale } from "../platform/recipient-language.server";
import { getSmsProvider, type SmsProvider } from "../platform/sms.server";
import {
  codeHashKeys,
  currentKey,
  hashCode,
  codeMatches,
  NO_CODE_HASH,
  generateCode,
  codeMessage,
  type CodeLength,
} from "./login-code-hashing.server";

export type { CodeLength, CodePurpose };

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const CODE_TTL_MS = 10 * MINUTE;
export const MAX_WRONG_TRIES = 5;
export const RESEND_AFTER_MS = 30 * SECOND;
export const CODES_PER_HOUR = 5;
export const CODES_PER_DAY = 10;
/** Login pages are personal: never cached, never indexed. */
export { PRIVATE_NO_STORE as LOGIN_PAGE_HEADERS } from "../platform/http.server";

/** The login pages' headers: their own (no-store), plus Retry-After when an action refused with 429. */
export function loginPageHeaders({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }): Headers {
  const headers = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
/** docs/product/constants.md#timers: the login-success message hides after 2.4 s. */
export const LOGIN_SUCCESS_TOAST_MS = 2_400;

/**
 * The refusals' English texts, as the JSON API and the tests compare them; a shopper reads them through `say()`
 * where they are returned, in the page's language.
 */
export const VERIFICATION_FAILED = "Verification Failed.";
export const CODE_BURNT = "Too many wrong tries. Please request a new code.";
export const CODE_EXPIRED = "This code has expired. Please request a new code.";
export const SMS_FAILED = "We could not send the code just now. Please try again in a minute.";
/**
 * A demo store (texts kept at /dev/outbox, never sent) reached at a public address without DEMO_MODE=1: it
 * gives out no codes there (docs/decisions/033-demo-mode-per-request.md).
 */
export const NO_CODES_HERE =
  "This is a demo store that does not send text messages, so you cannot log in at this address. No code was sent.";

export function configuredCodeLength(): CodeLength {
  return getEnv().OTP_LENGTH === 4 ? 4 : 6;
}

// ---------------------------------------------------------------------------
// The service

export interface LoginServices {
  sms: SmsProvider;
  /** The first hashes new codes; all verify. */
  hashKeys: readonly Buffer[];
  generateCode: (length: CodeLength) => string;
}

let defaultKeys: Buffer[] | undefined;

/** What the routes use: the configured SMS provider (texts remember the asking device for /dev/outbox) and the server's keys. */
export function loginServices(db: Db, deviceId: string | null): LoginServices {
  defaultKeys ??= codeHashKeys(serverSecrets());
  return { sms: getSmsProvider(db, { deviceId }), hashKeys: defaultKeys, generateCode };
}

export { whenToRetry };

export interface CodeRequest {
  /** As typed; normalised here. */
  phone: string;
  /**
   * "start" (the phone step) reuses a code sent less than 30 s ago instead of
   * refusing, so going back and forth is not punished; "resend" is refused
   * until 30 s have passed.
   */
  intent: "start" | "resend";
  /** Who asks: the shared text budget counts the device, address and store (app/services/platform/limiter.server.ts). */
  requester: Requester;
  now: Date;
  codeLength: CodeLength;
  /**
   * "login" (the default) or "delete_account" (docs/rules.md#deletion): the same machinery, caps and text
   * budget; the text says what the code is for, and a code only confirms its own purpose.
   */
  purpose?: CodePurpose;
}

export type CodeRequestResult =
  | { ok: true; phone: string; sent: boolean; resendAt: Date; expiresAt: Date }
  | { ok: false; status: 400 | 403 | 429 | 503; message: string; retryAt: Date | null };

export async function requestLoginCode(db: Db, request: CodeRequest, services: LoginServices): Promise<CodeRequestResult> {
  const { now } = request;
  const parsed = parsePhone(request.phone);
  if (!parsed.ok) return { ok: false, status: 400, message: say(PHONE_ERROR), retryAt: null };
  const phone = parsed.phone;
  const purpose = request.purpose ?? "login";

  const code = services.generateCode(request.codeLength);
  const outcome = await db.transaction(async (tx): Promise<CodeRequestResult | { issued: number; resendAt: Date; expiresAt: Date }> => {
    await lockPhone(tx, phone);
    // The caps count every code the phone was sent; the resend gap is per purpose, so a deletion code can be
    // asked for right after logging in.
    const recent = await codesSince(tx, phone, new Date(now.getTime() - DAY));
    const latest = recent.find((c) => c.purpose === purpose);
    if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_AFTER_MS) {
      const resendAt = new Date(latest.createdAt.getTime() + RESEND_AFTER_MS);
      if (request.intent === "start" && !latest.closedAt && latest.expiresAt > now) {
        return { ok: true, phone, sent: false, resendAt, expiresAt: latest.expiresAt };
      }
      return {
        ok: false,
        status: 429,
        retryAt: resendAt,
        message: say("Please wait {wait} before asking for a new code.", {
          wait: whenToRetry(resendAt, now, requestLocale()).replace(/^in | बाद$/, ""),
        }),
      };
    }
    const capped = capRetryAt(recent, now);
    if (capped) {
      return {
        ok: false,
        status: 429,
        retryAt: capped,
        message: say("Too many codes requested for this number. Please try again {when}.", {
          when: whenToRetry(capped, now, requestLocale()),
        }),
      };
    }
    // Counted in the same transaction as the code: a text refused here leaves no code row behind to eat the phone's caps.
    const budget = await takeText(tx, { phone, requester: request.requester, now });
    if (!budget.ok) return { ok: false, status: 429, retryAt: budget.retryAt, message: budget.message };
    await closeOpenCodes(tx, phone, now, purpose);
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    const row = await insertCode(tx, {
      phone,
      codeHash: hashCode(currentKey(services.hashKeys), phone, code).toString("hex"),
      createdAt: now,
      expiresAt,
      purpose,
    });
    return { issued: row.id, resendAt: new Date(now.getTime() + RESEND_AFTER_MS), expiresAt };
  });
  if ("ok" in outcome) return outcome;

  // Sent after the commit: the phone's lock is not held while a gateway answers. In the account's language, else the request's.
  const text = codeMessage(code, purpose, await recipientLocale(db, { phone }));
  try {
    await services.sms.send(phone, text);
  } catch (error) {
    console.warn(`Login code SMS failed: ${(error as Error).message}`);
    // A code nobody received must not be guessable; it still counts toward the caps (a failing gateway is no way around them).
    await closeCode(db, outcome.issued, now);
    return { ok: false, status: 503, message: say("We could not send the code just now. Please try again in a minute."), retryAt: null };
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
    const capth = inWindow[cap - 1];
    if (inWindow.length >= cap && capth) {
      // The slot frees when the cap-th newest code leaves the window.
      const frees = capth.createdAt.getTime() + windowMs;
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

type CodeRefusal = { ok: false; status: 400 | 429; message: string; triesLeft: number | null };
export type CodeCheckResult = { ok: true; user: UserRow } | CodeRefusal;

/** Checks a login code; on success closes it and creates or confirms the account. */
export async function verifyLoginCode(db: Db, check: CodeCheck, services: Pick<LoginServices, "hashKeys">): Promise<CodeCheckResult> {
  return checkCode(db, check, "login", services, async (tx, phone) => ({ ok: true, user: await upsertVerifiedUser(tx, phone) }));
}

/**
 * Checks a code sent for another purpose than logging in (a deletion's, docs/rules.md#deletion), with the same
 * rules: single use, expiry, burnt by the 5th wrong try. On success the code is closed.
 */
export async function confirmCode(
  db: Db,
  check: CodeCheck & { purpose: Exclude<CodePurpose, "login"> },
  services: Pick<LoginServices, "hashKeys">,
): Promise<{ ok: true } | CodeRefusal> {
  return checkCode(db, check, check.purpose, services, async () => ({ ok: true }));
}

async function checkCode<T extends { ok: true }>(
  db: Db,
  check: CodeCheck,
  purpose: CodePurpose,
  services: Pick<LoginServices, "hashKeys">,
  onMatch: (tx: Tx, phone: string) => Promise<T>,
): Promise<T | CodeRefusal> {
  const { now } = check;
  const parsed = parsePhone(check.phone);
  if (!parsed.ok) return { ok: false, status: 400, message: say(PHONE_ERROR), triesLeft: null };
  const phone = parsed.phone;
  const code = check.code.replace(/\s/g, "");
  if (!new RegExp(`^\\d{${check.codeLength}}$`).test(code)) {
    // The code field's own message (codeForm), whose Hindi the form definitions' entries hold.
    return { ok: false, status: 400, message: say(messageFor(codeForm(check.codeLength).code, "pattern")), triesLeft: null };
  }

  return db.transaction(async (tx): Promise<T | CodeRefusal> => {
    await lockPhone(tx, phone);
    const row = await latestCode(tx, phone, purpose);
    const open = row && !row.closedAt && row.expiresAt > now ? row : undefined;
    const matches = codeMatches(services.hashKeys, phone, code, open?.codeHash ?? NO_CODE_HASH);
    if (!row || (row.closedAt && row.failedAttempts < MAX_WRONG_TRIES)) {
      // No code, or already used or replaced: a replay looks like any wrong code.
      return { ok: false, status: 400, message: say("Verification Failed."), triesLeft: null };
    }
    if (row.closedAt) return { ok: false, status: 429, message: say("Too many wrong tries. Please request a new code."), triesLeft: 0 };
    if (!open) return { ok: false, status: 400, message: say("This code has expired. Please request a new code."), triesLeft: null };
    if (matches) {
      await closeCode(tx, open.id, now);
      return onMatch(tx, phone);
    }
    const tries = open.failedAttempts + 1;
    const burnt = tries >= MAX_WRONG_TRIES;
    await recordWrongTry(tx, open.id, tries, burnt ? now : null);
    if (burnt) {
      return {
        ok: false,
        status: 429,
        message: `${say("Verification Failed.")} ${say("Too many wrong tries. Please request a new code.")}`,
        triesLeft: 0,
      };
    }
    return { ok: false, status: 400, message: say("Verification Failed."), triesLeft: MAX_WRONG_TRIES - tries };
  });
}

/** For the code step: when the next code may be requested and whether one is waiting. */
export async function loginCodeStatus(
  db: Db,
  phone: string,
  now: Date,
  purpose: CodePurpose = "login",
): Promise<{ resendAt: Date | null; open: boolean }> {
  const row = await latestCode(db, phone, purpose);
  if (!row) return { resendAt: null, open: false };
  const resendAt = new Date(row.createdAt.getTime() + RESEND_AFTER_MS);
  return { resendAt: resendAt > now ? resendAt : null, open: !row.closedAt && row.expiresAt > now };
}
