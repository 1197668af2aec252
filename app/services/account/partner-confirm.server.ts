/**
 * A partner login that needs the shopper's word first (docs/rules.md#partner-login,
 * docs/decisions/034-partner-login-confirmation.md). A partner's code is single-use, so it is exchanged on the
 * redirection's GET as before; when the login must not happen silently (another shopper is logged in here, or
 * the link came from another site's page without the partner's marker), the verified login is held in a signed
 * httpOnly cookie bound to this device for 10 minutes and completed only by a same-origin POST from
 * /inapp/partner-confirm. Each held login is answered once: its nonce is claimed on the server, like a code.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { partnerLoginNeedsConfirmation, phoneEnding } from "~/lib/partner-confirm";
import type { PartnerPlatform } from "~/lib/platform";
import type { Db } from "~/models/db.server";
import { claimPartnerCode } from "~/models/partner-codes.server";
import type { UserRow } from "~/models/users.server";
import { say } from "~/lib/i18n/request-language.server";
import { pendingPartnerLoginCookie, setFlash } from "../platform/cookies.server";
import { markPartnerSession, readPartnerSession, type PartnerChrome } from "../platform/partner-session.server";
import type { RequestContext } from "../platform/request-context.server";
import { logInVerifiedUser } from "./login-steps.server";
import { PARTNER_PROVIDERS, hashPartnerCode, type PartnerProvider } from "./partner-login.server";

/** The same-origin page where a held partner login is confirmed or discarded. */
export const PARTNER_CONFIRM_PATH = "/inapp/partner-confirm";
/** Long enough to read the question; a held login is someone's verified login, so not longer. */
export const PENDING_PARTNER_LOGIN_MS = 10 * 60_000;

const PendingPartnerLoginSchema = z.object({
  userId: z.number().int().positive(),
  /** The partner account's last four digits, all the page shows: the cookie names nobody further. */
  ending: z.string().regex(/^\d{4}$/),
  provider: z.enum(Object.keys(PARTNER_PROVIDERS) as [PartnerProvider]),
  chrome: z.enum(["full", "none"]),
  redirectTo: z.string().max(2_000),
  /** The device cookie's id: the held login completes only on the browser it was made for. */
  deviceId: z.string().regex(/^[0-9a-f]{16}$/),
  /** Claimed on the server when answered, so a copy of the cookie cannot be answered again. */
  nonce: z.string().regex(/^[0-9a-f]{32}$/),
  /** Epoch ms: the cookie's max age is the browser's word, this is the server's. */
  until: z.number().int(),
});
type PendingPartnerLogin = z.infer<typeof PendingPartnerLoginSchema>;

/** The held login this request may answer: genuine, for this device, within its 10 minutes; else null. */
async function readPendingPartnerLogin(request: Request, deviceId: string | null, now: Date): Promise<PendingPartnerLogin | null> {
  const parsed = PendingPartnerLoginSchema.safeParse(await pendingPartnerLoginCookie().parse(request.headers.get("Cookie")));
  if (!parsed.success || deviceId === null) return null;
  return parsed.data.deviceId === deviceId && parsed.data.until > now.getTime() ? parsed.data : null;
}

function clearPendingPartnerLogin(): Promise<string> {
  return pendingPartnerLoginCookie().serialize("", { maxAge: 0 });
}

/** The confirmed (or never doubtful) partner login: the session as after a login code, then the partner marker. */
async function finishPartnerLogin(
  ctx: RequestContext,
  db: Db,
  input: { userId: number; platform: PartnerPlatform; chrome: PartnerChrome; deviceId: string; headers: Headers; now: Date },
): Promise<void> {
  await logInVerifiedUser(ctx, db, { request: ctx.request, userId: input.userId, deviceId: input.deviceId, headers: input.headers });
  input.headers.append("Set-Cookie", await markPartnerSession(input.platform, input.chrome, input.now));
}

/**
 * After a good exchange: logs the partner's shopper in at once, as before, unless the login needs the shopper's
 * word (partnerLoginNeedsConfirmation); then it is held for /inapp/partner-confirm and nothing else changes —
 * no session, no partner marker, no chrome. Cookies go into `headers`; returns where to send the browser.
 */
export async function logInOrHoldPartnerLogin(
  ctx: RequestContext,
  db: Db,
  input: { user: UserRow; provider: PartnerProvider; chrome: PartnerChrome; redirectTo: string; headers: Headers; now: Date },
): Promise<string> {
  const { user, provider, chrome, redirectTo, headers, now } = input;
  const platform = PARTNER_PROVIDERS[provider];
  const deviceId = await ctx.ensureDeviceId(headers);
  const shopper = await ctx.shopper();
  const marker = await readPartnerSession(ctx.request, now);
  const confirm = partnerLoginNeedsConfirmation({
    partnerUserId: user.id,
    sessionUserId: shopper.user?.id ?? null,
    fetchSite: ctx.request.headers.get("Sec-Fetch-Site"),
    partnerMarker: marker?.platform === platform,
  });
  if (!confirm) {
    await finishPartnerLogin(ctx, db, { userId: user.id, platform, chrome, deviceId, headers, now });
    return redirectTo;
  }
  const pending = PendingPartnerLoginSchema.parse({
    userId: user.id,
    ending: phoneEnding(user.phone),
    provider,
    chrome,
    redirectTo,
    deviceId,
    nonce: randomBytes(16).toString("hex"),
    until: now.getTime() + PENDING_PARTNER_LOGIN_MS,
  });
  headers.append("Set-Cookie", await pendingPartnerLoginCookie().serialize(pending));
  return PARTNER_CONFIRM_PATH;
}

/**
 * What the confirmation page shows: the held login's account and, when another shopper is logged in here, theirs
 * (last four digits each); or "gone" when there is none this browser may answer.
 */
export type PartnerConfirmation =
  { state: "ask"; partnerEnding: string; currentEnding: string | null } | { state: "gone"; currentEnding: string | null };

export async function partnerConfirmation(ctx: RequestContext, now: Date): Promise<PartnerConfirmation> {
  const shopper = await ctx.shopper();
  const pending = await readPendingPartnerLogin(ctx.request, await ctx.deviceId(), now);
  const current = shopper.user ? phoneEnding(shopper.user.phone) : null;
  if (!pending) return { state: "gone", currentEnding: current };
  // The same shopper is not "another account": the question is only whether to enter the partner's web view.
  return { state: "ask", partnerEnding: pending.ending, currentEnding: shopper.user?.id === pending.userId ? null : current };
}

/**
 * The shopper's answer. "continue" completes the held login (session, partner marker and chrome, as a one-step
 * partner login) and goes to its page; "stay" discards it, keeping this browser as it was. Either way the held
 * login is claimed, so it is answered once, and its cookie goes. Null when there is nothing to answer (expired,
 * answered already, another device's): nothing changes.
 */
export async function answerPartnerConfirmation(
  ctx: RequestContext,
  db: Db,
  input: { intent: "continue" | "stay"; headers: Headers; now: Date },
): Promise<{ location: string } | null> {
  const { intent, headers, now } = input;
  const deviceId = await ctx.deviceId();
  const pending = await readPendingPartnerLogin(ctx.request, deviceId, now);
  headers.append("Set-Cookie", await clearPendingPartnerLogin());
  if (!pending || deviceId === null) return null;
  // The nonce takes the place of a partner code in the used-codes table: one answer per held login.
  const claim = { codeHash: hashPartnerCode(`confirm:${pending.nonce}`), provider: pending.provider, usedAt: now };
  if (!(await claimPartnerCode(db, claim))) return null;
  if (intent === "continue") {
    const platform = PARTNER_PROVIDERS[pending.provider];
    await finishPartnerLogin(ctx, db, { userId: pending.userId, platform, chrome: pending.chrome, deviceId, headers, now });
    return { location: pending.redirectTo };
  }
  const shopper = await ctx.shopper();
  const message = shopper.user
    ? say("Nothing changed: you are still logged in as …{ending}.", { ending: phoneEnding(shopper.user.phone) })
    : say("Nothing changed: you are not logged in.");
  headers.append("Set-Cookie", await setFlash({ kind: "info", message }));
  return { location: pending.redirectTo };
}
