/**
 * External wallets (docs/product/states.md#wallet-link, docs/product/errors.md#one-tap-codes): linking by a
 * code the sandbox wallet texts to the phone (read from the outbox), the
 * 30 s resend rule and the hourly cap, the link page's flow without
 * JavaScript, and one-tap payments at checkout — success places the order,
 * every failure code leaves no order, the cart intact and the Nukkad Cash
 * hold returned.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { and, desc, eq, sql } from "drizzle-orm";
import { ONE_TAP_MESSAGES, type OneTapCode } from "~/lib/payment-methods";
import { PHONE_ERROR } from "~/lib/phone";
import { queryRows } from "~/models/db.server";
import { findUserPayment } from "~/models/payments.server";
import { findSandboxOrder } from "~/models/sandbox-gateway.server";
import { linkedWallets, smsOutbox } from "~/models/schema.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { placeCheckoutOrder } from "~/services/checkout/checkout-placement.server";
import { answer } from "~/services/payments/sandbox-gateway.server";
import { paymentStatusPath } from "~/lib/paths";
import { linkedWalletFor, startWalletLink, unlinkWallet, verifyWalletLink, walletOptions } from "~/services/payments/wallet-links.server";
import { getWalletProvider, SANDBOX_WALLET_START_BALANCE } from "~/services/payments/wallet-providers.server";
import { startSession } from "~/services/account/session.server";
import type { Requester } from "~/services/platform/limiter.server";
import { engine, stubTestEnv, setUpTestDb } from "../support/db";
import { localDemo } from "../support/demo";
import {
  cashBalance,
  checkoutState,
  fundWallet,
  newCheckoutShopper,
  ordersForCart,
  ORIGIN,
  payForm,
  stockOf,
  tomorrowNoonIst,
  type CheckoutShopper,
} from "../support/checkout-shopper";
import { AppError } from "~/lib/errors";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { loader as failureLoader } from "~/routes/checkout.failure";
import { must } from "../support/must";
import { cookiePair } from "../support/cookies";

// Cookies and the sandbox's secrets are signed with the server secret; a fixed one keeps the test off the data directory.
stubTestEnv();

const NOW = tomorrowNoonIst();
const at = (ms: number) => new Date(NOW.getTime() + ms);
const SECOND = 1_000;

// Checkout reads through the request context, which opens the application's database: this file's is that one.
const handle = setUpTestDb({ appDb: true });

/**
 * A phone of our own per test: the sandbox's pending codes and the 30 s rule
 * are per phone, and its balances are per wallet and phone.
 */
let phoneSeq = 0;
function freshPhone(suffix?: string): string {
  const n = String(++phoneSeq).padStart(3, "0");
  return suffix ? `931${n}${suffix}` : `93${n}12345`;
}

/** The texts the store sent to a phone, newest first (read straight from the outbox table: /dev/outbox shows them only to the asking device). */
async function textsTo(phone: string) {
  return handle.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id));
}

/** The wallet's latest code to this phone. */
async function outboxCode(phone: string, walletName = "Paytm Wallet"): Promise<string> {
  const latest = (await textsTo(phone)).find((m) => m.body.includes(walletName));
  const code = latest && /^(\d{6})\b/.exec(latest.body)?.[1];
  if (!code) throw new Error(`no ${walletName} code for ${phone}`);
  return code;
}

async function link(user: { id: number; phone: string }, wallet: string, phone: string, now = NOW): Promise<void> {
  const started = await startWalletLink(handle.db, user, wallet, phone, asker(user), now);
  expect(started, JSON.stringify(started)).toMatchObject({ ok: true, phone });
  const name = getWalletProvider(handle.db, wallet)!.wallet.name;
  expect(await verifyWalletLink(handle.db, user, wallet, phone, await outboxCode(phone, name), now)).toMatchObject({ ok: true, phone });
}

/** The shopper asking, as the route passes them: the shared text budget counts the account. */
const asker = (user: { id: number }): Requester => ({ deviceId: null, clientAddress: null, userId: user.id });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (e: unknown) => e,
  );
}

async function linkRow(userId: number, providerId: number) {
  return handle.db
    .select()
    .from(linkedWallets)
    .where(and(eq(linkedWallets.userId, userId), eq(linkedWallets.providerId, providerId)));
}

describe(`linking a wallet (${engine})`, () => {
  it("links with the code the wallet texted, and the payment step lists it as ready with the phone masked", async () => {
    const shopper = await upsertVerifiedUser(handle.db, freshPhone());
    const phone = freshPhone();
    const started = await startWalletLink(handle.db, shopper, "paytm", ` +91 ${phone.slice(0, 5)} ${phone.slice(5)} `, asker(shopper), NOW);
    expect(started).toEqual({ ok: true, wallet: expect.objectContaining({ code: "paytm" }), phone, resendAt: at(30 * SECOND) });
    const [message] = await textsTo(phone);
    if (message === undefined) throw new Error("Expected message to exist");
    expect(message.body).toMatch(/^\d{6} is your Paytm Wallet code to link it with Nukkad\./);

    expect(await verifyWalletLink(handle.db, shopper, "paytm", phone, message.body.slice(0, 6), NOW)).toMatchObject({ ok: true, phone });
    expect(await linkRow(shopper.id, 2)).toEqual([{ userId: shopper.id, providerId: 2, phone, linkedAt: NOW }]);
    // The code is single use.
    expect(await verifyWalletLink(handle.db, shopper, "paytm", phone, message.body.slice(0, 6), NOW)).toMatchObject({
      ok: false,
      code: 10,
    });

    const options = await walletOptions(handle.db, shopper.id);
    expect(options).toHaveLength(6);
    expect(options.find((o) => o.code === "paytm")).toEqual({
      name: "Paytm Wallet",
      provider: 2,
      code: "paytm",
      phone: `******${phone.slice(-4)}`,
      balance: SANDBOX_WALLET_START_BALANCE,
      enabled: true,
      linked: true,
      oneTapStatus: "ready",
    });
    expect(options.filter((o) => !o.linked).map((o) => [o.code, o.phone, o.oneTapStatus])).toEqual([
      ["phonepe", null, "link_required"],
      ["airtel", null, "link_required"],
      ["amazonpay", null, "link_required"],
      ["mobikwik", null, "link_required"],
      ["freecharge", null, "link_required"],
    ]);

    expect(await unlinkWallet(handle.db, shopper.id, "paytm")).toBe(true);
    expect(await unlinkWallet(handle.db, shopper.id, "paytm")).toBe(false);
    expect(await linkedWalletFor(handle.db, shopper.id, "paytm")).toBeNull();
  });

  it("defaults to the shopper's own number, and refuses an invalid number or an unknown wallet", async () => {
    const shopper = await upsertVerifiedUser(handle.db, freshPhone());
    expect(await startWalletLink(handle.db, shopper, "phonepe", "", asker(shopper), NOW)).toMatchObject({ ok: true, phone: shopper.phone });
    expect(await outboxCode(shopper.phone, "PhonePe Wallet")).toMatch(/^\d{6}$/);
    expect(await startWalletLink(handle.db, shopper, "phonepe", "12345", asker(shopper), NOW)).toMatchObject({
      ok: false,
      status: 400,
      message: PHONE_ERROR,
    });
    expect(await startWalletLink(handle.db, shopper, "nukkad", null, asker(shopper), NOW)).toMatchObject({ ok: false, status: 404 });
    expect(await verifyWalletLink(handle.db, shopper, "phonepe", shopper.phone, "12ab", NOW)).toMatchObject({
      ok: false,
      status: 400,
      code: null,
    });
  });

  it("a wrong code answers 10 and links nothing; the right code still works", async () => {
    const shopper = await upsertVerifiedUser(handle.db, freshPhone());
    const phone = freshPhone();
    await startWalletLink(handle.db, shopper, "airtel", phone, asker(shopper), NOW);
    const code = await outboxCode(phone, "Airtel Payments Bank");
    const wrong = code === "000000" ? "000001" : "000000";
    expect(await verifyWalletLink(handle.db, shopper, "airtel", phone, wrong, NOW)).toEqual({
      ok: false,
      status: 400,
      code: 10,
      message: ONE_TAP_MESSAGES[10],
    });
    expect(await linkRow(shopper.id, 7)).toEqual([]);
    expect(await verifyWalletLink(handle.db, shopper, "airtel", phone, code, NOW)).toMatchObject({ ok: true });
  });

  it("refuses a resend before 30 s, says when; a resend after replaces the previous code", async () => {
    const shopper = await upsertVerifiedUser(handle.db, freshPhone());
    const phone = freshPhone();
    await startWalletLink(handle.db, shopper, "amazonpay", phone, asker(shopper), NOW);
    const first = await outboxCode(phone, "Amazon Pay Balance");
    expect(await startWalletLink(handle.db, shopper, "amazonpay", phone, asker(shopper), at(10 * SECOND))).toEqual({
      ok: false,
      tooSoon: true,
      status: 429,
      message: "Please wait 20 seconds before asking for a new code.",
      resendAt: at(30 * SECOND),
      phone,
    });
    expect(await textsTo(phone)).toHaveLength(1);
    expect(await startWalletLink(handle.db, shopper, "amazonpay", phone, asker(shopper), at(30 * SECOND))).toMatchObject({
      ok: true,
      resendAt: at(60 * SECOND),
    });
    const second = await outboxCode(phone, "Amazon Pay Balance");
    expect(await textsTo(phone)).toHaveLength(2);
    if (first !== second)
      expect(await verifyWalletLink(handle.db, shopper, "amazonpay", phone, first, at(40 * SECOND))).toMatchObject({ ok: false, code: 10 });
    expect(await verifyWalletLink(handle.db, shopper, "amazonpay", phone, second, at(40 * SECOND))).toMatchObject({ ok: true });
  });

  it("spends the store's shared text budget: a sixth text to one phone in an hour is refused, whichever wallet sends it", async () => {
    const shopper = await upsertVerifiedUser(handle.db, freshPhone());
    const phone = freshPhone();
    for (let i = 0; i < 5; i++)
      expect(await startWalletLink(handle.db, shopper, "mobikwik", phone, asker(shopper), at(i * 30 * SECOND))).toMatchObject({ ok: true });
    const refused = await startWalletLink(handle.db, shopper, "mobikwik", phone, asker(shopper), at(150 * SECOND));
    expect(refused).toMatchObject({
      ok: false,
      tooSoon: false,
      status: 429,
      message: expect.stringMatching(/^Too many messages sent to this number\. Please try again /),
      phone,
    });
    expect(refused.ok === false && !refused.tooSoon && refused.retryAt! > at(150 * SECOND)).toBe(true);
    expect(await textsTo(phone)).toHaveLength(5);
    // The budget is the phone's, not the wallet's: another wallet is refused too, and both send again once the hour has passed.
    expect(await startWalletLink(handle.db, shopper, "freecharge", phone, asker(shopper), at(150 * SECOND))).toMatchObject({
      ok: false,
      status: 429,
    });
    expect(await startWalletLink(handle.db, shopper, "mobikwik", phone, asker(shopper), at(2 * 60 * 60 * SECOND))).toMatchObject({
      ok: true,
    });
  });

  it("one account cannot text more than 20 phones a day", async () => {
    const shopper = await upsertVerifiedUser(handle.db, freshPhone());
    const results = [];
    for (let i = 0; i < 21; i++)
      results.push(await startWalletLink(handle.db, shopper, "paytm", freshPhone(), asker(shopper), at(3 * 60 * 60 * SECOND + i * SECOND)));
    expect(results.slice(0, 20).every((r) => r.ok)).toBe(true);
    expect(results[20]).toMatchObject({
      ok: false,
      status: 429,
      message: expect.stringMatching(/^This account has sent too many messages today/),
    });
  });

  it("a code is void after 5 wrong tries", async () => {
    const shopper = await upsertVerifiedUser(handle.db, freshPhone());
    const phone = freshPhone();
    await startWalletLink(handle.db, shopper, "freecharge", phone, asker(shopper), NOW);
    const code = await outboxCode(phone, "Freecharge");
    const wrong = code === "999999" ? "999998" : "999999";
    for (let i = 0; i < 5; i++)
      expect(await verifyWalletLink(handle.db, shopper, "freecharge", phone, wrong, NOW)).toMatchObject({ code: 10 });
    expect(await verifyWalletLink(handle.db, shopper, "freecharge", phone, code, NOW)).toMatchObject({ ok: false, code: 10 });
  });
});

describe(`the sandbox wallet's books (${engine})`, () => {
  async function walletOrder(amount: number, wallet = "paytm") {
    const provider = getWalletProvider(handle.db, wallet)!;
    const created = await provider.gateway.createOrder({
      paymentId: randomUUID(),
      amount,
      method: "wallet",
      instrument: { wallet },
      callbackUrl: `${ORIGIN}/payment-status`,
      customer: { phone: "9999999999", name: null },
    });
    return { provider, id: created.gatewayOrderId };
  }

  it("pays within the ₹2,000 balance, answers 1 above it, and counts only what this wallet and phone paid", async () => {
    const phone = freshPhone();
    const first = await walletOrder(150_000);
    const paid = await first.provider.charge(phone, 150_000, first.id);
    expect(paid).toEqual({ code: 0, gatewayPaymentId: expect.stringMatching(/^pay_sbx/) });
    expect(await findSandboxOrder(handle.db, first.id)).toMatchObject({
      status: "paid",
      paymentId: paid.gatewayPaymentId,
      instrument: { wallet: "paytm", phone },
    });
    expect(await first.provider.balance(phone)).toBe(50_000);
    // Another wallet on the same phone is another account.
    expect(await getWalletProvider(handle.db, "phonepe")!.balance(phone)).toBe(SANDBOX_WALLET_START_BALANCE);

    const second = await walletOrder(50_001);
    expect(await second.provider.charge(phone, 50_001, second.id)).toMatchObject({ code: 1 });
    expect(await findSandboxOrder(handle.db, second.id)).toMatchObject({ status: "failed", failureReason: ONE_TAP_MESSAGES[1] });
    expect(await first.provider.balance(phone)).toBe(50_000);
    // A settled order cannot be charged again, and the amount must be the order's: both are the unexpected 99.
    expect(await first.provider.charge(phone, 150_000, first.id)).toEqual({ code: 99, gatewayPaymentId: null });
    const third = await walletOrder(10_000);
    expect(await third.provider.charge(phone, 9_000, third.id)).toEqual({ code: 99, gatewayPaymentId: null });
    expect(await third.provider.charge(phone, 10_000, third.id)).toMatchObject({ code: 0 });
    expect(await first.provider.balance(phone)).toBe(40_000);
  });
});

// ------------------------------------------------------------ one-tap at checkout

async function cartPayments(cartId: string) {
  return queryRows<{ id: string; status: string; failure_reason: string | null; wallet_cash: number; amount: number }>(
    handle.db,
    sql`select id, status, failure_reason, wallet_cash, amount from payments where cart_id = ${cartId} order by created_at`,
  );
}

async function shopperWithLinkedWallet(
  wallet: string,
  phone: string,
  options: { stock?: number; quantity?: number } = {},
): Promise<CheckoutShopper> {
  const shopper = await newCheckoutShopper(handle.db, options);
  await link({ id: shopper.userId, phone: shopper.phone }, wallet, phone);
  return shopper;
}

describe(`one-tap payments at checkout (${engine})`, () => {
  it("charges a linked wallet at once: no redirect to the wallet, the order is placed and the balance goes down", async () => {
    const phone = freshPhone();
    const shopper = await shopperWithLinkedWallet("paytm", phone, { stock: 10, quantity: 2 });
    const state = await checkoutState(handle.db, shopper, NOW);
    const total = state.cart.bill.grandTotal;
    const result = await placeCheckoutOrder(handle.db, state, payForm(state, "wallet", { wallet: "paytm" }), ORIGIN, localDemo(), NOW);
    expect(result).toEqual({ kind: "pay", paymentId: expect.any(String), redirectTo: expect.any(String) });
    if (result.kind !== "pay") return;
    expect(result.redirectTo).toBe(paymentStatusPath(result.paymentId));

    const payment = await findUserPayment(handle.db, shopper.userId, result.paymentId);
    const orders = await ordersForCart(handle.db, state.cart.id!);
    expect(orders).toEqual([{ id: expect.any(Number), payment_id: result.paymentId, payment_method: "wallet" }]);
    expect(payment).toMatchObject({
      status: "ORDER_CREATED",
      orderId: must(orders[0], "the order").id,
      gateway: "sandbox",
      amount: total,
      instrument: { wallet: "paytm", oneTap: true },
    });
    const hosted = await findSandboxOrder(handle.db, payment!.gatewayOrderId!);
    expect(hosted).toMatchObject({
      status: "paid",
      paymentId: payment!.gatewayPaymentId,
      amount: total,
      instrument: { wallet: "paytm", phone },
    });
    expect(await stockOf(handle.db, shopper.productId)).toBe(8);
    expect(await getWalletProvider(handle.db, "paytm")!.balance(phone)).toBe(SANDBOX_WALLET_START_BALANCE - total);
    expect((await walletOptions(handle.db, shopper.userId)).find((o) => o.code === "paytm")?.balance).toBe(
      SANDBOX_WALLET_START_BALANCE - total,
    );
  });

  it("pays the rest by one tap after Nukkad Cash", async () => {
    const phone = freshPhone();
    const shopper = await shopperWithLinkedWallet("phonepe", phone, { stock: 10, quantity: 1 });
    await fundWallet(handle.db, shopper.userId, 2_000);
    const state = await checkoutState(handle.db, shopper, NOW);
    const result = await placeCheckoutOrder(
      handle.db,
      state,
      payForm(state, "wallet", { wallet: "phonepe" }, true),
      ORIGIN,
      localDemo(),
      NOW,
    );
    if (result.kind !== "pay") throw new Error("expected a payment");
    expect(await findUserPayment(handle.db, shopper.userId, result.paymentId)).toMatchObject({
      status: "ORDER_CREATED",
      walletCash: 2_000,
      amount: state.cart.bill.grandTotal - 2_000,
    });
    expect(await cashBalance(handle.db, shopper.userId)).toBe(0);
    expect(await getWalletProvider(handle.db, "phonepe")!.balance(phone)).toBe(
      SANDBOX_WALLET_START_BALANCE - (state.cart.bill.grandTotal - 2_000),
    );
  });

  it("a wallet that is not linked still goes to the sandbox's page to approve", async () => {
    const shopper = await newCheckoutShopper(handle.db, { stock: 10, quantity: 1 });
    const state = await checkoutState(handle.db, shopper, NOW);
    const result = await placeCheckoutOrder(handle.db, state, payForm(state, "wallet", { wallet: "amazonpay" }), ORIGIN, localDemo(), NOW);
    if (result.kind !== "pay") throw new Error("expected a payment");
    const hostedId = /^\/sandbox-pay\/(order_sbx[\w-]+)$/.exec(result.redirectTo)?.[1];
    expect(hostedId, result.redirectTo).toBeDefined();
    expect(await findUserPayment(handle.db, shopper.userId, result.paymentId)).toMatchObject({
      status: "PAYMENT_PENDING",
      instrument: { wallet: "amazonpay" },
      walletCash: 0,
    });
    await answer(handle.db, shopper.userId, hostedId!, "approve");
    const { pollPayment } = await import("~/services/payments/gateway-callbacks.server");
    expect(await pollPayment(handle.db, shopper.userId, result.paymentId, NOW)).toMatchObject({ status: "ORDER_CREATED" });
  });

  it.each([
    [1, "0001", 422],
    [2, "0002", 422],
    [3, "0003", 409],
    [4, "0004", 422],
    [5, "0005", 422],
    [8, "0008", 422],
    [99, "0099", 422],
  ] as const)(
    "answer %i: its message, no order, the payment failed, the Nukkad Cash hold back, the cart intact",
    async (code, suffix, status) => {
      const phone = freshPhone(suffix);
      const shopper = await shopperWithLinkedWallet("paytm", phone, { stock: 10, quantity: 2 });
      await fundWallet(handle.db, shopper.userId, 2_500);
      const state = await checkoutState(handle.db, shopper, NOW);
      const error = await rejection(
        placeCheckoutOrder(handle.db, state, payForm(state, "wallet", { wallet: "paytm" }, true), ORIGIN, localDemo(), NOW),
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ message: ONE_TAP_MESSAGES[code as OneTapCode], status });

      expect(await ordersForCart(handle.db, state.cart.id!)).toEqual([]);
      const [payment] = await cartPayments(state.cart.id!);
      expect(payment).toMatchObject({ status: "PAYMENT_FAILED", failure_reason: ONE_TAP_MESSAGES[code as OneTapCode], wallet_cash: 2_500 });
      expect(await cashBalance(handle.db, shopper.userId)).toBe(2_500);
      expect(await stockOf(handle.db, shopper.productId)).toBe(10);
      const after = await checkoutState(handle.db, shopper, NOW);
      expect(after.cart.id).toBe(state.cart.id);
      expect(after.cart.lines.map((l) => [l.productId, l.quantity])).toEqual([[shopper.productId, 2]]);
      expect(await getWalletProvider(handle.db, "paytm")!.balance(phone)).toBe(code === 1 ? 0 : SANDBOX_WALLET_START_BALANCE);
      // Unauthorized drops the link, so the next try links again; the other answers keep it.
      expect(await linkRow(shopper.userId, 2)).toHaveLength(code === 3 ? 0 : 1);
      if (code === 3) {
        const again = await checkoutState(handle.db, shopper, NOW);
        const next = await placeCheckoutOrder(handle.db, again, payForm(again, "wallet", { wallet: "paytm" }), ORIGIN, localDemo(), NOW);
        expect(next).toMatchObject({ kind: "pay", redirectTo: expect.stringMatching(/^\/sandbox-pay\//) });
      }
    },
  );
});

describe(`one-tap refusals in Hindi (${engine})`, () => {
  it("tells a /hi checkout the wallet's answer in Hindi, keeps it in English on the payment and says it in Hindi on the failure page", async () => {
    const phone = freshPhone("0001");
    const shopper = await shopperWithLinkedWallet("paytm", phone, { stock: 10, quantity: 2 });
    const state = await checkoutState(handle.db, shopper, NOW);
    const hindi = new Request(`${ORIGIN}/hi/checkout/payment`, { method: "POST" });
    const error = await inLanguageOf(hindi, () =>
      rejection(placeCheckoutOrder(handle.db, state, payForm(state, "wallet", { wallet: "paytm" }), ORIGIN, localDemo(), NOW)),
    );
    const lowBalance = "इस ऑर्डर के लिए आपके वॉलेट में बैलेंस कम है। उसमें पैसे जोड़ें या कोई दूसरा तरीका चुनें।";
    expect(error).toMatchObject({ message: lowBalance, status: 422 });
    const [payment] = await cartPayments(state.cart.id!);
    expect(payment).toMatchObject({ status: "PAYMENT_FAILED", failure_reason: ONE_TAP_MESSAGES[1] });
    const page = new Request(`${ORIGIN}/hi/checkout/failure?transaction_id=${payment!.id}`, { headers: { Cookie: shopper.cookie } });
    const failure = (await inLanguageOf(page, () => failureLoader({ request: page, params: {}, context: {} }))) as unknown as {
      data: { reason: string };
    };
    expect(failure.data.reason).toBe(lowBalance);
  });
});

// ------------------------------------------------------------ the link page, without JavaScript

describe(`/wallets/link/{wallet} (${engine})`, () => {
  type RouteResult = Response | { data: Record<string, unknown>; init: { status?: number } | null };

  async function loggedIn(): Promise<{ userId: number; phone: string; cookie: string }> {
    const user = await upsertVerifiedUser(handle.db, freshPhone());
    const { setCookie } = await startSession(handle.db, user.id, null);
    return { userId: user.id, phone: user.phone, cookie: cookiePair(setCookie) };
  }

  function jar(start: string) {
    const cookies = new Map(start.split("; ").map((pair) => [pair.split("=")[0], pair] as const));
    return {
      header: () => [...cookies.values()].join("; "),
      take(response: Response) {
        for (const set of response.headers.getSetCookie()) {
          const pair = cookiePair(set);
          const [name = ""] = pair.split("=");
          if (/max-age=0/i.test(set) || pair.endsWith("=")) cookies.delete(name);
          else cookies.set(name, pair);
        }
      },
    };
  }

  async function call<T>(fn: () => Promise<T>): Promise<T | Response> {
    try {
      return await fn();
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  async function post(
    cookies: ReturnType<typeof jar>,
    wallet: string,
    fields: Record<string, string>,
    query = "",
    site = "same-origin",
  ): Promise<RouteResult> {
    const { action } = await import("~/routes/wallets.link.$wallet");
    const request = new Request(`http://localhost/wallets/link/${wallet}${query}`, {
      method: "POST",
      headers: { Cookie: cookies.header(), "Sec-Fetch-Site": site, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    const result = (await call(() => action({ request, params: { wallet }, context: {} }))) as RouteResult;
    if (result instanceof Response) cookies.take(result);
    return result;
  }

  async function load(cookies: ReturnType<typeof jar>, wallet: string, query = "") {
    const { loader } = await import("~/routes/wallets.link.$wallet");
    const request = new Request(`http://localhost/wallets/link/${wallet}${query}`, { headers: { Cookie: cookies.header() } });
    return call(
      async () =>
        (await loader({ request, params: { wallet }, context: {} })) as unknown as {
          data: Record<string, unknown>;
          init: { headers: Record<string, string> };
        },
    );
  }

  it("phone, then code: a wrong code keeps the page with the wallet's message, the right one links and returns with a toast", async () => {
    const { userId, phone: own, cookie } = await loggedIn();
    const cookies = jar(cookie);
    const first = await load(cookies, "paytm", "?returnTo=%2Fcheckout%2Fwallet%3Ftransaction_id%3Dabc");
    if (first instanceof Response) throw new Error(`loader answered ${first.status}`);
    expect(first.data).toMatchObject({
      step: "phone",
      defaultPhone: own,
      linkedPhone: null,
      returnTo: "/checkout/wallet?transaction_id=abc",
    });
    expect(first.init.headers).toMatchObject({ "Cache-Control": "private, no-store" });

    const phone = freshPhone();
    const sent = await post(cookies, "paytm", { intent: "send", phone, returnTo: "/checkout/wallet?transaction_id=abc" });
    expect(sent).toBeInstanceOf(Response);
    expect((sent as Response).headers.get("Location")).toBe("/wallets/link/paytm?returnTo=%2Fcheckout%2Fwallet%3Ftransaction_id%3Dabc");
    const codeStep = await load(cookies, "paytm");
    if (codeStep instanceof Response) throw new Error(`loader answered ${codeStep.status}`);
    expect(codeStep.data).toMatchObject({ step: "code", maskedPhone: `******${phone.slice(-4)}`, resendInSeconds: expect.any(Number) });
    expect(codeStep.data.resendInSeconds).toBeGreaterThan(25);

    // An early resend is refused with the wait, and the page stays.
    const early = await post(cookies, "paytm", { intent: "resend" });
    expect(early).toMatchObject({
      data: { intent: "resend", formError: expect.stringMatching(/^Please wait \d+ seconds/) },
      init: { status: 429 },
    });

    const code = await outboxCode(phone);
    const wrong = await post(cookies, "paytm", { intent: "verify", code: code === "111111" ? "222222" : "111111" });
    expect(wrong).toMatchObject({
      data: { intent: "verify", fieldErrors: { code: [ONE_TAP_MESSAGES[10]] }, values: { code: expect.any(String) } },
      init: { status: 400 },
    });
    expect(await linkRow(userId, 2)).toEqual([]);

    // The phone comes from the signed cookie: one typed into the form is ignored.
    const linked = await post(cookies, "paytm", { intent: "verify", code, phone: "9876543210" });
    expect(linked).toBeInstanceOf(Response);
    expect((linked as Response).headers.get("Location")).toBe("/checkout/wallet?transaction_id=abc");
    expect((linked as Response).headers.getSetCookie().join("\n")).toMatch(/nk_flash=/);
    expect(await linkRow(userId, 2)).toMatchObject([{ phone }]);
    const done = await load(cookies, "paytm");
    if (done instanceof Response) throw new Error(`loader answered ${done.status}`);
    expect(done.data).toMatchObject({ step: "phone", linkedPhone: `******${phone.slice(-4)}`, returnTo: "/checkout/payment" });

    const unlinked = await post(cookies, "paytm", { intent: "unlink", returnTo: "/checkout/payment" });
    expect((unlinked as Response).headers.get("Location")).toBe("/checkout/payment");
    expect(await linkRow(userId, 2)).toEqual([]);
  });

  it("keeps a bad number with its message, goes back to the payment step for a foreign returnTo, and 404s an unknown wallet", async () => {
    const { cookie } = await loggedIn();
    const cookies = jar(cookie);
    expect(await post(cookies, "phonepe", { intent: "send", phone: "12345" })).toMatchObject({
      data: { intent: "send", formError: PHONE_ERROR, values: { phone: "12345" } },
      init: { status: 400 },
    });
    expect(await post(cookies, "phonepe", { intent: "dance" })).toMatchObject({ init: { status: 400 } });
    const away = await load(cookies, "phonepe", "?returnTo=https%3A%2F%2Fevil.example%2F");
    expect(away).toMatchObject({ data: { returnTo: "/checkout/payment" } });
    const unknown = await load(cookies, "nukkad");
    expect(unknown).toBeInstanceOf(Response);
    expect((unknown as Response).status).toBe(404);
    const crossSite = await post(cookies, "phonepe", { intent: "send", phone: freshPhone() }, "", "cross-site");
    expect((crossSite as Response).status).toBe(403);
  });

  it("sends a shopper who is not logged in to log in first", async () => {
    const response = await load(jar("nk_none=1"), "paytm");
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/wallets/link/paytm")}`);
  });
});
