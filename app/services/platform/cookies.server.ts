/**
 * One cookie per concern, all signed, httpOnly and SameSite=Lax, Secure in
 * production. Secrets come from SESSION_SECRET (comma-separated: the first
 * signs, all verify, so they can rotate) or, with zero configuration, from a
 * random secret generated once into DATA_DIR.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createCookie, type Cookie } from "@remix-run/node";
import { LANGUAGE_COOKIE, type Locale } from "~/lib/i18n/locale";
import type { Flash } from "~/lib/views/every-page";
import { getEnv } from "./env.server";

function loadSecrets(): string[] {
  const env = getEnv();
  if (env.SESSION_SECRET)
    return env.SESSION_SECRET.split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  const file = path.resolve(env.DATA_DIR, "session-secret");
  try {
    return [fs.readFileSync(file, "utf8").trim()];
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("hex");
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return [secret];
    } catch {
      // Another process wrote it first: use theirs.
      return [fs.readFileSync(file, "utf8").trim()];
    }
  }
}

let secrets: string[] | undefined;
/**
 * The same secrets, for other keyed hashes (login codes): the first is
 * current, the rest still verify while a rotation settles.
 */
export function serverSecrets(): readonly string[] {
  secrets ??= loadSecrets();
  return secrets;
}

/** The secret new signatures and keys derive from: the first listed (the others only still verify). */
export function currentSecret(): string {
  const [current] = serverSecrets();
  if (current === undefined) throw new Error("SESSION_SECRET lists no secret");
  return current;
}
/** maxAgeSeconds undefined makes a session cookie (gone when the browser closes). */
function cookie(name: string, maxAgeSeconds: number | undefined): Cookie {
  secrets ??= loadSecrets();
  return createCookie(name, {
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().NODE_ENV === "production",
    path: "/",
    maxAge: maxAgeSeconds,
    secrets,
  });
}

const DAY = 24 * 60 * 60;
const cache = new Map<string, Cookie>();
function memo(name: string, maxAge: number | undefined): Cookie {
  let c = cache.get(name);
  if (!c) cache.set(name, (c = cookie(name, maxAge)));
  return c;
}

/** Device id (8 random bytes as hex: docs/product/constants.md#device-and-session); binds the anonymous cart. */
export const deviceCookie = () => memo("nk_device", 365 * DAY);
/** The shopper's chosen delivery location (cookie max age 7 days: docs/product/constants.md#device-and-session). */
export const locationCookie = () => memo("nk_location", 7 * DAY);
/** The 18+ self-declaration for age-restricted categories, asked once per browser session. */
export const ageConsentCookie = () => memo("nk_age", undefined);
/** The login session id (the session row holds the user id and access token). */
export const sessionCookie = () => memo("nk_session", 30 * DAY);
/** The phone number waiting for its login code, between the phone and code steps. */
export const pendingLoginCookie = () => memo("nk_login", 15 * 60);
/** What a logged-out shopper asked for that needs a login ("Notify me"), done once they log in (docs/rules.md#back-in-stock-requests). */
export const askedBeforeLoginCookie = () => memo("nk_asked", 15 * 60);
/** The wallet and phone waiting for their link code, between the phone and code steps of /wallets/link/{wallet}. */
export const pendingWalletLinkCookie = () => memo("nk_wallet_link", 15 * 60);
/**
 * The partner-session marker (docs/rules.md#partner-web-views): which partner's web view this browser is and
 * whether the partner asked for the page without the site's chrome. Lasts as long as the partner access, 14 days
 * (docs/product/constants.md#device-and-session); the value carries its own end as well.
 */
export const partnerCookie = () => memo("nk_partner", 14 * DAY);
/**
 * A partner login waiting for the shopper's "Continue" on /inapp/partner-confirm (docs/rules.md#partner-login):
 * whose account, for which partner, layout and page, on which device. 10 minutes, and single-use on the server.
 */
export const pendingPartnerLoginCookie = () => memo("nk_partner_login", 10 * 60);
/** One-shot message shown after a redirect (Post/Redirect/Get). */
export const flashCookie = () => memo("nk_flash", 60);
/** "Continue anyway" on /browser-not-supported: this browser is not sent there again for a month. */
export const oldBrowserCookie = () => memo("nk_old_browser", 30 * DAY);

/**
 * "Not now" on the first-visit location prompt (docs/rules.md#first-visit): the question is not asked
 * again for 30 days. The one unsigned cookie: its only value says "dismissed", and a forged one only
 * hides a question from the browser that forged it.
 */
export const locationPromptCookie = () => {
  let c = cache.get("nk_location_prompt");
  if (!c) {
    c = createCookie("nk_location_prompt", {
      httpOnly: true,
      sameSite: "lax",
      secure: getEnv().NODE_ENV === "production",
      path: "/",
      maxAge: 30 * DAY,
    });
    cache.set("nk_location_prompt", c);
  }
  return c;
};

/** "Not now" on the app install banner (docs/deep-links.md#install-banner): unsigned for the same reason as above. */
export const installBannerCookie = () => {
  let c = cache.get("nk_app_banner");
  if (!c) {
    c = createCookie("nk_app_banner", {
      httpOnly: true,
      sameSite: "lax",
      secure: getEnv().NODE_ENV === "production",
      path: "/",
      maxAge: 30 * DAY,
    });
    cache.set("nk_app_banner", c);
  }
  return c;
};

/**
 * The shopper's language (docs/decisions/055-hindi.md): a plain "en" or "hi", unsigned like the two above (a
 * forged one only changes the language of the browser that forged it), and unencoded, since the edge reads it
 * before Remix runs (services/security/language-edge.server.ts).
 */
export function languageCookieHeader(locale: Locale): string {
  const secure = getEnv().NODE_ENV === "production" ? "; Secure" : "";
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${365 * DAY}; HttpOnly; SameSite=Lax${secure}`;
}

export function newDeviceId(): string {
  return randomBytes(8).toString("hex");
}

/** The device id from the request, or a new one with the Set-Cookie header to persist it. */
export async function ensureDeviceId(request: Request): Promise<{ deviceId: string; setCookie?: string }> {
  const existing = await deviceCookie().parse(request.headers.get("Cookie"));
  if (typeof existing === "string" && /^[0-9a-f]{16}$/.test(existing)) return { deviceId: existing };
  const deviceId = newDeviceId();
  return { deviceId, setCookie: await deviceCookie().serialize(deviceId) };
}

export async function readDeviceId(request: Request): Promise<string | null> {
  const existing = await deviceCookie().parse(request.headers.get("Cookie"));
  return typeof existing === "string" && /^[0-9a-f]{16}$/.test(existing) ? existing : null;
}

export async function readFlash(request: Request): Promise<{ flash: Flash | null; clear?: string }> {
  const value = await flashCookie().parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return { flash: null };
  return { flash: value as Flash, clear: await flashCookie().serialize("", { maxAge: 0 }) };
}

export async function setFlash(flash: Flash): Promise<string> {
  return flashCookie().serialize(flash);
}
