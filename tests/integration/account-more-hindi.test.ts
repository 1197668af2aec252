/**
 * The wallet, gift cards, privacy and deletion, the location picker, notify-me and the age question in Hindi
 * (docs/decisions/055-hindi.md): their actions and loaders, called as server.mjs calls them (inside
 * `inLanguageOf(request, …)`), answer refusals, toasts, ledger lines and terms in Hindi at a /hi address, with what
 * was typed kept, and the same requests at the English address answer the English they always did.
 */
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { translate, type PageMessages } from "~/lib/i18n/translate";
import { payments, smsOutbox } from "~/models/schema.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { startSession } from "~/services/account/session.server";
import { flashCookie } from "~/services/platform/cookies.server";
import { findLocalities, type LocalityOption } from "~/services/location/picker.server";
import { issueGiftCard, type PaymentRow } from "~/services/wallet/gift-card-issue.server";
import { credit } from "~/services/wallet/ledger.server";
import { cookiePair } from "../support/cookies";
import { engine, setUpTestDb, stubTestEnv } from "../support/db";

stubTestEnv();
const handle = setUpTestDb({ appDb: true });

const ORIGIN = "http://localhost";

type Handler = (args: { request: Request; params: Record<string, string>; context: Record<string, never> }) => unknown;
type Answer = { status: number; data: Record<string, unknown>; headers: Headers };

/** A request answered as server.mjs answers it, in the language of its address: a thrown response counts as the answer. */
async function answer(handler: Handler, request: Request, params: Record<string, string> = {}): Promise<Answer> {
  let raw: unknown;
  try {
    raw = await inLanguageOf(request, () => handler({ request, params, context: {} }));
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    raw = thrown;
  }
  if (raw instanceof Response) return { status: raw.status, data: {}, headers: raw.headers };
  const shaped = raw as { data?: unknown; init?: { status?: number; headers?: HeadersInit } | null } | null;
  if (shaped && typeof shaped === "object" && "data" in shaped && "init" in shaped) {
    return { status: shaped.init?.status ?? 200, data: shaped.data as Record<string, unknown>, headers: new Headers(shaped.init?.headers) };
  }
  return { status: 200, data: (raw ?? {}) as Record<string, unknown>, headers: new Headers() };
}

const post = (path: string, cookie: string, fields: Record<string, string>) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
const get = (path: string, cookie = "") => new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });

/** The toast an answer sets (the flash cookie). */
async function flashOf(headers: Headers): Promise<unknown> {
  const flash = headers.getSetCookie().find((c) => c.startsWith("nk_flash="));
  return flash ? flashCookie().parse(cookiePair(flash)) : null;
}

let seq = 0;
async function loggedIn(): Promise<{ user: { id: number; phone: string }; cookie: string }> {
  const user = await upsertVerifiedUser(handle.db, `94${String(10_000_000 + ++seq * 7_919).slice(-8)}`);
  const { setCookie } = await startSession(handle.db, user.id, null);
  return { user: { id: user.id, phone: user.phone }, cookie: cookiePair(setCookie) };
}

const routes = {
  wallet: () => import("~/routes/account.wallet"),
  link: () => import("~/routes/wallets.link.$wallet"),
  gifts: () => import("~/routes/account.gifts._index"),
  terms: () => import("~/routes/account.gifts.$orderId"),
  privacy: () => import("~/routes/account.privacy"),
  deletion: () => import("~/routes/account.delete-account"),
  feedback: () => import("~/routes/account_.delete-account-feedback"),
  location: () => import("~/routes/location"),
  notifyMe: () => import("~/routes/notify-me"),
  ageConsent: () => import("~/routes/age-consent"),
  newAddress: () => import("~/routes/account.addresses.new"),
};

describe(`the wallet in Hindi (${engine})`, () => {
  it("refuses an amount out of range in Hindi at /hi, keeping it, and in English at the English address", async () => {
    const { action } = await routes.wallet();
    const { cookie } = await loggedIn();
    const hindi = await answer(action, post("/hi/account/wallet", cookie, { amount: "5" }));
    expect(hindi.status).toBe(400);
    expect(hindi.data).toMatchObject({ fieldErrors: { amount: ["₹100 से ₹10,000 के बीच की रकम जोड़ें, पूरे रुपयों में।"] }, values: { amount: "5" } });
    const english = await answer(action, post("/account/wallet", cookie, { amount: "5" }));
    expect(english.data).toMatchObject({ fieldErrors: { amount: ["Add between ₹100 and ₹10,000, in whole rupees."] } });
  });

  it("says the ledger's lines in Hindi on a Hindi page, as they were written on an English one", async () => {
    const { loader } = await routes.wallet();
    const { user, cookie } = await loggedIn();
    await handle.db.transaction(async (tx) => {
      await credit(tx, user.id, { bucket: "cash", amount: 50_000, kind: "topup", reference: `t-${user.id}`, description: "Added money" });
      const refund = { bucket: "cash" as const, amount: 12_000, kind: "refund", reference: `order:${user.id}` };
      await credit(tx, user.id, { ...refund, description: "Refund for cancelled order #4217" });
    });
    const lines = async (path: string) =>
      ((await answer(loader, get(path, cookie))).data.entries as { description: string }[]).map((e) => e.description);
    expect(await lines("/hi/account/wallet")).toEqual(["कैंसल हुए ऑर्डर #4217 का रिफ़ंड", "पैसे जोड़े"]);
    expect(await lines("/account/wallet")).toEqual(["Refund for cancelled order #4217", "Added money"]);
  });

  it("refuses a bad number and a wrong code in Hindi on the wallet link page, with its own words and the sandbox's outcomes", async () => {
    const { action, loader } = await routes.link();
    const { cookie } = await loggedIn();
    const page = await answer(loader, get("/hi/wallets/link/phonepe", cookie), { wallet: "phonepe" });
    expect(translate(page.data.messages as PageMessages, "Link {wallet}")).toBe("{wallet} लिंक करें");
    expect((page.data.testPhones as { outcome: string }[])[0]?.outcome).toBe("हमेशा कम बैलेंस");
    const english = await answer(loader, get("/wallets/link/phonepe", cookie), { wallet: "phonepe" });
    expect(english.data.messages).toBeNull();

    const badPhone = await answer(action, post("/hi/wallets/link/phonepe", cookie, { intent: "send", phone: "12345" }), {
      wallet: "phonepe",
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.data).toMatchObject({ formError: "सही मोबाइल नंबर लिखें।", values: { phone: "12345" } });

    const phone = `93${String(20_000_000 + seq * 31).slice(-8)}`;
    const sent = await answer(action, post("/hi/wallets/link/phonepe", cookie, { intent: "send", phone }), { wallet: "phonepe" });
    expect(sent.status).toBe(303);
    expect(await flashOf(sent.headers)).toEqual({ kind: "info", message: `PhonePe Wallet ने ******${phone.slice(-4)} पर कोड भेज दिया है।` });
    const pending = sent.headers
      .getSetCookie()
      .map(cookiePair)
      .filter((pair) => !pair.startsWith("nk_flash="));
    const withPending = [cookie, ...pending].join("; ");
    const shape = await answer(action, post("/hi/wallets/link/phonepe", withPending, { intent: "verify", code: "12" }), {
      wallet: "phonepe",
    });
    expect(shape.data).toMatchObject({ fieldErrors: { code: ["PhonePe Wallet का भेजा 6 अंकों का कोड लिखें।"] }, values: { code: "12" } });
    const [text] = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
    const code = /\b(\d{6})\b/.exec(text?.body ?? "")?.[1] ?? "000000";
    const wrongCode = code === "111111" ? "222222" : "111111";
    const wrong = await answer(action, post("/hi/wallets/link/phonepe", withPending, { intent: "verify", code: wrongCode }), {
      wallet: "phonepe",
    });
    expect(wrong.data).toMatchObject({ fieldErrors: { code: ["कोड गलत है। कृपया जाँचें और फिर से कोशिश करें।"] } });
  });
});

describe(`gift cards in Hindi (${engine})`, () => {
  /** A card `buyer` bought for another phone, paid (the payments core is not under test here). */
  async function boughtCard(buyer: { id: number }): Promise<number> {
    const [payment] = await handle.db
      .insert(payments)
      .values({
        id: randomUUID(),
        userId: buyer.id,
        purpose: "gift_card",
        method: "upi",
        providerId: 3,
        amount: 50_000,
        status: "PAYMENT_SUCCESS",
        gateway: "sandbox",
        details: { recipient: "other", recipientPhone: "9988776655", returnTo: "/account/gifts" },
      })
      .returning();
    return handle.db.transaction((tx) => issueGiftCard(tx, payment as PaymentRow));
  }

  it("refuses a wrong code, a missing recipient and an amount out of range in Hindi, keeping what was typed", async () => {
    const { action } = await routes.gifts();
    const { cookie } = await loggedIn();
    const wrong = await answer(action, post("/hi/account/gifts", cookie, { intent: "redeem", code: "ABCD-EFGH-JKLM-NPQR" }));
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({
      intent: "redeem",
      fieldErrors: { code: ["यह गिफ़्ट कार्ड कोड सही नहीं है।"] },
      values: { code: "ABCD-EFGH-JKLM-NPQR" },
    });
    const noRecipient = await answer(action, post("/hi/account/gifts", cookie, { intent: "buy", amount: "500" }));
    expect(noRecipient.data).toMatchObject({ formError: "चुनें कि गिफ़्ट कार्ड किसके लिए है।" });
    const typed = { intent: "buy", recipient: "other", recipientPhone: "9876543210", recipientName: "Meera", amount: "50" };
    const badAmount = await answer(action, post("/hi/account/gifts", cookie, typed));
    expect(badAmount.data).toMatchObject({
      fieldErrors: { amount: ["₹100 से ₹10,000 तक की रकम चुनें, पूरे रुपयों में।"] },
      values: { recipientName: "Meera", amount: "50" },
    });
    const english = await answer(action, post("/account/gifts", cookie, { intent: "redeem", code: "ABCD-EFGH-JKLM-NPQR" }));
    expect(english.data).toMatchObject({ fieldErrors: { code: ["This gift card code is not valid."] } });
  });

  it("gives a card's terms in Hindi, with its date in Hindi, at /hi", async () => {
    const { loader } = await routes.terms();
    const { user, cookie } = await loggedIn();
    const id = String(await boughtCard(user));
    const terms = async (path: string) =>
      ((await answer(loader, get(path, cookie), { orderId: id })).data.card as { terms: string[] }).terms;
    const hindi = await terms(`/hi/account/gifts/${id}`);
    expect(hindi[0]).toMatch(/^इस गिफ़्ट कार्ड की कीमत ₹500 है और इसे \d+ \S+ \d{4} तक \(खरीद से 12 महीने\) रिडीम किया जा सकता है।/);
    expect(hindi.at(-1)).toBe("खरीदने के बाद गिफ़्ट कार्ड न कैंसल हो सकता है, न उसका रिफ़ंड मिलता है।");
    expect((await terms(`/account/gifts/${id}`))[0]).toMatch(
      /^This gift card is worth ₹500 and can be redeemed until \d+ [A-Z][a-z]+ \d{4} /,
    );
  });
});

describe(`privacy and deleting the account in Hindi (${engine})`, () => {
  it("says the marketing switch's toast in Hindi, and sends the privacy policy's words with the page", async () => {
    const { action, loader } = await routes.privacy();
    const { cookie } = await loggedIn();
    const on = await answer(action, post("/hi/account/privacy", cookie, { intent: "marketing", consent: "on" }));
    expect(await flashOf(on.headers)).toEqual({ kind: "success", message: "मार्केटिंग SMS चालू हो गए।" });
    const page = await answer(loader, get("/hi/account/privacy", cookie));
    expect(translate(page.data.messages as PageMessages, "Privacy policy")).toBe("प्राइवेसी पॉलिसी");
    const off = await answer(action, post("/account/privacy", cookie, { intent: "marketing", consent: "off" }));
    expect(await flashOf(off.headers)).toEqual({ kind: "success", message: "Marketing texts turned off." });
  });

  it("refuses deleting without the wallet's tick, and a reason not on the list, in Hindi, keeping what was chosen", async () => {
    const { action } = await routes.deletion();
    const { user, cookie } = await loggedIn();
    await handle.db.transaction((tx) =>
      credit(tx, user.id, { bucket: "cash", amount: 20_000, kind: "topup", reference: `d-${user.id}`, description: "Added money" }),
    );
    const untick = await answer(action, post("/hi/account/delete-account", cookie, { intent: "delete", reason: "prices", code: "123456" }));
    expect(untick.status).toBe(400);
    expect(untick.data).toMatchObject({
      fieldErrors: { acknowledge: ["वॉलेट बैलेंस छोड़ने की पुष्टि के लिए बॉक्स पर टिक करें।"] },
      values: { intent: "delete", reason: "prices", code: "123456" },
    });
    const reason = await answer(action, post("/hi/account/delete-account", cookie, { intent: "delete", reason: "bored" }));
    expect(reason.data).toMatchObject({ formError: "कृपया सूची में से कोई वजह चुनें, या कोई भी नहीं।", values: { reason: "bored" } });
    const english = await answer(action, post("/account/delete-account", cookie, { intent: "delete", code: "123456" }));
    expect(english.data).toMatchObject({ fieldErrors: { acknowledge: ["Tick the box to confirm you give up your wallet balance."] } });
  });

  it("carries the account's words on the feedback page, which is outside the account", async () => {
    const { loader } = await routes.feedback();
    const page = await answer(loader, get("/hi/account/delete-account-feedback?reason=prices"));
    expect(translate(page.data.messages as PageMessages, "Your account is deleted")).toBe("आपका अकाउंट हट गया है");
    expect(translate(page.data.messages as PageMessages, "Prices or fees are too high")).toBe("दाम या फ़ीस बहुत ज़्यादा हैं");
  });
});

describe(`the location picker, notify-me and the age question in Hindi (${engine})`, () => {
  it("refuses a pincode too short to search in Hindi, keeping what was typed, with the picker's words", async () => {
    const { loader } = await routes.location();
    const hindi = await answer(loader, get("/hi/location?q=1"));
    expect(hindi.status).toBe(400);
    expect(hindi.data).toMatchObject({ q: "1", error: "कम से कम 2 अक्षर या 6 अंकों का पिनकोड लिखें।", results: null });
    expect(translate(hindi.data.messages as PageMessages, "Change delivery location")).toBe("डिलीवरी की जगह बदलें");
    const english = await answer(loader, get("/location?q=1"));
    expect(english.data).toMatchObject({ q: "1", error: "Type at least 2 characters, or a 6-digit pincode.", messages: null });
  });

  it("says where it delivers now, and refuses a place outside India or a locality gone, in Hindi", async () => {
    const { action } = await routes.location();
    const dlf = (await findLocalities(handle.db, "122002")).find(
      (l): l is LocalityOption => l.kind === "locality" && l.name === "DLF Phase 3",
    )!;
    const chosen = await answer(action, post("/hi/location", "", { intent: "locality", localityId: String(dlf.id), redirectTo: "/" }));
    expect(chosen.status).toBe(303);
    expect(await flashOf(chosen.headers)).toMatchObject({
      kind: "success",
      message: expect.stringMatching(/^DLF Phase 3, Gurugram पर \d+ मिनट में डिलीवरी$/),
    });
    const abroad = await answer(action, post("/hi/location", "", { intent: "coords", lat: "51.5", lon: "-0.1" }));
    expect(abroad.status).toBe(400);
    expect(abroad.data).toMatchObject({ formError: "यह जगह भारत से बाहर है।" });
    const gone = await answer(action, post("/hi/location", "", { intent: "locality", localityId: "1999999999" }));
    expect(gone.status).toBe(404);
    expect(gone.data).toMatchObject({ formError: "यह इलाका अब मौजूद नहीं है। कृपया फिर से खोजें।" });
  });

  it("refuses an address's pincode it does not know, or one of another city, in Hindi, keeping what was typed", async () => {
    const { action } = await routes.newAddress();
    const { cookie } = await loggedIn();
    const typed = { label: "Home", name: "Asha Rao", house: "12B", locality: "DLF Phase 3" };
    const unknown = await answer(action, post("/hi/account/addresses/new", cookie, { ...typed, pincode: "999999" }));
    expect(unknown.status).toBe(400);
    expect(unknown.data).toMatchObject({ fieldErrors: { pincode: ["यह पिनकोड हमें नहीं मिला।"] }, values: { ...typed, pincode: "999999" } });
    const elsewhere = await answer(action, post("/hi/account/addresses/new", cookie, { ...typed, pincode: "560034" }));
    expect(elsewhere.data).toMatchObject({
      fieldErrors: { pincode: ["पिनकोड 560034 Bengaluru में है, Gurugram में नहीं। पिनकोड या इलाका जाँच लें।"] },
      values: { pincode: "560034", locality: "DLF Phase 3" },
    });
    const english = await answer(action, post("/account/addresses/new", cookie, { ...typed, pincode: "999999" }));
    expect(english.data).toMatchObject({ fieldErrors: { pincode: ["We couldn't find this pincode."] } });
  });

  it("refuses notify-me for a product it cannot read, and an age answer it does not know, in Hindi", async () => {
    const notify = await routes.notifyMe();
    const refused = await answer(notify.action, post("/hi/notify-me?productId=abc&redirectTo=%2F", "", {}));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ formError: "यह सामान हमें नहीं मिला। वापस जाकर सामान पर फिर से 'मुझे बताएँ' दबाएँ।" });
    const age = await routes.ageConsent();
    const unanswered = await answer(age.action, post("/hi/age-consent", "", { consent: "maybe", redirectTo: "/" }));
    expect(unanswered.data).toMatchObject({ formError: "कृपया दोनों में से एक जवाब चुनें।", values: { redirectTo: "/" } });
    const denied = await answer(age.action, post("/hi/age-consent", "", { consent: "denied" }));
    expect(await flashOf(denied.headers)).toEqual({ kind: "info", message: "उम्र की पाबंदी वाले सामान छिपा दिए गए हैं।" });
  });
});
