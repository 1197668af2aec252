/**
 * Marketing texts and their unsubscribe (docs/rules.md#marketing-texts). A marketing text carries a link to
 * /unsubscribe-ct?token=…; the token names the user and is signed with the server secret (HMAC, domain
 * separated from cookies and login codes), so the phone number never appears in the URL and a token cannot be
 * made up or pointed at someone else. Marketing texts are off until the shopper says yes (the unticked box at
 * login or the switch on /account/privacy: DPDP Act 2023, s. 6, consent that is free, specific and informed);
 * the yes and any withdrawal are recorded with their time and source, and `canSendMarketing` is what every
 * marketing text must ask first. The store sends no marketing texts yet: `sendMarketingText` is the one way to
 * send one when it does, at most MARKETING_TEXTS_PER_WEEK a phone.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { isValidPhone, maskPhone, normalisePhone } from "~/lib/phone";
import { RefusedError } from "~/lib/errors";
import { UNSUBSCRIBE_PATH } from "~/lib/paths";
import type { Db } from "~/models/db.server";
import { insertMarketingConsent, latestMarketingConsent, userIdByPhone, userPhone } from "~/models/marketing-consents.server";
import { currentSecret, serverSecrets } from "../platform/cookies.server";
import { takeMarketingText } from "../platform/limiter.server";
import type { SmsProvider } from "../platform/sms.server";

const TOKEN_VERSION = "v1";
/** 128 bits of the MAC, base64url: plenty against guessing, short enough for a text message. */
const MAC_CHARS = 22;

export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid. Please use the link from the latest text we sent you.";

function mac(secret: string, userId: number, phone: string): string {
  // The phone is inside the MAC: a number that changes hands (a new owner logs in) gets new links.
  return createHmac("sha256", secret)
    .update(`nukkad/unsubscribe-ct/${TOKEN_VERSION}:${userId}:${phone}`)
    .digest("base64url")
    .slice(0, MAC_CHARS);
}

export function unsubscribeToken(userId: number, phone: string, secret = currentSecret()): string {
  return `${TOKEN_VERSION}.${userId}.${mac(secret, userId, phone)}`;
}

/** The path a marketing text links to (the origin is the caller's: PUBLIC_URL). */
export function unsubscribePath(userId: number, phone: string): string {
  return `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(userId, phone))}`;
}

export interface UnsubscribeTarget {
  userId: number;
  phone: string;
  /** "******1234": what the page shows. */
  maskedPhone: string;
}

/** The user a token names, when its signature holds under any current secret; else a 400 refusal. */
export async function verifyUnsubscribeToken(db: Db, token: unknown, secrets = serverSecrets()): Promise<UnsubscribeTarget> {
  const refuse = () => new RefusedError(INVALID_UNSUBSCRIBE_LINK, 400);
  if (typeof token !== "string" || token.length > 100) throw refuse();
  const match = /^v1\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) throw refuse();
  const userId = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const phone = userId <= 2_147_483_647 ? await userPhone(db, userId) : null;
  // The same comparisons whether or not the user exists.
  let ok = false;
  for (const secret of secrets) {
    const expected = Buffer.from(mac(secret, userId, phone ?? ""));
    if (expected.length === given.length && timingSafeEqual(expected, given)) ok = true;
  }
  if (!ok || phone === null) throw refuse();
  return { userId, phone, maskedPhone: maskPhone(phone) };
}

/** The same check for pages that answer with their own 400 page: the target, or null. */
export async function checkUnsubscribeToken(db: Db, token: unknown): Promise<UnsubscribeTarget | null> {
  try {
    return await verifyUnsubscribeToken(db, token);
  } catch (error) {
    if (error instanceof RefusedError) return null;
    throw error;
  }
}

export type MarketingSource = "unsubscribe_link" | "ops" | "privacy_page" | "login" | "sale_signup";

/** Records the opt-out (idempotent in effect: a second one adds a row and changes nothing). */
export async function optOutOfMarketing(
  db: Db,
  target: { userId: number | null; phone: string },
  source: MarketingSource,
  now = new Date(),
) {
  return insertMarketingConsent(db, { phone: target.phone, userId: target.userId, consent: "opted_out", source, createdAt: now });
}

/** May a marketing text go to this phone? Only when its latest consent record is a yes: no record is a no. */
export async function canSendMarketing(db: Db, phone: string): Promise<boolean> {
  const latest = await latestMarketingConsent(db, normalisePhone(phone));
  return latest?.consent === "opted_in";
}

/**
 * The one way to send a marketing text: refused (false, nothing sent) unless the phone's latest record is a
 * yes, and past MARKETING_TEXTS_PER_WEEK (what the opt-in promised); sent with the unsubscribe link otherwise.
 * Service texts (login codes, order updates) do not come through here.
 */
export async function sendMarketingText(
  db: Db,
  sms: SmsProvider,
  input: { phone: string; message: string; origin: string; now?: Date },
): Promise<{ sent: boolean }> {
  const phone = normalisePhone(input.phone);
  if (!isValidPhone(phone) || !(await canSendMarketing(db, phone))) return { sent: false };
  const userId = await userIdByPhone(db, phone);
  // Only shoppers with an account get marketing texts: the link needs their id.
  if (userId === null) return { sent: false };
  const now = input.now ?? new Date();
  if (!(await takeMarketingText(db, phone, now)).ok) return { sent: false };
  await sms.send(phone, `${input.message} Stop: ${input.origin.replace(/\/+$/, "")}${unsubscribePath(userId, phone)}`);
  return { sent: true };
}

/** For the ops command: the unsubscribe link of a shopper's phone, or null when no account has it. */
export async function unsubscribeLinkFor(db: Db, rawPhone: string, origin: string): Promise<string | null> {
  const phone = normalisePhone(rawPhone);
  const userId = isValidPhone(phone) ? await userIdByPhone(db, phone) : null;
  return userId === null ? null : `${origin.replace(/\/+$/, "")}${unsubscribePath(userId, phone)}`;
}

/** Has this phone opted out, and when? For the page's "already unsubscribed". */
export async function marketingOptOut(db: Db, phone: string): Promise<Date | null> {
  const latest = await latestMarketingConsent(db, phone);
  return latest?.consent === "opted_out" ? latest.createdAt : null;
}

/**
 * The switch on /account/privacy (docs/rules.md#privacy-and-account-deletion) and the box at login: appends
 * an opt-in or opt-out for the account's phone. A record equal to the current state is not repeated, and a
 * phone that never said yes is already off, so its "off" records nothing.
 */
export async function setMarketingConsent(
  db: Db,
  target: { userId: number; phone: string },
  optedIn: boolean,
  source: MarketingSource,
  now = new Date(),
): Promise<void> {
  const latest = await latestMarketingConsent(db, target.phone);
  const current = latest?.consent === "opted_in";
  if (current === optedIn) return;
  await insertMarketingConsent(db, { ...target, consent: optedIn ? "opted_in" : "opted_out", source, createdAt: now });
}

/** The box at login, ticked: a yes with its date, source "login" (an unticked box records nothing). */
export function recordLoginOptIn(db: Db, target: { userId: number; phone: string }, now: Date): Promise<void> {
  return setMarketingConsent(db, target, true, "login", now);
}

/** Whether marketing texts may go to this phone, and since when it was last changed (null: never changed). */
export async function marketingConsentOf(db: Db, phone: string): Promise<{ optedIn: boolean; since: Date | null }> {
  const latest = await latestMarketingConsent(db, phone);
  return { optedIn: latest?.consent === "opted_in", since: latest?.createdAt ?? null };
}
