/**
 * The partners' web-view login (docs/rules.md#partner-web-views, docs/product/validation.md#partner-login):
 * a partner's redirection page (/inapp/airtel-redirection for the telecom partner, /inapp/partner-redirection for
 * the second) brings `oauth_provider` and `oauth_temp_code`; that partner's adapter exchanges the code
 * for the phone the partner verified, and the shopper is logged in exactly as after a login code — the same
 * user upsert (find or create by phone) and the same session start (login-steps.server.ts).
 *
 * - Every exchange is counted by the shared limiter (docs/decisions/013-rate-limits.md) before the partner is
 *   asked, refused or not, so codes cannot be tried in bulk.
 * - A code logs in once: its SHA-256 is claimed in the same transaction as the user upsert, whatever the
 *   partner's own bookkeeping, so a replayed or raced code is refused.
 * - Time is a parameter (`now`), so tests are exact.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import type { PartnerPlatform } from "~/lib/platform";
import type { Db } from "~/models/db.server";
import { claimPartnerCode } from "~/models/partner-codes.server";
import { upsertVerifiedUser, type UserRow } from "~/models/users.server";
import { localeOfPath, pathInLocale } from "~/lib/i18n/locale";
import { say } from "~/lib/i18n/request-language.server";
import { safeRedirectPath } from "~/lib/paths";
import { getEnv } from "../platform/env.server";
import { outboxOpen, type DemoAccess } from "../security/demo-mode.server";
import { takePartnerLogin, type Requester } from "../platform/limiter.server";
import { HttpPartner, type HttpPartnerSettings } from "./http-partner.server";
import { PARTNERS, PARTNER_PROVIDER_NAMES, type PartnerAdapter, type PartnerProvider } from "./partner-adapter.server";
import { SandboxPartner } from "./sandbox-partner.server";

export { PARTNERS, type PartnerProvider } from "./partner-adapter.server";

/** Which adapter a partner's setting names (README "Configuration"): PARTNER_ADAPTER for the telecom partner, WEBVIEW_PARTNER_ADAPTER for the second. */
function adapterSetting(provider: PartnerProvider): "sandbox" | "http" {
  const env = getEnv();
  return provider === "airtel" ? env.PARTNER_ADAPTER : env.WEBVIEW_PARTNER_ADAPTER;
}

/**
 * A partner's HTTP exchange settings (README "Configuration"). Only the second partner has them so far
 * (`WEBVIEW_PARTNER_*`, which the environment's check requires with WEBVIEW_PARTNER_ADAPTER=http); another partner
 * moving off the sandbox adds its own here and shares HttpPartner.
 */
function httpPartnerSettings(provider: PartnerProvider): HttpPartnerSettings {
  const env = getEnv();
  if (provider === "partner") {
    const { WEBVIEW_PARTNER_EXCHANGE_URL: exchangeUrl, WEBVIEW_PARTNER_LOGIN_URL: loginUrl } = env;
    const { WEBVIEW_PARTNER_CLIENT_ID: clientId, WEBVIEW_PARTNER_CLIENT_SECRET: clientSecret } = env;
    if (exchangeUrl && loginUrl && clientId && clientSecret) {
      return { exchangeUrl, loginUrl, clientId, clientSecret, timeoutMs: env.WEBVIEW_PARTNER_TIMEOUT_MS };
    }
  }
  throw new Error(`The ${provider} partner has no HTTP exchange settings`);
}

/** A partner's configured adapter: the sandbox partner, playing that partner, by default; or the partner's own over HTTP. */
export function getPartnerAdapter(provider: PartnerProvider = "airtel"): PartnerAdapter {
  switch (adapterSetting(provider)) {
    case "sandbox":
      return new SandboxPartner(provider);
    case "http":
      return new HttpPartner(provider, httpPartnerSettings(provider));
  }
}

/** `oauth_provider` values and the platform each one's web view is (docs/product/constants.md#platforms). */
export const PARTNER_PROVIDERS = Object.fromEntries(PARTNER_PROVIDER_NAMES.map((provider) => [provider, PARTNERS[provider].platform])) as {
  [P in PartnerProvider]: (typeof PARTNERS)[P]["platform"];
} satisfies Record<string, PartnerPlatform>;

export const UNKNOWN_PARTNER = "This link is not from a partner app we know. Please open the store again from the partner app.";
export const BAD_CODE = "This login link is broken. Please open the store again from the partner app.";
export const BAD_CHROME = 'The partner asked for a layout we do not have ("chrome" is "full" or "none").';
/** A code of one partner opened at the other partner's page: that partner cannot exchange it. */
export const OTHER_PARTNER = "This login link belongs to another partner app. Please open the store again from the partner app.";

/**
 * Where a partner login goes afterwards: `redirectTo` when it is a path on this site, else home. Remix writes the
 * basename before the redirect, so a Hindi entry's "/hi/cart" is its "/cart" (never /hi/hi/cart). Server-only,
 * so the route's browser code does not grow.
 */
export function partnerRedirectTo(request: Request, target: unknown): string {
  const local = safeRedirectPath(target, "/");
  return localeOfPath(new URL(request.url).pathname) === "hi" ? pathInLocale(local, "en") : local;
}

/** The partner could not confirm a login (down, too slow, a bad answer): nobody is logged in, and trying again may work. */
export const PARTNER_UNAVAILABLE = "The partner app could not confirm your login just now. Please try again in a minute.";
/** How long the shopper is asked to wait before trying again (`Retry-After`, seconds). */
export const PARTNER_RETRY_SECONDS = 60;

/** PARTNER_UNAVAILABLE in the request's language. */
export const sayPartnerUnavailable = () => say("The partner app could not confirm your login just now. Please try again in a minute.");

/** A refusal above, or a zod message of the schema below, in the request's language (say() takes literals, which tests/unit/messages.test.ts checks). */
export function sayPartnerRefusal(message: string): string {
  if (message === UNKNOWN_PARTNER)
    return say("This link is not from a partner app we know. Please open the store again from the partner app.");
  if (message === BAD_CHROME) return say('The partner asked for a layout we do not have ("chrome" is "full" or "none").');
  if (message === BAD_CODE) return say("This login link is broken. Please open the store again from the partner app.");
  if (message === OTHER_PARTNER)
    return say("This login link belongs to another partner app. Please open the store again from the partner app.");
  return say(message);
}

/**
 * The redirection's query (docs/product/api.md: `oauth_provider`, `oauth_temp_code`). `chrome=none` is the
 * partner asking for the page without the site's header and footer; `redirectTo` is checked as a local path by
 * the route, like the login's.
 */
export const PartnerRedirectionSchema = z.object({
  oauth_provider: z.enum(PARTNER_PROVIDER_NAMES, { message: UNKNOWN_PARTNER }).optional(),
  // Printable ASCII, bounded: no partner's code needs more, and nothing odd reaches the adapter or the logs.
  oauth_temp_code: z
    .string()
    .max(512, BAD_CODE)
    .regex(/^[\x21-\x7e]*$/, BAD_CODE)
    .optional(),
  chrome: z.enum(["full", "none"], { message: BAD_CHROME }).optional(),
  redirectTo: z.string().optional(),
});
export type PartnerRedirection = z.infer<typeof PartnerRedirectionSchema>;

export type PartnerLoginResult =
  | { ok: true; user: UserRow; platform: PartnerPlatform }
  /** No usable code: the shopper goes to the partner's login page for a fresh one. */
  | { ok: false; kind: "partner-login"; reason: "refused" | "expired" | "used" }
  /** The partner could not say whether the code is good (down, too slow, a bad answer): try again later. */
  | { ok: false; kind: "unavailable" }
  | { ok: false; kind: "limited"; message: string; retryAt: Date };

export function hashPartnerCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

/** Exchanges a partner's temporary code and finds or creates the shopper by the partner's verified phone. */
export async function exchangePartnerCode(
  db: Db,
  input: { provider: PartnerProvider; code: string; requester: Requester; now: Date },
  adapter: PartnerAdapter = getPartnerAdapter(input.provider),
): Promise<PartnerLoginResult> {
  const { now } = input;
  // Each partner's codes go to its own adapter only (docs/decisions/057-second-partner.md).
  if (adapter.provider !== input.provider) throw new Error(`The ${adapter.provider} adapter cannot exchange a ${input.provider} code`);
  const budget = await takePartnerLogin(db, input.requester, now, (when) =>
    say("Too many logins from the partner app. Please try again {when}.", { when }),
  );
  if (!budget.ok) return { ok: false, kind: "limited", message: budget.message, retryAt: budget.retryAt };
  const exchanged = await adapter.exchangeCode(input.code, now);
  if (!exchanged.ok) {
    if (exchanged.reason === "unavailable") return { ok: false, kind: "unavailable" };
    return { ok: false, kind: "partner-login", reason: exchanged.reason };
  }
  return db.transaction(async (tx): Promise<PartnerLoginResult> => {
    const claimed = await claimPartnerCode(tx, { codeHash: hashPartnerCode(input.code), provider: input.provider, usedAt: now });
    if (!claimed) return { ok: false, kind: "partner-login", reason: "used" };
    // The same find-or-create as a verified login code (login.server.ts): the partner verified the phone.
    const user = await upsertVerifiedUser(tx, exchanged.phone);
    return { ok: true, user, platform: PARTNER_PROVIDERS[input.provider] };
  });
}

/**
 * The sandbox partner's login page (/inapp/partner-login, `?partner=` naming the second partner) stands in for
 * a partner's own, so it exists for a partner only while that partner's adapter is the sandbox. It hands out fresh codes only where demo mode's outbox is open to the request
 * (SMS_PROVIDER=outbox, and a local request or DEMO_MODE=1: docs/decisions/033-demo-mode-per-request.md), where
 * every login code is readable at /dev/outbox anyway: elsewhere a page minting codes for any phone would be a
 * login without a code. There it only explains, and the operator's `npm run ops -- partner-code` mints.
 */
export function sandboxPartnerPage(demo: DemoAccess, provider: PartnerProvider = "airtel"): { exists: boolean; mints: boolean } {
  const exists = adapterSetting(provider) === "sandbox";
  return { exists, mints: exists && outboxOpen(demo) };
}

/** Why the sandbox partner's page made no code: shown with the number the shopper typed. */
export const NO_SANDBOX_CODES_HERE =
  "This demo store does not make partner login codes at this address. Please open the store again from the partner app.";

/** NO_SANDBOX_CODES_HERE in the request's language. */
export const sayNoSandboxCodesHere = () =>
  say("This demo store does not make partner login codes at this address. Please open the store again from the partner app.");
