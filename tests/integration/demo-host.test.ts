/**
 * Demo mode judged per request (docs/decisions/033-demo-mode-per-request.md, README "Running in public"), on a
 * store with the defaults (outbox texts, sandbox gateway and partner) and DEMO_MODE unset: a request from this
 * computer or a private network keeps every demo shortcut; one that arrives under a public host, or from a
 * public client address whatever `Host` it wrote, gets no login code, no outbox, no sandbox partner code and no
 * sandbox payment page, and the ribbon does not point it at /dev/outbox. Routes are called as server.mjs calls
 * them: the URL from the request's host, and the client address in the load context.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as outboxLoader } from "~/routes/dev.outbox";
import { action as partnerLoginAction, loader as partnerLoginLoader } from "~/routes/inapp.partner-login";
import { action as loginAction, loader as loginLoader } from "~/routes/login";
import { action as verifyAction } from "~/routes/login_.verify";
import { loader as sandboxPayLoader, NO_SANDBOX_PAYMENTS_HERE } from "~/routes/sandbox-pay.$orderId";
import { action as apiSendCode } from "~/routes/v2.accounts._index";
import { issueAuthKey } from "~/services/api/auth-key.server";
import { loginCodes, smsOutbox } from "~/models/schema.server";
import { NO_CODES_HERE } from "~/services/account/login.server";
import { savePendingLogin } from "~/services/account/login-steps.server";
import { NO_SANDBOX_CODES_HERE } from "~/services/account/partner-login.server";
import { deviceCookie, newDeviceId } from "~/services/platform/cookies.server";
import { appHeaders } from "../support/api-client";
import { cookiePair } from "../support/cookies";
import { engine, setUpTestDb, stubTestEnv } from "../support/db";
import { settle } from "../support/demo";

stubTestEnv();
const handle = setUpTestDb({ appDb: true });

interface From {
  /** What `Host` said (or, behind a trusted proxy, `X-Forwarded-Host`): the URL server.mjs builds. */
  host: string;
  /** The client address server.mjs puts in the load context. */
  clientAddress: string;
  headers?: Record<string, string>;
}

const LOCAL_KINDS: [string, From][] = [
  ["localhost", { host: "localhost:3000", clientAddress: "127.0.0.1" }],
  ["127.0.0.1", { host: "127.0.0.1:3000", clientAddress: "127.0.0.1" }],
  ["[::1]", { host: "[::1]:3000", clientAddress: "::1" }],
  ["a 10.x address", { host: "10.0.0.5:3000", clientAddress: "10.0.0.9" }],
  ["a 192.168.x address", { host: "192.168.1.20:3000", clientAddress: "192.168.1.33" }],
  ["a .local name", { host: "nukkad.local:3000", clientAddress: "192.168.1.33" }],
];

const PUBLIC_KINDS: [string, From][] = [
  ["a public name behind a proxy passing Host", { host: "shop.example.in", clientAddress: "127.0.0.1" }],
  ["a public IP address", { host: "203.0.113.7:3000", clientAddress: "198.51.100.20" }],
  ["localhost written by a client on the internet", { host: "localhost:3000", clientAddress: "198.51.100.20" }],
  [
    "a proxy's public visitor, TRUST_PROXY off",
    { host: "127.0.0.1:3000", clientAddress: "127.0.0.1", headers: { "X-Forwarded-For": "198.51.100.20" } },
  ],
  [
    "a forwarded public host with TRUST_PROXY=1",
    { host: "shop.example.in", clientAddress: "198.51.100.20", headers: { "X-Forwarded-Host": "shop.example.in" } },
  ],
];

let phoneSeq = 0;
const freshPhone = () => `95${String(30_000_000 + ++phoneSeq * 7919).slice(-8)}`;

async function newBrowser(): Promise<string> {
  return cookiePair(await deviceCookie().serialize(newDeviceId()));
}

function request(from: From, path: string, init: { cookie?: string; form?: Record<string, string> } = {}): Request {
  const origin = `http://${from.host}`;
  const headers = new Headers({ Host: from.host, ...from.headers });
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (!init.form) return new Request(`${origin}${path}`, { headers });
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  headers.set("Origin", origin);
  return new Request(`${origin}${path}`, { method: "POST", headers, body: new URLSearchParams(init.form).toString() });
}

const context = (from: From) => ({ clientAddress: from.clientAddress });

async function rowsFor(phone: string) {
  const [codes, texts] = await Promise.all([
    handle.db.select().from(loginCodes).where(eq(loginCodes.phone, phone)),
    handle.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)),
  ]);
  return { codes: codes.length, texts: texts.length };
}

describe(`the phone step of /login (${engine})`, () => {
  it.each(LOCAL_KINDS)("under %s sends the code to the outbox and shows it there, as before", async (_, from) => {
    const cookie = await newBrowser();
    const phone = freshPhone();
    const page = await settle(() => loginLoader({ request: request(from, "/login", { cookie }), params: {}, context: context(from) }));
    expect(page.data).toMatchObject({ demo: true });
    const asked = await settle(() =>
      loginAction({ request: request(from, "/login", { cookie, form: { phone } }), params: {}, context: context(from) }),
    );
    expect(asked.status).toBe(303);
    expect(asked.response?.headers.get("Location")).toBe("/login/verify");
    expect(await rowsFor(phone)).toEqual({ codes: 1, texts: 1 });
    const outbox = await settle(() =>
      outboxLoader({ request: request(from, `/dev/outbox?phone=${phone}`, { cookie }), params: {}, context: context(from) }),
    );
    expect(outbox.status).toBe(200);
    expect(outbox.data).toMatchObject({ closed: false, messages: [{ phone, code: expect.stringMatching(/^\d{6}$/) }] });
  });

  it.each(PUBLIC_KINDS)("under %s makes no code, says why and keeps the number typed", async (_, from) => {
    const cookie = await newBrowser();
    const phone = freshPhone();
    const page = await settle(() => loginLoader({ request: request(from, "/login", { cookie }), params: {}, context: context(from) }));
    // No banner pointing at /dev/outbox.
    expect(page.data).toMatchObject({ demo: false });
    const asked = await settle(() =>
      loginAction({ request: request(from, "/login", { cookie, form: { phone } }), params: {}, context: context(from) }),
    );
    expect(asked.status).toBe(403);
    expect(asked.data).toEqual({ ok: false, formError: NO_CODES_HERE, values: { phone } });
    // Nothing stored: no code to verify, no text for any outbox, and the phone's budget untouched.
    expect(await rowsFor(phone)).toEqual({ codes: 0, texts: 0 });
  });

  it("a resend from a public address makes no code either", async () => {
    const [, from] = PUBLIC_KINDS[0]!;
    const phone = freshPhone();
    const pending = cookiePair(await savePendingLogin({ phone, redirectTo: "/" }));
    const cookie = `${await newBrowser()}; ${pending}`;
    const resent = await settle(() =>
      verifyAction({ request: request(from, "/login/verify", { cookie, form: { intent: "resend" } }), params: {}, context: context(from) }),
    );
    expect(resent.status).toBe(403);
    expect(resent.data).toMatchObject({ ok: false, intent: "resend", formError: NO_CODES_HERE });
    expect(await rowsFor(phone)).toEqual({ codes: 0, texts: 0 });
  });
});

describe(`the JSON API's code request (${engine})`, () => {
  const ask = (from: From, phone: string) =>
    apiSendCode({
      request: new Request(`http://${from.host}/v2/accounts/`, {
        method: "POST",
        headers: { ...appHeaders(issueAuthKey(newDeviceId(), new Date()).authKey), Host: from.host, "Content-Type": "application/json" },
        body: JSON.stringify({ user_phone: phone }),
      }),
      params: {},
      context: context(from),
    });

  it("sends a code to a local app as before, and refuses a public one without making a code", async () => {
    const [, local] = LOCAL_KINDS[0]!;
    const [, outside] = PUBLIC_KINDS[1]!;
    const here = freshPhone();
    expect((await ask(local, here)).status).toBe(200);
    expect(await rowsFor(here)).toEqual({ codes: 1, texts: 1 });
    const there = freshPhone();
    const refused = await ask(outside, there);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, message: NO_CODES_HERE });
    expect(await rowsFor(there)).toEqual({ codes: 0, texts: 0 });
  });
});

describe(`/dev/outbox (${engine})`, () => {
  it.each(PUBLIC_KINDS)("under %s shows nothing (403), not even the texts this browser caused", async (_, from) => {
    // The browser asked for a code from this computer, then comes back from a public address: still nothing.
    const [, local] = LOCAL_KINDS[0]!;
    const cookie = await newBrowser();
    const phone = freshPhone();
    await loginAction({ request: request(local, "/login", { cookie, form: { phone } }), params: {}, context: context(local) });
    expect(await rowsFor(phone)).toEqual({ codes: 1, texts: 1 });
    for (const path of ["/dev/outbox", `/dev/outbox?phone=${phone}`]) {
      const outbox = await settle(() => outboxLoader({ request: request(from, path, { cookie }), params: {}, context: context(from) }));
      expect(outbox.status, path).toBe(403);
      expect(outbox.data, path).toMatchObject({ closed: true, messages: [] });
    }
  });
});

describe(`the sandbox partner's login page (${engine})`, () => {
  it.each(LOCAL_KINDS)("under %s mints a code for the number typed, as before", async (_, from) => {
    const page = await settle(() =>
      partnerLoginLoader({ request: request(from, "/inapp/partner-login"), params: {}, context: context(from) }),
    );
    expect(page.data).toMatchObject({ mints: true });
    const back = await settle(() =>
      partnerLoginAction({
        request: request(from, "/inapp/partner-login", { form: { phone: freshPhone() } }),
        params: {},
        context: context(from),
      }),
    );
    expect(back.status).toBe(303);
    expect(back.response?.headers.get("Location")).toMatch(/^\/inapp\/airtel-redirection\?oauth_provider=airtel&oauth_temp_code=sbx1\./);
  });

  it.each(PUBLIC_KINDS)("under %s only explains, and a post is refused with the number kept", async (_, from) => {
    const page = await settle(() =>
      partnerLoginLoader({ request: request(from, "/inapp/partner-login"), params: {}, context: context(from) }),
    );
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ mints: false });
    const phone = freshPhone();
    const posted = await settle(() =>
      partnerLoginAction({ request: request(from, "/inapp/partner-login", { form: { phone } }), params: {}, context: context(from) }),
    );
    expect(posted.status).toBe(403);
    expect(posted.data).toEqual({ formError: NO_SANDBOX_CODES_HERE, values: { phone } });
  });
});

describe(`the sandbox payment page (${engine})`, () => {
  const params = { orderId: "order_sbx_nobody" };

  it("answers a local request as before: 404 for an order that is not the visitor's", async () => {
    const [, from] = LOCAL_KINDS[0]!;
    const page = await settle(() =>
      sandboxPayLoader({ request: request(from, "/sandbox-pay/order_sbx_nobody"), params, context: context(from) }),
    );
    expect(page.status).toBe(404);
  });

  it.each(PUBLIC_KINDS)("under %s does not open (403), saying why", async (_, from) => {
    const page = await settle(() =>
      sandboxPayLoader({ request: request(from, "/sandbox-pay/order_sbx_nobody"), params, context: context(from) }),
    );
    expect(page.status).toBe(403);
    expect(await page.response?.text()).toBe(NO_SANDBOX_PAYMENTS_HERE);
  });
});

describe(`the Demo store ribbon's data (${engine})`, () => {
  it("points a local visitor at /dev/outbox, and a public one nowhere", async () => {
    const ribbon = async (from: From) =>
      ((await rootLoader({ request: request(from, "/"), params: {}, context: context(from) })) as unknown as { data: { demo: unknown } })
        .data.demo;
    for (const [kind, from] of LOCAL_KINDS) {
      expect(await ribbon(from), kind).toEqual({ outbox: true, sandbox: true, publicDemo: false, codesShown: true });
    }
    for (const [kind, from] of PUBLIC_KINDS) {
      expect(await ribbon(from), kind).toEqual({ outbox: true, sandbox: true, publicDemo: false, codesShown: false });
    }
  });
});
