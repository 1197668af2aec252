import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { desc, eq } from "drizzle-orm";
import { PHONE_ERROR } from "~/lib/phone";
import { giftCards, payments, smsOutbox, users, walletEntries } from "~/models/schema.server";
import { upsertVerifiedUser } from "~/models/users.server";
import {
  CODE_ALPHABET,
  decryptGiftCode,
  formatGiftCode,
  generateGiftCode,
  normaliseGiftCode,
} from "~/services/wallet/gift-card-codes.server";
import { issueGiftCard, type PaymentRow } from "~/services/wallet/gift-card-issue.server";
import { GIFT_AMOUNT_ERROR, GIFT_CODE_INVALID, GIFT_CODE_REDEEMED, giftCardTerms, listGiftCards } from "~/services/wallet/gifting.server";
import { redeemGiftCard } from "~/services/wallet/gift-card-redemption.server";
import { startGiftCardPurchase } from "~/services/wallet/gift-card-purchase.server";
import type { Requester } from "~/services/platform/limiter.server";
import { startSession } from "~/services/account/session.server";
import { walletBalance } from "~/services/wallet/ledger.server";
import { openDatabase } from "~/models/db.server";
import { engine, setUpTestDb } from "../support/db";
import { ConflictError } from "~/lib/errors";
import { must } from "../support/must";
import { cookiePair } from "../support/cookies";

const handle = setUpTestDb({ seed: false });

const NOW = new Date("2026-11-21T06:30:00Z");
/** The buyer, as the route passes them: the card's text spends the shared text budget. */
const asker = (user: { id: number }): Requester => ({ deviceId: null, clientAddress: null, userId: user.id });
const HOUR = 60 * 60 * 1000;

let seq = 0;
async function newUser(name?: string): Promise<{ id: number; phone: string }> {
  const phone = `7${String(300_000_000 + ++seq).slice(-9)}`;
  const user = await upsertVerifiedUser(handle.db, phone);
  if (name) await handle.db.update(users).set({ name }).where(eq(users.id, user.id));
  return { id: user.id, phone };
}

/** A gift-card payment the gateway has paid (test data: the payments core is not under test here). */
async function paidGiftPayment(buyer: { id: number }, details: Record<string, unknown>, amount = 50_000, at = NOW): Promise<PaymentRow> {
  const [row] = await handle.db
    .insert(payments)
    .values({
      id: randomUUID(),
      userId: buyer.id,
      purpose: "gift_card",
      method: "upi",
      providerId: 3,
      amount,
      status: "PAYMENT_SUCCESS",
      gateway: "sandbox",
      details: { ...details, returnTo: "/account/gifts" },
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error("The gift payment was not inserted");
  return row;
}

function issue(payment: PaymentRow, now = NOW): Promise<number> {
  return handle.db.transaction((tx) => issueGiftCard(tx, payment, now));
}

/** The code as the recipient got it: from the SMS outbox (demo mode). */
async function codeSentTo(phone: string): Promise<string> {
  const [sms] = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
  const code = /Code: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})\./.exec(sms?.body ?? "")?.[1];
  if (!code) throw new Error(`No gift code in the SMS to ${phone}: ${sms?.body}`);
  return code;
}

async function cardRow(id: number) {
  const [row] = await handle.db.select().from(giftCards).where(eq(giftCards.id, id));
  if (row === undefined) throw new Error("Expected row to exist");
  return row;
}

async function issueFor(buyer: { id: number }, recipientPhone: string, amount = 50_000, now = NOW): Promise<{ id: number; code: string }> {
  const id = await issue(await paidGiftPayment(buyer, { recipient: "other", recipientPhone }, amount, now), now);
  return { id, code: await codeSentTo(recipientPhone) };
}

describe("gift card codes", () => {
  it("are 16 symbols without look-alikes, printed in groups of four", () => {
    const code = generateGiftCode();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    expect(CODE_ALPHABET).not.toMatch(/[01IO]/);
    expect(formatGiftCode("ABCDEFGHJKLMNPQR")).toBe("ABCD-EFGH-JKLM-NPQR");
    // The alphabet is used whole: 32 symbols, 80 bits.
    expect(new Set(CODE_ALPHABET).size).toBe(32);
  });

  it("ignore case, spaces and dashes when typed; refuse anything that cannot be a code", () => {
    expect(normaliseGiftCode(" abcd efgh-jklm–npqr ")).toBe("ABCDEFGHJKLMNPQR");
    expect(normaliseGiftCode("ABCD-EFGH-JKLM-NPQ")).toBeNull();
    expect(normaliseGiftCode("ABCD-EFGH-JKLM-NPQ0")).toBeNull();
    expect(normaliseGiftCode("")).toBeNull();
  });
});

describe(`issuing a gift card (${engine})`, () => {
  it("creates the card once per payment, texts the code, and stores it only hashed and encrypted", async () => {
    const buyer = await newUser("Asha");
    const friend = await newUser();
    const payment = await paidGiftPayment(buyer, {
      recipient: "other",
      recipientPhone: friend.phone,
      recipientName: "Ravi",
      message: "Happy Diwali!",
    });
    const id = await issue(payment);
    // A webhook after the callback, a retry: the same card, no second SMS.
    expect(await issue(payment)).toBe(id);
    expect(await handle.db.select().from(giftCards).where(eq(giftCards.paymentId, payment.id))).toHaveLength(1);
    const texts = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.phone, friend.phone));
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toMatch(/^Asha sent you a Nukkad gift card of ₹500\. "Happy Diwali!" Code: /);
    expect(texts[0]?.body).toContain("21 Nov 2027");

    const code = await codeSentTo(friend.phone);
    const row = await cardRow(id);
    expect(row).toMatchObject({
      purchaserId: buyer.id,
      amount: 50_000,
      recipientPhone: friend.phone,
      recipientName: "Ravi",
      message: "Happy Diwali!",
      status: "active",
      codeLast4: code.slice(-4),
    });
    expect(row.expiresAt.toISOString()).toBe("2027-11-21T06:30:00.000Z");
    // Not in any column, in either spelling.
    const stored = Object.values(row).map((v) => (v instanceof Date ? v.toISOString() : String(v)));
    for (const value of stored) {
      expect(value).not.toContain(code);
      expect(value).not.toContain(code.replace(/-/g, ""));
    }
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    // The ciphertext opens only for its own payment.
    expect(decryptGiftCode(row.codeCipher, payment.id)).toBe(code.replace(/-/g, ""));
    expect(decryptGiftCode(row.codeCipher, "another-payment")).toBeNull();
  });

  it("still issues a paid-for card when the SMS gateway fails (the buyer can see the code)", async () => {
    const buyer = await newUser();
    const payment = await paidGiftPayment(buyer, { recipient: "other", recipientPhone: "9123456780" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const failing = { send: () => Promise.reject(new Error("SMS gateway answered 503")) };
      const id = await handle.db.transaction((tx) => issueGiftCard(tx, payment, NOW, { sms: failing }));
      expect(await cardRow(id)).toMatchObject({ status: "active", amount: 50_000 });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("503"));
      const { bought } = await listGiftCards(handle.db, buyer, NOW);
      expect(bought[0]?.code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    } finally {
      warn.mockRestore();
    }
  });

  it("counts Nukkad Cash held for the payment in the card's value", async () => {
    const buyer = await newUser();
    const payment = await paidGiftPayment(buyer, { recipient: "self", recipientPhone: buyer.phone }, 30_000);
    const [mixed] = await handle.db.update(payments).set({ walletCash: 20_000 }).where(eq(payments.id, payment.id)).returning();
    const id = await issue(must(mixed, "the updated payment"));
    expect((await cardRow(id)).amount).toBe(50_000);
    const [sms] = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.phone, buyer.phone));
    if (sms === undefined) throw new Error("Expected sms to exist");
    expect(sms.body).toMatch(/^Your Nukkad gift card of ₹500\. Code: /);
  });

  it("refuses a payment that is not for a gift card, or whose details are not a recipient", async () => {
    const buyer = await newUser();
    const topUp = {
      ...(await paidGiftPayment(buyer, { recipient: "self", recipientPhone: buyer.phone })),
      purpose: "wallet_topup" as const,
    };
    await expect(issue(topUp)).rejects.toThrow(/not for a gift card/);
    const broken = await paidGiftPayment(buyer, { recipient: "other", recipientPhone: "12345" });
    await expect(issue(broken)).rejects.toThrow();
    expect(await handle.db.select().from(giftCards).where(eq(giftCards.paymentId, broken.id))).toHaveLength(0);
  });
});

describe(`redeeming a gift card (${engine})`, () => {
  it("credits the gift-card balance once; a second try is refused", async () => {
    const buyer = await newUser();
    const friend = await newUser();
    const { id, code } = await issueFor(buyer, friend.phone, 75_000);
    const typed = ` ${code.toLowerCase().replace(/-/g, " ")} `;

    expect(await redeemGiftCard(handle.db, friend.id, typed, NOW)).toEqual({ giftCardId: id, amount: 75_000 });
    expect(await walletBalance(handle.db, friend.id)).toEqual({ cash: 0, gift: 75_000, total: 75_000 });
    const [entry] = await handle.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.reference, `gift:${id}`));
    expect(entry).toMatchObject({ userId: friend.id, bucket: "gift", amount: 75_000, kind: "gift_redeem" });
    expect(await cardRow(id)).toMatchObject({ status: "redeemed", redeemedBy: friend.id });

    await expect(redeemGiftCard(handle.db, friend.id, code, NOW)).rejects.toMatchObject({
      message: GIFT_CODE_REDEEMED,
      status: 409,
    });
    expect((await walletBalance(handle.db, friend.id)).gift).toBe(75_000);
  });

  it("is a bearer code: anyone logged in may redeem a card sent to another phone", async () => {
    const buyer = await newUser();
    const friend = await newUser();
    const stranger = await newUser();
    const { code } = await issueFor(buyer, friend.phone);
    await redeemGiftCard(handle.db, stranger.id, code, NOW);
    expect((await walletBalance(handle.db, stranger.id)).gift).toBe(50_000);
    expect((await walletBalance(handle.db, friend.id)).gift).toBe(0);
  });

  it("credits exactly once when redeemed concurrently", async () => {
    const buyer = await newUser();
    const friend = await newUser();
    const { id, code } = await issueFor(buyer, friend.phone, 100_000);
    const racers = [friend, ...(await Promise.all(Array.from({ length: 4 }, () => newUser()))), friend];
    const results = await Promise.allSettled(racers.map((user) => redeemGiftCard(handle.db, user.id, code, NOW)));
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost.every((r) => r.reason instanceof ConflictError && r.reason.message === GIFT_CODE_REDEEMED)).toBe(true);

    const credits = await handle.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.reference, `gift:${id}`));
    expect(credits).toHaveLength(1);
    const balances = await Promise.all([...new Set(racers.map((u) => u.id))].map((userId) => walletBalance(handle.db, userId)));
    expect(balances.reduce((sum, b) => sum + b.gift, 0)).toBe(100_000);
    expect((await cardRow(id)).redeemedBy).toBe(must(credits[0], "the credit").userId);
  });

  it("refuses an expired card and says when it expired", async () => {
    const buyer = await newUser();
    const friend = await newUser();
    const bought = new Date(NOW.getTime() - 400 * 24 * HOUR);
    const { id, code } = await issueFor(buyer, friend.phone, 50_000, bought);
    await expect(redeemGiftCard(handle.db, friend.id, code, NOW)).rejects.toMatchObject({
      message: "This gift card expired on 17 Oct 2026.",
      status: 409,
    });
    expect(await cardRow(id)).toMatchObject({ status: "active", redeemedBy: null });
    expect((await walletBalance(handle.db, friend.id)).gift).toBe(0);
  });

  it("refuses a code that was never issued, or cannot be one", async () => {
    const user = await newUser();
    await expect(redeemGiftCard(handle.db, user.id, formatGiftCode(generateGiftCode()), NOW)).rejects.toMatchObject({
      message: GIFT_CODE_INVALID,
      status: 400,
    });
    await expect(redeemGiftCard(handle.db, user.id, "hello", NOW)).rejects.toMatchObject({
      message: GIFT_CODE_INVALID,
      status: 400,
    });
    expect((await walletBalance(handle.db, user.id)).gift).toBe(0);
  });

  it("stops a user after 10 wrong codes in an hour, even for a good code, until the hour has passed", async () => {
    const buyer = await newUser();
    const guesser = await newUser();
    const { code } = await issueFor(buyer, guesser.phone);
    for (let i = 0; i < 10; i++) {
      const at = new Date(NOW.getTime() + i * 60_000);
      await expect(redeemGiftCard(handle.db, guesser.id, generateGiftCode(), at)).rejects.toMatchObject({
        message: GIFT_CODE_INVALID,
      });
    }
    const blocked = redeemGiftCard(handle.db, guesser.id, code, new Date(NOW.getTime() + 20 * 60_000));
    await expect(blocked).rejects.toMatchObject({ status: 429 });
    await expect(blocked).rejects.toThrow(/Too many wrong codes/);
    // Another user is not affected.
    const other = await newUser();
    await expect(redeemGiftCard(handle.db, other.id, generateGiftCode(), NOW)).rejects.toMatchObject({ status: 400 });
    // An hour after the first miss, one slot is free again.
    const later = new Date(NOW.getTime() + HOUR + 1);
    expect((await redeemGiftCard(handle.db, guesser.id, code, later)).amount).toBe(50_000);
  });

  it("counts only wrong codes: a code that names a card, even a used one, gives its try back", async () => {
    const buyer = await newUser();
    const guesser = await newUser();
    const { code } = await issueFor(buyer, guesser.phone);
    const at = (minute: number) => new Date(NOW.getTime() + minute * 60_000);
    for (let i = 0; i < 9; i++)
      await expect(redeemGiftCard(handle.db, guesser.id, generateGiftCode(), at(i))).rejects.toMatchObject({ status: 400 });
    expect((await redeemGiftCard(handle.db, guesser.id, code, at(10))).amount).toBe(50_000);
    await expect(redeemGiftCard(handle.db, guesser.id, code, at(11))).rejects.toMatchObject({ status: 409 });
    // The tenth wrong code is still refused as wrong; the eleventh try is the one stopped.
    await expect(redeemGiftCard(handle.db, guesser.id, generateGiftCode(), at(12))).rejects.toMatchObject({ message: GIFT_CODE_INVALID });
    await expect(redeemGiftCard(handle.db, guesser.id, generateGiftCode(), at(13))).rejects.toMatchObject({ status: 429 });
  });

  it("shares the count between server processes and stops guesses sent at once", async () => {
    // Two handles with their own pools stand for two processes on PostgreSQL (docs/decisions/023-several-processes.md);
    // the embedded database has one process, where the guesses still race each other.
    const second =
      engine === "postgres" ? await openDatabase({ kind: "postgres", url: must(handle.url, "the database URL"), poolSize: 4 }) : null;
    try {
      const guesser = await newUser();
      const dbs = [handle.db, second?.db ?? handle.db];
      const tries = dbs.flatMap((db) => Array.from({ length: 12 }, () => redeemGiftCard(db, guesser.id, generateGiftCode(), NOW)));
      const results = await Promise.allSettled(tries);
      const statuses = results.map((r) => (r.status === "rejected" ? (r.reason as { status?: number }).status : 200));
      expect(statuses.filter((status) => status === 400)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(14);
    } finally {
      await second?.close();
    }
  });
});

describe(`buying a gift card (${engine})`, () => {
  it("opens a gift-card payment that may not use gift-card balance, with the recipient in its details", async () => {
    const buyer = await newUser();
    const paymentId = await startGiftCardPurchase(
      handle.db,
      buyer,
      {
        amount: 100_000,
        recipient: "other",
        recipientPhone: "+91 98765-43210",
        recipientName: "  Meera  ",
        message: "Happy\nbirthday!",
      },
      asker(buyer),
    );
    const [row] = await handle.db.select().from(payments).where(eq(payments.id, paymentId));
    if (row === undefined) throw new Error("Expected row to exist");
    expect(row).toMatchObject({ userId: buyer.id, purpose: "gift_card", status: "ACTIVE" });
    expect(row.details).toMatchObject({
      recipient: "other",
      recipientPhone: "9876543210",
      recipientName: "Meera",
      message: "Happy birthday!",
      returnTo: "/account/gifts",
      allowGift: false,
    });

    // The same payment, once paid, issues a card to that phone.
    const [paid] = await handle.db.update(payments).set({ status: "PAYMENT_SUCCESS" }).where(eq(payments.id, paymentId)).returning();
    const id = await issue(must(paid, "the paid payment"));
    expect(await cardRow(id)).toMatchObject({ amount: 100_000, recipientPhone: "9876543210", recipientName: "Meera" });
  });

  it("sends a card bought for oneself to one's own phone, ignoring any other phone typed", async () => {
    const buyer = await newUser();
    const paymentId = await startGiftCardPurchase(
      handle.db,
      buyer,
      { amount: 10_000, recipient: "self", recipientPhone: "9999999999", recipientName: "X" },
      asker(buyer),
    );
    const [row] = await handle.db.select().from(payments).where(eq(payments.id, paymentId));
    if (row === undefined) throw new Error("Expected row to exist");
    expect(row.details).toMatchObject({ recipient: "self", recipientPhone: buyer.phone });
    expect(row.details.recipientName).toBeUndefined();
  });

  it.each([
    ["under ₹100", 9_900],
    ["over ₹10,000", 1_000_100],
    ["not whole rupees", 10_050],
    ["zero", 0],
  ])("refuses an amount %s", async (_, amount) => {
    const buyer = await newUser();
    await expect(startGiftCardPurchase(handle.db, buyer, { amount, recipient: "self" }, asker(buyer))).rejects.toMatchObject({
      message: GIFT_AMOUNT_ERROR,
      field: "amount",
      status: 400,
    });
  });

  it("accepts the limits themselves", async () => {
    const buyer = await newUser();
    await expect(startGiftCardPurchase(handle.db, buyer, { amount: 10_000, recipient: "self" }, asker(buyer))).resolves.toEqual(
      expect.any(String),
    );
    await expect(startGiftCardPurchase(handle.db, buyer, { amount: 1_000_000, recipient: "self" }, asker(buyer))).resolves.toEqual(
      expect.any(String),
    );
  });

  it("refuses a recipient phone that is not an Indian mobile, and a long message, opening no payment", async () => {
    const buyer = await newUser();
    for (const phone of ["", "12345", "5876543210", "98765432101"]) {
      await expect(
        startGiftCardPurchase(handle.db, buyer, { amount: 50_000, recipient: "other", recipientPhone: phone }, asker(buyer)),
      ).rejects.toMatchObject({
        message: PHONE_ERROR,
        field: "recipientPhone",
      });
    }
    await expect(
      startGiftCardPurchase(
        handle.db,
        buyer,
        { amount: 50_000, recipient: "other", recipientPhone: "9876543210", message: "x".repeat(201) },
        asker(buyer),
      ),
    ).rejects.toMatchObject({ field: "message", status: 400 });
    expect(await handle.db.select().from(payments).where(eq(payments.userId, buyer.id))).toHaveLength(0);
  });
});

describe(`gift card lists and terms (${engine})`, () => {
  it("shows the buyer the code only while it can be redeemed, and the recipient never", async () => {
    const buyer = await newUser();
    const friend = await newUser();
    const { id, code } = await issueFor(buyer, friend.phone);
    const mine = await issueFor(buyer, buyer.phone, 20_000);

    const before = await listGiftCards(handle.db, buyer, NOW);
    expect(before.bought.map((c) => c.id)).toEqual([mine.id, id]);
    expect(before.bought[1]).toMatchObject({ status: "active", code, last4: code.slice(-4), amount: 50_000 });
    // A card bought for oneself is not "sent to you" as well.
    expect(before.received).toEqual([]);

    const theirs = await listGiftCards(handle.db, friend, NOW);
    expect(theirs.bought).toEqual([]);
    expect(theirs.received).toHaveLength(1);
    expect(theirs.received[0]).toMatchObject({ id, status: "active", amount: 50_000 });
    expect(JSON.stringify(theirs)).not.toContain(code);

    await redeemGiftCard(handle.db, friend.id, code, NOW);
    const after = await listGiftCards(handle.db, buyer, NOW);
    expect(after.bought[1]).toMatchObject({ status: "redeemed", code: null });
    // Past expiry an unredeemed code is no longer shown either.
    const late = await listGiftCards(handle.db, buyer, new Date(NOW.getTime() + 366 * 24 * HOUR));
    expect(late.bought[0]).toMatchObject({ status: "expired", code: null });
  });

  it("gives the terms to the buyer and to the recipient's phone only", async () => {
    const buyer = await newUser();
    const friend = await newUser();
    const stranger = await newUser();
    const { id } = await issueFor(buyer, friend.phone, 25_000);

    const forBuyer = await giftCardTerms(handle.db, buyer.id, id, NOW);
    expect(forBuyer).toMatchObject({ id, amount: 25_000, role: "buyer", status: "active" });
    expect(forBuyer!.terms.join(" ")).toMatch(/21 Nov 2027/);
    expect(forBuyer!.terms.join(" ")).toMatch(/cannot be used to buy other gift cards/);
    expect(await giftCardTerms(handle.db, friend.id, id, NOW)).toMatchObject({ role: "recipient" });
    expect(await giftCardTerms(handle.db, stranger.id, id, NOW)).toBeNull();
    expect(await giftCardTerms(handle.db, buyer.id, 2_000_000_000, NOW)).toBeNull();
  });
});

describe(`/account/gifts routes (${engine})`, () => {
  type Failure = {
    init: { status: number; headers?: Record<string, string> };
    data: { intent: string; formError?: string; fieldErrors?: Record<string, string[]>; values?: Record<string, string> };
  };

  async function loggedIn(): Promise<{ user: { id: number; phone: string }; cookie: string }> {
    // The routes open the application's database through getDb(): this file's database is that one.
    globalThis.__nukkadDb = Promise.resolve(handle);
    const user = await newUser();
    const { setCookie } = await startSession(handle.db, user.id, null);
    return { user, cookie: cookiePair(setCookie) };
  }

  async function submit(cookie: string, fields: Record<string, string>) {
    const { action } = await import("~/routes/account.gifts._index");
    const request = new Request("http://localhost/account/gifts", {
      method: "POST",
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    return action({ request, params: {}, context: {} });
  }

  it("buys: refuses a bad phone with 400 keeping what was typed, then opens the payment", async () => {
    const { user, cookie } = await loggedIn();
    const typed = { intent: "buy", recipient: "other", recipientPhone: "12345", recipientName: "Meera", message: "Hi", amount: "750" };
    const refused = (await submit(cookie, typed)) as unknown as Failure;
    expect(refused.init.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ recipientPhone: [PHONE_ERROR] });
    expect(refused.data.values).toMatchObject({ recipientPhone: "12345", recipientName: "Meera", message: "Hi", amount: "750" });

    const badAmount = (await submit(cookie, { ...typed, recipientPhone: "9876543210", amount: "", preset: "" })) as unknown as Failure;
    expect(badAmount.data.fieldErrors).toEqual({ amount: [GIFT_AMOUNT_ERROR] });
    const noRecipient = (await submit(cookie, { intent: "buy", amount: "500" })) as unknown as Failure;
    expect(noRecipient.init.status).toBe(400);
    expect(noRecipient.data.formError).toBe("Choose who the gift card is for.");
    expect(await handle.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);

    const ok = (await submit(cookie, { ...typed, recipientPhone: "98765 43210", amount: "", preset: "1000" })) as Response;
    const location = ok.headers.get("Location")!;
    expect(location).toMatch(/^\/checkout\/wallet\?transaction_id=/);
    const [row] = await handle.db.select().from(payments).where(eq(payments.userId, user.id));
    if (row === undefined) throw new Error("Expected row to exist");
    expect(location).toBe(`/checkout/wallet?transaction_id=${row.id}`);
    expect(row).toMatchObject({ purpose: "gift_card", amount: 100_000 });
  });

  it("redeems: a wrong code answers 400 with the message; a good one credits and redirects to the wallet with a toast", async () => {
    const { user, cookie } = await loggedIn();
    const buyer = await newUser();
    const { code } = await issueFor(buyer, user.phone, 30_000);
    const wrong = (await submit(cookie, { intent: "redeem", code: "ABCD-EFGH-JKLM-NPQR" })) as unknown as Failure;
    expect(wrong.init.status).toBe(400);
    expect(wrong.data).toMatchObject({
      intent: "redeem",
      values: { code: "ABCD-EFGH-JKLM-NPQR" },
      fieldErrors: { code: [GIFT_CODE_INVALID] },
    });

    const ok = (await submit(cookie, { intent: "redeem", code })) as Response;
    expect(ok.status).toBe(303);
    expect(ok.headers.get("Location")).toBe("/account/wallet");
    expect(ok.headers.get("Set-Cookie")).toMatch(/^nk_flash=/);
    expect((await walletBalance(handle.db, user.id)).gift).toBe(30_000);

    const again = (await submit(cookie, { intent: "redeem", code })) as unknown as Failure;
    expect(again.init.status).toBe(409);
    expect(again.data.fieldErrors?.code).toEqual([GIFT_CODE_REDEEMED]);
  });

  it("lists the shopper's cards, and serves terms only to their owners (404 otherwise)", async () => {
    const { user, cookie } = await loggedIn();
    const stranger = await loggedIn();
    const { id, code } = await issueFor(user, "9988776655", 40_000);
    const { loader } = await import("~/routes/account.gifts._index");
    const page = await loader({
      request: new Request("http://localhost/account/gifts", { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    });
    expect(page.bought).toHaveLength(1);
    expect(page.bought[0]).toMatchObject({ id, code, amount: 40_000 });

    const terms = await import("~/routes/account.gifts.$orderId");
    const load = (as: string, param: string) =>
      terms.loader({
        request: new Request(`http://localhost/account/gifts/${param}`, { headers: { Cookie: as } }),
        params: { orderId: param },
        context: {},
      });
    expect((await load(cookie, String(id))).card).toMatchObject({ id, role: "buyer", amount: 40_000 });
    for (const [as, param] of [
      [stranger.cookie, String(id)],
      [cookie, "abc"],
      [cookie, "99999999999"],
      [cookie, "2000000000"],
    ] as const) {
      await expect(load(as, param)).rejects.toMatchObject({ status: 404 });
    }
  });
});
