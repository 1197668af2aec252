import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { payments, walletEntries, wallets } from "~/models/schema.server";
import { upsertVerifiedUser } from "~/models/users.server";
import {
  WALLET_PAGE_SIZE,
  InsufficientBalanceError,
  credit,
  debit,
  holdForPayment,
  releaseHold,
  splitWalletSpend,
  walletBalance,
  walletTransactions,
  type Posting,
} from "~/services/wallet/ledger.server";
import { startSession } from "~/services/account/session.server";
import { engine, setUpTestDb } from "../support/db";
import { must } from "../support/must";
import { cookiePair } from "../support/cookies";

const handle = setUpTestDb({ seed: false });

let seq = 0;
async function newUser(): Promise<number> {
  const phone = `8${String(200_000_000 + ++seq).slice(-9)}`;
  return (await upsertVerifiedUser(handle.db, phone)).id;
}

const cash = (amount: number, reference: string, kind = "topup"): Posting => ({
  bucket: "cash",
  amount,
  kind,
  reference,
  description: `${kind} ${reference}`,
});

function post(userId: number, posting: Posting, sign: 1 | -1 = 1): Promise<boolean> {
  return handle.db.transaction((tx) => (sign === 1 ? credit(tx, userId, posting) : debit(tx, userId, posting)));
}

async function entriesOf(userId: number) {
  return handle.db.select().from(walletEntries).where(eq(walletEntries.userId, userId)).orderBy(walletEntries.id);
}

describe(`wallet ledger (${engine})`, () => {
  it("starts at zero for a user without a wallet row", async () => {
    const userId = await newUser();
    expect(await walletBalance(handle.db, userId)).toEqual({ cash: 0, gift: 0, total: 0 });
  });

  it("credits and debits post one row each, with the bucket's balance after", async () => {
    const userId = await newUser();
    expect(await post(userId, cash(50_000, "pay_1"))).toBe(true);
    expect(await post(userId, { bucket: "gift", amount: 20_000, kind: "gift_redeem", reference: "gift:1", description: "Gift card" })).toBe(
      true,
    );
    expect(await post(userId, cash(12_550, "order:7", "payment"), -1)).toBe(true);

    expect(await walletBalance(handle.db, userId)).toEqual({ cash: 37_450, gift: 20_000, total: 57_450 });
    const rows = await entriesOf(userId);
    expect(rows.map((r) => [r.bucket, r.amount, r.balanceAfter, r.kind])).toEqual([
      ["cash", 50_000, 50_000, "topup"],
      ["gift", 20_000, 20_000, "gift_redeem"],
      ["cash", -12_550, 37_450, "payment"],
    ]);
  });

  it("posts a (kind, reference) once: a retried credit changes nothing", async () => {
    const userId = await newUser();
    expect(await post(userId, cash(10_000, "pay_retry"))).toBe(true);
    expect(await post(userId, cash(10_000, "pay_retry"))).toBe(false);
    // Concurrent retries too.
    const again = await Promise.all(Array.from({ length: 5 }, () => post(userId, cash(10_000, "pay_retry"))));
    expect(again.every((posted) => posted === false)).toBe(true);
    expect((await walletBalance(handle.db, userId)).cash).toBe(10_000);
    expect(await entriesOf(userId)).toHaveLength(1);
  });

  it("refuses a debit larger than the balance and leaves no trace", async () => {
    const userId = await newUser();
    await post(userId, cash(5_000, "pay_small"));
    await expect(post(userId, cash(5_001, "order:big", "payment"), -1)).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect((await walletBalance(handle.db, userId)).cash).toBe(5_000);
    expect(await entriesOf(userId)).toHaveLength(1);
  });

  it("refuses amounts that are not whole positive paise", async () => {
    const userId = await newUser();
    await expect(post(userId, cash(10.5, "frac"))).rejects.toMatchObject({ status: 400 });
    await expect(post(userId, cash(-100, "neg"))).rejects.toMatchObject({ status: 400 });
    expect(await entriesOf(userId)).toHaveLength(0);
  });

  it("never goes negative under 50 concurrent spends: exactly 10 of ₹100 from ₹1,000", async () => {
    const userId = await newUser();
    await post(userId, cash(100_000, "pay_1000"));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => handle.db.transaction((tx) => debit(tx, userId, cash(10_000, `order:spend-${i}`, "payment")))),
    );
    const succeeded = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused.every((r) => r.reason instanceof InsufficientBalanceError)).toBe(true);

    expect(await walletBalance(handle.db, userId)).toEqual({ cash: 0, gift: 0, total: 0 });
    const spends = await handle.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, userId), eq(walletEntries.kind, "payment")));
    expect(spends).toHaveLength(10);
    // Each row's balance after is distinct and they step down by ₹100 to zero.
    expect(spends.map((r) => r.balanceAfter).sort((a, b) => b - a)).toEqual([
      90_000, 80_000, 70_000, 60_000, 50_000, 40_000, 30_000, 20_000, 10_000, 0,
    ]);
    const [row] = await handle.db.select().from(wallets).where(eq(wallets.userId, userId));
    if (row === undefined) throw new Error("Expected row to exist");
    expect(row.cashBalance).toBe(0);
  });

  it("spends gift-card balance first, and none of it when gift balance is not allowed", () => {
    expect(splitWalletSpend({ cash: 30_000, gift: 20_000 }, 25_000)).toEqual({ gift: 20_000, cash: 5_000 });
    expect(splitWalletSpend({ cash: 30_000, gift: 20_000 }, 25_000, false)).toEqual({ gift: 0, cash: 25_000 });
    expect(splitWalletSpend({ cash: 1_000, gift: 2_000 }, 25_000)).toEqual({ gift: 2_000, cash: 1_000 });
  });

  it("holds a payment from both balances and releases it once", async () => {
    const userId = await newUser();
    await post(userId, cash(30_000, "pay_hold"));
    await post(userId, { bucket: "gift", amount: 20_000, kind: "gift_redeem", reference: "gift:hold", description: "Gift card" });
    const split = { cash: 5_000, gift: 20_000 };
    await handle.db.transaction((tx) => holdForPayment(tx, userId, split, "pay_x", "Order"));
    expect(await walletBalance(handle.db, userId)).toEqual({ cash: 25_000, gift: 0, total: 25_000 });
    await handle.db.transaction((tx) => releaseHold(tx, userId, split, "pay_x", "Payment failed"));
    await handle.db.transaction((tx) => releaseHold(tx, userId, split, "pay_x", "Payment failed"));
    expect(await walletBalance(handle.db, userId)).toEqual({ cash: 30_000, gift: 20_000, total: 50_000 });
  });

  it("holds all or nothing: a short cash balance keeps the gift balance too", async () => {
    const userId = await newUser();
    await post(userId, { bucket: "gift", amount: 10_000, kind: "gift_redeem", reference: "gift:aon", description: "Gift card" });
    await expect(
      handle.db.transaction((tx) => holdForPayment(tx, userId, { cash: 1, gift: 10_000 }, "pay_aon", "Order")),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await walletBalance(handle.db, userId)).toEqual({ cash: 0, gift: 10_000, total: 10_000 });
  });

  it("lists transactions newest first, 10 a page, with a cursor to older ones", async () => {
    const userId = await newUser();
    const other = await newUser();
    for (let i = 1; i <= 23; i++) await post(userId, cash(100 * i, `pay_page_${i}`));
    await post(other, cash(999, "pay_other"));

    const first = await walletTransactions(handle.db, userId);
    expect(WALLET_PAGE_SIZE).toBe(10);
    expect(first.entries).toHaveLength(10);
    expect(first.entries[0]?.amount).toBe(2_300);
    expect(first.entries.map((e) => e.id)).toEqual([...first.entries.map((e) => e.id)].sort((a, b) => b - a));
    expect(first.nextBefore).toBe(must(first.entries[9], "the tenth entry").id);

    const second = await walletTransactions(handle.db, userId, first.nextBefore!);
    expect(second.entries).toHaveLength(10);
    expect(second.entries[0]?.amount).toBe(1_300);
    const third = await walletTransactions(handle.db, userId, second.nextBefore!);
    expect(third.entries.map((e) => e.amount)).toEqual([300, 200, 100]);
    expect(third.nextBefore).toBeNull();

    const all = [...first.entries, ...second.entries, ...third.entries];
    expect(new Set(all.map((e) => e.id)).size).toBe(23);
    // Another user's row never shows.
    expect(all.some((e) => e.amount === 999)).toBe(false);
    expect(all[0]).toMatchObject({ bucket: "cash", kind: "topup", balanceAfter: (23 * 24 * 100) / 2 });
    expect(typeof all[0]?.createdAt).toBe("string");
  });

  it("shows exactly one page with no cursor when there are exactly 10 entries", async () => {
    const userId = await newUser();
    for (let i = 1; i <= 10; i++) await post(userId, cash(100, `pay_ten_${i}`));
    const page = await walletTransactions(handle.db, userId);
    expect(page.entries).toHaveLength(10);
    expect(page.nextBefore).toBeNull();
  });
});

describe(`/account/wallet (${engine})`, () => {
  async function loggedIn(): Promise<{ userId: number; cookie: string }> {
    // The route opens the application's database through getDb(): this file's database is that one.
    globalThis.__nukkadDb = Promise.resolve(handle);
    const userId = await newUser();
    const { setCookie } = await startSession(handle.db, userId, null);
    return { userId, cookie: cookiePair(setCookie) };
  }

  async function addMoney(cookie: string, fields: Record<string, string>, site = "same-origin") {
    const { action } = await import("~/routes/account.wallet");
    const request = new Request("http://localhost/account/wallet", {
      method: "POST",
      headers: { Cookie: cookie, "Sec-Fetch-Site": site, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    try {
      return await action({ request, params: {}, context: {} });
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  it("shows the balance and the newest page of the ledger, and older pages by cursor", async () => {
    const { userId, cookie } = await loggedIn();
    for (let i = 1; i <= 12; i++) await post(userId, cash(1_000, `pay_route_${i}`));
    const { loader } = await import("~/routes/account.wallet");
    const load = (query = "") =>
      loader({ request: new Request(`http://localhost/account/wallet${query}`, { headers: { Cookie: cookie } }), params: {}, context: {} });
    const first = await load();
    expect(first.balance).toEqual({ cash: 12_000, gift: 0, total: 12_000 });
    expect(first.entries).toHaveLength(10);
    expect(first.paged).toBe(false);
    const older = await load(`?before=${first.nextBefore}`);
    expect(older.entries).toHaveLength(2);
    expect(older.nextBefore).toBeNull();
    // A cursor that is not an id shows the newest page rather than failing.
    expect((await load("?before=abc")).entries[0]?.id).toBe(must(first.entries[0], "the newest entry").id);
  });

  it("opens a top-up payment and sends the shopper to the wallet checkout", async () => {
    const { userId, cookie } = await loggedIn();
    const response = await addMoney(cookie, { amount: "", preset: "500" });
    expect(response).toBeInstanceOf(Response);
    const location = (response as Response).headers.get("Location")!;
    expect(location).toMatch(/^\/checkout\/wallet\?transaction_id=[0-9a-f-]{36}$/);
    const id = new URL(location, "http://localhost").searchParams.get("transaction_id")!;
    const [row] = await handle.db.select().from(payments).where(eq(payments.id, id));
    if (row === undefined) throw new Error("Expected row to exist");
    expect(row).toMatchObject({ userId, purpose: "wallet_topup", amount: 50_000, status: "ACTIVE" });
    expect(row.details).toMatchObject({ returnTo: "/account/wallet", allowGift: false });
    // A typed amount wins over a quick pick.
    const typed = (await addMoney(cookie, { amount: "250", preset: "500" })) as Response;
    const [typedRow] = await handle.db
      .select()
      .from(payments)
      .where(eq(payments.id, new URL(typed.headers.get("Location")!, "http://localhost").searchParams.get("transaction_id")!));
    if (typedRow === undefined) throw new Error("Expected typedRow to exist");
    expect(typedRow.amount).toBe(25_000);
  });

  it.each([["99"], ["10001"], ["150.50"], ["abc"], [""]])("refuses %j with 400, keeping what was typed", async (amount) => {
    const { userId, cookie } = await loggedIn();
    const result = (await addMoney(cookie, { amount })) as unknown as {
      init: { status: number };
      data: { fieldErrors: Record<string, string[]>; values: { amount: string } };
    };
    expect(result.init.status).toBe(400);
    expect(result.data).toEqual({ fieldErrors: { amount: ["Add between ₹100 and ₹10,000, in whole rupees."] }, values: { amount } });
    expect(await handle.db.select().from(payments).where(eq(payments.userId, userId))).toHaveLength(0);
  });

  it("refuses a cross-site post", async () => {
    const { userId, cookie } = await loggedIn();
    const response = (await addMoney(cookie, { amount: "500" }, "cross-site")) as Response;
    expect(response.status).toBe(403);
    expect(await handle.db.select().from(payments).where(eq(payments.userId, userId))).toHaveLength(0);
  });
});
