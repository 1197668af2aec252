/** Login codes are stored only as keyed hashes, compared in constant time (docs/decisions/006-sessions-and-login-codes.md). */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { textsIn } from "~/lib/i18n/in-language.server";
import type { Locale } from "~/lib/i18n/locale";

/** Keys for login-code hashes, derived from the cookie secrets (domain-separated, so a code hash is never a cookie signature). */
export function codeHashKeys(secrets: readonly string[]): Buffer[] {
  return secrets.map((secret) => createHmac("sha256", secret).update("nukkad/login-code/v1").digest());
}

/** New codes hash with the first key; the others only still verify. */
export function currentKey(keys: readonly Buffer[]): Buffer {
  const [current] = keys;
  if (!current) throw new Error("No login code hash key");
  return current;
}

export function hashCode(key: Buffer, phone: string, code: string): Buffer {
  return createHmac("sha256", key).update(`${phone}:${code}`).digest();
}

/** Constant-time comparison against every key; always does the same work. */
export function codeMatches(keys: readonly Buffer[], phone: string, code: string, storedHex: string): boolean {
  const stored = Buffer.from(storedHex, "hex");
  let match = false;
  for (const key of keys) {
    const candidate = hashCode(key, phone, code);
    if (stored.length === candidate.length && timingSafeEqual(stored, candidate)) match = true;
  }
  return match;
}

/** Compared against when there is no open code, so that case costs the same time. */
export const NO_CODE_HASH = "0".repeat(64);

/** Digits in a login code: 6 by default, 4 supported (docs/rules.md#login). */
export type CodeLength = 4 | 6;

export function generateCode(length: CodeLength): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}

/**
 * The text with the code, in the recipient's language (recipient-language.server.ts). The code first: it shows in
 * the notification preview and /dev/outbox reads it from there. The Hindi login text fits one SMS: Devanagari is
 * sent as UCS-2, 70 characters a message (67 each when split), against 160 for the English.
 */
export function codeMessage(code: string, purpose: "login" | "delete_account" = "login", locale: Locale = "en"): string {
  const t = textsIn(locale);
  if (purpose === "delete_account") {
    // Says what the code does, so a shopper talked into reading it out knows what they would give away.
    return t(
      "{code} is your Nukkad code to DELETE your account. It expires in 10 minutes. Never share it. Did not ask? Ignore this text.",
      {
        code,
      },
    );
  }
  return t("{code} is your Nukkad login code. It expires in 10 minutes. Never share it with anyone.", { code });
}
