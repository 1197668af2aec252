/**
 * The login calls of the JSON API (docs/product/api.md#login-calls), on the same login services as the
 * /login pages: the same code issue (texts budget, resend timer, caps), the same verification, the same
 * session start and cart merge, the partners' code exchange of their redirection pages. An app gets the
 * session's access token instead of a cookie (docs/decisions/021-json-api-auth.md).
 */
import { say } from "~/lib/i18n/request-language.server";
import { SendCodeBodySchema, VerifyCodeBodySchema } from "~/lib/api-schemas.server";
import { maskPhone, PHONE_ERROR } from "~/lib/phone";
import { configuredCodeLength, loginServices, verifyLoginCode, VERIFICATION_FAILED } from "../account/login.server";
import { sendLoginCode, startAccountSession } from "../account/login-steps.server";
import {
  exchangePartnerCode,
  getPartnerAdapter,
  PARTNER_RETRY_SECONDS,
  PartnerRedirectionSchema,
  sayPartnerUnavailable,
} from "../account/partner-login.server";
import { endApiSession, endSession } from "../account/session.server";
import { copyAccountCartToDevice } from "../cart/cart-merge.server";
import { setRetryAfter } from "../platform/http.server";
import { jsonFail, jsonOk, readJsonOrForm } from "../platform/json-api.server";
import type { UserRow } from "~/models/users.server";
import { firstIssueMessage } from "../platform/request-body.server";
import { refreshAuthKey } from "./auth-key.server";
import type { ApiCall } from "./api-gate.server";

export const BODY_NOT_UNDERSTOOD = "The request body was not understood.";
export const LOGGED_OUT = "Logged out";

function retryHeaders(retryAt: Date | null, now: Date): Record<string, string> {
  const headers = new Headers();
  setRetryAfter(headers, retryAt, now);
  return Object.fromEntries(headers);
}

/** `GET /v2/accounts/auth_key/`: a key for the presented key's device, else a new device (auth-key.server.ts). */
export function authKeyResponse(call: ApiCall): Response {
  const key = refreshAuthKey(call.ctx.request.headers.get("auth_key"), call.now);
  return jsonOk({ auth_key: key.authKey, device_id: key.deviceId, expires_at: key.expiresAt });
}

/** `POST /v2/accounts/`: sends a login code, exactly as the phone step of /login does. */
export async function sendCodeResponse(call: ApiCall): Promise<Response> {
  const body = await readJsonOrForm(call.ctx.request);
  if (!body) return jsonFail(400, BODY_NOT_UNDERSTOOD);
  const parsed = SendCodeBodySchema.safeParse(body);
  if (!parsed.success) return jsonFail(400, PHONE_ERROR);
  const db = await call.ctx.db();
  const deviceId = await call.ctx.ensureDeviceId(call.headers);
  const result = await sendLoginCode(call.ctx, db, deviceId, { phone: parsed.data.user_phone, intent: "start", now: call.now });
  if (!result.ok) return jsonFail(result.status, result.message, {}, retryHeaders(result.retryAt, call.now));
  const masked = maskPhone(result.phone);
  return jsonOk({
    message: result.sent ? say("We've sent a code to {masked}.", { masked }) : say("We sent a code to {masked} a moment ago.", { masked }),
    resend_after: Math.max(0, Math.ceil((result.resendAt.getTime() - call.now.getTime()) / 1000)),
  });
}

/**
 * `POST /v2/accounts/verify/phone/code/`: `user_phone` and `verify_code`, or the partner web view's
 * `oauth_provider` and `oauth_temp_code`; a verified shopper gets an access token (a new session) and the
 * device cart joins the account.
 */
export async function verifyCodeResponse(call: ApiCall): Promise<Response> {
  const body = await readJsonOrForm(call.ctx.request);
  if (!body) return jsonFail(400, BODY_NOT_UNDERSTOOD, { verified: false });
  const parsed = VerifyCodeBodySchema.safeParse(body);
  if (!parsed.success) return jsonFail(400, firstIssueMessage(parsed.error), { verified: false });
  const { user_phone, verify_code, oauth_provider, oauth_temp_code } = parsed.data;
  const db = await call.ctx.db();
  const fail = (status: number, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    jsonFail(status, message, { verified: false, ...extra }, headers);

  let user: UserRow;
  if (oauth_provider !== undefined || oauth_temp_code !== undefined) {
    // The same input rules as the partners' redirection pages' query; `oauth_provider` picks the partner's adapter.
    const partner = PartnerRedirectionSchema.safeParse({ oauth_provider, oauth_temp_code });
    if (!partner.success) return fail(400, firstIssueMessage(partner.error));
    const { oauth_provider: provider, oauth_temp_code: code } = partner.data;
    const adapter = getPartnerAdapter(provider);
    const loginUrl = adapter.loginPage({ redirectTo: "/", chrome: "full" });
    if (!provider || !code) return fail(400, VERIFICATION_FAILED, { login_url: loginUrl });
    const result = await exchangePartnerCode(db, { provider, code, requester: await call.ctx.requester(), now: call.now }, adapter);
    if (!result.ok) {
      if (result.kind === "limited") return fail(429, result.message, {}, retryHeaders(result.retryAt, call.now));
      if (result.kind === "unavailable") {
        return fail(503, sayPartnerUnavailable(), { login_url: loginUrl }, { "Retry-After": String(PARTNER_RETRY_SECONDS) });
      }
      return fail(401, VERIFICATION_FAILED, { login_url: loginUrl });
    }
    user = result.user;
  } else {
    if (!user_phone) return fail(400, PHONE_ERROR);
    if (!verify_code) return fail(400, VERIFICATION_FAILED);
    const checked = await verifyLoginCode(
      db,
      { phone: user_phone, code: verify_code, now: call.now, codeLength: configuredCodeLength() },
      loginServices(db, null),
    );
    if (!checked.ok) return fail(checked.status, checked.message);
    user = checked.user;
  }

  const deviceId = await call.ctx.ensureDeviceId(call.headers);
  // A page's session on this browser ends as on /login: one login, one session (decision 006).
  if (call.mode === "cookie") call.headers.append("Set-Cookie", await endSession(db, call.ctx.request));
  const { session, notices } = await startAccountSession(call.ctx, db, { userId: user.id, deviceId });
  if (call.mode === "cookie") call.headers.append("Set-Cookie", session.setCookie);
  return jsonOk({
    verified: true,
    message: [say("Logged in successfully"), ...notices].join(". "),
    access_token: session.accessToken,
    user: { date_now: call.now.getTime(), id: user.id, phone: user.phone, verified: user.verified, wallet_id: user.id },
  });
}

/**
 * `POST /v2/accounts/logout/`: ends the session the `access_token` header names (a page: its cookie's), and,
 * as the page's logout, leaves a copy of the account's cart on the device (docs/product/states.md#cart-quantity).
 */
export async function logoutResponse(call: ApiCall): Promise<Response> {
  const db = await call.ctx.db();
  const { user } = await call.ctx.shopper();
  const deviceId = await call.ctx.ensureDeviceId(call.headers);
  if (call.mode === "key") {
    const token = call.ctx.apiClient().accessToken;
    if (!token || !user) return jsonFail(401, SESSION_REQUIRED);
    await endApiSession(db, token);
  } else {
    call.headers.append("Set-Cookie", await endSession(db, call.ctx.request));
  }
  if (user) await copyAccountCartToDevice(db, user.id, deviceId);
  return jsonOk({ message: say(LOGGED_OUT) });
}

export const SESSION_REQUIRED = "Send the access_token of the session to end.";
