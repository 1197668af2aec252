/**
 * One limiter for everything a client can make the store do too often
 * (docs/decisions/013-rate-limits.md):
 *
 * - texts of every kind — login codes, resends, wallet-link codes, gift
 *   cards — share one budget per phone, device, client address, account and
 *   for the whole store, so no path around one cap is left open;
 * - cart changes and searches per device, payment starts per account.
 *
 * Counters live in the database (app/models/rate-limits.server.ts), so a
 * second server process or a restart sees the same counts. A refused request
 * is not counted. Every figure is configuration (README, "Configuration").
 */
import type { AppLoadContext } from "@remix-run/node";
import { retryAt as nextAllowedAt, windowStartOf, allows, type RateRule } from "~/lib/rate-window";
import { MARKETING_TEXTS_PER_WEEK } from "~/lib/privacy";
import { whenToRetry } from "~/lib/when-to-retry";
import { requestLocale, say } from "~/lib/i18n/request-language.server";
import type { Db } from "~/models/db.server";
import { bumpCounter, unbumpCounter } from "~/models/rate-limits.server";
import { getEnv } from "./env.server";

const HOUR = 3600;
const DAY = 24 * HOUR;
const MINUTE = 60;

/** Who is asking, as far as the server can tell. None of it is proof; together the keys close each other's gaps. */
export interface Requester {
  /** The device cookie, when the request carried one (a client can drop it: the address still counts). */
  deviceId: string | null;
  /** The socket address, or the first untrusted X-Forwarded-For hop with TRUST_PROXY=1 (server.mjs). */
  clientAddress: string | null;
  userId: number | null;
}

/** The requester of a route's request: the HTTP server puts the client address in the load context (server.mjs). */
export function requesterOf(context: AppLoadContext, ids: { deviceId: string | null; userId: number | null }): Requester {
  return { ...ids, clientAddress: context.clientAddress ?? null };
}

/** `rule`: the name of the check that refused (e.g. "texts-store-hour"), for a caller that is not a shopper's request. */
export type Refusal = { ok: false; retryAt: Date; message: string; rule: string };
export type LimitResult = { ok: true } | Refusal;

interface Check {
  rule: RateRule;
  subject: string;
  /** What the shopper reads when this check is the one that refuses. */
  message: (when: string) => string;
}

class Refused extends Error {
  constructor(
    readonly retryAt: Date,
    readonly check: Check,
  ) {
    super("rate limited");
  }
}

/**
 * Counts one request against every check, or none when any of them is over
 * its limit (the transaction rolls back). Keys are taken in a fixed order so
 * two requests sharing keys cannot deadlock.
 */
export async function take(db: Db, checks: readonly Check[], now: Date): Promise<LimitResult> {
  // A limit of 0 is switched off (README, "Configuration"): nothing to count.
  const ordered = checks.filter((check) => check.rule.limit > 0).sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
  if (!ordered.length) return { ok: true };
  try {
    await db.transaction(async (tx) => {
      let worst: Refused | null = null;
      for (const check of ordered) {
        const { rule } = check;
        const windowStart = windowStartOf(now, rule.windowSeconds);
        const counts = await bumpCounter(tx, {
          key: keyOf(check),
          windowStart,
          previousWindowStart: new Date(windowStart.getTime() - rule.windowSeconds * 1000),
          windowSeconds: rule.windowSeconds,
        });
        if (allows(rule, counts, now)) continue;
        const at = nextAllowedAt(rule, { previous: counts.previous, current: counts.current - 1 }, now);
        if (!worst || at > worst.retryAt) worst = new Refused(at, check);
      }
      if (worst) throw worst;
    });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return {
      ok: false,
      retryAt: error.retryAt,
      message: error.check.message(whenToRetry(error.retryAt, now, requestLocale())),
      rule: error.check.rule.name,
    };
  }
}

function keyOf(check: Check): string {
  return `${check.rule.name}:${check.subject}`;
}

/** "::ffff:10.0.0.1" (IPv4 on a dual-stack socket) and "10.0.0.1" are one client. */
function normaliseAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "").toLowerCase();
}

/** Per device when there is a cookie, else per address: a client without cookies is not one shared bucket for everyone. */
function clientSubject(requester: Requester): string | null {
  if (requester.deviceId) return `device:${requester.deviceId}`;
  if (requester.clientAddress) return `address:${normaliseAddress(requester.clientAddress)}`;
  return null;
}

const tooManyFromDevice = (when: string) => say("Too many messages requested from this device. Please try again {when}.", { when });

/**
 * Before any text is sent (or, for a gift card, before it is paid for): one
 * unit of the shared budget, for the phone it goes to and for whoever asks.
 */
export function takeText(db: Db, input: { phone: string; requester: Requester; now: Date }): Promise<LimitResult> {
  return take(db, textChecks(input), input.now);
}

/** The shared text budget's checks for one text to `phone` asked for by `requester`. */
function textChecks(input: { phone: string; requester: Requester }): Check[] {
  const env = getEnv();
  const { requester } = input;
  const checks: Check[] = [
    {
      rule: { name: "texts-phone-hour", limit: env.TEXTS_PER_PHONE_HOUR, windowSeconds: HOUR },
      subject: input.phone,
      message: (when) => say("Too many messages sent to this number. Please try again {when}.", { when }),
    },
    {
      rule: { name: "texts-phone-day", limit: env.TEXTS_PER_PHONE_DAY, windowSeconds: DAY },
      subject: input.phone,
      message: (when) => say("Too many messages sent to this number today. Please try again {when}.", { when }),
    },
    {
      rule: { name: "texts-store-hour", limit: env.TEXTS_PER_HOUR, windowSeconds: HOUR },
      subject: "all",
      message: (when) => say("We're sending too many messages right now. Please try again {when}.", { when }),
    },
  ];
  if (requester.deviceId) {
    checks.push({
      rule: { name: "texts-device-hour", limit: env.TEXTS_PER_DEVICE_HOUR, windowSeconds: HOUR },
      subject: requester.deviceId,
      message: tooManyFromDevice,
    });
  }
  if (requester.clientAddress) {
    checks.push({
      rule: { name: "texts-address-hour", limit: env.TEXTS_PER_ADDRESS_HOUR, windowSeconds: HOUR },
      subject: normaliseAddress(requester.clientAddress),
      message: tooManyFromDevice,
    });
  }
  if (requester.userId !== null) {
    checks.push({
      rule: { name: "texts-account-day", limit: env.TEXTS_PER_ACCOUNT_DAY, windowSeconds: DAY },
      subject: String(requester.userId),
      message: (when) => say("This account has sent too many messages today. Please try again {when}.", { when }),
    });
  }
  return checks;
}

/** docs/rules.md#back-in-stock-requests: back-in-stock texts one phone gets, at most, an hour and a day. */
export const BACK_IN_STOCK_TEXTS_PER_PHONE = { hour: 2, day: 5 };

/**
 * A back-in-stock text about to go to the account's own phone (docs/rules.md#back-in-stock-requests). It counts in
 * the shared budget like every text (the phone's, the account's and the store's; no device or address: a job sends
 * it, not a request), and within it has caps of its own, so these texts never use up what login codes need: per
 * phone BACK_IN_STOCK_TEXTS_PER_PHONE, of the 5 an hour and 10 a day every text shares, and for the whole store
 * half the hourly budget. A refused text waits for a later run; nobody reads the message.
 */
export function takeBackInStockText(db: Db, input: { phone: string; userId: number; now: Date }): Promise<LimitResult> {
  const message = (when: string) => `Back-in-stock texts resume ${when}.`;
  const checks: Check[] = [
    ...textChecks({ phone: input.phone, requester: { deviceId: null, clientAddress: null, userId: input.userId } }),
    {
      rule: { name: "back-in-stock-phone-hour", limit: BACK_IN_STOCK_TEXTS_PER_PHONE.hour, windowSeconds: HOUR },
      subject: input.phone,
      message,
    },
    {
      rule: { name: "back-in-stock-phone-day", limit: BACK_IN_STOCK_TEXTS_PER_PHONE.day, windowSeconds: DAY },
      subject: input.phone,
      message,
    },
    {
      rule: { name: "back-in-stock-store-hour", limit: Math.max(1, Math.floor(getEnv().TEXTS_PER_HOUR / 2)), windowSeconds: HOUR },
      subject: "all",
      message,
    },
  ];
  return take(db, checks, input.now);
}

/** Adding, removing or changing a cart line (any cart change a shopper can repeat). */
export function takeCartChange(db: Db, requester: Requester, now: Date): Promise<LimitResult> {
  const subject = clientSubject(requester);
  if (!subject) return Promise.resolve({ ok: true });
  const rule = { name: "cart-changes-minute", limit: getEnv().CART_CHANGES_PER_MINUTE, windowSeconds: MINUTE };
  return take(db, [{ rule, subject, message: (when) => `You're changing your cart very quickly. Please try again ${when}.` }], now);
}

export function takeSearch(db: Db, requester: Requester, now: Date): Promise<LimitResult> {
  const subject = clientSubject(requester);
  if (!subject) return Promise.resolve({ ok: true });
  const rule = { name: "searches-minute", limit: getEnv().SEARCHES_PER_MINUTE, windowSeconds: MINUTE };
  return take(
    db,
    [{ rule, subject, message: (when) => say("Too many searches in a short time. Please try again {when}.", { when }) }],
    now,
  );
}

/** Opening a payment (order, wallet top-up, gift card): each one leaves a pending payment behind. */
export function takePaymentStart(db: Db, userId: number, now: Date): Promise<LimitResult> {
  const rule = { name: "payment-starts-hour", limit: getEnv().PAYMENT_STARTS_PER_HOUR, windowSeconds: HOUR };
  return take(db, [{ rule, subject: String(userId), message: (when) => `Too many payment attempts. Please try again ${when}.` }], now);
}

/** Rating a product (docs/rules.md#ratings): per account, so a shopper cannot flood reviews by re-rating. */
export function takeRating(db: Db, userId: number, now: Date): Promise<LimitResult> {
  const rule = { name: "ratings-hour", limit: getEnv().RATINGS_PER_HOUR, windowSeconds: HOUR };
  return take(
    db,
    [{ rule, subject: String(userId), message: (when) => `You have rated a lot in a short time. Please try again ${when}.` }],
    now,
  );
}

/** Making a shared-cart link (docs/rules.md#shared-carts): each one is a stored row. */
export function takeShareLink(db: Db, requester: Requester, now: Date): Promise<LimitResult> {
  const subject = clientSubject(requester);
  if (!subject) return Promise.resolve({ ok: true });
  const rule = { name: "share-links-hour", limit: getEnv().SHARE_LINKS_PER_HOUR, windowSeconds: HOUR };
  return take(db, [{ rule, subject, message: (when) => `You've made a lot of share links. Please try again ${when}.` }], now);
}

/**
 * A note anyone may post, logged in or not: capped per device (or client address) and, at 100 times that,
 * for the whole store.
 */
function takeAnonymousNote(db: Db, requester: Requester, now: Date, kind: string, limit: number, message: (when: string) => string) {
  const checks: Check[] = [{ rule: { name: `${kind}-store-hour`, limit: limit * 100, windowSeconds: HOUR }, subject: "all", message }];
  const subject = clientSubject(requester);
  if (subject) checks.push({ rule: { name: `${kind}-hour`, limit, windowSeconds: HOUR }, subject, message });
  return take(db, checks, now);
}

/** Account-deletion feedback (docs/rules.md#privacy-and-account-deletion). */
export function takeDeletionFeedback(db: Db, requester: Requester, now: Date): Promise<LimitResult> {
  return takeAnonymousNote(db, requester, now, "deletion-feedback", getEnv().DELETION_FEEDBACK_PER_HOUR, (when) =>
    say("Thank you, we already have your feedback. You can send more {when}.", { when }),
  );
}

/** "Tell us what you looked for" on a search that found nothing (docs/search.md#nothing-found). */
export function takeSearchFeedback(db: Db, requester: Requester, now: Date): Promise<LimitResult> {
  return takeAnonymousNote(db, requester, now, "search-feedback", getEnv().SEARCH_FEEDBACK_PER_HOUR, (when) =>
    say("Thank you, we already have your notes. You can send more {when}.", { when }),
  );
}

/**
 * A partner web view's login-code exchange (docs/rules.md#partner-web-views): every attempt, good or bad, so
 * codes cannot be tried in bulk. Per device; a first visit from the partner's app has no device cookie yet and
 * many phones share a carrier's address, so a client without a cookie is counted per address at ten times the
 * device's limit; and a hundred times it for the whole store. `message` says the refusal, in the request's language.
 */
export function takePartnerLogin(db: Db, requester: Requester, now: Date, message: (when: string) => string): Promise<LimitResult> {
  const limit = getEnv().PARTNER_LOGINS_PER_HOUR;
  const checks: Check[] = [
    { rule: { name: "partner-logins-store-hour", limit: limit * 100, windowSeconds: HOUR }, subject: "all", message },
  ];
  if (requester.deviceId) {
    checks.push({ rule: { name: "partner-logins-device-hour", limit, windowSeconds: HOUR }, subject: requester.deviceId, message });
  } else if (requester.clientAddress) {
    const rule = { name: "partner-logins-address-hour", limit: limit * 10, windowSeconds: HOUR };
    checks.push({ rule, subject: normaliseAddress(requester.clientAddress), message });
  }
  return take(db, checks, now);
}

/**
 * The browser's analytics and log calls (docs/rules.md#analytics-limits): each is a write anyone can send, so
 * each is capped per device (per client address without a cookie) and, at a hundred times that, for the whole
 * store. A device cookie (or an API key's device) costs nothing to get, so a client minting a new one per call
 * would meet only the store-wide cap: the client address counts too, at ten times a device's figure, since
 * many phones share a carrier's or an office's address.
 */
export function takeBrowserReport(db: Db, kind: "events" | "logs", requester: Requester, now: Date): Promise<LimitResult> {
  const env = getEnv();
  const limit = kind === "events" ? env.BROWSER_EVENTS_PER_MINUTE : env.CLIENT_LOGS_PER_MINUTE;
  const message = (when: string) => `Too many reports from this device. Please try again ${when}.`;
  const checks: Check[] = [
    { rule: { name: `browser-${kind}-store-minute`, limit: limit * 100, windowSeconds: MINUTE }, subject: "all", message },
  ];
  const subject = clientSubject(requester);
  if (subject) checks.push({ rule: { name: `browser-${kind}-minute`, limit, windowSeconds: MINUTE }, subject, message });
  if (requester.deviceId && requester.clientAddress) {
    const rule = { name: `browser-${kind}-address-minute`, limit: limit * 10, windowSeconds: MINUTE };
    checks.push({ rule, subject: normaliseAddress(requester.clientAddress), message });
  }
  return take(db, checks, now);
}

/** docs/rules.md#gift-cards: wrong gift-card codes per account in a sliding hour. */
export const WRONG_GIFT_CODES_PER_HOUR = 10;

function giftCodeTry(userId: number): Check {
  return {
    rule: { name: "gift-codes-wrong-hour", limit: WRONG_GIFT_CODES_PER_HOUR, windowSeconds: HOUR },
    subject: String(userId),
    message: (when) => say("Too many wrong codes. Please try again {when}.", { when }),
  };
}

/**
 * A gift-card code about to be looked up (docs/rules.md#gift-cards). Counted before the lookup, so guesses sent
 * at once from several tabs or processes cannot all pass; a code that names a card gives its count back
 * (`returnGiftCodeTry`), so only wrong codes use up the hour's budget.
 */
export function takeGiftCodeTry(db: Db, userId: number, now: Date): Promise<LimitResult> {
  return take(db, [giftCodeTry(userId)], now);
}

/** Gives back the try `takeGiftCodeTry` counted at `now` (the same `now`: the same window). */
export function returnGiftCodeTry(db: Db, userId: number, now: Date): Promise<void> {
  const check = giftCodeTry(userId);
  return unbumpCounter(db, { key: keyOf(check), windowStart: windowStartOf(now, check.rule.windowSeconds) });
}

/**
 * Marketing texts (docs/rules.md#marketing-texts): never more a week than the opt-in promised, per phone. Not a
 * client's request, so nobody reads the message; the caller simply does not send.
 */
export function takeMarketingText(db: Db, phone: string, now: Date): Promise<LimitResult> {
  const rule = { name: "marketing-texts-week", limit: MARKETING_TEXTS_PER_WEEK, windowSeconds: 7 * DAY };
  return take(db, [{ rule, subject: phone, message: (when) => `Enough offers for this week. Next ${when}.` }], now);
}
