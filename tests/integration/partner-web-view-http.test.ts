/**
 * The second partner's real exchange (WEBVIEW_PARTNER_ADAPTER=http; docs/rules.md#partner-login,
 * docs/decisions/057-second-partner.md), against a local HTTP server started here that plays the partner's token
 * endpoint: a good code logs the shopper in as `webview_partner`; a code the partner refuses or calls expired goes
 * to the partner's own login page; a partner that is down (5xx), too slow, answers nonsense or refuses the store's
 * credentials gets the shopper a 503 page asking to try again — in English, and in Hindi at /hi — and the verify
 * call a 503 with the partner's login page. Nobody is logged in on any refusal, and the logs never hold a code or
 * the secret.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { loader as secondRedirection } from "~/routes/inapp.partner-redirection";
import { loader as sandboxLoginLoader } from "~/routes/inapp.partner-login";
import * as verifyRoute from "~/routes/v2.accounts.verify.phone.code";
import * as authKeyRoute from "~/routes/v2.accounts.auth_key";
import { users } from "~/models/schema.server";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { HttpPartner } from "~/services/account/http-partner.server";
import { PARTNER_UNAVAILABLE, getPartnerAdapter } from "~/services/account/partner-login.server";
import { getShopper } from "~/services/account/session.server";
import { deviceCookie, newDeviceId } from "~/services/platform/cookies.server";
import { readPartnerSession } from "~/services/platform/partner-session.server";
import { parseOpsArgs } from "~/services/boot/ops-arguments.server";
import { runOpsCommand } from "~/services/boot/ops.server";
import { appHeaders, callRoute } from "../support/api-client";
import { engine, setUpTestDb, stubTestEnv } from "../support/db";

const CLIENT_ID = "nukkad-store";
const CLIENT_SECRET = "s3cret-the-partner-gave-us";

/** What the partner's token endpoint was sent. */
interface Received {
  method: string | undefined;
  path: string | undefined;
  type: string | undefined;
  auth: string | undefined;
  form: Record<string, string>;
}
const received: Received[] = [];

/** The codes the partner's app handed out, and the phone each stands for: each works once at the partner. */
const issued = new Map<string, string>();

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));

/**
 * The partner. Its token endpoint checks the store's credentials, then answers by the code: an issued one with its
 * phone; `expired-…` 410; `down-…` 503; `slow-…` never (until the store gives up); `html-…` a 200 page that is not
 * JSON; `nophone-…` JSON without a mobile number; anything else 400 `invalid_grant`.
 */
const partner = createServer(async (req: IncomingMessage, res) => {
  let raw = "";
  for await (const chunk of req) raw += chunk;
  const form = Object.fromEntries(new URLSearchParams(raw));
  received.push({ method: req.method, path: req.url, type: req.headers["content-type"], auth: req.headers.authorization, form });
  if (req.url !== "/oauth/token" || req.method !== "POST") return json(res, 404, { error: "not_found" });
  const [id, secret] = Buffer.from((req.headers.authorization ?? "").replace(/^Basic /, ""), "base64")
    .toString()
    .split(":")
    .map(decodeURIComponent);
  if (id !== CLIENT_ID || secret !== CLIENT_SECRET) return json(res, 401, { error: "invalid_client" });
  const code = form.code ?? "";
  const phone = issued.get(code);
  if (phone) {
    issued.delete(code);
    return json(res, 200, { phone: `+91${phone}`, token_type: "Bearer" });
  }
  if (code.startsWith("expired-")) return json(res, 410, { error: "expired_token" });
  if (code.startsWith("down-")) return json(res, 503, { error: "temporarily_unavailable" });
  if (code.startsWith("slow-")) return; // answers nothing: the store's deadline ends it
  if (code.startsWith("html-")) return res.writeHead(200, { "Content-Type": "text/html" }).end("<html>Maintenance</html>");
  if (code.startsWith("nophone-")) return json(res, 200, { phone: "12345" });
  return json(res, 400, { error: "invalid_grant" });
});
await new Promise<void>((resolve) => partner.listen(0, "127.0.0.1", resolve));
const PARTNER = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
const PARTNER_LOGIN = `${PARTNER.replace("127.0.0.1", "localhost")}/webview/login?lang=en`;

stubTestEnv({
  PARTNER_LOGINS_PER_HOUR: "100",
  WEBVIEW_PARTNER_ADAPTER: "http",
  WEBVIEW_PARTNER_EXCHANGE_URL: `${PARTNER}/oauth/token`,
  WEBVIEW_PARTNER_LOGIN_URL: PARTNER_LOGIN,
  WEBVIEW_PARTNER_CLIENT_ID: CLIENT_ID,
  WEBVIEW_PARTNER_CLIENT_SECRET: CLIENT_SECRET,
  // Long enough for a loaded machine's local answer, short enough for the test of a partner that never answers.
  WEBVIEW_PARTNER_TIMEOUT_MS: "1500",
});
const handle = setUpTestDb({ appDb: true });

// What the adapter logs: never a code or the secret.
const logged = [
  vi.spyOn(console, "warn").mockImplementation(() => undefined),
  vi.spyOn(console, "error").mockImplementation(() => undefined),
];
/** The adapter's lines logged at that level (0: warn, 1: error) since the test began. */
const partnerLines = (level: 0 | 1) => logged[level]!.mock.calls.map(String).filter((line) => line.startsWith('Partner "partner"'));

afterAll(async () => {
  for (const spy of logged) spy.mockRestore();
  partner.closeAllConnections();
  await new Promise((resolve) => partner.close(resolve));
});

afterEach(() => {
  for (const spy of logged) {
    for (const line of spy.mock.calls.flat().map(String)) {
      expect(line).not.toContain(CLIENT_SECRET);
      for (const code of received.map((r) => r.form.code ?? "")) if (code) expect(line).not.toContain(code);
    }
    spy.mockClear();
  }
});

const ORIGIN = "http://nukkad.test";
const PHONE_BROWSER = "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

let phoneSeq = 0;
const freshPhone = () => `94${String(40_000_000 + ++phoneSeq * 7919).slice(-8)}`;
let codeSeq = 0;
/** A code of the given kind, as the partner's app would hand it over (an issued one names a phone). */
const partnerCode = (kind: string, phone?: string) => {
  const code = `${kind}-${++codeSeq}-${Math.random().toString(36).slice(2)}`;
  if (phone) issued.set(code, phone);
  return code;
};

const newBrowser = async () => (await deviceCookie().serialize(newDeviceId())).split(";")[0]!;
const link = (code: string, extra = "") =>
  `/inapp/partner-redirection?oauth_provider=partner&oauth_temp_code=${encodeURIComponent(code)}${extra}`;

async function visit(path: string, cookie: string) {
  const request = new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie, "User-Agent": PHONE_BROWSER } });
  return inLanguageOf(
    request,
    () => secondRedirection({ request, params: {}, context: {} }).catch((thrown: unknown) => thrown) as Promise<unknown>,
  );
}
function asResponse(answer: unknown): Response {
  if (!(answer instanceof Response)) throw new Error(`expected a Response, got ${JSON.stringify(answer)}`);
  return answer;
}
type Refusal = { data: { message: string; retry?: string }; init: { status: number; headers: Headers } };
const setCookieNames = (response: Response) => response.headers.getSetCookie().map((c) => c.split("=")[0]);
const cookieAfter = (cookie: string, response: Response) =>
  [cookie, ...response.headers.getSetCookie().map((c) => c.split(";")[0]!)].join("; ");
const usersWith = (phone: string) => handle.db.select().from(users).where(eq(users.phone, phone));

/** The partner's login page for a shopper going to `redirectTo`, as the store sends them there. */
const partnerLogin = (redirectTo = "/", chrome?: "none") => {
  const url = new URL(PARTNER_LOGIN);
  url.searchParams.set("client_id", CLIENT_ID);
  url.searchParams.set("redirectTo", redirectTo);
  if (chrome) url.searchParams.set("chrome", chrome);
  return url.toString();
};

describe(`the second partner's HTTP exchange (${engine})`, () => {
  it("is the adapter WEBVIEW_PARTNER_ADAPTER=http names; the telecom partner keeps its own", () => {
    expect(getPartnerAdapter("partner")).toMatchObject({ name: "http", provider: "partner" });
    expect(getPartnerAdapter("airtel")).toMatchObject({ name: "sandbox", provider: "airtel" });
  });

  it("a good code: exchanged with the store's credentials, logs the shopper in as webview_partner", async () => {
    const phone = freshPhone();
    const code = partnerCode("good", phone);
    const browser = await newBrowser();
    const response = asResponse(await visit(link(code, "&redirectTo=%2Fcart&chrome=none"), browser));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/cart");
    expect(setCookieNames(response)).toEqual(expect.arrayContaining(["nk_session", "nk_partner"]));
    const after = cookieAfter(browser, response);
    const shopper = await getShopper(handle.db, new Request(`${ORIGIN}/`, { headers: { Cookie: after, "User-Agent": PHONE_BROWSER } }));
    expect(shopper.user?.phone).toBe(phone);
    expect(await readPartnerSession(new Request(ORIGIN, { headers: { Cookie: after } }))).toMatchObject({
      platform: "webview_partner",
      chrome: "none",
    });
    expect(received.at(-1)).toEqual({
      method: "POST",
      path: "/oauth/token",
      type: "application/x-www-form-urlencoded",
      auth: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`,
      form: { grant_type: "authorization_code", code, client_id: CLIENT_ID },
    });
  });

  it("a code the partner refuses (unknown, or used) or calls expired goes to the partner's own login page, logging nobody in", async () => {
    const phone = freshPhone();
    const used = partnerCode("good", phone);
    asResponse(await visit(link(used), await newBrowser()));
    for (const code of [partnerCode("forged"), used, partnerCode("expired")]) {
      const response = asResponse(await visit(link(code), await newBrowser()));
      expect(response.status, code).toBe(303);
      expect(response.headers.get("Location"), code).toBe(partnerLogin());
      expect(setCookieNames(response), code).not.toContain("nk_session");
    }
    // No code at all: the partner's login page too, keeping where the shopper was going and the layout.
    const none = asResponse(await visit("/inapp/partner-redirection?redirectTo=%2Fcart&chrome=none", await newBrowser()));
    expect(none.headers.get("Location")).toBe(partnerLogin("/cart", "none"));
    // The sandbox's stand-in login page is not this partner's any more.
    const sandboxPage = await Promise.resolve()
      .then(() => sandboxLoginLoader({ request: new Request(`${ORIGIN}/inapp/partner-login?partner=partner`), params: {}, context: {} }))
      .catch((thrown: unknown) => thrown);
    expect((sandboxPage as { init: { status: number } }).init.status).toBe(404);
  });

  it("a partner that is down, too slow or answers nonsense: a 503 page asking to try again, nobody logged in", async () => {
    for (const kind of ["down", "slow", "html", "nophone"]) {
      const code = partnerCode(kind);
      const answer = (await visit(link(code, "&redirectTo=%2Fcart"), await newBrowser())) as Refusal;
      expect(answer.init?.status, kind).toBe(503);
      expect(answer.init.headers.get("Retry-After"), kind).toBe("60");
      expect(answer.data, kind).toMatchObject({ message: PARTNER_UNAVAILABLE, retry: partnerLogin("/cart") });
    }
    expect(received.filter((r) => r.form.code?.startsWith("slow-"))).toHaveLength(1);
    expect(partnerLines(0)).toEqual([
      'Partner "partner" code exchange failed: it answered 503',
      'Partner "partner" code exchange failed: no answer within 1500 ms',
      'Partner "partner" code exchange failed: the answer names no mobile number',
      'Partner "partner" code exchange failed: the answer names no mobile number',
    ]);
  });

  it("says so in Hindi at /hi", async () => {
    const answer = (await visit(`/hi${link(partnerCode("down"))}`, await newBrowser())) as Refusal;
    expect(answer.init.status).toBe(503);
    expect(answer.data.message).toBe("पार्टनर ऐप अभी आपके लॉग इन की पुष्टि नहीं कर पाया। कृपया एक मिनट बाद फिर से कोशिश करें।");
  });

  it("the partner refusing the store's own credentials is a 503 too, logged as an error to fix", async () => {
    // The environment is read once per process: an adapter of its own, with a secret the partner does not know.
    const wrong = new HttpPartner("partner", {
      exchangeUrl: `${PARTNER}/oauth/token`,
      loginUrl: PARTNER_LOGIN,
      clientId: CLIENT_ID,
      clientSecret: "not-the-secret",
      timeoutMs: 1_500,
    });
    const phone = freshPhone();
    expect(await wrong.exchangeCode(partnerCode("good", phone))).toEqual({ ok: false, reason: "unavailable" });
    expect(partnerLines(1)).toHaveLength(1);
    expect(partnerLines(1)[0]).toMatch(/refused the store's client credentials \(401\): check the partner's client id and secret/);
    expect(await usersWith(phone)).toHaveLength(0);
  });
});

describe(`the verify call with the second partner's HTTP exchange (${engine})`, () => {
  const verify = async (authKey: string, body: Record<string, string>, language?: string) =>
    callRoute(verifyRoute, {
      method: "POST",
      path: "/v2/accounts/verify/phone/code/",
      headers: appHeaders(authKey, language ? { "Accept-Language": language } : {}),
      body,
    });

  it("logs in with a good code; a refused one is a 401 and a partner that is down a 503, both with the partner's login page", async () => {
    const authKey = String((await callRoute(authKeyRoute, { path: "/v2/accounts/auth_key/" })).body.auth_key);
    const phone = freshPhone();
    expect(await verify(authKey, { oauth_provider: "partner", oauth_temp_code: partnerCode("good", phone) })).toMatchObject({
      status: 200,
      body: { verified: true, user: { phone } },
    });
    expect(await verify(authKey, { oauth_provider: "partner", oauth_temp_code: partnerCode("forged") })).toMatchObject({
      status: 401,
      body: { verified: false, message: "Verification Failed.", login_url: partnerLogin() },
    });
    const down = await verify(authKey, { oauth_provider: "partner", oauth_temp_code: partnerCode("down") });
    expect(down).toMatchObject({
      status: 503,
      body: { success: false, verified: false, message: PARTNER_UNAVAILABLE, login_url: partnerLogin() },
    });
    expect(down.headers.get("Retry-After")).toBe("60");
    const hindi = await verify(authKey, { oauth_provider: "partner", oauth_temp_code: partnerCode("slow") }, "hi-IN,hi;q=0.9");
    expect(hindi).toMatchObject({
      status: 503,
      body: { message: "पार्टनर ऐप अभी आपके लॉग इन की पुष्टि नहीं कर पाया। कृपया एक मिनट बाद फिर से कोशिश करें।" },
    });
  });
});

describe("npm run ops -- partner-code with the second partner on its HTTP exchange", () => {
  it("refuses to mint a sandbox code the partner would never accept; the telecom partner's sandbox still gets one", async () => {
    const command = parseOpsArgs(["partner-code", "9876543210", "--partner", "partner"]);
    if ("error" in command) throw new Error(command.error);
    expect(await runOpsCommand(handle.db, command)).toEqual({
      ok: false,
      error: "The partner partner uses its real exchange, not the sandbox: its own app gives the codes",
    });
    const telecom = parseOpsArgs(["partner-code", "9876543210"]);
    if ("error" in telecom) throw new Error(telecom.error);
    expect(await runOpsCommand(handle.db, telecom)).toMatchObject({ ok: true, message: expect.stringMatching(/^sbx1\./) });
  });
});
