/**
 * The discovery pages on a real database: /offers (docs/rules.md#offers), the order-online SEO pages
 * (docs/rules.md#order-online-pages), /paan behind the 18+ question (docs/rules.md#paan-corner) and the
 * marketing-text unsubscribe (docs/rules.md#marketing-texts).
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { coupons } from "~/models/schema.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { liveOffers } from "~/services/cart/offers-page.server";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { loadOrderOnlinePage, orderOnlineEntries } from "~/services/catalogue/pages/order-online.server";
import { serializeAgeConsent } from "~/services/account/age-consent.server";
import {
  canSendMarketing,
  recordLoginOptIn,
  sendMarketingText,
  unsubscribeLinkFor,
  unsubscribeToken,
  verifyUnsubscribeToken,
} from "~/services/account/marketing-consent.server";
import { OutboxProvider } from "~/services/platform/sms.server";
import { runOpsCommand } from "~/services/boot/ops.server";
import { parseOpsArgs } from "~/services/boot/ops-arguments.server";
import { loader as paanLoader } from "~/routes/paan";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/unsubscribe-ct";
import { queryRow, setUpTestDb, stubTestEnv } from "../support/db";
import { cookiePair } from "../support/cookies";
import { formData } from "../support/forms";

stubTestEnv({ CATALOGUE_CACHE_SECONDS: "0" });

/** What a loader or action answered with `data()`: its body and status. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function answer(result: unknown): { data: any; status: number } {
  const r = result as { data: unknown; init: { status?: number } | null };
  return { data: r.data, status: r.init?.status ?? 200 };
}
const handle = setUpTestDb({ appDb: true });
const ORIGIN = "http://nukkad.test";
const NOW = new Date("2026-11-21T06:30:00Z");

describe("offers", () => {
  it("lists live coupons and bank offers apart, with their conditions in plain words", async () => {
    const offers = await liveOffers(handle.db, NOW);
    const welcome = offers.coupons.find((o) => o.code === "WELCOME50");
    expect(welcome).toMatchObject({ value: "₹50 off", payment: null });
    expect(welcome!.conditions).toEqual([
      "₹50 off the item total",
      "Minimum order ₹199",
      "Any payment method",
      "Once per customer",
      "Cannot be combined with other coupons",
      "No end date",
    ]);
    const hdfc = offers.bankOffers.find((o) => o.code === "HDFC10");
    expect(hdfc).toMatchObject({ value: "10% off up to ₹150", payment: "HDFC Bank cards" });
    expect(hdfc!.conditions).toContain("Pay with HDFC Bank cards");
    expect(offers.coupons.every((o) => o.payment === null)).toBe(true);
    expect(offers.bankOffers.every((o) => o.payment !== null)).toBe(true);
  });

  it("says the conditions, the value and the payment in Hindi for /hi/offers (the coupon's own texts stay as written)", async () => {
    const offers = await inLanguageOf(new Request(`${ORIGIN}/hi/offers`), () => liveOffers(handle.db, NOW));
    const welcome = offers.coupons.find((o) => o.code === "WELCOME50");
    expect(welcome).toMatchObject({ value: "₹50 की छूट", payment: null });
    expect(welcome!.conditions).toEqual([
      "सामान के कुल पर ₹50 की छूट",
      "कम से कम ₹199 का ऑर्डर",
      "पेमेंट का कोई भी तरीका",
      "हर ग्राहक के लिए एक बार",
      "दूसरे कूपन के साथ नहीं लग सकता",
      "कोई आखिरी तारीख नहीं",
    ]);
    const hdfc = offers.bankOffers.find((o) => o.code === "HDFC10");
    expect(hdfc).toMatchObject({ value: "10% छूट, ₹150 तक", payment: "HDFC Bank के कार्ड" });
    expect(hdfc!.conditions).toContain("HDFC Bank के कार्ड से पेमेंट करें");
  });

  it("leaves out switched-off, expired, not-yet-started and web-blocked codes, and shows the end date", async () => {
    const base = { title: "t", description: "d", kind: "flat", value: 1_000, minOrder: 0, terms: "x" };
    await handle.db.insert(coupons).values([
      { ...base, code: "OLDONE", startsAt: new Date("2025-01-01"), endsAt: new Date("2026-01-01") },
      { ...base, code: "LATER", startsAt: new Date("2027-01-01") },
      { ...base, code: "OFFNOW", startsAt: new Date("2025-01-01"), active: false },
      { ...base, code: "WEB15", startsAt: new Date("2025-01-01") },
      { ...base, code: "ENDSOON", startsAt: new Date("2025-01-01"), endsAt: new Date("2026-12-01T00:00:00+05:30") },
    ]);
    const codes = [...(await liveOffers(handle.db, NOW)).coupons].map((o) => o.code);
    expect(codes).not.toContain("OLDONE");
    expect(codes).not.toContain("LATER");
    expect(codes).not.toContain("OFFNOW");
    expect(codes).not.toContain("WEB15");
    const soon = (await liveOffers(handle.db, NOW)).coupons.find((o) => o.code === "ENDSOON");
    expect(soon!.conditions).toContain("Valid until 30 Nov 2026");
    // The last day with a Hindi month on a Hindi page.
    const hindi = await inLanguageOf(new Request(`${ORIGIN}/hi/offers`), () => liveOffers(handle.db, NOW));
    expect(hindi.coupons.find((o) => o.code === "ENDSOON")!.conditions).toContain("30 नव॰ 2026 तक मान्य");
  });
});

describe("order-online pages", () => {
  it("builds milk-in-gurugram from the Gurugram store's stock, prices and brands", async () => {
    const page = await loadOrderOnlinePage(handle.db, "milk-in-gurugram");
    expect(page).not.toBeNull();
    const facts = await queryRow<{ n: number; lo: number; hi: number }>(
      handle.db,
      sql`select count(*)::int as n, min(sp.price)::int as lo, max(sp.price)::int as hi
          from products p join categories c on c.id = p.category_id
          join store_products sp on sp.product_id = p.id and sp.store_id = 31657 and sp.stock > 0
          where c.name = 'Milk'`,
    );
    expect(facts.n).toBeGreaterThan(0);
    expect(page!.stats).toEqual({ count: facts.n, minPrice: facts.lo, maxPrice: facts.hi });
    expect(page!.store.name).toBe("Nukkad Sector 29");
    expect(page!.path).toBe("/order-online/milk-in-gurugram");
    expect(page!.intro).toContain(`${facts.n} Milk products in stock`);
    expect(page!.brands.length).toBeGreaterThan(0);
    expect(page!.intro).toContain(page!.brands[0]);
    expect(page!.products.length).toBeGreaterThan(0);
    expect(page!.products.length).toBeLessThanOrEqual(12);
    for (const p of page!.products) {
      expect(p.inStock).toBe(true);
      expect(p.price).toBeGreaterThanOrEqual(facts.lo);
      expect(p.price).toBeLessThanOrEqual(facts.hi);
    }
    expect(page!.faqs).toHaveLength(4);
    expect(page!.faqs[1]!.answer).toContain(String(facts.n));
    expect(page!.related.every((r) => r.href.endsWith("-in-gurugram"))).toBe(true);
  });

  it("builds a top-level category page in a city with a hyphenated slug", async () => {
    const page = await loadOrderOnlinePage(handle.db, "vegetables-and-fruits-in-new-delhi");
    expect(page?.city.name).toBe("New Delhi");
    expect(page?.category.parent).toBeNull();
    expect(page?.stats.count).toBeGreaterThan(0);
  });

  it("every listed page opens", async () => {
    const entries = await orderOnlineEntries(handle.db);
    for (const e of entries.filter((_, i) => i % 97 === 0)) {
      expect(await loadOrderOnlinePage(handle.db, e.pageName), e.pageName).not.toBeNull();
    }
  });

  it.each([
    "milk-in-atlantis",
    "moon-rocks-in-gurugram",
    "paan-corner-in-gurugram",
    "mouth-fresheners-in-gurugram",
    "milk",
    "../milk-in-gurugram",
    "",
  ])("%s is not a page", async (name) => {
    expect(await loadOrderOnlinePage(handle.db, name)).toBeNull();
  });
});

describe("/paan", () => {
  const get = (cookie?: string) =>
    paanLoader({ request: new Request(`${ORIGIN}/paan`, { headers: cookie ? { Cookie: cookie } : {} }), params: {}, context: {} });

  it("asks the 18+ question first, says no after a no, and lists Paan Corner at the store after a yes", async () => {
    const idle = await answer(await get()).data;
    expect(idle.gate).toEqual({ denied: false });
    expect(idle.listing).toBeNull();

    const denied = await answer(await get(cookiePair(await serializeAgeConsent("denied")))).data;
    expect(denied.gate).toEqual({ denied: true });
    expect(denied.listing).toBeNull();

    const granted = await answer(await get(cookiePair(await serializeAgeConsent("granted")))).data;
    expect(granted.gate).toBeNull();
    expect(granted.category.name).toBe("Paan Corner");
    const paanCount = await queryRow<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from products p join store_products sp on sp.product_id = p.id and sp.store_id = 31657
          where p.l0_category_id = ${granted.category.id}`,
    );
    expect(granted.listing.total).toBe(paanCount.n);
    expect(granted.listing.products.length).toBeGreaterThan(0);
  });
});

describe("marketing texts and their unsubscribe", () => {
  const phone = "9876501234";

  it("a token names its user, survives no tampering, and never carries the phone", async () => {
    const user = await upsertVerifiedUser(handle.db, phone);
    const token = unsubscribeToken(user.id, phone);
    expect(token).not.toContain(phone);
    expect(await verifyUnsubscribeToken(handle.db, token)).toMatchObject({ userId: user.id, phone, maskedPhone: "******1234" });
    const other = await upsertVerifiedUser(handle.db, "9876501235");
    const swapped = token.replace(`.${user.id}.`, `.${other.id}.`);
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const bad of [swapped, flipped, "v1.1.short", "", null, `v2.${user.id}.${token.split(".")[2]}`, token + "x"]) {
      await expect(verifyUnsubscribeToken(handle.db, bad)).rejects.toMatchObject({ status: 400 });
    }
    // Signed with a secret no longer listed: refused; with an older one still listed: accepted.
    const old = unsubscribeToken(user.id, phone, "an-old-secret");
    await expect(verifyUnsubscribeToken(handle.db, old)).rejects.toMatchObject({ status: 400 });
    expect((await verifyUnsubscribeToken(handle.db, old, ["new-secret", "an-old-secret"])).userId).toBe(user.id);
  });

  it("the page asks on GET and records nothing; the post records the opt-out with time and source", async () => {
    const user = await upsertVerifiedUser(handle.db, phone);
    const token = unsubscribeToken(user.id, phone);
    const url = `${ORIGIN}/unsubscribe-ct?token=${encodeURIComponent(token)}`;
    const asked = answer(await unsubscribeLoader({ request: new Request(url), params: {}, context: {} })).data;
    expect(asked).toMatchObject({ invalid: false, phone: "******1234", optedOutAt: null });
    // Said yes at login (marketing texts are off until then: docs/rules.md#marketing-texts).
    await recordLoginOptIn(handle.db, { userId: user.id, phone }, NOW);
    expect(await canSendMarketing(handle.db, phone)).toBe(true);

    const post = new Request(`${ORIGIN}/unsubscribe-ct`, { method: "POST", body: formData({ token }), headers: { Origin: ORIGIN } });
    const done = (await unsubscribeAction({ request: post, params: {}, context: {} })) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe(`/unsubscribe-ct?token=${encodeURIComponent(token)}`);
    const row = await queryRow<{ consent: string; source: string; user_id: number; created_at: Date }>(
      handle.db,
      sql`select consent, source, user_id, created_at from marketing_consents where phone = ${phone} order by id desc limit 1`,
    );
    expect(row).toMatchObject({ consent: "opted_out", source: "unsubscribe_link", user_id: user.id });
    expect(await canSendMarketing(handle.db, phone)).toBe(false);
    const after = answer(await unsubscribeLoader({ request: new Request(url), params: {}, context: {} })).data;
    expect(after.optedOutAt).not.toBeNull();
  });

  it("a tampered token gets a 400 page on GET and on POST", async () => {
    const bad = `${ORIGIN}/unsubscribe-ct?token=v1.1.AAAAAAAAAAAAAAAAAAAAAA`;
    const page = answer(await unsubscribeLoader({ request: new Request(bad), params: {}, context: {} }));
    expect(page.status).toBe(400);
    expect(page.data.invalid).toBe(true);
    const post = new Request(`${ORIGIN}/unsubscribe-ct`, {
      method: "POST",
      body: formData({ token: "nope" }),
      headers: { Origin: ORIGIN },
    });
    expect(answer(await unsubscribeAction({ request: post, params: {}, context: {} })).status).toBe(400);
  });

  it("marketing texts go only to shoppers who said yes and have not opted out since, with their unsubscribe link", async () => {
    const outbox = new OutboxProvider(handle.db, "marketing-device", () => NOW);
    const keen = "9876509999";
    const keenUser = await upsertVerifiedUser(handle.db, keen);
    expect(await sendMarketingText(handle.db, outbox, { phone: keen, message: "Mangoes are in!", origin: ORIGIN })).toEqual({
      sent: false,
    });
    await recordLoginOptIn(handle.db, { userId: keenUser.id, phone: keen }, NOW);
    expect(await sendMarketingText(handle.db, outbox, { phone: keen, message: "Mangoes are in!", origin: ORIGIN })).toEqual({ sent: true });
    const text = await queryRow<{ body: string }>(
      handle.db,
      sql`select body from sms_outbox where phone = ${keen} order by id desc limit 1`,
    );
    expect(text.body).toContain(`${ORIGIN}/unsubscribe-ct?token=${encodeURIComponent(unsubscribeToken(keenUser.id, keen))}`);
    expect(text.body).not.toContain(`token=${keen}`);

    const before = await queryRow<{ n: number }>(handle.db, sql`select count(*)::int as n from sms_outbox where phone = ${phone}`);
    expect(await sendMarketingText(handle.db, outbox, { phone, message: "Mangoes are in!", origin: ORIGIN })).toEqual({ sent: false });
    const after = await queryRow<{ n: number }>(handle.db, sql`select count(*)::int as n from sms_outbox where phone = ${phone}`);
    expect(after.n).toBe(before.n);
    // No account, no link: nothing is sent.
    expect(await sendMarketingText(handle.db, outbox, { phone: "9000000001", message: "Hi", origin: ORIGIN })).toEqual({ sent: false });
  });

  it("the ops command prints a shopper's link, and refuses an unknown phone", async () => {
    expect(parseOpsArgs(["unsubscribe-link", "9876507777"])).toEqual({ command: "unsubscribe-link", phone: "9876507777" });
    expect(parseOpsArgs(["unsubscribe-link"])).toMatchObject({ error: expect.stringContaining("one phone number") });
    const user = await upsertVerifiedUser(handle.db, "9876507777");
    const result = await runOpsCommand(handle.db, { command: "unsubscribe-link", phone: "9876507777" });
    expect(result).toEqual({
      ok: true,
      message: expect.stringContaining(`/unsubscribe-ct?token=${encodeURIComponent(unsubscribeToken(user.id, "9876507777"))}`),
    });
    expect(await unsubscribeLinkFor(handle.db, "9000000002", ORIGIN)).toBeNull();
    expect(await runOpsCommand(handle.db, { command: "unsubscribe-link", phone: "9000000002" })).toMatchObject({ ok: false });
  });
});
