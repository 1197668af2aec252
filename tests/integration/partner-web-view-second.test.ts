/**
 * The second partner's web-view login on the database (docs/rules.md#partner-login,
 * docs/decisions/057-second-partner.md): /inapp/partner-redirection with `oauth_provider=partner` and the second
 * partner's code logs the shopper in as `webview_partner`; a bad, expired or used code, or none, goes to the
 * second partner's own login page; the verify call refuses them with a 4xx message and that login page; and the
 * two partners cannot use each other's codes or pages. The telecom partner's side is partner-web-view.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loader as telecomRedirection } from "~/routes/inapp.airtel-redirection";
import { loader as secondRedirection } from "~/routes/inapp.partner-redirection";
import { action as confirmAction } from "~/routes/inapp.partner-confirm";
import { action as sandboxLoginAction, loader as sandboxLoginLoader } from "~/routes/inapp.partner-login";
import * as verifyRoute from "~/routes/v2.accounts.verify.phone.code";
import * as authKeyRoute from "~/routes/v2.accounts.auth_key";
import { loader as rootLoader } from "~/root";
import { partnerCodeUses, users } from "~/models/schema.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { OTHER_PARTNER } from "~/services/account/partner-login.server";
import { SANDBOX_CODE_TTL_MS, mintSandboxPartnerCode, partnerRedirectionPath } from "~/services/account/sandbox-partner.server";
import { getShopper, startSession } from "~/services/account/session.server";
import { parseOpsArgs } from "~/services/boot/ops-arguments.server";
import { runOpsCommand } from "~/services/boot/ops.server";
import { deviceCookie, newDeviceId } from "~/services/platform/cookies.server";
import { readPartnerSession } from "~/services/platform/partner-session.server";
import { appHeaders, callRoute } from "../support/api-client";
import { cookiePair } from "../support/cookies";
import { engine, setUpTestDb, stubTestEnv } from "../support/db";
import { must } from "../support/must";

stubTestEnv({ PARTNER_LOGINS_PER_HOUR: "50" });
const handle = setUpTestDb({ appDb: true });

const ORIGIN = "http://nukkad.test";
const PHONE_BROWSER = "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
/** The second partner's login page (the sandbox's, playing it), back to `/` in the full layout. */
const SECOND_LOGIN = "/inapp/partner-login?partner=partner&redirectTo=%2F";

let phoneSeq = 0;
const freshPhone = () => `93${String(30_000_000 + ++phoneSeq * 7919).slice(-8)}`;

const newBrowser = async () => (await deviceCookie().serialize(newDeviceId())).split(";")[0]!;

const secondCode = (phone: string, now = new Date()) => must(mintSandboxPartnerCode(phone, now, "partner")?.code, "a second-partner code");
const telecomCode = (phone: string) => must(mintSandboxPartnerCode(phone, new Date(), "airtel")?.code, "a telecom code");
const secondLink = (code: string, extra: { redirectTo?: string; chrome?: "none" } = {}) =>
  partnerRedirectionPath({ code, provider: "partner", ...extra });

type Loader = typeof secondRedirection;
async function visit(path: string, cookie: string, loader: Loader = secondRedirection, headers: Record<string, string> = {}) {
  const request = new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie, "User-Agent": PHONE_BROWSER, ...headers } });
  return inLanguageOf(request, () => loader({ request, params: {}, context: {} }).catch((thrown: unknown) => thrown) as Promise<unknown>);
}
function asResponse(answer: unknown): Response {
  if (!(answer instanceof Response)) throw new Error(`expected a Response, got ${JSON.stringify(answer)}`);
  return answer;
}
type Refusal = { data: { message: string }; init: { status: number } };
const setCookieNames = (response: Response) => response.headers.getSetCookie().map((c) => c.split("=")[0]);
function keep(cookie: string, response: Response): string {
  const jar = new Map(cookie.split("; ").map((c) => [c.split("=")[0]!, c] as const));
  for (const set of response.headers.getSetCookie()) jar.set(set.split(";")[0]!.split("=")[0]!, set.split(";")[0]!);
  return [...jar.values()].join("; ");
}
const shopperOf = async (cookie: string) =>
  (await getShopper(handle.db, new Request(`${ORIGIN}/`, { headers: { Cookie: cookie, "User-Agent": PHONE_BROWSER } }))).user;

describe(`the second partner's web-view login (${engine})`, () => {
  it("a good code logs the shopper in as webview_partner and goes to the local redirectTo", async () => {
    const phone = freshPhone();
    const browser = await newBrowser();
    const response = asResponse(await visit(secondLink(secondCode(phone), { redirectTo: "/cart", chrome: "none" }), browser));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/cart");
    expect(setCookieNames(response)).toEqual(expect.arrayContaining(["nk_session", "nk_partner"]));
    const after = keep(browser, response);
    expect((await shopperOf(after))?.phone).toBe(phone);
    expect(await readPartnerSession(new Request(ORIGIN, { headers: { Cookie: after } }))).toMatchObject({
      platform: "webview_partner",
      chrome: "none",
    });
    // Inside the second partner's web view: no install banner, the minimal bar.
    const root = await rootLoader({
      request: new Request(`${ORIGIN}/`, { headers: { Cookie: after, "User-Agent": PHONE_BROWSER } }),
      params: {},
      context: {},
    });
    expect(root.data).toMatchObject({ installBanner: false, bareChrome: true, user: { phone } });
    const [use] = await handle.db.select().from(partnerCodeUses).where(eq(partnerCodeUses.provider, "partner"));
    expect(use?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("a used, expired or forged code, or none, goes to the second partner's login page, logging nobody in", async () => {
    const phone = freshPhone();
    const used = secondCode(freshPhone());
    asResponse(await visit(secondLink(used), await newBrowser()));
    const expired = secondCode(phone, new Date(Date.now() - SANDBOX_CODE_TTL_MS - 1_000));
    const forged = secondCode(phone).replace(/.$/, (c) => (c === "A" ? "Q" : "A"));
    for (const path of [
      secondLink(used),
      secondLink(expired),
      secondLink(forged),
      secondLink("not-a-code"),
      "/inapp/partner-redirection?oauth_provider=partner",
      "/inapp/partner-redirection",
    ]) {
      const response = asResponse(await visit(path, await newBrowser()));
      expect(response.status, path).toBe(303);
      expect(response.headers.get("Location"), path).toBe(SECOND_LOGIN);
      expect(setCookieNames(response), path).not.toContain("nk_session");
      expect(setCookieNames(response), path).not.toContain("nk_partner");
    }
    // The page and layout asked for are kept on the way to the login page.
    const back = asResponse(await visit("/inapp/partner-redirection?redirectTo=%2Fcart&chrome=none", await newBrowser()));
    expect(back.headers.get("Location")).toBe("/inapp/partner-login?partner=partner&redirectTo=%2Fcart&chrome=none");
    expect(await handle.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
  });

  it("malformed input gets a 400 page saying what is wrong, in Hindi at /hi", async () => {
    for (const [path, message] of [
      ["/inapp/partner-redirection?oauth_provider=othertel&oauth_temp_code=abc", /not from a partner app we know/],
      ["/inapp/partner-redirection?oauth_temp_code=abc", /login link is broken/],
      ["/inapp/partner-redirection?oauth_provider=partner&oauth_temp_code=a%20b", /login link is broken/],
      ["/inapp/partner-redirection?oauth_provider=partner&oauth_temp_code=abc&chrome=tiny", /"chrome" is "full" or "none"/],
    ] as const) {
      const answer = (await visit(path, await newBrowser())) as Refusal;
      expect(answer.init.status, path).toBe(400);
      expect(answer.data.message, path).toMatch(message);
    }
    const hindi = (await visit("/hi/inapp/partner-redirection?oauth_provider=airtel&oauth_temp_code=abc", await newBrowser())) as Refusal;
    expect(hindi.init.status).toBe(400);
    expect(hindi.data.message).toBe("यह लॉग इन लिंक किसी दूसरे पार्टनर ऐप का है। कृपया पार्टनर ऐप से स्टोर फिर से खोलें।");
  });

  it("the two partners cannot use each other's codes or pages", async () => {
    const phone = freshPhone();
    // The telecom partner's code at the second partner's page, named as the second partner's: refused by its adapter.
    const telecomAsSecond = asResponse(await visit(secondLink(telecomCode(phone)), await newBrowser()));
    expect(telecomAsSecond.headers.get("Location")).toBe(SECOND_LOGIN);
    // The second partner's code at the telecom partner's page: refused there, to the telecom partner's login page.
    const secondAsTelecom = asResponse(
      await visit(partnerRedirectionPath({ code: secondCode(phone) }), await newBrowser(), telecomRedirection),
    );
    expect(secondAsTelecom.headers.get("Location")).toBe("/inapp/partner-login?redirectTo=%2F");
    expect(await handle.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
    // A link naming the other partner is not this page's: a 400 saying so, both ways, and nothing is exchanged.
    const telecomLinkHere = (await visit(
      `/inapp/partner-redirection?oauth_provider=airtel&oauth_temp_code=${encodeURIComponent(telecomCode(phone))}`,
      await newBrowser(),
    )) as Refusal;
    expect(telecomLinkHere.init.status).toBe(400);
    expect(telecomLinkHere.data.message).toBe(OTHER_PARTNER);
    const secondLinkThere = (await visit(
      `/inapp/airtel-redirection?oauth_provider=partner&oauth_temp_code=${encodeURIComponent(secondCode(phone))}`,
      await newBrowser(),
      telecomRedirection,
    )) as Refusal;
    expect(secondLinkThere.init.status).toBe(400);
    expect(secondLinkThere.data.message).toBe(OTHER_PARTNER);
    expect(await handle.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
    // The telecom partner's own login still marks its own platform.
    const telecom = asResponse(await visit(partnerRedirectionPath({ code: telecomCode(phone) }), await newBrowser(), telecomRedirection));
    expect(await readPartnerSession(new Request(ORIGIN, { headers: { Cookie: keep("", telecom) } }))).toMatchObject({
      platform: "webview_airtel",
    });
  });

  it("with another shopper logged in, the login is held; Continue marks the second partner's web view", async () => {
    const other = await upsertVerifiedUser(handle.db, freshPhone());
    const cookie = `${await newBrowser()}; ${cookiePair((await startSession(handle.db, other.id, null)).setCookie)}`;
    const phone = freshPhone();
    const held = asResponse(await visit(secondLink(secondCode(phone), { redirectTo: "/cart" }), cookie));
    expect(held.headers.get("Location")).toBe("/inapp/partner-confirm");
    expect(setCookieNames(held)).not.toContain("nk_partner");
    const waiting = keep(cookie, held);
    const request = new Request(`${ORIGIN}/inapp/partner-confirm`, {
      method: "POST",
      headers: { Cookie: waiting, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=continue",
    });
    const answered = asResponse(await confirmAction({ request, params: {}, context: {} }));
    expect(answered.headers.get("Location")).toBe("/cart");
    const after = keep(waiting, answered);
    expect((await shopperOf(after))?.phone).toBe(phone);
    expect(await readPartnerSession(new Request(ORIGIN, { headers: { Cookie: after } }))).toMatchObject({ platform: "webview_partner" });
  });
});

describe(`the second partner's sandbox login page (${engine})`, () => {
  it("comes back to the second partner's page with a fresh code of the second partner", async () => {
    const page = await sandboxLoginLoader({
      request: new Request(`${ORIGIN}/inapp/partner-login?partner=partner&redirectTo=%2Fcart`),
      params: {},
      context: {},
    });
    expect(page.data).toMatchObject({ partner: "partner", mints: true, redirectTo: "/cart", chrome: "full" });
    const back = asResponse(
      await sandboxLoginAction({
        request: new Request(`${ORIGIN}/inapp/partner-login?partner=partner&redirectTo=%2Fcart`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
          body: new URLSearchParams({ phone: freshPhone() }).toString(),
        }),
        params: {},
        context: {},
      }),
    );
    const location = new URL(back.headers.get("Location")!, ORIGIN);
    expect(location.pathname).toBe("/inapp/partner-redirection");
    expect(location.searchParams.get("oauth_provider")).toBe("partner");
    const login = asResponse(await visit(location.pathname + location.search, await newBrowser()));
    expect(login.headers.get("Location")).toBe("/cart");
  });

  it("has no page for a partner it does not know: 404", async () => {
    const answer = await Promise.resolve()
      .then(() => sandboxLoginLoader({ request: new Request(`${ORIGIN}/inapp/partner-login?partner=othertel`), params: {}, context: {} }))
      .catch((thrown: unknown) => thrown);
    expect((answer as { init: { status: number } }).init.status).toBe(404);
  });
});

describe(`the verify call with the second partner's code (${engine})`, () => {
  const verify = async (authKey: string, body: Record<string, string>) =>
    callRoute(verifyRoute, { method: "POST", path: "/v2/accounts/verify/phone/code/", headers: appHeaders(authKey), body });

  it("logs in once; a used, expired or other partner's code fails with a 4xx message and the second partner's login page", async () => {
    const key = await callRoute(authKeyRoute, { path: "/v2/accounts/auth_key/" });
    const authKey = String(key.body.auth_key);
    const phone = freshPhone();
    const code = secondCode(phone);
    expect(await verify(authKey, { oauth_provider: "partner", oauth_temp_code: code })).toMatchObject({
      status: 200,
      body: { verified: true, user: { phone } },
    });
    const refusal = { status: 401, body: { success: false, verified: false, message: "Verification Failed.", login_url: SECOND_LOGIN } };
    expect(await verify(authKey, { oauth_provider: "partner", oauth_temp_code: code })).toMatchObject(refusal);
    const expired = secondCode(phone, new Date(Date.now() - SANDBOX_CODE_TTL_MS - 1_000));
    expect(await verify(authKey, { oauth_provider: "partner", oauth_temp_code: expired })).toMatchObject(refusal);
    expect(await verify(authKey, { oauth_provider: "partner", oauth_temp_code: telecomCode(phone) })).toMatchObject(refusal);
    // And the other way: the second partner's code named as the telecom partner's.
    expect(await verify(authKey, { oauth_provider: "airtel", oauth_temp_code: secondCode(phone) })).toMatchObject({
      status: 401,
      body: { login_url: "/inapp/partner-login?redirectTo=%2F" },
    });
  });
});

describe("npm run ops -- partner-code --partner partner", () => {
  it("prints a second-partner code and its link; an unknown partner is a usage error", async () => {
    const phone = freshPhone();
    const command = parseOpsArgs(["partner-code", phone, "--partner", "partner"]);
    expect(command).toEqual({ command: "partner-code", phone, partner: "partner" });
    expect(parseOpsArgs(["partner-code", phone, "--partner", "othertel"])).toMatchObject({
      error: expect.stringContaining("--partner is one of airtel, partner"),
    });
    if ("error" in command) throw new Error(command.error);
    const result = await runOpsCommand(handle.db, command);
    if (!result.ok) throw new Error(result.error);
    const [code, hint] = result.message.split("\n");
    expect(hint).toMatch(/^Open \/inapp\/partner-redirection\?oauth_provider=partner&oauth_temp_code=sbx1\./);
    const response = asResponse(await visit(secondLink(code!), await newBrowser()));
    expect(response.headers.get("Location")).toBe("/");
    expect(await readPartnerSession(new Request(ORIGIN, { headers: { Cookie: keep("", response) } }))).toMatchObject({
      platform: "webview_partner",
    });
  });
});
