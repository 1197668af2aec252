/**
 * Secret santa join links (docs/rules.md#secret-santa): `/secret-santa/{groupId}?invite={token}`, the token an
 * HMAC of the group id and the group's invite nonce under the server secret, domain separated from the other
 * signed tokens (the unsubscribe link: app/services/account/marketing-consent.server.ts). Nothing else is in
 * it, so it cannot be made up or moved to another group; the organiser revokes every link given out by
 * drawing a new nonce.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { currentSecret, serverSecrets } from "../platform/cookies.server";

const TOKEN_VERSION = "v1";
const MAC_CHARS = 22;
export const INVITE_TOKEN_PATTERN = /^v1\.[A-Za-z0-9_-]{22}$/;

export function newInviteNonce(): string {
  return randomBytes(12).toString("base64url");
}

function mac(secret: string, groupId: number, nonce: string): string {
  return createHmac("sha256", secret)
    .update(`nukkad/secret-santa-join/${TOKEN_VERSION}:${groupId}:${nonce}`)
    .digest("base64url")
    .slice(0, MAC_CHARS);
}

export function inviteToken(groupId: number, nonce: string, secret = currentSecret()): string {
  return `${TOKEN_VERSION}.${mac(secret, groupId, nonce)}`;
}

export function invitePath(groupId: number, nonce: string): string {
  return `/secret-santa/${groupId}?invite=${encodeURIComponent(inviteToken(groupId, nonce))}`;
}

/** Does the token open this group with its current nonce, under any current server secret? */
export function inviteTokenHolds(groupId: number, nonce: string, token: unknown, secrets = serverSecrets()): boolean {
  if (typeof token !== "string" || !INVITE_TOKEN_PATTERN.test(token)) return false;
  const given = Buffer.from(token.slice(TOKEN_VERSION.length + 1));
  let ok = false;
  for (const secret of secrets) {
    const expected = Buffer.from(mac(secret, groupId, nonce));
    if (expected.length === given.length && timingSafeEqual(expected, given)) ok = true;
  }
  return ok;
}
