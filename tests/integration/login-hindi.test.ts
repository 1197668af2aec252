/**
 * The login in Hindi (docs/decisions/055-hindi.md): the /hi/login and /hi/login/verify actions, called as server.mjs
 * calls them (inside `inLanguageOf(request, …)`), answer their refusals, notices and toast in Hindi, and the same
 * posts at the English addresses answer exactly the English they always did.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { translate, type PageMessages } from "~/lib/i18n/translate";
import { whenToRetry } from "~/lib/when-to-retry";
import { smsOutbox } from "~/models/schema.server";
import { action as loginAction, loader as loginLoader } from "~/routes/login";
import { action as verifyAction } from "~/routes/login_.verify";
import { action as logoutAction } from "~/routes/logout";
import { savePendingLogin } from "~/services/account/login-steps.server";
import { deviceCookie, flashCookie, newDeviceId } from "~/services/platform/cookies.server";
import { cookiePair } from "../support/cookies";
import { engine, setUpTestDb, stubTestEnv } from "../support/db";
import { settle } from "../support/demo";

stubTestEnv();
const handle = setUpTestDb({ appDb: true });

const HOST = "localhost:3000";
const context = { clientAddress: "127.0.0.1" };

let phoneSeq = 0;
const freshPhone = () => `96${String(40_000_000 + ++phoneSeq * 7919).slice(-8)}`;

function post(path: string, form: Record<string, string>, cookie?: string): Request {
  const headers = new Headers({ Host: HOST, Origin: `http://${HOST}`, "Content-Type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`http://${HOST}${path}`, { method: "POST", headers, body: new URLSearchParams(form).toString() });
}

/** An action or loader answered as server.mjs answers it, in the language of the request's address: its status, data and headers. */
async function answer(
  request: Request,
  route: (args: { request: Request; params: Record<string, never>; context: typeof context }) => unknown,
) {
  let raw: unknown;
  const settled = await settle(async () => (raw = await inLanguageOf(request, () => route({ request, params: {}, context }))));
  const init = (raw as { init?: { headers?: HeadersInit } } | undefined)?.init;
  const headers = settled.response?.headers ?? new Headers(init?.headers);
  return { ...settled, headers };
}

/** The toast an answer sets (the flash cookie). */
async function flashOf(headers: Headers): Promise<unknown> {
  const flash = headers.getSetCookie().find((c) => c.startsWith("nk_flash="));
  return flash ? flashCookie().parse(cookiePair(flash)) : null;
}

async function newBrowser(): Promise<string> {
  return cookiePair(await deviceCookie().serialize(newDeviceId()));
}

/** A browser at the code step for a fresh phone whose code is in the outbox. */
async function atCodeStep(): Promise<{ cookie: string; phone: string; code: string }> {
  const phone = freshPhone();
  const device = await newBrowser();
  const asked = await answer(post("/hi/login", { phone, enhanced: "1" }, device), loginAction);
  expect(asked.status).toBe(200);
  const [text] = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
  const code = /\b(\d{6})\b/.exec(text?.body ?? "")?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  const pending = cookiePair(await savePendingLogin({ phone, redirectTo: "/" }));
  return { cookie: `${device}; ${pending}`, phone, code };
}

const wrong = (code: string) => (code === "000000" ? "111111" : "000000");

describe(`the login in Hindi (${engine})`, () => {
  it("refuses a wrong phone number in Hindi at /hi/login, and in English at /login", async () => {
    const cookie = await newBrowser();
    const hindi = await answer(post("/hi/login", { phone: "12345", enhanced: "1" }, cookie), loginAction);
    expect(hindi.status).toBe(400);
    expect(hindi.data).toMatchObject({ ok: false, fieldErrors: { phone: ["सही मोबाइल नंबर लिखें।"] } });
    const english = await answer(post("/login", { phone: "12345", enhanced: "1" }, cookie), loginAction);
    expect(english.data).toMatchObject({ ok: false, fieldErrors: { phone: ["Enter a valid mobile number."] } });
  });

  it("says in Hindi that the code was sent, and carries the login page's words", async () => {
    const phone = freshPhone();
    const sent = await answer(post("/hi/login", { phone, enhanced: "1" }, await newBrowser()), loginAction);
    expect(sent.data).toMatchObject({ ok: true });
    expect((sent.data as { notice: string }).notice).toMatch(/^\S.* पर कोड भेज दिया गया है।$/);

    const page = await answer(new Request(`http://${HOST}/hi/login`, { headers: { Host: HOST } }), loginLoader);
    expect(translate((page.data as { messages: PageMessages }).messages, "You're logged in")).toBe("आप लॉग इन हैं");
    const english = await answer(new Request(`http://${HOST}/login`, { headers: { Host: HOST } }), loginLoader);
    expect((english.data as { messages: unknown }).messages).toBeNull();
  });

  it("refuses a wrong code, an early resend and a timed-out login in Hindi", async () => {
    const { cookie, code } = await atCodeStep();
    const refused = await answer(post("/hi/login/verify", { intent: "verify", code: wrong(code), enhanced: "1" }, cookie), verifyAction);
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ ok: false, intent: "verify", fieldErrors: { code: ["कोड वेरिफ़ाई नहीं हो पाया।"] } });

    const shape = await answer(post("/hi/login/verify", { intent: "verify", code: "12", enhanced: "1" }, cookie), verifyAction);
    expect(shape.data).toMatchObject({ fieldErrors: { code: ["हमारा भेजा 6 अंकों का कोड लिखें।"] } });

    const early = await answer(post("/hi/login/verify", { intent: "resend", enhanced: "1" }, cookie), verifyAction);
    expect(early.status).toBe(429);
    expect((early.data as { formError: string }).formError).toMatch(/^नया कोड मांगने से पहले कृपया \d+ सेकंड रुकें।$/);

    const timedOut = await answer(post("/hi/login/verify", { intent: "verify", code, enhanced: "1" }, await newBrowser()), verifyAction);
    expect(timedOut.data).toMatchObject({ restart: true, formError: "लॉग इन का समय खत्म हो गया। कृपया अपना नंबर फिर से डालें।" });
  });

  it("keeps the English refusals exactly as they were", async () => {
    const { cookie, code } = await atCodeStep();
    const refused = await answer(post("/login/verify", { intent: "verify", code: wrong(code), enhanced: "1" }, cookie), verifyAction);
    expect(refused.data).toMatchObject({ fieldErrors: { code: ["Verification Failed."] } });
    const early = await answer(post("/login/verify", { intent: "resend", enhanced: "1" }, cookie), verifyAction);
    expect((early.data as { formError: string }).formError).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
  });

  it("welcomes and says goodbye in Hindi", async () => {
    const { cookie, code } = await atCodeStep();
    const verified = await answer(post("/hi/login/verify", { intent: "verify", code, enhanced: "1" }, cookie), verifyAction);
    expect(verified.data).toMatchObject({ ok: true, intent: "verify" });
    expect(await flashOf(verified.headers)).toMatchObject({ message: "लॉग इन हो गया" });

    const loggedOut = await answer(post("/hi/logout", {}, cookie), logoutAction);
    expect(await flashOf(loggedOut.headers)).toMatchObject({ kind: "info", message: "लॉग आउट हो गया" });
    const english = await answer(post("/logout", {}, cookie), logoutAction);
    expect(await flashOf(english.headers)).toMatchObject({ message: "Logged out" });
  });

  it("says when to try again in Hindi", () => {
    const now = new Date("2026-11-21T06:30:00Z");
    const later = (ms: number) => new Date(now.getTime() + ms);
    expect(whenToRetry(later(20_000), now, "hi")).toBe("20 सेकंड बाद");
    expect(whenToRetry(later(50 * 60_000), now, "hi")).toBe("50 मिनट बाद");
    expect(whenToRetry(later(3 * 3_600_000 + 5 * 60_000), now, "hi")).toBe("3:05 pm के बाद");
    expect(whenToRetry(later(20 * 3_600_000), now, "hi")).toBe("कल 8:00 am के बाद");
    expect(whenToRetry(later(20_000), now)).toBe("in 20 seconds");
  });
});
