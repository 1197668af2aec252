/**
 * The payment lifecycle through the built-in sandbox gateway (the default):
 * the hosted page's card, UPI and netbanking flows, declines and retries,
 * pending payments settled by webhook, what is kept of a card (and what is
 * not), and wallet payments and refunds when an order is cancelled.
 */
import { inspect } from "node:util";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "~/models/db.server";
import { placeCheckoutOrder } from "~/services/checkout/checkout-placement.server";
import { type CheckoutState } from "~/services/checkout/checkout.server";
import { cancelOrder } from "~/services/orders/order-lifecycle.server";
import { callbackFields } from "~/services/payments/payment-return.server";
import { beginPayment, createPayment, type PaymentChoice } from "~/services/payments/payment-start.server";
import { getGateway } from "~/services/payments/gateway-choice.server";
import { handleReturn, pollPayment, receiveWebhook } from "~/services/payments/gateway-callbacks.server";
import { settle } from "~/services/payments/payment-settlement.server";
import { action as paymentStatusAction } from "~/routes/payment-status";
import { loader as failureLoader } from "~/routes/checkout.failure";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { loader as pollLoader, POLL_MESSAGES } from "~/routes/payment-status_.poll";
import { action as sandboxPageAction, loader as sandboxPageLoader } from "~/routes/sandbox-pay.$orderId";
import {
  answer,
  findHostedOrder,
  payByCard,
  payByUpi,
  SandboxInputError,
  type SandboxDecision,
} from "~/services/payments/sandbox-gateway.server";
import { deviceCookie, newDeviceId } from "~/services/platform/cookies.server";
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
  paymentRow,
  stockOf,
  tomorrowNoonIst,
  type CheckoutShopper,
} from "../support/checkout-shopper";
import { must, rejection } from "../support/must";
import { cookiePair } from "../support/cookies";

// The sandbox's signing secrets derive from the server secret; a fixed one keeps the test off the data directory.
stubTestEnv();

const NOW = tomorrowNoonIst();
/** A card expiry three years from the test's clock, as MM/YY. */
const EXPIRY = `${String(NOW.getUTCMonth() + 1).padStart(2, "0")}/${String((NOW.getUTCFullYear() + 3) % 100).padStart(2, "0")}`;
const VISA = "4111 1111 1111 1111";
const DECLINED = "4000 0000 0000 0002";
/** An unusual CVV, so finding it anywhere would mean it was kept. */
const CVV = "919";

// The routes open the app's database through getDb(): this file's database is that one.
const handle = setUpTestDb({ appDb: true });
beforeAll(() => {
  expect(getGateway(handle.db).name).toBe("sandbox");
});

/** The browser's poll (docs/product/api.md#payment-status-poll), with the shopper's cookies (or none). */
async function askPoll(query: string, cookie: string | null): Promise<Response> {
  const request = new Request(`${ORIGIN}/payment-status/poll?${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  return pollLoader({ request, params: {}, context: {} });
}

/** The shopper presses "Pay": a payment pending at the sandbox, whose hosted page is where the browser goes. */
async function startPaying(shopper: CheckoutShopper, method: string, instrument: Record<string, string> = {}, useWallet = false) {
  const state: CheckoutState = await checkoutState(handle.db, shopper, NOW);
  const result = await placeCheckoutOrder(handle.db, state, payForm(state, method, instrument, useWallet), ORIGIN, localDemo(), NOW);
  if (result.kind !== "pay") throw new Error(`expected a gateway payment, got ${result.kind}`);
  const match = /^\/sandbox-pay\/(order_sbx[\w-]+)$/.exec(result.redirectTo);
  expect(match, result.redirectTo).not.toBeNull();
  return {
    cartId: state.cart.id!,
    total: state.cart.bill.grandTotal,
    paymentId: result.paymentId,
    hostedId: must(match?.[1], `a hosted order id in ${result.redirectTo}`),
  };
}

/** The browser follows the hosted page's redirect back to /payment-status, as that route's loader reads it. */
function returnFrom(shopper: CheckoutShopper, paymentId: string, decision: SandboxDecision) {
  const url = new URL(decision.redirectTo, ORIGIN);
  expect(url.pathname).toBe("/payment-status");
  expect(url.searchParams.get("transaction_id")).toBe(paymentId);
  return handleReturn(handle.db, shopper.userId, paymentId, callbackFields(url.searchParams), NOW);
}

/** Every row of every table the app can read, across its schemas. */
async function dumpEverything(): Promise<Record<string, unknown[]>> {
  const tables = await queryRows<{ table_schema: string; table_name: string }>(
    handle.db,
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  expect(tables.map((t) => t.table_name)).toEqual(
    expect.arrayContaining(["payments", "sandbox_orders", "saved_cards", "payment_events", "orders"]),
  );
  const dump: Record<string, unknown[]> = {};
  for (const t of tables) {
    dump[`${t.table_schema}.${t.table_name}`] = await queryRows(handle.db, sql.raw(`select * from "${t.table_schema}"."${t.table_name}"`));
  }
  return dump;
}

/** Every key and leaf value in a row, however deeply nested (JSON columns). */
function leaves(value: unknown, out: { keys: string[]; values: unknown[] } = { keys: [], values: [] }) {
  if (value && typeof value === "object" && !(value instanceof Date)) {
    for (const [k, v] of Object.entries(value)) {
      if (!Array.isArray(value)) out.keys.push(k);
      leaves(v, out);
    }
  } else out.values.push(value);
  return out;
}

describe(`paying by card on the sandbox's page (${engine})`, () => {
  it("places the order, saves only the card's token, network and last four, and keeps the number and CVV nowhere", async () => {
    const shopper = await newCheckoutShopper(handle.db, { stock: 10, quantity: 2 });
    const output: unknown[][] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void output.push(args)),
    );
    let decision: SandboxDecision;
    let paying: Awaited<ReturnType<typeof startPaying>>;
    try {
      paying = await startPaying(shopper, "card", { savedCard: "new", saveCard: "on" });
      decision = await payByCard(handle.db, shopper.userId, paying.hostedId, { number: VISA, expiry: EXPIRY, cvv: CVV }, NOW);
      const settled = await returnFrom(shopper, paying.paymentId, decision);
      expect(settled.status).toBe("ORDER_CREATED");
      // The webhook that travels separately finds the work done.
      expect(await receiveWebhook(handle.db, decision.webhook!.body, decision.webhook!.headers, NOW)).toMatchObject({
        status: 200,
        settled: { status: "ORDER_CREATED" },
      });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const printed = output.map((args) => args.map((a) => inspect(a, { depth: 10 })).join(" ")).join("\n");
    expect(printed).not.toContain("4111111111111111");
    expect(printed).not.toContain(VISA);

    const orders = await ordersForCart(handle.db, paying.cartId);
    expect(orders).toEqual([{ id: expect.any(Number), payment_id: paying.paymentId, payment_method: "card" }]);
    expect(await paymentRow(handle.db, shopper, paying.paymentId)).toMatchObject({
      status: "ORDER_CREATED",
      orderId: must(orders[0], "the order").id,
      gateway: "sandbox",
      amount: paying.total,
    });
    expect(await stockOf(handle.db, shopper.productId)).toBe(8);

    const cards = await queryRows<Record<string, unknown>>(handle.db, sql`select * from saved_cards where user_id = ${shopper.userId}`);
    expect(cards).toHaveLength(1);
    expect(Object.keys(must(cards[0], "the saved card")).sort()).toEqual([
      "created_at",
      "gateway",
      "id",
      "issuer",
      "last4",
      "network",
      "token",
      "user_id",
    ]);
    expect(cards[0]).toMatchObject({
      gateway: "sandbox",
      token: expect.stringMatching(/^token_sbx/),
      network: "Visa",
      last4: "1111",
      issuer: "HDFC",
    });

    const dump = await dumpEverything();
    const everything = JSON.stringify(dump);
    expect(everything).not.toContain("4111111111111111");
    expect(everything).not.toContain(VISA);
    // The CVV: no stored value is it, and no column or JSON key is meant to hold one.
    for (const table of ["public.payments", "public.sandbox_orders", "public.saved_cards", "public.payment_events"]) {
      expect(dump[table]?.length, table).toBeGreaterThan(0);
      const { keys, values } = leaves(dump[table]);
      expect(
        values.filter((v) => String(v) === CVV),
        table,
      ).toEqual([]);
      expect(
        keys.filter((k) => /cvv|cvc|expiry|card_?number|^number$/i.test(k)),
        table,
      ).toEqual([]);
    }
  });

  it("a declined card fails the payment and leaves the cart to pay again, which then succeeds", async () => {
    const shopper = await newCheckoutShopper(handle.db, { stock: 5, quantity: 1 });
    const first = await startPaying(shopper, "card");
    const declined = await payByCard(handle.db, shopper.userId, first.hostedId, { number: DECLINED, expiry: EXPIRY, cvv: "123" }, NOW);
    expect(declined.webhook).not.toBeNull();
    const failed = await returnFrom(shopper, first.paymentId, declined);
    expect(failed).toMatchObject({ status: "PAYMENT_FAILED", failureReason: "Your bank declined this card." });
    expect(await receiveWebhook(handle.db, declined.webhook!.body, declined.webhook!.headers, NOW)).toMatchObject({
      status: 200,
      settled: { status: "PAYMENT_FAILED" },
    });
    // A second click on the settled hosted page changes nothing.
    const again = await payByCard(handle.db, shopper.userId, first.hostedId, { number: VISA, expiry: EXPIRY, cvv: "123" }, NOW);
    expect((await returnFrom(shopper, first.paymentId, again)).status).toBe("PAYMENT_FAILED");

    // The cart is still the shopper's, untouched: they can pay again.
    const state = await checkoutState(handle.db, shopper, NOW);
    expect(state.cart.id).toBe(first.cartId);
    expect(state.cart.lines.map((l) => [l.productId, l.quantity])).toEqual([[shopper.productId, 1]]);
    expect(await ordersForCart(handle.db, first.cartId)).toHaveLength(0);
    expect(await stockOf(handle.db, shopper.productId)).toBe(5);

    const retry = await startPaying(shopper, "card");
    expect(retry.paymentId).not.toBe(first.paymentId);
    expect(retry.cartId).toBe(first.cartId);
    const paid = await payByCard(handle.db, shopper.userId, retry.hostedId, { number: VISA, expiry: EXPIRY, cvv: "123" }, NOW);
    expect((await returnFrom(shopper, retry.paymentId, paid)).status).toBe("ORDER_CREATED");
    expect(await ordersForCart(handle.db, first.cartId)).toEqual([
      { id: expect.any(Number), payment_id: retry.paymentId, payment_method: "card" },
    ]);
    expect(await stockOf(handle.db, shopper.productId)).toBe(4);
    expect((await paymentRow(handle.db, shopper, first.paymentId)).status).toBe("PAYMENT_FAILED");
  });

  it("refuses a number failing Luhn, a past expiry and a short CVV, naming the field, and decides nothing", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const paying = await startPaying(shopper, "card");
    const cases = [
      [{ number: "4111 1111 1111 1112", expiry: EXPIRY, cvv: "123" }, "number"],
      [{ number: VISA, expiry: "01/20", cvv: "123" }, "expiry"],
      [{ number: VISA, expiry: EXPIRY, cvv: "12" }, "cvv"],
    ] as const;
    for (const [input, field] of cases) {
      const error = await rejection(payByCard(handle.db, shopper.userId, paying.hostedId, input, NOW));
      expect(error).toBeInstanceOf(SandboxInputError);
      expect((error as SandboxInputError).field).toBe(field);
      expect((error as SandboxInputError).message).not.toContain("4111");
    }
    expect((await findHostedOrder(handle.db, shopper.userId, paying.hostedId))?.status).toBe("created");
    expect((await pollPayment(handle.db, shopper.userId, paying.paymentId, NOW))?.status).toBe("PAYMENT_PENDING");
  });
});

describe(`UPI and netbanking on the sandbox's page (${engine})`, () => {
  it("a UPI collect request left pending stays pending until approved, then the webhook places the order", async () => {
    const shopper = await newCheckoutShopper(handle.db, { stock: 10, quantity: 1 });
    const paying = await startPaying(shopper, "upi", { upiFlow: "collect" });
    const requested = await payByUpi(handle.db, shopper.userId, paying.hostedId, { vpa: "Asha.Rao@okhdfc" });
    expect(requested.webhook).toBeNull();
    expect(await returnFrom(shopper, paying.paymentId, requested)).toMatchObject({ status: "PAYMENT_PENDING" });
    expect(await pollPayment(handle.db, shopper.userId, paying.paymentId, NOW)).toMatchObject({ status: "PAYMENT_PENDING", orderId: null });
    expect(await ordersForCart(handle.db, paying.cartId)).toHaveLength(0);

    const approved = await answer(handle.db, shopper.userId, paying.hostedId, "approve");
    // The shopper's browser is elsewhere: only the webhook brings the news.
    expect(await receiveWebhook(handle.db, approved.webhook!.body, approved.webhook!.headers, NOW)).toMatchObject({
      status: 200,
      settled: { status: "ORDER_CREATED" },
    });
    const polled = await pollPayment(handle.db, shopper.userId, paying.paymentId, NOW);
    const orders = await ordersForCart(handle.db, paying.cartId);
    expect(orders).toEqual([{ id: expect.any(Number), payment_id: paying.paymentId, payment_method: "upi" }]);
    expect(polled).toMatchObject({ status: "ORDER_CREATED", orderId: must(orders[0], "the order").id });
    expect(await receiveWebhook(handle.db, approved.webhook!.body, approved.webhook!.headers, NOW)).toEqual({
      status: 200,
      duplicate: true,
    });
  });

  it("netbanking approved by the bank places the order on the shopper's return", async () => {
    const shopper = await newCheckoutShopper(handle.db, { stock: 10, quantity: 1 });
    const paying = await startPaying(shopper, "nb", { bank: "SBIN" });
    expect((await findHostedOrder(handle.db, shopper.userId, paying.hostedId))?.instrument).toEqual({ bank: "SBIN" });
    const approved = await answer(handle.db, shopper.userId, paying.hostedId, "approve");
    expect(await returnFrom(shopper, paying.paymentId, approved)).toMatchObject({ status: "ORDER_CREATED" });
    expect(await ordersForCart(handle.db, paying.cartId)).toEqual([
      { id: expect.any(Number), payment_id: paying.paymentId, payment_method: "nb" },
    ]);
  });
});

describe(`the wallet and refunds (${engine})`, () => {
  it("places a wallet-only order at once, and cancelling it puts the money back", async () => {
    const shopper = await newCheckoutShopper(handle.db, { stock: 10, quantity: 2 });
    await fundWallet(handle.db, shopper.userId, 100_000);
    const state = await checkoutState(handle.db, shopper, NOW);
    const total = state.cart.bill.grandTotal;
    expect(total).toBeLessThan(100_000);
    const result = await placeCheckoutOrder(handle.db, state, payForm(state, "wallet", { wallet: "nukkad" }), ORIGIN, localDemo(), NOW);
    expect(result).toMatchObject({ kind: "placed", created: true });
    if (result.kind !== "placed") return;
    expect(await cashBalance(handle.db, shopper.userId)).toBe(100_000 - total);
    expect(await ordersForCart(handle.db, state.cart.id!)).toEqual([
      { id: result.orderId, payment_id: expect.any(String), payment_method: "wallet" },
    ]);
    expect(await stockOf(handle.db, shopper.productId)).toBe(8);

    expect(await cancelOrder(handle.db, shopper.userId, result.orderId, "Ordered by mistake", NOW)).toBe(true);
    expect(await cashBalance(handle.db, shopper.userId)).toBe(100_000);
    expect(await stockOf(handle.db, shopper.productId)).toBe(10);
    // A repeated cancel refunds nothing twice.
    expect(await cancelOrder(handle.db, shopper.userId, result.orderId, "Ordered by mistake", NOW)).toBe(false);
    expect(await cashBalance(handle.db, shopper.userId)).toBe(100_000);
  });

  it("cancelling an order paid partly by wallet and partly by card refunds all of it to Nukkad Cash", async () => {
    const shopper = await newCheckoutShopper(handle.db, { stock: 10, quantity: 1 });
    await fundWallet(handle.db, shopper.userId, 2_500);
    const paying = await startPaying(shopper, "card", {}, true);
    expect(await paymentRow(handle.db, shopper, paying.paymentId)).toMatchObject({ walletCash: 2_500, amount: paying.total - 2_500 });
    expect(await cashBalance(handle.db, shopper.userId)).toBe(0);
    const paid = await payByCard(
      handle.db,
      shopper.userId,
      paying.hostedId,
      { number: "5555 5555 5555 4444", expiry: EXPIRY, cvv: "123" },
      NOW,
    );
    const settled = await returnFrom(shopper, paying.paymentId, paid);
    expect(settled.status).toBe("ORDER_CREATED");
    expect(await cashBalance(handle.db, shopper.userId)).toBe(0);

    expect(await cancelOrder(handle.db, shopper.userId, settled.orderId!, "Ordered by mistake", NOW)).toBe(true);
    expect(await cashBalance(handle.db, shopper.userId)).toBe(paying.total);
  });
});

describe(`the payment routes on odd input (${engine})`, () => {
  it("the hosted page names the CVV field for a 5-digit CVV, and keeps neither number nor CVV in its answer", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const paying = await startPaying(shopper, "card");
    const body = new URLSearchParams({ intent: "card", number: VISA, expiry: EXPIRY, cvv: "12345" });
    const request = new Request(`${ORIGIN}/sandbox-pay/${paying.hostedId}`, {
      method: "POST",
      body,
      headers: { Origin: ORIGIN, Cookie: shopper.cookie },
    });
    const result = (await sandboxPageAction({ request, params: { orderId: paying.hostedId }, context: {} })) as unknown as {
      init: { status: number };
      data: { fieldErrors: Record<string, string[]> };
    };
    expect(result.init.status).toBe(400);
    const answer = result.data;
    expect(Object.keys(answer.fieldErrors)).toEqual(["cvv"]);
    expect(JSON.stringify(answer)).not.toMatch(/4111|12345/);
    expect((await findHostedOrder(handle.db, shopper.userId, paying.hostedId))?.status).toBe("created");
  });

  it("a gateway return posted with a body that is not a form goes to the status page instead of failing", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const paying = await startPaying(shopper, "card");
    const url = `${ORIGIN}/payment-status?transaction_id=${paying.paymentId}`;
    const request = new Request(url, {
      method: "POST",
      body: JSON.stringify({ razorpay_payment_id: "x" }),
      headers: { "Content-Type": "application/json" },
    });
    const response = await paymentStatusAction({ request, params: {}, context: {} });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/payment-status?transaction_id=${paying.paymentId}`);
    expect((await paymentRow(handle.db, shopper, paying.paymentId)).status).toBe("PAYMENT_PENDING");
  });

  it("the status poll sends the browser on for any final status, a failed top-up included", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const paymentId = await createPayment(
      handle.db,
      { userId: shopper.userId, purpose: "wallet_topup", amount: 20_000, details: {}, allowGift: false },
      NOW,
    );
    const poll = async () => {
      const response = await askPoll(`transaction_id=${paymentId}`, shopper.cookie);
      expect(response.status).toBe(200);
      return (await response.json()) as { status: string; next: string | null };
    };
    expect(await poll()).toMatchObject({ status: "ACTIVE", next: null });
    await settle(handle.db, paymentId, { status: "failed", gatewayPaymentId: null, reason: "The bank declined the payment." }, NOW);
    expect(await poll()).toMatchObject({ status: "PAYMENT_FAILED", next: `/payment-status?transaction_id=${paymentId}` });
  });

  it("money taken after a payment failed goes to Nukkad Cash, and the failure page says so in Hindi at /hi", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const paymentId = await createPayment(
      handle.db,
      { userId: shopper.userId, purpose: "wallet_topup", amount: 20_000, details: {}, allowGift: false },
      NOW,
    );
    await settle(handle.db, paymentId, { status: "failed", gatewayPaymentId: null, reason: "Your bank declined this card." }, NOW);
    const before = await cashBalance(handle.db, shopper.userId);
    await settle(handle.db, paymentId, { status: "paid", gatewayPaymentId: "pay_late", card: null }, NOW);
    expect(await cashBalance(handle.db, shopper.userId)).toBe(before + 20_000);
    // Kept in English, as the gateway's reason is.
    expect((await paymentRow(handle.db, shopper, paymentId)).failureReason).toBe(
      "Your bank declined this card. The ₹200 taken later is back in your Nukkad Cash.",
    );
    const reasonAt = async (path: string) => {
      const request = new Request(`${ORIGIN}${path}?transaction_id=${paymentId}`, { headers: { Cookie: shopper.cookie } });
      const answer = await inLanguageOf(request, () => failureLoader({ request, params: {}, context: {} }));
      return (answer as unknown as { data: { reason: string } }).data.reason;
    };
    expect(await reasonAt("/hi/checkout/failure")).toBe("आपके बैंक ने यह कार्ड मंज़ूर नहीं किया। बाद में कटे ₹200 आपके नुक्कड़ कैश में वापस आ गए हैं।");
    expect(await reasonAt("/checkout/failure")).toBe("Your bank declined this card. The ₹200 taken later is back in your Nukkad Cash.");
  });

  it("the status poll answers 401 without a session, 404 for an unknown or someone else's payment alike, 400 for a malformed id: JSON, never stored", async () => {
    const owner = await newCheckoutShopper(handle.db);
    const stranger = await newCheckoutShopper(handle.db);
    const paymentId = await createPayment(
      handle.db,
      { userId: owner.userId, purpose: "wallet_topup", amount: 20_000, details: {}, allowGift: false },
      NOW,
    );
    const refusals: [string, Response, number, string][] = [
      ["no session", await askPoll(`transaction_id=${paymentId}`, null), 401, POLL_MESSAGES.loggedOut],
      [
        "a session cookie that names no session",
        await askPoll(`transaction_id=${paymentId}`, "nk_session=forged"),
        401,
        POLL_MESSAGES.loggedOut,
      ],
      ["someone else's payment", await askPoll(`transaction_id=${paymentId}`, stranger.cookie), 404, POLL_MESSAGES.notFound],
      [
        "an unknown payment",
        await askPoll("transaction_id=00000000-0000-4000-8000-000000000000", owner.cookie),
        404,
        POLL_MESSAGES.notFound,
      ],
      ["a malformed id", await askPoll("transaction_id=not-a-payment", owner.cookie), 400, POLL_MESSAGES.badId],
      ["no id", await askPoll("", owner.cookie), 400, POLL_MESSAGES.badId],
    ];
    const bodies = new Map<number, string>();
    for (const [label, response, status, message] of refusals) {
      expect(response.status, label).toBe(status);
      expect(response.headers.get("Content-Type"), label).toMatch(/^application\/json/);
      expect(response.headers.get("Cache-Control"), label).toBe("private, no-store");
      const text = await response.text();
      expect(JSON.parse(text), label).toEqual({ success: false, message });
      // Unknown and someone else's read exactly alike: the answer does not tell whether an id exists.
      if (bodies.has(status)) expect(text, label).toBe(bodies.get(status));
      bodies.set(status, text);
    }
    const mine = await askPoll(`transaction_id=${paymentId}`, owner.cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await mine.json()).toMatchObject({ status: "ACTIVE", refresh_interval: 3, next: null });
  });

  it("a top-up cannot be paid from Nukkad Cash itself", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    await fundWallet(handle.db, shopper.userId, 50_000);
    const paymentId = await createPayment(
      handle.db,
      { userId: shopper.userId, purpose: "wallet_topup", amount: 20_000, details: {}, allowGift: false },
      NOW,
    );
    const user = { id: shopper.userId, phone: shopper.phone };
    const choices: PaymentChoice[] = [
      { method: "wallet", instrument: { wallet: "nukkad" }, useWallet: false },
      { method: "card", instrument: {}, useWallet: true },
    ];
    for (const choice of choices) {
      expect(await rejection(beginPayment(handle.db, user, paymentId, choice, ORIGIN, localDemo(), NOW))).toMatchObject({ status: 422 });
    }
    expect(await cashBalance(handle.db, shopper.userId)).toBe(50_000);
    expect((await paymentRow(handle.db, shopper, paymentId)).status).toBe("ACTIVE");
  });
});

describe(`the hosted page opens only for the shopper who is paying (${engine})`, () => {
  /** What the route answers: a thrown Response (the 404) or the loader's or action's own result. */
  async function settledStatus(run: () => Promise<unknown>): Promise<number> {
    try {
      const result = await run();
      if (result instanceof Response) return result.status;
      return (result as { init?: { status?: number } | null }).init?.status ?? 200;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.status;
      throw thrown;
    }
  }

  it("another shopper, a visitor without a session and a device without the payer's login get 404 on GET and POST, and nothing is decided", async () => {
    const payer = await newCheckoutShopper(handle.db, { stock: 5, quantity: 1 });
    const other = await newCheckoutShopper(handle.db);
    const paying = await startPaying(payer, "card", { savedCard: "new" });
    const url = `${ORIGIN}/sandbox-pay/${paying.hostedId}`;
    const params = { orderId: paying.hostedId };
    const deviceOnly = cookiePair(await deviceCookie().serialize(newDeviceId()));
    const outsiders: [string, Record<string, string>][] = [
      ["another shopper", { Cookie: other.cookie }],
      ["no cookie at all", {}],
      ["another device, not logged in", { Cookie: deviceOnly }],
      ["the payer's device cookie without the payer's session", { Cookie: cookiePair(payer.cookie) }],
    ];
    for (const [who, headers] of outsiders) {
      const get = new Request(url, { headers });
      expect(await settledStatus(() => sandboxPageLoader({ request: get, params, context: {} })), `GET by ${who}`).toBe(404);
      for (const intent of ["approve", "decline", "pending"]) {
        const post = new Request(url, { method: "POST", body: new URLSearchParams({ intent }), headers: { ...headers, Origin: ORIGIN } });
        expect(await settledStatus(() => sandboxPageAction({ request: post, params, context: {} })), `POST ${intent} by ${who}`).toBe(404);
      }
      const card = new Request(url, {
        method: "POST",
        body: new URLSearchParams({ intent: "card", number: VISA, expiry: EXPIRY, cvv: "123" }),
        headers: { ...headers, Origin: ORIGIN },
      });
      expect(await settledStatus(() => sandboxPageAction({ request: card, params, context: {} })), `POST card by ${who}`).toBe(404);
    }
    // The page shows the payer nothing of the payment to anyone else, and the services agree with the route.
    expect(await findHostedOrder(handle.db, other.userId, paying.hostedId)).toBeUndefined();
    for (const attempt of [
      () => answer(handle.db, other.userId, paying.hostedId, "approve"),
      () => payByCard(handle.db, other.userId, paying.hostedId, { number: VISA, expiry: EXPIRY, cvv: "123" }, NOW),
      () => payByUpi(handle.db, other.userId, paying.hostedId, { vpa: "success@nkpay" }),
    ]) {
      const error = await rejection(attempt());
      expect(error).toBeInstanceOf(SandboxInputError);
      expect((error as SandboxInputError).field).toBe("order");
    }
    expect((await findHostedOrder(handle.db, payer.userId, paying.hostedId))?.status).toBe("created");
    expect((await paymentRow(handle.db, payer, paying.paymentId)).status).toBe("PAYMENT_PENDING");
    expect(await ordersForCart(handle.db, paying.cartId)).toHaveLength(0);

    // The payer, with their own session, sees the page and pays.
    const own = new Request(url, { headers: { Cookie: payer.cookie } });
    const page = (await sandboxPageLoader({ request: own, params, context: {} })) as unknown as { data: { id: string; status: string } };
    expect(page.data).toMatchObject({ id: paying.hostedId, status: "created" });
    const pay = new Request(url, {
      method: "POST",
      body: new URLSearchParams({ intent: "card", number: VISA, expiry: EXPIRY, cvv: "123" }),
      headers: { Cookie: payer.cookie, Origin: ORIGIN },
    });
    const paid = (await sandboxPageAction({ request: pay, params, context: {} })) as Response;
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get("Location")!, ORIGIN).pathname).toBe("/payment-status");
    expect((await findHostedOrder(handle.db, payer.userId, paying.hostedId))?.status).toBe("paid");
    // The sandbox's webhook, sent separately by the route, places the order.
    await expect.poll(async () => (await paymentRow(handle.db, payer, paying.paymentId)).status).toBe("ORDER_CREATED");
  });
});
