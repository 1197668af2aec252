/**
 * The telecom partner's web-view login on the database (docs/rules.md#partner-web-views): a sandbox partner
 * code logs the shopper in (the user found or created by phone, a session started, the browser marked as the
 * partner's web view for 14 days) and goes to a local redirectTo; a used, expired or foreign code, or none, goes
 * to the partner's login page; another site is never a redirect target; exchanges are rate-limited; inside the
 * web view the install banner is gone and chrome=none swaps the site header for the minimal bar. A code never
 * silently replaces another logged-in shopper, nor logs in from another site's link outside the web view: the
 * login is held until the shopper answers on /inapp/partner-confirm, once, within 10 minutes, on that browser.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loader as redirectionLoader } from "~/routes/inapp.airtel-redirection";
import { action as confirmAction, loader as confirmLoader } from "~/routes/inapp.partner-confirm";
import { action as sandboxLoginAction, loader as sandboxLoginLoader } from "~/routes/inapp.partner-login";
import { loader as rootLoader } from "~/root";
import { partnerCodeUses, users } from "~/models/schema.server";
import { SANDBOX_CODE_TTL_MS, mintSandboxPartnerCode, partnerRedirectionPath } from "~/services/account/sandbox-partner.server";
import { getShopper, startSession } from "~/services/account/session.server";
import { PENDING_PARTNER_LOGIN_MS, answerPartnerConfirmation, type PartnerConfirmation } from "~/services/account/partner-confirm.server";
import { PARTNER_LOGIN_GONE } from "~/lib/partner-confirm";
import { upsertVerifiedUser } from "~/models/users.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { admit } from "~/services/security/edge.server";
import { deviceCookie, newDeviceId } from "~/services/platform/cookies.server";
import { parseOpsArgs } from "~/services/boot/ops-arguments.server";
import { runOpsCommand } from "~/services/boot/ops.server";
import { PARTNER_ACCESS_MS, readPartnerSession } from "~/services/platform/partner-session.server";
import { cookiePair } from "../support/cookies";
import { engine, setUpTestDb, stubTestEnv } from "../support/db";

// A store with an app, so a phone's browser has an install banner to see (docs/deep-links.md#install-banner).
stubTestEnv({ PARTNER_LOGINS_PER_HOUR: "4", APP_STORE_URL: "https://apps.example/nukkad" });
const handle = setUpTestDb({ appDb: true });

const ORIGIN = "http://nukkad.test";
const PHONE_BROWSER = "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

let phoneSeq = 0;
/** A fresh phone per test, so tests never share users. */
const freshPhone = () => `97${String(10_000_000 + ++phoneSeq * 7919).slice(-8)}`;

/** A browser of its own: a device cookie, so each test has its own rate-limit bucket. */
async function newBrowser(): Promise<string> {
  return (await deviceCookie().serialize(newDeviceId())).split(";")[0]!;
}

function mint(phone: string, now = new Date()): string {
  const minted = mintSandboxPartnerCode(phone, now);
  if (!minted) throw new Error(`no code for ${phone}`);
  return minted.code;
}

async function visit(path: string, cookie: string, userAgent = PHONE_BROWSER, headers: Record<string, string> = {}) {
  const request = new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie, "User-Agent": userAgent, ...headers } });
  const answer: unknown = await redirectionLoader({ request, params: {}, context: {} }).catch((thrown: unknown) => thrown);
  return answer;
}

function asResponse(answer: unknown): Response {
  if (!(answer instanceof Response)) throw new Error(`expected a Response, got ${JSON.stringify(answer)}`);
  return answer;
}

/** The cookies a browser would keep from a response, added to the ones it had. */
function keep(cookie: string, response: Response): string {
  const jar = new Map(cookie.split("; ").map((c) => [c.split("=")[0]!, c] as const));
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(";")[0]!;
    jar.set(pair.split("=")[0]!, pair);
  }
  return [...jar.values()].join("; ");
}

describe(`partner web-view login (${engine})`, () => {
  it("a good code creates the shopper, logs them in, marks the web view and goes to the local redirectTo", async () => {
    const phone = freshPhone();
    const browser = await newBrowser();
    const response = asResponse(await visit(partnerRedirectionPath({ code: mint(phone), redirectTo: "/cart?from=partner" }), browser));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/cart?from=partner");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");

    const [user] = await handle.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({ phone, verified: true });
    const cookie = keep(browser, response);
    const after = new Request(`${ORIGIN}/`, { headers: { Cookie: cookie, "User-Agent": PHONE_BROWSER } });
    expect((await getShopper(handle.db, after)).user).toMatchObject({ id: user!.id, phone });
    const marker = await readPartnerSession(after);
    expect(marker).toMatchObject({ platform: "webview_airtel", chrome: "full" });
    expect(marker!.until - Date.now()).toBeGreaterThan(PARTNER_ACCESS_MS - 60_000);
    expect(marker!.until - Date.now()).toBeLessThanOrEqual(PARTNER_ACCESS_MS);
    // Like any login: the success toast is set.
    expect(response.headers.getSetCookie().some((c) => c.startsWith("nk_flash="))).toBe(true);
  });

  it("finds the existing shopper by phone rather than making a second account", async () => {
    const phone = freshPhone();
    asResponse(await visit(partnerRedirectionPath({ code: mint(phone) }), await newBrowser()));
    const second = asResponse(await visit(partnerRedirectionPath({ code: mint(phone) }), await newBrowser()));
    expect(second.headers.get("Location")).toBe("/");
    expect(await handle.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it("a code logs in once: the second visit goes to the partner's login page", async () => {
    const browser = await newBrowser();
    const path = partnerRedirectionPath({ code: mint(freshPhone()), redirectTo: "/checkout" });
    expect(asResponse(await visit(path, browser)).headers.get("Location")).toBe("/checkout");
    const again = asResponse(await visit(path, await newBrowser()));
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe("/inapp/partner-login?redirectTo=%2Fcheckout");
    expect(again.headers.getSetCookie().some((c) => c.startsWith("nk_session="))).toBe(false);
  });

  it("two visits racing with one code: only one logs in", async () => {
    const path = partnerRedirectionPath({ code: mint(freshPhone()) });
    const answers = await Promise.all([visit(path, await newBrowser()), visit(path, await newBrowser())]);
    const locations = answers.map((a) => asResponse(a).headers.get("Location")).sort();
    expect(locations).toEqual(["/", "/inapp/partner-login?redirectTo=%2F"]);
  });

  it("an expired code, a foreign one or none goes to the partner's login page, logging nobody in", async () => {
    const phone = freshPhone();
    const expired = mint(phone, new Date(Date.now() - SANDBOX_CODE_TTL_MS - 1_000));
    const genuine = mint(phone);
    // A signature one character off, and one spelt differently for the same bytes: the last of its 43
    // base64url characters carries two padding bits, so flipping the lowest bit decodes to the same signature.
    const foreign = genuine.replace(/.$/, (c) => (c === "A" ? "Q" : "A"));
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelt = genuine.replace(/.$/, (c) => alphabet[alphabet.indexOf(c) ^ 1]!);
    const signatureOf = (code: string) => Buffer.from(code.split(".")[2]!, "base64url");
    expect(signatureOf(respelt).equals(signatureOf(genuine))).toBe(true);
    for (const path of [
      partnerRedirectionPath({ code: expired, chrome: "none" }),
      partnerRedirectionPath({ code: foreign, chrome: "none" }),
      partnerRedirectionPath({ code: respelt, chrome: "none" }),
      "/inapp/airtel-redirection?oauth_provider=airtel&chrome=none",
      "/inapp/airtel-redirection?chrome=none",
    ]) {
      const response = asResponse(await visit(path, await newBrowser()));
      expect(response.status, path).toBe(303);
      expect(response.headers.get("Location"), path).toBe("/inapp/partner-login?redirectTo=%2F&chrome=none");
      expect(
        response.headers.getSetCookie().some((c) => c.startsWith("nk_session=") || c.startsWith("nk_partner=")),
        path,
      ).toBe(false);
    }
    expect(await handle.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
  });

  it("never redirects to another site: an outside redirectTo goes home", async () => {
    for (const redirectTo of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      const response = asResponse(await visit(partnerRedirectionPath({ code: mint(freshPhone()), redirectTo }), await newBrowser()));
      expect(response.headers.get("Location"), redirectTo).toBe("/");
    }
  });

  it("malformed input gets a 400 page saying what is wrong, never a 500", async () => {
    for (const [path, message] of [
      ["/inapp/airtel-redirection?oauth_provider=othertel&oauth_temp_code=abc", /not from a partner app we know/],
      ["/inapp/airtel-redirection?oauth_temp_code=abc", /login link is broken/],
      [`/inapp/airtel-redirection?oauth_provider=airtel&oauth_temp_code=${"x".repeat(600)}`, /login link is broken/],
      ["/inapp/airtel-redirection?oauth_provider=airtel&oauth_temp_code=a%00b", /login link is broken/],
      ["/inapp/airtel-redirection?oauth_provider=airtel&oauth_temp_code=abc&chrome=tiny", /"chrome" is "full" or "none"/],
    ] as const) {
      const answer = (await visit(path, await newBrowser())) as { data: { message: string }; init: { status: number } };
      expect(answer.init.status, path).toBe(400);
      expect(answer.data.message, path).toMatch(message);
    }
  });

  it("counts every exchange per device: the fifth in an hour is refused with 429 and Retry-After", async () => {
    const browser = await newBrowser();
    for (let i = 0; i < 4; i++) {
      // Refused codes count too: they are what guessing looks like.
      const response = asResponse(await visit(partnerRedirectionPath({ code: `sbx1.guess${i}.${"A".repeat(43)}` }), browser));
      expect(response.headers.get("Location")).toBe("/inapp/partner-login?redirectTo=%2F");
    }
    const good = mint(freshPhone());
    const refused = (await visit(partnerRedirectionPath({ code: good }), browser)) as {
      data: { message: string };
      init: { status: number; headers: Headers };
    };
    expect(refused.init.status).toBe(429);
    expect(refused.data.message).toMatch(/^Too many logins from the partner app\. Please try again (in|after) /);
    expect(new Headers(refused.init.headers).get("Retry-After")).toMatch(/^\d+$/);
    // The refused attempt used nothing up: another browser logs in with the same code.
    expect(asResponse(await visit(partnerRedirectionPath({ code: good }), await newBrowser())).headers.get("Location")).toBe("/");
  });

  it("only the code's hash is kept", async () => {
    const code = mint(freshPhone());
    asResponse(await visit(partnerRedirectionPath({ code }), await newBrowser()));
    const rows = await handle.db.select().from(partnerCodeUses);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash) && r.provider === "airtel")).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

describe(`inside the partner's web view (${engine})`, () => {
  async function loggedInWebView(chrome: "full" | "none") {
    const browser = await newBrowser();
    const response = asResponse(await visit(partnerRedirectionPath({ code: mint(freshPhone()), chrome }), browser));
    return keep(browser, response);
  }
  const root = (cookie: string) =>
    rootLoader({
      request: new Request(`${ORIGIN}/s/?q=milk`, { headers: { Cookie: cookie, "User-Agent": PHONE_BROWSER } }),
      params: {},
      context: {},
    });

  it("a phone's browser sees the install banner; the same browser in a partner session does not", async () => {
    const plain = await root(await newBrowser());
    expect(plain.data).toMatchObject({ installBanner: true, bareChrome: false });
    expect((await root(await loggedInWebView("full"))).data).toMatchObject({ installBanner: false, bareChrome: false });
  });

  it("chrome=none is kept in the partner session and swaps the site chrome for the minimal bar", async () => {
    const cookie = await loggedInWebView("none");
    const answer = await root(cookie);
    expect(answer.data).toMatchObject({ installBanner: false, bareChrome: true, user: { phone: expect.any(String) } });
  });
});

describe(`a partner code never silently replaces another shopper (${engine})`, () => {
  const CROSS_SITE = { "Sec-Fetch-Site": "cross-site" };
  const cookieNames = (response: Response) => response.headers.getSetCookie().map((c) => c.split("=")[0]);

  /** A browser logged in by a login code as a fresh shopper: a session, no partner marker. */
  async function loggedInBrowser() {
    const browser = await newBrowser();
    const user = await upsertVerifiedUser(handle.db, freshPhone());
    const session = await startSession(handle.db, user.id, null);
    return { user, cookie: `${browser}; ${cookiePair(session.setCookie)}` };
  }
  const shopperOf = async (cookie: string) =>
    (await getShopper(handle.db, new Request(`${ORIGIN}/`, { headers: { Cookie: cookie, "User-Agent": PHONE_BROWSER } }))).user;
  const confirmationPage = async (cookie: string) => {
    const request = new Request(`${ORIGIN}/inapp/partner-confirm`, { headers: { Cookie: cookie, "User-Agent": PHONE_BROWSER } });
    return (await confirmLoader({ request, params: {}, context: {} })) as unknown as {
      data: PartnerConfirmation;
      init: { status: number };
    };
  };
  const answer = async (cookie: string, intent: string, headers: Record<string, string> = { Origin: ORIGIN }) => {
    const request = new Request(`${ORIGIN}/inapp/partner-confirm`, {
      method: "POST",
      headers: { Cookie: cookie, "User-Agent": PHONE_BROWSER, "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({ intent }).toString(),
    });
    return confirmAction({ request, params: {}, context: {} }).catch((thrown: unknown) => thrown) as Promise<unknown>;
  };
  /** A code for a fresh phone followed with another shopper logged in: held, the browser unchanged. */
  async function heldForAnotherShopper(chrome: "full" | "none" = "none") {
    const { user, cookie } = await loggedInBrowser();
    const partnerPhone = freshPhone();
    const response = asResponse(await visit(partnerRedirectionPath({ code: mint(partnerPhone), redirectTo: "/cart", chrome }), cookie));
    return { user, partnerPhone, response, cookie: keep(cookie, response) };
  }

  it("with another shopper logged in, a code asks first: the session stays, no marker, no chrome", async () => {
    const { user, partnerPhone, response, cookie } = await heldForAnotherShopper();
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/inapp/partner-confirm");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(cookieNames(response)).not.toContain("nk_session");
    expect(cookieNames(response)).not.toContain("nk_partner");
    expect(cookieNames(response)).toContain("nk_partner_login");
    expect((await shopperOf(cookie))?.id).toBe(user.id);
    expect(await readPartnerSession(new Request(ORIGIN, { headers: { Cookie: cookie } }))).toBeNull();
    // The code was exchanged (single-use), so the partner's shopper exists, but nobody was logged in to it.
    expect(await handle.db.select().from(users).where(eq(users.phone, partnerPhone))).toHaveLength(1);

    const page = await confirmationPage(cookie);
    expect(page.init.status).toBe(200);
    expect(page.data).toEqual({ state: "ask", partnerEnding: partnerPhone.slice(-4), currentEnding: user.phone.slice(-4), messages: null });
    // The held login names the partner's account by its last four digits only, even in the cookie.
    expect(decodeURIComponent(cookie)).not.toContain(partnerPhone);
  });

  it("a link from another site asks first even with nobody logged in", async () => {
    const browser = await newBrowser();
    const phone = freshPhone();
    const response = asResponse(
      await visit(partnerRedirectionPath({ code: mint(phone), chrome: "none" }), browser, PHONE_BROWSER, CROSS_SITE),
    );
    expect(response.headers.get("Location")).toBe("/inapp/partner-confirm");
    expect(cookieNames(response)).not.toContain("nk_session");
    expect(cookieNames(response)).not.toContain("nk_partner");
    const page = await confirmationPage(keep(browser, response));
    expect(page.data).toEqual({ state: "ask", partnerEnding: phone.slice(-4), currentEnding: null, messages: null });
  });

  it("stays one step inside the partner's web view: opened by the app, from the store's own page, or with the partner marker", async () => {
    for (const fetchSite of ["none", "same-origin"]) {
      const response = asResponse(
        await visit(partnerRedirectionPath({ code: mint(freshPhone()) }), await newBrowser(), PHONE_BROWSER, {
          "Sec-Fetch-Site": fetchSite,
        }),
      );
      expect(response.headers.get("Location"), fetchSite).toBe("/");
      expect(cookieNames(response), fetchSite).toEqual(expect.arrayContaining(["nk_session", "nk_partner"]));
    }
    // An earlier confirmed partner login left the marker; logged out since, the partner's own login page (another
    // site) sends the browser back with a fresh code: no question.
    const phone = freshPhone();
    const browser = await newBrowser();
    const first = asResponse(await visit(partnerRedirectionPath({ code: mint(phone) }), browser));
    const loggedOut = keep(browser, first)
      .split("; ")
      .filter((c) => !c.startsWith("nk_session="))
      .join("; ");
    const again = asResponse(
      await visit(partnerRedirectionPath({ code: mint(phone), redirectTo: "/cart" }), loggedOut, PHONE_BROWSER, CROSS_SITE),
    );
    expect(again.headers.get("Location")).toBe("/cart");
    expect(cookieNames(again)).toContain("nk_session");
  });

  it("Continue logs the partner's shopper in, marks the web view and keeps chrome=none, then goes to redirectTo", async () => {
    const { partnerPhone, cookie } = await heldForAnotherShopper("none");
    const response = asResponse(await answer(cookie, "continue"));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/cart");
    const after = keep(cookie, response);
    expect((await shopperOf(after))?.phone).toBe(partnerPhone);
    expect(await readPartnerSession(new Request(ORIGIN, { headers: { Cookie: after } }))).toMatchObject({
      platform: "webview_airtel",
      chrome: "none",
    });
    expect(response.headers.getSetCookie().find((c) => c.startsWith("nk_partner_login="))).toMatch(/Max-Age=0/);
  });

  it("Stay discards the held login: the same shopper, no partner marker, no chrome=none", async () => {
    const { user, cookie } = await heldForAnotherShopper("none");
    const response = asResponse(await answer(cookie, "stay"));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/cart");
    expect(cookieNames(response)).not.toContain("nk_session");
    expect(cookieNames(response)).not.toContain("nk_partner");
    const after = keep(cookie, response);
    expect((await shopperOf(after))?.id).toBe(user.id);
    expect(await readPartnerSession(new Request(ORIGIN, { headers: { Cookie: after } }))).toBeNull();
    // Nothing is left to continue with: the held login is gone.
    expect((await confirmationPage(after)).data).toEqual({ state: "gone", currentEnding: user.phone.slice(-4), messages: null });
  });

  it("a held login is answered once: replaying its cookie changes nothing and says why", async () => {
    const { user, cookie } = await heldForAnotherShopper();
    asResponse(await answer(cookie, "stay"));
    // The same cookie again (a copy, or a back-and-resubmit): refused, the shopper unchanged.
    const replay = (await answer(cookie, "continue")) as {
      data: { formError: string; view: PartnerConfirmation };
      init: { status: number };
    };
    expect(replay.init.status).toBe(410);
    expect(replay.data.formError).toBe(PARTNER_LOGIN_GONE);
    expect(replay.data.view).toEqual({ state: "gone", currentEnding: user.phone.slice(-4) });
    expect((await shopperOf(cookie))?.id).toBe(user.id);
  });

  it("a held login expires after 10 minutes and belongs to its own browser", async () => {
    const { user, cookie } = await heldForAnotherShopper();
    const post = (cookieHeader: string) =>
      new Request(`${ORIGIN}/inapp/partner-confirm`, { method: "POST", headers: { Cookie: cookieHeader, Origin: ORIGIN } });
    const late = new Date(Date.now() + PENDING_PARTNER_LOGIN_MS + 1_000);
    const expired = await answerPartnerConfirmation(requestContext({ request: post(cookie), context: {} }), handle.db, {
      intent: "continue",
      headers: new Headers(),
      now: late,
    });
    expect(expired).toBeNull();
    // Another browser (its own device cookie) carrying the held login's cookie cannot answer it.
    const otherDevice = cookie.replace(/nk_device=[^;]+/, await newBrowser());
    const stolen = (await answer(otherDevice, "continue")) as { init: { status: number } };
    expect(stolen.init.status).toBe(410);
    // Still in time on its own browser, it is answered.
    const inTime = asResponse(await answer(cookie, "continue"));
    expect(inTime.headers.get("Location")).toBe("/cart");
    expect((await shopperOf(keep(cookie, inTime)))?.id).not.toBe(user.id);
  });

  it("refuses an answer posted from another site, and one it does not understand, changing nothing", async () => {
    const { user, cookie } = await heldForAnotherShopper();
    const crossSite = await answer(cookie, "continue", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" });
    expect(asResponse(crossSite).status).toBe(403);
    // The server edge refuses it first, before Remix (server.mjs).
    const edge = admit(
      new Request(`${ORIGIN}/inapp/partner-confirm`, {
        method: "POST",
        headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example", Cookie: cookie },
        body: "intent=continue",
      }),
    );
    expect(edge instanceof Response && edge.status).toBe(403);
    const garbled = (await answer(cookie, "both")) as { data: { formError: string }; init: { status: number } };
    expect(garbled.init.status).toBe(400);
    expect(garbled.data.formError).toBe("That request was not understood. Please try again.");
    expect((await shopperOf(cookie))?.id).toBe(user.id);
    // The held login is still there to answer.
    expect((await confirmationPage(cookie)).data.state).toBe("ask");
  });

  it("without a held login the page says so with 410, never a 500", async () => {
    const page = await confirmationPage(await newBrowser());
    expect(page.init.status).toBe(410);
    expect(page.data).toEqual({ state: "gone", currentEnding: null, messages: null });
  });
});

describe(`the sandbox partner's login page (${engine})`, () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (query: string, body: string) =>
    new Request(`${ORIGIN}/inapp/partner-login?${query}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
      body,
    });

  it("explains, and in demo mode comes back with a fresh code for the number typed", async () => {
    const page = await sandboxLoginLoader({
      request: new Request(`${ORIGIN}/inapp/partner-login?redirectTo=%2Fcart&chrome=none`),
      params: {},
      context: {},
    });
    expect(page.data).toEqual({ mints: true, redirectTo: "/cart", chrome: "none", messages: null });
    const phone = freshPhone();
    const back = asResponse(
      await sandboxLoginAction({ request: post("redirectTo=%2Fcart&chrome=none", form({ phone })), params: {}, context: {} }),
    );
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get("Location")!, ORIGIN);
    expect(location.pathname).toBe("/inapp/airtel-redirection");
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ oauth_provider: "airtel", redirectTo: "/cart", chrome: "none" });
    const login = asResponse(await visit(location.pathname + location.search, await newBrowser()));
    expect(login.headers.get("Location")).toBe("/cart");
  });

  it("refuses a number that is not a mobile, keeping what was typed", async () => {
    const answer = (await sandboxLoginAction({
      request: post("redirectTo=%2F", form({ phone: "12345" })),
      params: {},
      context: {},
    })) as unknown as {
      data: { fieldErrors: Record<string, string[]>; values: Record<string, string> };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.fieldErrors.phone).toEqual(["Enter a valid mobile number."]);
    expect(answer.data.values.phone).toBe("12345");
  });
});

describe("npm run ops -- partner-code", () => {
  it("prints a code that logs that phone in, and refuses a bad number", async () => {
    const phone = freshPhone();
    const command = parseOpsArgs(["partner-code", phone]);
    expect(command).toEqual({ command: "partner-code", phone });
    expect(parseOpsArgs(["partner-code"])).toMatchObject({ error: expect.stringContaining("one phone number") });
    if ("error" in command) throw new Error(command.error);
    const result = await runOpsCommand(handle.db, command);
    if (!result.ok) throw new Error(result.error);
    const [code, hint] = result.message.split("\n");
    expect(hint).toMatch(/^Open \/inapp\/airtel-redirection\?oauth_provider=airtel&oauth_temp_code=sbx1\./);
    const response = asResponse(await visit(partnerRedirectionPath({ code: code! }), await newBrowser()));
    expect(response.headers.get("Location")).toBe("/");
    expect(await handle.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
    expect(await runOpsCommand(handle.db, { command: "partner-code", phone: "12345" })).toEqual({
      ok: false,
      error: "Not a mobile number: 12345",
    });
  });
});
