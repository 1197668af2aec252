/**
 * Auth keys for the JSON API (docs/decisions/021-json-api-auth.md): one per device, 14 days
 * (docs/product/constants.md#device-and-session). A key is `ak1.{deviceId}.{expiresAtMs}.{signature}`, the
 * signature an HMAC-SHA256 keyed from the server secret, so a key is checked without a database read and a
 * rotated secret keeps the keys it signed working while the rotation settles (every secret verifies).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { newDeviceId, serverSecrets } from "../platform/cookies.server";

/** docs/product/constants.md#device-and-session: an auth key lives 14 days. */
export const AUTH_KEY_LIFE_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * How long after its expiry a key still proves its device to the refresh call (docs/rules.md#json-api,
 * docs/decisions/021-json-api-auth.md): long enough for an app left closed for a few weeks to keep its cart
 * and login, short enough that a key copied long ago does not hand over the device forever. Past it, the
 * refresh answers a key for a new device, as for no key at all.
 */
export const AUTH_KEY_REFRESH_GRACE_MS = 30 * 24 * 60 * 60 * 1000;

const KEY_PATTERN = /^ak1\.([0-9a-f]{16})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

let keys: Buffer[] | undefined;
/** Domain-separated from cookie signatures and login-code hashes. */
function signingKeys(): Buffer[] {
  keys ??= serverSecrets().map((secret) => createHmac("sha256", secret).update("nukkad/api-auth-key/v1").digest());
  return keys;
}

function sign(key: Buffer, deviceId: string, expiresAt: number): Buffer {
  return createHmac("sha256", key).update(`${deviceId}:${expiresAt}`).digest();
}

export interface AuthKey {
  authKey: string;
  deviceId: string;
  expiresAt: number;
}

export function issueAuthKey(deviceId: string, now: Date): AuthKey {
  const expiresAt = now.getTime() + AUTH_KEY_LIFE_MS;
  const [current] = signingKeys();
  if (!current) throw new Error("No server secret to sign auth keys with");
  return { authKey: `ak1.${deviceId}.${expiresAt}.${sign(current, deviceId, expiresAt).toString("base64url")}`, deviceId, expiresAt };
}

export type KeyCheck =
  | { ok: true; deviceId: string; expiresAt: number }
  | { ok: false; reason: "malformed" | "forged" }
  | { ok: false; reason: "expired"; deviceId: string; expiresAt: number };

/** Checks a key's form, signature (constant time, every secret) and expiry. */
export function checkAuthKey(value: string, now: Date): KeyCheck {
  const match = KEY_PATTERN.exec(value);
  if (!match) return { ok: false, reason: "malformed" };
  const [, deviceId = "", expiry = "", signature = ""] = match;
  const expiresAt = Number(expiry);
  // Compared as text: the last of 43 base64url characters carries two padding bits that decoding drops, so
  // comparing decoded bytes would take four spellings of one key.
  const given = Buffer.from(signature);
  let genuine = false;
  for (const key of signingKeys()) {
    const expected = Buffer.from(sign(key, deviceId, expiresAt).toString("base64url"));
    if (given.length === expected.length && timingSafeEqual(given, expected)) genuine = true;
  }
  if (!genuine) return { ok: false, reason: "forged" };
  if (expiresAt <= now.getTime()) return { ok: false, reason: "expired", deviceId, expiresAt };
  return { ok: true, deviceId, expiresAt };
}

/**
 * The key `GET /v2/accounts/auth_key/` hands out: for the device of the key the client presents — a genuine
 * one, even expired up to AUTH_KEY_REFRESH_GRACE_MS ago, proves the device is the client's, so its cart and
 * login outlive the key — else for a new device. A bare `device_id` header is not proof: it would hand
 * anyone's anonymous cart to whoever names its device.
 */
export function refreshAuthKey(presented: string | null, now: Date): AuthKey {
  return issueAuthKey((presented && provenDevice(checkAuthKey(presented, now), now)) || newDeviceId(), now);
}

function provenDevice(check: KeyCheck, now: Date): string | null {
  if (check.ok) return check.deviceId;
  if (check.reason === "expired" && now.getTime() - check.expiresAt <= AUTH_KEY_REFRESH_GRACE_MS) return check.deviceId;
  return null;
}
