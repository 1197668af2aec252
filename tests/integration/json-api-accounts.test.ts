/**
 * The JSON API's auth key, headers and login calls on the database (docs/decisions/021-json-api-auth.md,
 * docs/product/api.md): a key per device that a wrong, forged or expired copy cannot pass (403, refresh and
 * retry); login by code through the same services as /login, giving an access token that then authenticates
 * the user calls and flags; logout ending that session (401 after); the page's cookie calls unchanged.
 */
import { describe, expect, it } from "vitest";
import * as authKeyRoute from "~/routes/v2.accounts.auth_key";
import * as sendCodeRoute from "~/routes/v2.accounts._index";
import * as verifyRoute from "~/routes/v2.accounts.verify.phone.code";
import * as logoutRoute from "~/routes/v2.accounts.logout";
import * as userPropertyRoute from "~/routes/v1.user.user_property.$userId";
import * as orderCountRoute from "~/routes/v1.order_count";
import * as flagsRoute from "~/routes/api.feature-flags.receive";
import * as analyticsRoute from "~/routes/v1.analytics_events_properties";
import { AUTH_KEY_LIFE_MS, AUTH_KEY_REFRESH_GRACE_MS, issueAuthKey } from "~/services/api/auth-key.server";
import { AUTH_KEY_REFRESH, SESSION_ENDED } from "~/services/api/api-gate.server";
import { startSession } from "~/services/account/session.server";
import { mintSandboxPartnerCode } from "~/services/account/sandbox-partner.server";
import { setFlag } from "~/services/platform/feature-flags.server";
import { newDeviceId } from "~/services/platform/cookies.server";
import { readOutbox } from "~/services/platform/sms.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { cookiePair } from "../support/cookies";
import { appHeaders, callRoute } from "../support/api-client";
import { setUpTestDb, stubTestEnv } from "../support/db";
import { must } from "../support/must";

stubTestEnv();
const handle = setUpTestDb({ appDb: true });

let seq = 0;
const freshPhone = () => `96${String(20_000_000 + ++seq * 7919).slice(-8)}`;

async function newKey(presented?: string) {
  const answer = await callRoute(authKeyRoute, { path: "/v2/accounts/auth_key/", headers: presented ? { auth_key: presented } : {} });
  expect(answer.status).toBe(200);
  return answer.body as { auth_key: string; device_id: string; expires_at: number };
}

/** Logs in through the API as an app does: code by SMS (the outbox), then verify; the access token. */
async function appLogin(authKey: string, deviceId: string, phone = freshPhone()) {
  const sent = await callRoute(sendCodeRoute, {
    method: "POST",
    path: "/v2/accounts/",
    headers: appHeaders(authKey),
    body: { user_phone: phone },
  });
  expect(sent).toMatchObject({ status: 200, body: { success: true } });
  const [message] = await readOutbox(handle.db, { now: new Date(), deviceId, phone });
  const verified = await callRoute(verifyRoute, {
    method: "POST",
    path: "/v2/accounts/verify/phone/code/",
    headers: appHeaders(authKey),
    body: new URLSearchParams({ user_phone: phone, verify_code: must(message?.code, "the code in the outbox") }),
  });
  return { verified, phone };
}

describe("the auth key", () => {
  it("is a key for a new device, 14 days, and presenting it (even expired) keeps the device", async () => {
    const before = Date.now();
    const first = await newKey();
    expect(first.device_id).toMatch(/^[0-9a-f]{16}$/);
    expect(first.expires_at).toBeGreaterThanOrEqual(before + AUTH_KEY_LIFE_MS);
    expect((await newKey(first.auth_key)).device_id).toBe(first.device_id);
    const expired = issueAuthKey(first.device_id, new Date(Date.now() - AUTH_KEY_LIFE_MS - 1000));
    expect((await newKey(expired.authKey)).device_id).toBe(first.device_id);
    // Expired longer than the grace: no longer proof of the device, the client gets a new one.
    const stale = issueAuthKey(first.device_id, new Date(Date.now() - AUTH_KEY_LIFE_MS - AUTH_KEY_REFRESH_GRACE_MS - 1000));
    const fresh = await newKey(stale.authKey);
    expect(fresh.device_id).toMatch(/^[0-9a-f]{16}$/);
    expect(fresh.device_id).not.toBe(first.device_id);
    // A bare device id proves nothing: someone else's device is not handed out.
    const other = await callRoute(authKeyRoute, { path: "/v2/accounts/auth_key/", headers: { device_id: first.device_id } });
    expect(other.body.device_id).not.toBe(first.device_id);
  });

  it("is needed by API calls: a missing, forged or expired one answers 403 asking for a fresh key", async () => {
    const { auth_key, device_id } = await newKey();
    const forged = auth_key.slice(0, -2) + (auth_key.endsWith("AA") ? "BB" : "AA");
    const expired = issueAuthKey(device_id, new Date(Date.now() - AUTH_KEY_LIFE_MS - 1)).authKey;
    const variants: Record<string, string>[] = [
      {},
      { auth_key: forged },
      { auth_key: expired },
      { auth_key: "nonsense" },
      { access_token: "abc" },
    ];
    for (const headers of variants) {
      const answer = await callRoute(analyticsRoute, { path: "/v1/analytics_events_properties", headers });
      expect(answer).toMatchObject({ status: 403, body: { success: false, message: AUTH_KEY_REFRESH } });
    }
    // A device_id header naming another device than the key's.
    const mismatch = await callRoute(analyticsRoute, {
      path: "/v1/analytics_events_properties",
      headers: appHeaders(auth_key, { device_id: newDeviceId() }),
    });
    expect(mismatch.status).toBe(403);
    const good = await callRoute(analyticsRoute, { path: "/v1/analytics_events_properties", headers: appHeaders(auth_key, { device_id }) });
    expect(good).toMatchObject({
      status: 200,
      body: { success: true, data: { defaults: { string: "#-NA", number: -1, currency: "INR" } } },
    });
    expect(good.headers.get("Cache-Control")).toBe("public, max-age=86400");
  });

  it("malformed headers answer 400, never 500", async () => {
    const { auth_key } = await newKey();
    const extras: Record<string, string>[] = [
      { lat: "north" },
      { lon: "999" },
      { device_id: "xyz" },
      { "x-age-consent-granted": "maybe" },
      { access_token: "a b" },
    ];
    for (const extra of extras) {
      const answer = await callRoute(analyticsRoute, { path: "/v1/analytics_events_properties", headers: appHeaders(auth_key, extra) });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false });
    }
  });
});

describe("login by the API", () => {
  it("sends a code, verifies it into an access token that is the user for the user calls, and logout ends it", async () => {
    const { auth_key, device_id } = await newKey();
    const { verified, phone } = await appLogin(auth_key, device_id);
    expect(verified).toMatchObject({ status: 200, body: { success: true, verified: true, user: { phone, verified: true } } });
    const token = verified.body.access_token as string;
    const user = verified.body.user as { id: number; wallet_id: number };
    expect(user.wallet_id).toBe(user.id);
    expect(verified.headers.get("Set-Cookie")).toBeNull();

    const headers = appHeaders(auth_key, { access_token: token });
    const counts = await callRoute(orderCountRoute, { path: "/v1/order_count", headers });
    expect(counts).toMatchObject({ status: 200, body: { data: { [`user:${user.id}`]: { order_traits_realtime: { live_orders: 0 } } } } });
    const property = await callRoute(userPropertyRoute, {
      path: `/v1/user/user_property/${user.id}`,
      params: { userId: String(user.id) },
      headers,
    });
    expect(property).toMatchObject({ status: 200, body: { property_data: { cart_count: 0 } } });
    const someoneElse = await callRoute(userPropertyRoute, {
      path: `/v1/user/user_property/${user.id + 1}`,
      params: { userId: String(user.id + 1) },
      headers,
    });
    expect(someoneElse.status).toBe(403);
    // The key alone is an anonymous device: the user calls want a login.
    expect((await callRoute(orderCountRoute, { path: "/v1/order_count", headers: appHeaders(auth_key) })).status).toBe(401);

    const out = await callRoute(logoutRoute, { method: "POST", path: "/v2/accounts/logout/", headers });
    expect(out).toMatchObject({ status: 200, body: { success: true } });
    // The token's session is gone: 401, and the client logs out (docs/product/roles.md).
    expect(await callRoute(orderCountRoute, { path: "/v1/order_count", headers })).toMatchObject({
      status: 401,
      body: { success: false, message: SESSION_ENDED },
    });
  });

  it("binds the access token to the device it was issued to: beside another device's key it answers 403", async () => {
    const { auth_key, device_id } = await newKey();
    const { verified } = await appLogin(auth_key, device_id);
    const token = verified.body.access_token as string;
    const other = await newKey();
    const elsewhere = appHeaders(other.auth_key, { access_token: token });
    expect(await callRoute(orderCountRoute, { path: "/v1/order_count", headers: elsewhere })).toMatchObject({
      status: 403,
      body: { success: false, message: AUTH_KEY_REFRESH },
    });
    // Nor can the other device end the session; on its own device the token still works.
    expect((await callRoute(logoutRoute, { method: "POST", path: "/v2/accounts/logout/", headers: elsewhere })).status).toBe(403);
    const home = appHeaders(auth_key, { access_token: token });
    expect((await callRoute(orderCountRoute, { path: "/v1/order_count", headers: home })).status).toBe(200);
    // A refreshed key for the same device keeps the token working.
    const refreshed = await newKey(auth_key);
    const again = appHeaders(refreshed.auth_key, { access_token: token });
    expect((await callRoute(orderCountRoute, { path: "/v1/order_count", headers: again })).status).toBe(200);
  });

  it("refuses a bad number with the spec's message and a wrong code with Verification Failed.", async () => {
    const { auth_key, device_id } = await newKey();
    for (const user_phone of ["12345", "", "9".repeat(5000)]) {
      const answer = await callRoute(sendCodeRoute, {
        method: "POST",
        path: "/v2/accounts/",
        headers: appHeaders(auth_key),
        body: { user_phone },
      });
      expect(answer).toMatchObject({ status: 400, body: { success: false, message: "Enter a valid mobile number." } });
    }
    const phone = freshPhone();
    await callRoute(sendCodeRoute, { method: "POST", path: "/v2/accounts/", headers: appHeaders(auth_key), body: { user_phone: phone } });
    const [message] = await readOutbox(handle.db, { now: new Date(), deviceId: device_id, phone });
    const wrong = String((Number(must(message?.code, "code")) + 1) % 1_000_000).padStart(6, "0");
    const answer = await callRoute(verifyRoute, {
      method: "POST",
      path: "/v2/accounts/verify/phone/code/",
      headers: appHeaders(auth_key),
      body: { user_phone: phone, verify_code: wrong },
    });
    expect(answer).toMatchObject({ status: 400, body: { success: false, verified: false, message: "Verification Failed." } });
  });

  it("logs in with the partner's temporary code once; a used or foreign code fails with the partner's login page", async () => {
    const { auth_key } = await newKey();
    const phone = freshPhone();
    const code = must(mintSandboxPartnerCode(phone)?.code, "a sandbox code");
    const body = { oauth_provider: "airtel", oauth_temp_code: code };
    const first = await callRoute(verifyRoute, {
      method: "POST",
      path: "/v2/accounts/verify/phone/code/",
      headers: appHeaders(auth_key),
      body,
    });
    expect(first).toMatchObject({ status: 200, body: { verified: true, user: { phone } } });
    const again = await callRoute(verifyRoute, {
      method: "POST",
      path: "/v2/accounts/verify/phone/code/",
      headers: appHeaders(auth_key),
      body,
    });
    expect(again).toMatchObject({ status: 401, body: { success: false, message: "Verification Failed.", login_url: expect.any(String) } });
    const unknown = await callRoute(verifyRoute, {
      method: "POST",
      path: "/v2/accounts/verify/phone/code/",
      headers: appHeaders(auth_key),
      body: { oauth_provider: "elsewhere", oauth_temp_code: code },
    });
    expect(unknown.status).toBe(400);
  });

  it("the store's pages keep calling by cookie; a cross-site cookie post is refused", async () => {
    const user = await upsertVerifiedUser(handle.db, freshPhone());
    const cookie = cookiePair((await startSession(handle.db, user.id, null)).setCookie);
    expect((await callRoute(orderCountRoute, { path: "/v1/order_count", headers: { Cookie: cookie } })).status).toBe(200);
    expect((await callRoute(orderCountRoute, { path: "/v1/order_count" })).status).toBe(401);
    const crossSite = await callRoute(logoutRoute, {
      method: "POST",
      path: "/v2/accounts/logout/",
      headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect((await callRoute(orderCountRoute, { path: "/v1/order_count", headers: { Cookie: cookie } })).status).toBe(200);
  });
});

describe("feature flags by the API", () => {
  it("answers the resolver's flags with the city's and the caller's own overrides, and refuses another user's key", async () => {
    const { auth_key, device_id } = await newKey();
    const { verified } = await appLogin(auth_key, device_id);
    const user = verified.body.user as { id: number };
    const headers = appHeaders(auth_key, { access_token: verified.body.access_token as string });
    const cityId = 1849;
    await setFlag(handle.db, "badges", false, { cityId });
    await setFlag(handle.db, "cart_coupon", true, { userId: user.id });
    const flags = await callRoute(flagsRoute, {
      path: "/api/feature-flags/receive",
      headers: { ...headers, city: String(cityId), feature_flag_key: String(user.id) },
    });
    expect(flags).toMatchObject({
      status: 200,
      body: { success: true, data: { featureFlags: { badges: false, cart_coupon: true, print: true } } },
    });
    const anonymous = await callRoute(flagsRoute, {
      path: "/api/feature-flags/receive",
      headers: appHeaders(auth_key, { city: String(cityId) }),
    });
    expect(anonymous.body).toMatchObject({ data: { featureFlags: { badges: false, cart_coupon: false } } });
    const other = await callRoute(flagsRoute, {
      path: "/api/feature-flags/receive",
      headers: { ...headers, feature_flag_key: String(user.id + 1) },
    });
    expect(other.status).toBe(403);
    const bad = await callRoute(flagsRoute, { path: "/api/feature-flags/receive", headers: { ...headers, city: "Gurugram" } });
    expect(bad.status).toBe(400);
    await setFlag(handle.db, "badges", true, { cityId });
  });
});
