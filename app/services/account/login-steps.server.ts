/** The login pages' steps: the pending login kept between the phone and code steps, and their form input. */
import { accountLanguageCookie } from "./language.server";
import { z } from "zod";
import { codeForm } from "~/lib/forms/login";
import { formSchema } from "~/lib/forms/schema.server";
import { requestLocale, say } from "~/lib/i18n/request-language.server";
import type { Db } from "~/models/db.server";
import { mergeDeviceCartIntoAccount } from "../cart/cart-merge.server";
import { askRememberedBeforeLogin } from "../catalogue/back-in-stock.server";
import { pendingLoginCookie, setFlash } from "../platform/cookies.server";
import type { RequestContext } from "../platform/request-context.server";
import { outboxOpen } from "../security/demo-mode.server";
import {
  LOGIN_SUCCESS_TOAST_MS,
  configuredCodeLength,
  loginServices,
  requestLoginCode,
  type CodeRequest,
  type CodeRequestResult,
} from "./login.server";
import { endSession, startSession } from "./session.server";

const PendingLoginSchema = z.object({
  phone: z.string().regex(/^[6-9]\d{9}$/),
  redirectTo: z.string().max(2_000),
});
export type PendingLogin = z.infer<typeof PendingLoginSchema>;

export async function readPendingLogin(request: Request): Promise<PendingLogin | null> {
  const parsed = PendingLoginSchema.safeParse(await pendingLoginCookie().parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : null;
}

export function savePendingLogin(pending: PendingLogin): Promise<string> {
  return pendingLoginCookie().serialize(PendingLoginSchema.parse(pending));
}

export function clearPendingLogin(): Promise<string> {
  return pendingLoginCookie().serialize("", { maxAge: 0 });
}

/**
 * Sends a login code for the phone step ("start") or the code step's "resend", at the configured length,
 * counted against this request's requester and texted through the device's outbox.
 *
 * In demo mode's outbox a code is never texted, only kept for /dev/outbox, where whoever asked reads it: for a
 * request from a public address (without DEMO_MODE=1) that would be a login as anyone, so no code is made at
 * all — nothing stored, nothing counted, the phone's open code untouched
 * (docs/decisions/033-demo-mode-per-request.md).
 */
export async function sendLoginCode(
  ctx: RequestContext,
  db: Db,
  deviceId: string,
  code: Pick<CodeRequest, "phone" | "intent" | "now">,
): Promise<CodeRequestResult> {
  const demo = ctx.demo();
  if (demo.mode?.outbox && !outboxOpen(demo))
    return {
      ok: false,
      status: 403,
      message: say("This is a demo store that does not send text messages, so you cannot log in at this address. No code was sent."),
      retryAt: null,
    };
  // A device id minted for this request identifies nobody yet: only a returning cookie counts as a device.
  const requester = await ctx.requester();
  return requestLoginCode(db, { ...code, requester, codeLength: configuredCodeLength() }, loginServices(db, deviceId));
}

/**
 * A verified shopper logs in on this browser: any previous session here ends (a login always gets a fresh
 * session id, docs/decisions/006-sessions-and-login-codes.md), the device cart merges into the account, the
 * pending login goes, a Notify me tapped before the login is asked, and the success toast is set — the cookies are
 * appended to `headers`. One path for the
 * login code and the partner web view's login (docs/rules.md#partner-web-views).
 */
export async function logInVerifiedUser(
  ctx: RequestContext,
  db: Db,
  input: { request: Request; userId: number; deviceId: string; headers: Headers },
): Promise<void> {
  const { request, userId, deviceId, headers } = input;
  await endSession(db, request);
  const { session, notices } = await startAccountSession(ctx, db, { userId, deviceId });
  headers.append("Set-Cookie", session.setCookie);
  headers.append("Set-Cookie", await clearPendingLogin());
  const language = await accountLanguageCookie(db, request, userId);
  if (language) headers.append("Set-Cookie", language);
  // A Notify me tapped before the login is asked now, and its answer joins the login's toast.
  const { store } = await ctx.location();
  const asked = await askRememberedBeforeLogin(db, request, { userId, deviceId, storeId: store?.id ?? null, now: new Date() });
  if (asked) headers.append("Set-Cookie", asked.clear);
  const sentences = [say("Logged in successfully"), ...notices, ...(asked ? [asked.message.replace(/[.।]$/, "")] : [])];
  const message = sentences.join(requestLocale() === "hi" ? "। " : ". ");
  headers.append("Set-Cookie", await setFlash({ kind: "success", message, durationMs: LOGIN_SUCCESS_TOAST_MS }));
}

/**
 * The part of a login every client shares, the pages and the JSON API's verify call alike: a new session
 * (its cookie for a browser, its access token for an app) and the device cart merged into the account.
 * Returns the merge's notices (items capped by stock) for the caller to show.
 */
export async function startAccountSession(ctx: RequestContext, db: Db, input: { userId: number; deviceId: string }) {
  const session = await startSession(db, input.userId, input.deviceId);
  const location = await ctx.location();
  const notices = await mergeDeviceCartIntoAccount(db, input.deviceId, input.userId, location.store?.id ?? null);
  return { session, notices };
}

// ---------------------------------------------------------------------------
// Form input

/**
 * The code step's post, for `parseForm`: verify (the code shaped by the form's definition, `codeForm`) or
 * resend. A submit without an intent (Enter in the code field of an old browser) means verify.
 */
export function codeStepSchema(codeLength: number) {
  return z.preprocess(
    (fields) => ({ intent: "verify", ...(fields as Record<string, unknown>) }),
    z.discriminatedUnion("intent", [
      formSchema(codeForm(codeLength)).extend({ intent: z.literal("verify") }),
      z.object({ intent: z.literal("resend") }),
    ]),
  );
}
