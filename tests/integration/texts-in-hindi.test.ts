/**
 * Texts in their recipient's language, and the JSON API in the one its caller asks for (issue 37,
 * docs/decisions/055-hindi.md): a login code goes in the account's language, else the asking request's, and
 * lands in demo mode's outbox (/dev/outbox) so; an API call whose Accept-Language prefers Hindi is refused in
 * Hindi with `Content-Language: hi`, one that prefers English exactly as before.
 */
import { describe, expect, it } from "vitest";
import * as sendCodeRoute from "~/routes/v2.accounts._index";
import * as createCartRoute from "~/routes/v5.carts._index";
import * as changeCartRoute from "~/routes/v5.carts.$id";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { updateUserLanguage, upsertVerifiedUser } from "~/models/users.server";
import { issueAuthKey } from "~/services/api/auth-key.server";
import { AUTH_KEY_REFRESH } from "~/services/api/api-gate.server";
import { CART_NOT_FOUND } from "~/services/api/carts.server";
import { loginServices, requestLoginCode } from "~/services/account/login.server";
import { askBackInStock, runBackInStockTexts } from "~/services/catalogue/back-in-stock.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { newDeviceId } from "~/services/platform/cookies.server";
import { readOutbox, type SmsProvider } from "~/services/platform/sms.server";
import { freshProduct, setStock } from "../support/checkout-shopper";
import { appHeaders, callRoute } from "../support/api-client";
import { setUpTestDb, stubTestEnv } from "../support/db";
import { must } from "../support/must";

stubTestEnv({ CATALOGUE_CACHE_SECONDS: "0" });
const handle = setUpTestDb({ appDb: true });

let seq = 0;
const freshPhone = () => `93${String(30_000_000 + ++seq * 7919).slice(-8)}`;

const HINDI_FIRST = "hi-IN,hi;q=0.9,en;q=0.8";
const ENGLISH_FIRST = "en-IN,en;q=0.9,hi;q=0.8";
const HINDI_CODE_TEXT = /^(\d{6}) आपका Nukkad लॉग इन कोड है। 10 मिनट तक मान्य। किसी को न बताएं।$/;
const ENGLISH_CODE_TEXT = /^(\d{6}) is your Nukkad login code\. It expires in 10 minutes\. Never share it with anyone\.$/;

function app(acceptLanguage?: string) {
  const deviceId = newDeviceId();
  const headers = appHeaders(issueAuthKey(deviceId, new Date()).authKey, acceptLanguage ? { "Accept-Language": acceptLanguage } : {});
  return { deviceId, headers };
}

/** An account that chose `language` with the switch. */
async function account(language: "en" | "hi"): Promise<string> {
  const phone = freshPhone();
  const user = await upsertVerifiedUser(handle.db, phone);
  await updateUserLanguage(handle.db, user.id, language);
  return phone;
}

/** `POST /v2/accounts/` as an app does; the answer and the text the outbox kept for the app's device. */
async function askForCode(phone: string, acceptLanguage?: string) {
  const client = app(acceptLanguage);
  const answer = await callRoute(sendCodeRoute, {
    method: "POST",
    path: "/v2/accounts/",
    headers: client.headers,
    body: { user_phone: phone },
  });
  const [text] = await readOutbox(handle.db, { now: new Date(), deviceId: client.deviceId, phone });
  return { answer, text: must(text, "the text in the outbox") };
}

describe("login code texts", () => {
  it("are in Hindi for a Hindi-speaking account, code first and in one SMS; the outbox still reads the code", async () => {
    const { text } = await askForCode(await account("hi"));
    expect(text.body).toMatch(HINDI_CODE_TEXT);
    expect(text.code).toBe(HINDI_CODE_TEXT.exec(text.body)?.[1]);
    // Devanagari goes as UCS-2: 70 characters fit one SMS.
    expect(text.body.length).toBeLessThanOrEqual(70);
  });

  it("follow the account's language over the request's, both ways", async () => {
    expect((await askForCode(await account("hi"), ENGLISH_FIRST)).text.body).toMatch(HINDI_CODE_TEXT);
    const english = await askForCode(await account("en"), HINDI_FIRST);
    expect(english.text.body).toMatch(ENGLISH_CODE_TEXT);
    // The answer to the call is the caller's language all the same.
    expect(english.answer.body.message).toMatch(/^हमने \S+ पर कोड भेज दिया है।$/);
  });

  it("are in the asking request's language for a phone that is no account yet, English unchanged", async () => {
    const hindi = await askForCode(freshPhone(), HINDI_FIRST);
    expect(hindi.text.body).toMatch(HINDI_CODE_TEXT);
    expect(hindi.answer.headers.get("Content-Language")).toBe("hi");
    const english = await askForCode(freshPhone());
    expect(english.text.body).toMatch(ENGLISH_CODE_TEXT);
    expect(english.answer.body.message).toMatch(/^We've sent a code to \S+\.$/);
    expect(english.answer.headers.get("Content-Language")).toBe("en");

    // The login sheet on a /hi page asks for the code too: the page's language is the request's.
    const phone = freshPhone();
    const deviceId = newDeviceId();
    const request = {
      phone,
      intent: "start",
      requester: { deviceId, clientAddress: null, userId: null },
      now: new Date(),
      codeLength: 6,
    } as const;
    const asked = await inLanguageOf(new Request("http://nukkad.test/hi/login"), () =>
      requestLoginCode(handle.db, request, loginServices(handle.db, deviceId)),
    );
    expect(asked).toMatchObject({ ok: true, sent: true });
    const [text] = await readOutbox(handle.db, { now: new Date(), deviceId, phone });
    expect(text?.body).toMatch(HINDI_CODE_TEXT);
  });
});

describe("back-in-stock texts", () => {
  it("are in each waiting shopper's language, a Hindi one linking the product's Hindi page; English unchanged", async () => {
    const sent = new Map<string, string>();
    const inbox: SmsProvider = { send: async (phone, message) => void sent.set(phone, message) };
    const { id } = await freshProduct(handle.db, 0);
    const now = new Date("2026-11-23T06:30:00Z");
    const [hindi, english] = [await account("hi"), await account("en")];
    for (const phone of [hindi, english]) {
      const user = await upsertVerifiedUser(handle.db, phone);
      await askBackInStock(handle.db, { userId: user.id, deviceId: newDeviceId(), productId: id, storeId: DEFAULT_STORE_ID, now });
    }
    await setStock(handle.db, id, 5);
    const report = await runBackInStockTexts(handle.db, {
      now: new Date(now.getTime() + 60_000),
      origin: "https://nukkad.test",
      sms: () => inbox,
    });
    expect(report).toMatchObject({ sent: 2 });
    expect(sent.get(hindi)).toMatch(new RegExp(`^.+ Nukkad पर फिर से उपलब्ध है: https://nukkad\\.test/hi/prn/[^ ]+/prid/${id}$`));
    expect(sent.get(english)).toMatch(new RegExp(`^.+ is back in stock at Nukkad: https://nukkad\\.test/prn/[^ ]+/prid/${id}$`));
  });
});

describe("the JSON API in Hindi", () => {
  it("refuses in Hindi with Content-Language: hi when Accept-Language prefers Hindi; codes and fields unchanged", async () => {
    const hindi = app(HINDI_FIRST);
    const missing = await callRoute(changeCartRoute, {
      method: "PUT",
      path: "/v5/carts/no-such-cart",
      params: { id: "no-such-cart" },
      headers: hindi.headers,
      body: { items: [] },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: "कार्ट नहीं मिला।" });
    expect(missing.headers.get("Content-Language")).toBe("hi");
    expect(missing.headers.get("Vary")).toMatch(/Accept-Language/);

    const broken = await callRoute(createCartRoute, {
      method: "POST",
      path: "/v5/carts",
      headers: { ...hindi.headers, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(broken).toMatchObject({ status: 400, body: { success: false, message: "रिक्वेस्ट का body समझ नहीं आया।" } });

    // The gate's refusal too: no key.
    const noKey = await callRoute(createCartRoute, {
      method: "POST",
      path: "/v5/carts",
      headers: { "Accept-Language": "hi" },
      body: { items: [] },
    });
    expect(noKey.status).toBe(403);
    expect(noKey.body.message).toMatch(/^आपकी auth key नहीं है/);
    expect(noKey.body.message).toContain("/v2/accounts/auth_key/");
  });

  it("answers in English, as before, when Accept-Language prefers English or names neither", async () => {
    for (const acceptLanguage of [ENGLISH_FIRST, undefined, "fr"]) {
      const client = app(acceptLanguage);
      const missing = await callRoute(changeCartRoute, {
        method: "PUT",
        path: "/v5/carts/no-such-cart",
        params: { id: "no-such-cart" },
        headers: client.headers,
        body: { items: [] },
      });
      expect(missing.body).toEqual({ success: false, message: CART_NOT_FOUND });
      expect(missing.headers.get("Content-Language")).toBe("en");
    }
    const noKey = await callRoute(createCartRoute, { method: "POST", path: "/v5/carts", headers: { "Accept-Language": "en" }, body: {} });
    expect(noKey.body.message).toBe(AUTH_KEY_REFRESH);
  });
});
