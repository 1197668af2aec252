/**
 * Gift card codes are bearer secrets (whoever holds one can redeem it), so:
 * - they come from the CSPRNG: 16 symbols of a 32-letter alphabet without
 *   look-alikes (no 0/O, 1/I), 80 bits, shown as ABCD-EFGH-JKLM-NPQR;
 * - the table keeps only HMAC-SHA256(key, code) for look-up, and an
 *   AES-256-GCM ciphertext so the buyer can see an unredeemed code again.
 *   Both keys are derived from the server secrets (as login-code hashes are),
 *   domain-separated from each other and from cookie signatures. A leaked
 *   gift_cards table alone reveals no code and cannot be brute-forced offline.
 * Every secret verifies and the first writes, so a secret rotation keeps
 * existing cards working while the old secret stays listed. Cards live 12
 * months: an operator must keep a retired secret listed that long.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from "node:crypto";
import { serverSecrets } from "../platform/cookies.server";

export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 16;
const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** An unbiased integer in [0, max): crypto.randomInt by default, injectable for tests. */
export type RandomInt = (max: number) => number;

export function generateGiftCode(random: RandomInt = randomInt): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[random(CODE_ALPHABET.length)];
  return code;
}

/** "ABCDEFGHJKLMNPQR" → "ABCD-EFGH-JKLM-NPQR", how it is printed and sent. */
export function formatGiftCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/**
 * What a shopper typed ("abcd efgh-jklm npqr") → the canonical code, or null
 * when it cannot be one (wrong length or letters we never use).
 */
export function normaliseGiftCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s\-–—]/g, "");
  return CODE_PATTERN.test(code) ? code : null;
}

function derive(purpose: string, secrets: readonly string[]): Buffer[] {
  return secrets.map((secret) => createHmac("sha256", secret).update(`nukkad/gift-card-${purpose}/v1`).digest());
}

/** The code's hash under every current key: the first is what new cards store. */
export function giftCodeHashes(code: string, secrets: readonly string[] = serverSecrets()): string[] {
  return derive("hash", secrets).map((key) => createHmac("sha256", key).update(code).digest("hex"));
}

/** The code's last four symbols, safe to show anywhere. */
export function giftCodeLast4(code: string): string {
  return code.slice(-4);
}

/** AES-256-GCM, bound to its card's payment (a ciphertext moved to another row does not open). */
export function encryptGiftCode(code: string, bindTo: string, secrets: readonly string[] = serverSecrets()): string {
  const [key] = derive("cipher", secrets);
  if (!key) throw new Error("No server secret to encrypt the gift code with");
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(bindTo));
  const body = Buffer.concat([cipher.update(code, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** The plain code, or null when no current key opens it (a secret retired too early, or tampering). */
export function decryptGiftCode(stored: string, bindTo: string, secrets: readonly string[] = serverSecrets()): string | null {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !body) return null;
  for (const key of derive("cipher", secrets)) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(bindTo));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      // Not this key: try the next one.
    }
  }
  return null;
}
