/**
 * The partner web views in Hindi (issue 37, docs/rules.md#partner-web-views): a partner app that opens
 * /hi/inapp/… gets its refusals in Hindi, with the page's words; the same refusals at /inapp/… stay English, and
 * the redirects stay paths without the /hi prefix (Remix writes the basename before them).
 */
import { describe, expect, it } from "vitest";
import { loader as redirectionLoader } from "~/routes/inapp.airtel-redirection";
import { action as confirmAction, loader as confirmLoader } from "~/routes/inapp.partner-confirm";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { PARTNER_LOGIN_GONE } from "~/lib/partner-confirm";
import { BAD_CHROME, BAD_CODE, UNKNOWN_PARTNER } from "~/services/account/partner-login.server";
import { mintSandboxPartnerCode, partnerRedirectionPath } from "~/services/account/sandbox-partner.server";
import { deviceCookie, newDeviceId, readFlash } from "~/services/platform/cookies.server";
import { startSession } from "~/services/account/session.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { cookiePair } from "../support/cookies";
import type { Messages, PageMessages, PageWords } from "~/lib/i18n/translate";
import { engine, setUpTestDb, stubTestEnv } from "../support/db";

stubTestEnv({ PARTNER_LOGINS_PER_HOUR: "3" });
const handle = setUpTestDb({ appDb: true });

const ORIGIN = "http://nukkad.test";
const browser = async () => (await deviceCookie().serialize(newDeviceId())).split(";")[0]!;

type Refusal = { data: { message: string; messages: PageMessages }; init: { status: number } };

/** A word of a refusal's page: visit() answers a document, whose words are looked up (docs/decisions/056-words-a-page-shows.md). */
const wordOf = (messages: PageMessages, text: string) => (messages as PageWords | null)?.lookup(text);

async function visit(prefix: "" | "/hi", path: string, cookie?: string): Promise<unknown> {
  const request = new Request(`${ORIGIN}${prefix}${path}`, { headers: { Cookie: cookie ?? (await browser()) } });
  return inLanguageOf(request, () => redirectionLoader({ request, params: {}, context: {} }).catch((thrown: unknown) => thrown));
}

const MALFORMED = [
  ["/inapp/airtel-redirection?oauth_provider=othertel&oauth_temp_code=abc", UNKNOWN_PARTNER, "यह लिंक हमारे किसी पार्टनर ऐप का नहीं है।"],
  ["/inapp/airtel-redirection?oauth_temp_code=abc", BAD_CODE, "यह लॉग इन लिंक सही नहीं है।"],
  [`/inapp/airtel-redirection?oauth_provider=airtel&oauth_temp_code=${"x".repeat(600)}`, BAD_CODE, "यह लॉग इन लिंक सही नहीं है।"],
  ["/inapp/airtel-redirection?oauth_provider=airtel&oauth_temp_code=abc&chrome=tiny", BAD_CHROME, '"chrome" "full" या "none" होना चाहिए'],
] as const;

describe(`the partner web views in Hindi (${engine})`, () => {
  it("a /hi redirection refuses malformed input in Hindi, with the page's Hindi words", async () => {
    for (const [path, , hindi] of MALFORMED) {
      const answer = (await visit("/hi", path)) as Refusal;
      expect(answer.init.status, path).toBe(400);
      expect(answer.data.message, path).toContain(hindi);
      expect(wordOf(answer.data.messages, "We could not log you in from the partner app")).toBe("पार्टनर ऐप से आपको लॉग इन नहीं कर पाए");
      expect(wordOf(answer.data.messages, "Partner login | Nukkad")).toMatch(/पार्टनर/);
    }
  });

  it("the same refusals at /inapp stay English, carrying no Hindi", async () => {
    for (const [path, english] of MALFORMED) {
      const answer = (await visit("", path)) as Refusal;
      expect(answer.init.status, path).toBe(400);
      expect(answer.data.message, path).toBe(english);
      expect(answer.data.messages).toBeNull();
    }
  });

  it("a /hi login's redirects stay paths on the site, for Remix to keep them under /hi", async () => {
    const code = mintSandboxPartnerCode("9812345670")!.code;
    const good = (await visit("/hi", partnerRedirectionPath({ code, redirectTo: "/cart" }))) as Response;
    expect(good.status).toBe(303);
    expect(good.headers.get("Location")).toBe("/cart");
    // A partner that links the Hindi store's own address: its path under /hi, not /hi/hi/cart.
    const code2 = mintSandboxPartnerCode("9812345673")!.code;
    const hindiTarget = (await visit("/hi", partnerRedirectionPath({ code: code2, redirectTo: "/hi/cart?x=1" }))) as Response;
    expect(hindiTarget.headers.get("Location")).toBe("/cart?x=1");
    const code3 = mintSandboxPartnerCode("9812345674")!.code;
    const fromEnglish = (await visit("", partnerRedirectionPath({ code: code3, redirectTo: "/hi/cart" }))) as Response;
    expect(fromEnglish.headers.get("Location")).toBe("/hi/cart");
    const none = (await visit("/hi", "/inapp/airtel-redirection?oauth_provider=airtel&redirectTo=%2Fcart")) as Response;
    expect(none.headers.get("Location")).toBe("/inapp/partner-login?redirectTo=%2Fcart");
  });

  it("an answer with nothing held is refused in Hindi at /hi and in English at /inapp", async () => {
    const post = async (prefix: "" | "/hi") => {
      const request = new Request(`${ORIGIN}${prefix}/inapp/partner-confirm`, {
        method: "POST",
        headers: { Cookie: await browser(), Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "continue" }).toString(),
      });
      return (await inLanguageOf(request, () => confirmAction({ request, params: {}, context: {} }))) as unknown as {
        data: { formError: string };
        init: { status: number };
      };
    };
    const hindi = await post("/hi");
    expect(hindi.init.status).toBe(410);
    expect(hindi.data.formError).toMatch(/^पार्टनर ऐप से आए इस लॉग इन की समय-सीमा खत्म हो गई है/);
    const english = await post("");
    expect(english.init.status).toBe(410);
    expect(english.data.formError).toBe(PARTNER_LOGIN_GONE);
  });

  it("a /hi answer the store cannot read is refused in Hindi", async () => {
    const request = new Request(`${ORIGIN}/hi/inapp/partner-confirm`, {
      method: "POST",
      headers: { Cookie: await browser(), Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "maybe" }).toString(),
    });
    const answer = (await inLanguageOf(request, () => confirmAction({ request, params: {}, context: {} }))) as unknown as {
      data: { formError: string };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.formError).toBe("यह अनुरोध समझ नहीं आया। कृपया फिर से कोशिश करें।");
  });

  it("the /hi question page carries its Hindi words; the English one none", async () => {
    const page = async (prefix: "" | "/hi") => {
      const request = new Request(`${ORIGIN}${prefix}/inapp/partner-confirm`, { headers: { Cookie: await browser() } });
      return (await confirmLoader({ request, params: {}, context: {} })) as unknown as { data: { messages: Messages | null } };
    };
    const hindi = (await page("/hi")).data.messages;
    expect(hindi?.["Continue as …{ending}"]).toBe("…{ending} से जारी रखें");
    expect(hindi?.["This login has expired"]).toMatch(/[\u0900-\u097f]/);
    expect((await page("")).data.messages).toBeNull();
  });

  it("Stay at /hi says in Hindi that nothing changed, and goes back to the path for /hi to keep", async () => {
    const user = await upsertVerifiedUser(handle.db, "9812345671");
    const session = await startSession(handle.db, user.id, null);
    let cookie = `${await browser()}; ${cookiePair(session.setCookie)}`;
    const code = mintSandboxPartnerCode("9812345672")!.code;
    const held = (await visit("/hi", partnerRedirectionPath({ code, redirectTo: "/cart" }), cookie)) as Response;
    expect(held.headers.get("Location")).toBe("/inapp/partner-confirm");
    cookie = [cookie, ...held.headers.getSetCookie().map((c) => c.split(";")[0]!)].join("; ");
    const request = new Request(`${ORIGIN}/hi/inapp/partner-confirm`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "stay" }).toString(),
    });
    const stayed = (await inLanguageOf(request, () =>
      confirmAction({ request, params: {}, context: {} }).catch((t: unknown) => t),
    )) as Response;
    expect(stayed.status).toBe(303);
    expect(stayed.headers.get("Location")).toBe("/cart");
    const flash = stayed.headers
      .getSetCookie()
      .find((c) => c.startsWith("nk_flash="))!
      .split(";")[0]!;
    expect((await readFlash(new Request(ORIGIN, { headers: { Cookie: flash } }))).flash?.message).toBe(
      "कुछ नहीं बदला: आप अब भी …5671 से लॉग इन हैं।",
    );
  });

  it("too many logins from one /hi browser are refused with 429 in Hindi; from an English one in English", async () => {
    for (const [prefix, said] of [
      ["/hi", /^पार्टनर ऐप से बहुत ज़्यादा बार लॉग इन की कोशिश हुई है। कृपया .+ फिर से कोशिश करें।$/],
      ["", /^Too many logins from the partner app\. Please try again (in|after) .+\.$/],
    ] as const) {
      const cookie = await browser();
      for (let i = 0; i < 3; i++) await visit(prefix, partnerRedirectionPath({ code: `sbx1.guess${i}.${"A".repeat(43)}` }), cookie);
      const refused = (await visit(prefix, partnerRedirectionPath({ code: `sbx1.guess9.${"A".repeat(43)}` }), cookie)) as Refusal;
      expect(refused.init.status).toBe(429);
      expect(refused.data.message).toMatch(said);
    }
  });
});
