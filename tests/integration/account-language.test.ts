/**
 * The account's language (docs/rules.md#languages): the switch pressed while logged in is kept on the account,
 * and a device with no choice of its own takes it at login; a device that chose keeps its own.
 */
import { describe, expect, it } from "vitest";
import { findUserLanguage, upsertVerifiedUser } from "~/models/users.server";
import { profileRow } from "~/models/personal-data.server";
import { action as languageAction } from "~/routes/language";
import { logInVerifiedUser } from "~/services/account/login-steps.server";
import { startSession } from "~/services/account/session.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { newDeviceId } from "~/services/platform/cookies.server";
import { cookiePair } from "../support/cookies";
import { engine, setUpTestDb } from "../support/db";

const handle = setUpTestDb({ appDb: true });
const ORIGIN = "http://nukkad.test";
let seq = 0;

async function shopper() {
  const user = await upsertVerifiedUser(handle.db, `94${String(10_000_000 + ++seq).slice(-8)}`);
  return { userId: user.id, deviceId: newDeviceId() };
}

async function switchTo(locale: string, cookie?: string): Promise<Response> {
  const request = new Request(`${ORIGIN}/language`, {
    method: "POST",
    headers: { Origin: ORIGIN, Referer: `${ORIGIN}/cart`, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({ locale }),
  });
  try {
    return (await languageAction({ request, context: {}, params: {} })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The cookies a login sets on a device that sends `cookie`. */
async function logIn(who: { userId: number; deviceId: string }, cookie = ""): Promise<string[]> {
  const request = new Request(`${ORIGIN}/login/verify`, { method: "POST", headers: cookie ? { Cookie: cookie } : {} });
  const headers = new Headers();
  await logInVerifiedUser(requestContext({ request, context: {} }), handle.db, { request, ...who, headers });
  return headers.getSetCookie();
}

describe(`the account's language (${engine})`, () => {
  it("keeps the switch's choice on a logged-in account, in its data download too", async () => {
    const who = await shopper();
    const session = cookiePair((await startSession(handle.db, who.userId, who.deviceId)).setCookie);
    expect((await switchTo("hi", session)).headers.get("Location")).toBe(`${ORIGIN}/hi/cart`);
    expect(await findUserLanguage(handle.db, who.userId)).toBe("hi");
    expect(await profileRow(handle.db, who.userId)).toMatchObject({ language: "hi" });
    await switchTo("en", session);
    expect(await findUserLanguage(handle.db, who.userId)).toBe("en");
  });

  it("changes no account when nobody is logged in, or the language is not one the store has", async () => {
    const who = await shopper();
    await switchTo("hi");
    expect(await findUserLanguage(handle.db, who.userId)).toBeNull();
    const session = cookiePair((await startSession(handle.db, who.userId, who.deviceId)).setCookie);
    expect((await switchTo("fr", session)).status).toBe(400);
    expect(await findUserLanguage(handle.db, who.userId)).toBeNull();
  });

  it("gives a new device the account's language at login, and leaves a device's own choice alone", async () => {
    const who = await shopper();
    const session = cookiePair((await startSession(handle.db, who.userId, who.deviceId)).setCookie);
    await switchTo("hi", session);

    const newPhone = await logIn({ ...who, deviceId: newDeviceId() });
    expect(newPhone.find((c) => c.startsWith("nk_lang="))).toMatch(/^nk_lang=hi;/);

    const choseEnglish = await logIn({ ...who, deviceId: newDeviceId() }, "nk_lang=en");
    expect(choseEnglish.some((c) => c.startsWith("nk_lang="))).toBe(false);

    const never = await shopper();
    expect((await logIn(never)).some((c) => c.startsWith("nk_lang="))).toBe(false);
  });
});
