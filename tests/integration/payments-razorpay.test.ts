/**
 * The payment lifecycle through the Razorpay-compatible adapter, against a
 * local fake of the gateway's HTTP API (tests/support/fake-razorpay.ts):
 * order creation with Basic auth, signed callbacks and webhooks, replays and
 * races, events out of order, reconciliation, and a gateway that is down.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "~/models/db.server";
import { findUserPayment, latestCartPayment, listSavedCards, saveCard } from "~/models/payments.server";
import { action as webhookAction, loader as webhookLoader } from "~/routes/webhooks.payments";
import { placeCheckoutOrder } from "~/services/checkout/checkout-placement.server";
import { type CheckoutState } from "~/services/checkout/checkout.server";
import { applyCoupon } from "~/services/cart/promotions.server";
import { changeQuantity } from "~/services/cart/cart-changes.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { beginPayment, createPayment } from "~/services/payments/payment-start.server";
import { EXPIRE_AFTER_MS, reconcilePayments } from "~/services/payments/payment-reconciler.server";
import { getGateway } from "~/services/payments/gateway-choice.server";
import { handleReturn, pollPayment, receiveWebhook } from "~/services/payments/gateway-callbacks.server";
import { handToGateway } from "~/services/payments/gateway-handoff.server";
import { RazorpayGateway } from "~/services/payments/razorpay-gateway.server";
import { callbackSignature } from "~/services/payments/signatures.server";
import { engine, queryRow, stubTestEnv, setUpTestDb } from "../support/db";
import { localDemo } from "../support/demo";
import { startFakeRazorpay } from "../support/fake-razorpay";
import {
  cashBalance,
  checkoutState,
  freshProduct,
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
import { RefusedError, UnavailableError } from "~/lib/errors";
import { firstOf, must, rejection } from "../support/must";

const secrets = {
  keyId: "rzp_test_nukkad01",
  keySecret: "key-secret-for-the-fake-gateway",
  webhookSecret: "webhook-secret-for-the-fake-gateway",
};
const fake = await startFakeRazorpay(secrets);

// The environment is read once and cached: it is set here, before anything asks for it.
stubTestEnv({
  PAYMENT_GATEWAY: "razorpay",
  RAZORPAY_KEY_ID: secrets.keyId,
  RAZORPAY_KEY_SECRET: secrets.keySecret,
  RAZORPAY_WEBHOOK_SECRET: secrets.webhookSecret,
  RAZORPAY_API_URL: fake.url,
});

const NOW = tomorrowNoonIst();
// The webhook route opens the app's database through getDb(): this file's database is that one.
const handle = setUpTestDb({ appDb: true });
beforeAll(() => {
  expect(getGateway(handle.db).name).toBe("razorpay");
});
afterAll(async () => {
  await fake.stop().catch(() => undefined);
});

/** A gateway on the fake with this file's keys (`options` changes one for a test). */
const fakeGateway = (options: Partial<ConstructorParameters<typeof RazorpayGateway>[0]> = {}) =>
  new RazorpayGateway({ ...secrets, apiUrl: fake.url, ...options });

/** A ₹100 UPI order on the fake gateway, coming back to `callbackPath`. */
function createUpiOrder(gateway: RazorpayGateway, callbackPath: string) {
  return gateway.createOrder({
    paymentId: randomUUID(),
    amount: 10_000,
    method: "upi",
    instrument: {},
    callbackUrl: `${ORIGIN}${callbackPath}`,
    customer: { phone: "9876543210", name: null },
  });
}

function postWebhook(body: string, headers: Headers): Promise<Response> {
  const request = new Request(`${ORIGIN}/webhooks/payments`, { method: "POST", body, headers });
  return webhookAction({ request, params: {}, context: {} });
}

/** The shopper presses "Pay" with a gateway method: a payment pending at the fake, with its gateway order. */
async function startPaying(shopper: CheckoutShopper, method = "card", instrument: Record<string, string> = {}, useWallet = false) {
  const state: CheckoutState = await checkoutState(handle.db, shopper, NOW);
  const result = await placeCheckoutOrder(handle.db, state, payForm(state, method, instrument, useWallet), ORIGIN, localDemo(), NOW);
  if (result.kind !== "pay") throw new Error(`expected a gateway payment, got ${result.kind}`);
  const payment = await findUserPayment(handle.db, shopper.userId, result.paymentId);
  return {
    state,
    cartId: state.cart.id!,
    total: state.cart.bill.grandTotal,
    paymentId: result.paymentId,
    redirectTo: result.redirectTo,
    gatewayOrderId: payment!.gatewayOrderId!,
  };
}

/** A ₹500 wallet top-up waiting for its method, as the wallet page starts one. */
const topUpPayment = (userId: number) =>
  createPayment(handle.db, { userId, purpose: "wallet_topup", amount: 50_000, details: {}, allowGift: false }, NOW);

/** One hex character changed: a signature that is almost, but not, the gateway's. */
function flipOneHexChar(signature: string): string {
  const i = 17;
  return signature.slice(0, i) + (signature[i] === "a" ? "b" : "a") + signature.slice(i + 1);
}

describe(`the Razorpay adapter against the gateway's API (${engine})`, () => {
  it("creates the gateway order with Basic auth and hands the shopper to the hosted checkout", async () => {
    const gateway = new RazorpayGateway({ ...secrets, apiUrl: `${fake.url}/` });
    const paymentId = randomUUID();
    const callbackUrl = `${ORIGIN}/payment-status?transaction_id=${paymentId}`;
    const created = await gateway.createOrder({
      paymentId,
      amount: 24_500,
      method: "card",
      instrument: {},
      callbackUrl,
      customer: { phone: "9876543210", name: null },
    });

    const order = fake.orders.get(created.gatewayOrderId);
    expect(order).toMatchObject({ amount: 24_500, currency: "INR", receipt: paymentId, notes: { payment_id: paymentId } });
    expect(fake.requests.at(-1)).toEqual({ method: "POST", path: "/v1/orders", authorized: true });

    const url = new URL(created.redirectTo);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/v1/checkout/embedded`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      key_id: secrets.keyId,
      order_id: created.gatewayOrderId,
      amount: "24500",
      currency: "INR",
      name: "Nukkad",
      "prefill[contact]": "9876543210",
      callback_url: callbackUrl,
      cancel_url: callbackUrl,
    });
    expect(created.redirectTo).not.toContain(secrets.keySecret);
  });

  it("reads a payment's outcome from the order's payments: pending, then failed, then paid on a retry", async () => {
    const gateway = fakeGateway();
    const { gatewayOrderId } = await createUpiOrder(gateway, "/payment-status");
    expect(await gateway.fetchOutcome(gatewayOrderId)).toEqual({ status: "pending" });
    const failed = fake.pay(gatewayOrderId, { status: "failed", errorDescription: "Payment was cancelled by the customer." });
    expect(await gateway.fetchOutcome(gatewayOrderId)).toEqual({
      status: "failed",
      gatewayPaymentId: failed.paymentId,
      reason: "Payment was cancelled by the customer.",
    });
    const paid = fake.pay(gatewayOrderId, {
      status: "captured",
      card: { last4: "4242", network: "Visa", issuer: "HDFC" },
      tokenId: "token_fake01",
    });
    expect(await gateway.fetchOutcome(gatewayOrderId)).toEqual({
      status: "paid",
      gatewayPaymentId: paid.paymentId,
      card: { token: "token_fake01", network: "Visa", last4: "4242", issuer: "HDFC" },
    });
    expect(fake.requests.at(-1)).toEqual({ method: "GET", path: `/v1/orders/${gatewayOrderId}/payments`, authorized: true });
  });

  it("fails with a short message, and no secret, on wrong keys, an error status, a malformed answer or no answer", async () => {
    const request = {
      paymentId: randomUUID(),
      amount: 10_000,
      method: "card" as const,
      instrument: {},
      callbackUrl: `${ORIGIN}/x`,
      customer: { phone: "9876543210", name: null },
    };
    const messageOf = async (promise: Promise<unknown>) => {
      const error = await rejection(promise);
      expect(error).toBeInstanceOf(Error);
      const message = (error as Error).message;
      for (const secret of [
        secrets.keySecret,
        secrets.webhookSecret,
        "wrong-secret",
        Buffer.from(`${secrets.keyId}:${secrets.keySecret}`).toString("base64"),
      ]) {
        expect(message).not.toContain(secret);
      }
      return message;
    };

    const wrongKeys = fakeGateway({ keySecret: "wrong-secret" });
    expect(await messageOf(wrongKeys.createOrder(request))).toBe("Razorpay order creation failed: HTTP 401 (BAD_REQUEST_ERROR)");
    expect(fake.requests.at(-1)).toMatchObject({ path: "/v1/orders", authorized: false });

    const gateway = fakeGateway({ timeoutMs: 300 });
    fake.answerNext(500, { error: { code: "SERVER_ERROR", description: `internal ${secrets.keySecret}` } });
    expect(await messageOf(gateway.createOrder(request))).toBe("Razorpay order creation failed: HTTP 500 (SERVER_ERROR)");
    fake.answerNext(200, { id: 42 });
    expect(await messageOf(gateway.createOrder(request))).toBe("Razorpay order creation failed: unexpected answer from the gateway");
    fake.answerNext(200, { items: [{ id: "pay_1", status: "teleported" }] });
    expect(await messageOf(gateway.fetchOutcome("order_x"))).toBe("Razorpay status fetch failed: unexpected answer from the gateway");
    fake.answerNext(200, { id: "order_short", amount: 1, currency: "INR" });
    expect(await messageOf(gateway.createOrder(request))).toBe("Razorpay order creation failed: the amount came back different");
    fake.stallNext();
    expect(await messageOf(gateway.fetchOutcome("order_x"))).toBe("Razorpay status fetch failed: no answer within 300 ms");
  });
});

describe(`signatures (${engine})`, () => {
  it("settles on a genuine callback only: one changed hex character or another order's id is refused", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const other = await newCheckoutShopper(handle.db);
    const mine = await startPaying(shopper);
    const theirs = await startPaying(other);
    const paid = fake.pay(mine.gatewayOrderId, { status: "captured" });
    const gateway = getGateway(handle.db);

    expect(
      gateway.verifyCallback({ gatewayOrderId: mine.gatewayOrderId, gatewayPaymentId: paid.paymentId, signature: paid.callbackSignature }),
    ).toBe(true);
    expect(
      gateway.verifyCallback({
        gatewayOrderId: mine.gatewayOrderId,
        gatewayPaymentId: paid.paymentId,
        signature: flipOneHexChar(paid.callbackSignature),
      }),
    ).toBe(false);
    expect(
      gateway.verifyCallback({
        gatewayOrderId: theirs.gatewayOrderId,
        gatewayPaymentId: paid.paymentId,
        signature: paid.callbackSignature,
      }),
    ).toBe(false);

    const tampered = await rejection(
      handleReturn(
        handle.db,
        shopper.userId,
        mine.paymentId,
        { gatewayOrderId: mine.gatewayOrderId, gatewayPaymentId: paid.paymentId, signature: flipOneHexChar(paid.callbackSignature) },
        NOW,
      ),
    );
    expect(tampered).toBeInstanceOf(RefusedError);
    expect((tampered as RefusedError).status).toBe(400);
    // A signature that is genuine, but for another order, is not this payment's.
    const otherOrder = await rejection(
      handleReturn(
        handle.db,
        shopper.userId,
        mine.paymentId,
        {
          gatewayOrderId: theirs.gatewayOrderId,
          gatewayPaymentId: paid.paymentId,
          signature: callbackSignature(secrets.keySecret, theirs.gatewayOrderId, paid.paymentId),
        },
        NOW,
      ),
    );
    expect(otherOrder).toBeInstanceOf(RefusedError);
    expect((otherOrder as RefusedError).status).toBe(400);
    expect((await paymentRow(handle.db, shopper, mine.paymentId)).status).toBe("PAYMENT_PENDING");
    expect(await ordersForCart(handle.db, mine.cartId)).toHaveLength(0);

    const settled = await handleReturn(
      handle.db,
      shopper.userId,
      mine.paymentId,
      { gatewayOrderId: mine.gatewayOrderId, gatewayPaymentId: paid.paymentId, signature: paid.callbackSignature },
      NOW,
    );
    expect(settled.status).toBe("ORDER_CREATED");
    expect(await ordersForCart(handle.db, mine.cartId)).toHaveLength(1);
    // The other shopper's payment is untouched.
    expect((await paymentRow(handle.db, other, theirs.paymentId)).status).toBe("PAYMENT_PENDING");
  });

  it("refuses a webhook whose body changed by one byte, or that was re-serialised, or is unsigned, and settles nothing", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const paying = await startPaying(shopper);
    const { webhook } = fake.pay(paying.gatewayOrderId, { status: "captured" });

    // One digit of created_at changed: still valid JSON meaning the same payment, but not what the gateway signed.
    const at = webhook.body.indexOf('"created_at":') + '"created_at":'.length;
    const oneByte = webhook.body.slice(0, at) + (webhook.body[at] === "1" ? "2" : "1") + webhook.body.slice(at + 1);
    expect(oneByte).not.toBe(webhook.body);
    expect(oneByte.length).toBe(webhook.body.length);
    const reserialised = JSON.stringify(JSON.parse(webhook.body), null, 1);
    const unsigned = new Headers(webhook.headers);
    unsigned.delete("x-razorpay-signature");

    for (const [body, headers] of [
      [oneByte, webhook.headers],
      [reserialised, webhook.headers],
      [webhook.body, unsigned],
    ] as const) {
      const response = await postWebhook(body, headers);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, error: "Invalid signature." });
      expect(await receiveWebhook(handle.db, body, headers, NOW)).toEqual({ status: 400 });
    }
    expect((await paymentRow(handle.db, shopper, paying.paymentId)).status).toBe("PAYMENT_PENDING");
    expect(await ordersForCart(handle.db, paying.cartId)).toHaveLength(0);
    const events = await queryRow<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from payment_events where payment_id = ${paying.paymentId}`,
    );
    expect(events.n).toBe(0);

    const genuine = await postWebhook(webhook.body, webhook.headers);
    expect(genuine.status).toBe(200);
    expect(await genuine.json()).toEqual({ ok: true });
    expect((await paymentRow(handle.db, shopper, paying.paymentId)).status).toBe("ORDER_CREATED");
  });
});

describe(`the webhook endpoint (${engine})`, () => {
  it("answers 405 to anything but POST and 413 to a body over 1 MB", async () => {
    const get = webhookLoader();
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const put = await webhookAction({
      request: new Request(`${ORIGIN}/webhooks/payments`, { method: "PUT", body: "{}" }),
      params: {},
      context: {},
    });
    expect(put.status).toBe(405);

    const huge = "x".repeat(1024 * 1024 + 1);
    expect((await postWebhook(huge, new Headers({ "content-type": "application/json" }))).status).toBe(413);
    // Without a Content-Length (chunked), the size is counted as the body streams in.
    const chunked = new Request(`${ORIGIN}/webhooks/payments`, {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 5; i++) controller.enqueue(new TextEncoder().encode("y".repeat(300 * 1024)));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect((await webhookAction({ request: chunked, params: {}, context: {} })).status).toBe(413);
  });

  it("acknowledges a genuine event for a payment that is not ours, so the gateway stops retrying", async () => {
    const gateway = fakeGateway();
    const { gatewayOrderId } = await createUpiOrder(gateway, "/x");
    const { webhook } = fake.pay(gatewayOrderId, { status: "captured" });
    const response = await postWebhook(webhook.body, webhook.headers);
    expect(response.status).toBe(200);
    expect(await receiveWebhook(handle.db, webhook.body, webhook.headers, NOW)).toEqual({ status: 200 });
  });
});

describe(`an order paid through the gateway (${engine})`, () => {
  it("places exactly one order however often and however concurrently the outcome arrives", async () => {
    const shopper = await newCheckoutShopper(handle.db, { stock: 10, quantity: 3 });
    const before = await cashBalance(handle.db, shopper.userId);
    const paying = await startPaying(shopper, "card", { savedCard: "new", saveCard: "on" });
    expect(paying.redirectTo.startsWith(`${fake.url}/v1/checkout/embedded?`)).toBe(true);
    expect(fake.orders.get(paying.gatewayOrderId)).toMatchObject({ amount: paying.total, receipt: paying.paymentId });
    expect(await stockOf(handle.db, shopper.productId)).toBe(10);

    const paid = fake.pay(paying.gatewayOrderId, {
      status: "captured",
      card: { last4: "1111", network: "Visa", issuer: "HDFC" },
      tokenId: "token_visa1111",
    });
    const callback = { gatewayOrderId: paying.gatewayOrderId, gatewayPaymentId: paid.paymentId, signature: paid.callbackSignature };
    // The webhook ten times at once, racing the shopper's redirect and a status poll.
    const [responses, returned, polled] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => postWebhook(paid.webhook.body, paid.webhook.headers))),
      handleReturn(handle.db, shopper.userId, paying.paymentId, callback, NOW),
      pollPayment(handle.db, shopper.userId, paying.paymentId, NOW),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    // Then ten redeliveries one after another: each acknowledged as a duplicate.
    for (let i = 0; i < 10; i++) {
      expect(await receiveWebhook(handle.db, paid.webhook.body, paid.webhook.headers, NOW)).toEqual({ status: 200, duplicate: true });
    }
    expect(await handleReturn(handle.db, shopper.userId, paying.paymentId, callback, NOW)).toMatchObject({ status: "ORDER_CREATED" });

    const orders = await ordersForCart(handle.db, paying.cartId);
    expect(orders).toEqual([{ id: expect.any(Number), payment_id: paying.paymentId, payment_method: "card" }]);
    const payment = await paymentRow(handle.db, shopper, paying.paymentId);
    expect(payment).toMatchObject({
      status: "ORDER_CREATED",
      orderId: must(orders[0], "the order").id,
      gatewayPaymentId: paid.paymentId,
      gateway: "razorpay",
      amount: paying.total,
    });
    const [order] = firstOf(orders, 1, "the order");
    expect(returned.orderId === null || returned.orderId === order.id).toBe(true);
    expect(polled?.orderId === null || polled?.orderId === order.id).toBe(true);
    expect(await stockOf(handle.db, shopper.productId)).toBe(10 - 3);
    const events = await queryRow<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from payment_events where payment_id = ${paying.paymentId}`,
    );
    expect(events.n).toBe(1);
    // Paying by card takes nothing from the wallet.
    expect(await cashBalance(handle.db, shopper.userId)).toBe(before);
    // The card was saved as the gateway's token, network and last four only.
    const cards = await queryRows<Record<string, unknown>>(
      handle.db,
      sql`select gateway, token, network, last4, issuer from saved_cards where user_id = ${shopper.userId}`,
    );
    expect(cards).toEqual([{ gateway: "razorpay", token: "token_visa1111", network: "Visa", last4: "1111", issuer: "HDFC" }]);
  });

  it("keeps the shopper waiting, not on an error page, when the gateway's API fails at their return", async () => {
    const shopper = await newCheckoutShopper(handle.db, { stock: 10, quantity: 1 });
    const paying = await startPaying(shopper, "card");
    const paid = fake.pay(paying.gatewayOrderId, { status: "captured" });
    const callback = { gatewayOrderId: paying.gatewayOrderId, gatewayPaymentId: paid.paymentId, signature: paid.callbackSignature };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    fake.answerNext(503, { error: { code: "SERVER_ERROR" } });
    expect(await handleReturn(handle.db, shopper.userId, paying.paymentId, callback, NOW)).toMatchObject({ status: "PAYMENT_PENDING" });
    fake.answerNext(503, { error: { code: "SERVER_ERROR" } });
    expect(await pollPayment(handle.db, shopper.userId, paying.paymentId, NOW)).toMatchObject({ status: "PAYMENT_PENDING" });
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
    // Once the gateway answers again, the next poll settles it.
    expect(await pollPayment(handle.db, shopper.userId, paying.paymentId, NOW)).toMatchObject({ status: "ORDER_CREATED" });
    expect(await ordersForCart(handle.db, paying.cartId)).toHaveLength(1);
  });

  it("ignores a payment.failed that arrives after the capture", async () => {
    const shopper = await newCheckoutShopper(handle.db, { stock: 10, quantity: 1 });
    const paying = await startPaying(shopper, "upi", { upiFlow: "collect" });
    // The first attempt failed, the second paid; their webhooks arrive the other way round.
    const firstAttempt = fake.pay(paying.gatewayOrderId, { status: "failed" });
    const secondAttempt = fake.pay(paying.gatewayOrderId, { status: "captured" });

    expect(await receiveWebhook(handle.db, secondAttempt.webhook.body, secondAttempt.webhook.headers, NOW)).toMatchObject({
      status: 200,
      settled: { status: "ORDER_CREATED" },
    });
    const late = await receiveWebhook(handle.db, firstAttempt.webhook.body, firstAttempt.webhook.headers, NOW);
    expect(late).toMatchObject({ status: 200, settled: { status: "ORDER_CREATED" } });

    const payment = await paymentRow(handle.db, shopper, paying.paymentId);
    expect(payment).toMatchObject({ status: "ORDER_CREATED", failureReason: null, gatewayPaymentId: secondAttempt.paymentId });
    expect(await ordersForCart(handle.db, paying.cartId)).toHaveLength(1);
    expect(await stockOf(handle.db, shopper.productId)).toBe(9);
  });
});

describe(`money that arrives after a payment failed (${engine})`, () => {
  it("refunds a capture that comes after the failure was settled, to Nukkad Cash, once", async () => {
    const shopper = await newCheckoutShopper(handle.db, { stock: 10, quantity: 1 });
    const paying = await startPaying(shopper, "card");
    const failed = fake.pay(paying.gatewayOrderId, { status: "failed" });
    expect(await receiveWebhook(handle.db, failed.webhook.body, failed.webhook.headers, NOW)).toMatchObject({
      settled: { status: "PAYMENT_FAILED" },
    });

    // The shopper retried on the gateway's page and that attempt was captured: the money must not be lost.
    const retried = fake.pay(paying.gatewayOrderId, { status: "captured" });
    await receiveWebhook(handle.db, retried.webhook.body, retried.webhook.headers, NOW);
    await pollPayment(handle.db, shopper.userId, paying.paymentId, NOW);
    await reconcilePayments(handle.db, new Date(NOW.getTime() + 3 * 60_000), getGateway(handle.db));

    const payment = await paymentRow(handle.db, shopper, paying.paymentId);
    expect(payment.status).toBe("PAYMENT_FAILED");
    expect(payment.failureReason).toMatch(/back in your Nukkad Cash/);
    expect(await cashBalance(handle.db, shopper.userId)).toBe(paying.total);
    expect(await ordersForCart(handle.db, paying.cartId)).toHaveLength(0);
  });
});

describe(`reconciliation (${engine})`, () => {
  it("places the order for a payment made with the browser closed (no callback, no webhook)", async () => {
    const shopper = await newCheckoutShopper(handle.db, { stock: 10, quantity: 2 });
    const paying = await startPaying(shopper, "nb", { bank: "HDFC" });
    fake.pay(paying.gatewayOrderId, { status: "captured" });

    await reconcilePayments(handle.db, new Date(NOW.getTime() + 3 * 60_000), getGateway(handle.db));
    const payment = await paymentRow(handle.db, shopper, paying.paymentId);
    expect(payment.status).toBe("ORDER_CREATED");
    expect(await ordersForCart(handle.db, paying.cartId)).toEqual([
      { id: payment.orderId, payment_id: paying.paymentId, payment_method: "nb" },
    ]);
    expect(await stockOf(handle.db, shopper.productId)).toBe(8);
  });

  it("fails a payment still unpaid after 30 minutes and gives the wallet's share back", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    await fundWallet(handle.db, shopper.userId, 5_000);
    const paying = await startPaying(shopper, "card", {}, true);
    const held = await paymentRow(handle.db, shopper, paying.paymentId);
    expect(held).toMatchObject({ walletCash: 5_000, amount: paying.total - 5_000, status: "PAYMENT_PENDING" });
    expect(fake.orders.get(paying.gatewayOrderId)!.amount).toBe(paying.total - 5_000);
    expect(await cashBalance(handle.db, shopper.userId)).toBe(0);

    // Three minutes on, the gateway still has nothing: keep waiting.
    await reconcilePayments(handle.db, new Date(NOW.getTime() + 3 * 60_000), getGateway(handle.db));
    expect((await paymentRow(handle.db, shopper, paying.paymentId)).status).toBe("PAYMENT_PENDING");
    expect(await cashBalance(handle.db, shopper.userId)).toBe(0);

    await reconcilePayments(handle.db, new Date(NOW.getTime() + EXPIRE_AFTER_MS + 60_000), getGateway(handle.db));
    const expired = await paymentRow(handle.db, shopper, paying.paymentId);
    expect(expired.status).toBe("PAYMENT_FAILED");
    expect(expired.failureReason).toMatch(/not completed in time/);
    expect(await cashBalance(handle.db, shopper.userId)).toBe(5_000);
    expect(await ordersForCart(handle.db, paying.cartId)).toHaveLength(0);
    // A second run changes nothing and releases nothing twice.
    await reconcilePayments(handle.db, new Date(NOW.getTime() + EXPIRE_AFTER_MS + 5 * 60_000), getGateway(handle.db));
    expect(await cashBalance(handle.db, shopper.userId)).toBe(5_000);
  });
});

/** Enough in the cart for HDFC10 (10% off with HDFC Bank cards on ₹399 or more), and the code applied. */
async function applyHdfcOffer(shopper: CheckoutShopper): Promise<void> {
  const owner = { userId: shopper.userId, deviceId: shopper.deviceId };
  for (const extra of [await freshProduct(handle.db, 10), await freshProduct(handle.db, 10)]) {
    await changeQuantity(handle.db, owner, DEFAULT_STORE_ID, { productId: extra.id, quantity: 4, mutationId: `more-${extra.id}` });
  }
  await applyCoupon(handle.db, owner, "HDFC10", NOW);
}

describe(`races between payments, reconciliation and the clock (${engine})`, () => {
  it("places an order the wallet covers as a wallet order, priced without the offer of the card it did not charge", async () => {
    const shopper = await newCheckoutShopper(handle.db, { stock: 10, quantity: 1 });
    await applyHdfcOffer(shopper);
    await handle.db.transaction((tx) =>
      saveCard(tx, {
        userId: shopper.userId,
        gateway: "razorpay",
        token: `token_${shopper.userId}`,
        network: "Visa",
        last4: "4242",
        issuer: "HDFC",
      }),
    );
    const [card] = await listSavedCards(handle.db, shopper.userId);
    if (card === undefined) throw new Error("Expected card to exist");
    await fundWallet(handle.db, shopper.userId, 500_000);
    const state = await checkoutState(handle.db, shopper, NOW);

    const placed = await placeCheckoutOrder(
      handle.db,
      state,
      payForm(state, "card", { savedCard: String(card.id) }, true),
      ORIGIN,
      localDemo(),
      NOW,
    );
    expect(placed).toMatchObject({ kind: "placed", created: true });
    const order = await queryRow<{ payment_method: string; grand_total: number; promo_codes: string[] }>(
      handle.db,
      sql`select payment_method, grand_total, promo_codes from orders where cart_id = ${state.cart.id}`,
    );
    expect(order).toMatchObject({ payment_method: "wallet", grand_total: state.cart.bill.grandTotal, promo_codes: [] });
    expect(await cashBalance(handle.db, shopper.userId)).toBe(500_000 - state.cart.bill.grandTotal);
  });

  it("refunds a second payment for a cart that another payment already turned into an order", async () => {
    const shopper = await newCheckoutShopper(handle.db, { stock: 10, quantity: 1 });
    // Back from the gateway's page with the browser's back button, the shopper pays again another way.
    const first = await startPaying(shopper, "card");
    const second = await startPaying(shopper, "upi");
    const a = fake.pay(first.gatewayOrderId, { status: "captured" });
    expect(await receiveWebhook(handle.db, a.webhook.body, a.webhook.headers, NOW)).toMatchObject({ settled: { status: "ORDER_CREATED" } });

    const b = fake.pay(second.gatewayOrderId, { status: "captured" });
    const late = await receiveWebhook(handle.db, b.webhook.body, b.webhook.headers, NOW);
    expect(late).toMatchObject({ settled: { status: "PAYMENT_FAILED" } });
    expect(late.settled?.failureReason).toMatch(/already ordered.*back in your Nukkad Cash/);
    const orders = await ordersForCart(handle.db, first.cartId);
    expect(orders).toEqual([{ id: expect.any(Number), payment_id: first.paymentId, payment_method: "card" }]);
    expect(await cashBalance(handle.db, shopper.userId)).toBe(second.total);
    expect(await stockOf(handle.db, shopper.productId)).toBe(9);
  });

  it("sends a payment to the gateway once when Pay is pressed twice at the same moment", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const user = { id: shopper.userId, phone: shopper.phone };
    const paymentId = await topUpPayment(user.id);
    const choice = { method: "card" as const, instrument: {}, useWallet: false };
    const results = await Promise.allSettled([1, 2].map(() => beginPayment(handle.db, user, paymentId, choice, ORIGIN, localDemo(), NOW)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toMatchObject({ status: 409 });
    const payment = await paymentRow(handle.db, shopper, paymentId);
    expect(payment.status).toBe("PAYMENT_PENDING");
    expect([...fake.orders.values()].filter((o) => o.receipt === paymentId)).toHaveLength(1);
  });

  it("does not bring back a payment that ended before its gateway order was recorded", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const paymentId = await topUpPayment(shopper.userId);
    // Nobody chose a method for 30 minutes: reconciliation ends it.
    await reconcilePayments(handle.db, new Date(NOW.getTime() + EXPIRE_AFTER_MS + 60_000), getGateway(handle.db));
    expect((await paymentRow(handle.db, shopper, paymentId)).status).toBe("PAYMENT_FAILED");

    const reopened = handToGateway(handle.db, { id: paymentId, amount: 50_000, method: "card", instrument: {} }, shopper, ORIGIN, NOW);
    expect(await rejection(reopened)).toMatchObject({ status: 409 });
    expect(await paymentRow(handle.db, shopper, paymentId)).toMatchObject({ status: "PAYMENT_FAILED", gatewayOrderId: null });
  });

  it("counts the 30 minutes from when Pay was pressed, not from when the payment page opened", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const user = { id: shopper.userId, phone: shopper.phone };
    const paymentId = await topUpPayment(user.id);
    const pressedPay = new Date(NOW.getTime() + 40 * 60_000);
    await beginPayment(
      handle.db,
      user,
      paymentId,
      { method: "upi", instrument: { flow: "collect" }, useWallet: false },
      ORIGIN,
      localDemo(),
      pressedPay,
    );

    await reconcilePayments(handle.db, new Date(pressedPay.getTime() + 5 * 60_000), getGateway(handle.db));
    expect((await paymentRow(handle.db, shopper, paymentId)).status).toBe("PAYMENT_PENDING");
    await reconcilePayments(handle.db, new Date(pressedPay.getTime() + EXPIRE_AFTER_MS + 60_000), getGateway(handle.db));
    expect((await paymentRow(handle.db, shopper, paymentId)).status).toBe("PAYMENT_FAILED");
  });

  it("places the order priced as when payment began: no bank offer the card turned out to qualify for, the fees of before midnight", async () => {
    const shopper = await newCheckoutShopper(handle.db, { stock: 10, quantity: 1 });
    await applyHdfcOffer(shopper);
    // 22:55 in India: no late-night fee yet.
    const beforeMidnight = new Date(NOW.getTime() + (10 * 60 + 55) * 60_000);
    const state = await checkoutState(handle.db, shopper, beforeMidnight);
    const started = await placeCheckoutOrder(handle.db, state, payForm(state, "card"), ORIGIN, localDemo(), beforeMidnight);
    if (started.kind !== "pay") throw new Error("expected a gateway payment");
    const payment = await paymentRow(handle.db, shopper, started.paymentId);

    // The bank's answer comes at 23:10 and says the card is an HDFC one.
    const afterEleven = new Date(beforeMidnight.getTime() + 15 * 60_000);
    const paid = fake.pay(payment.gatewayOrderId!, { status: "captured", card: { last4: "4242", network: "Visa", issuer: "HDFC" } });
    expect(await receiveWebhook(handle.db, paid.webhook.body, paid.webhook.headers, afterEleven)).toMatchObject({
      settled: { status: "ORDER_CREATED" },
    });
    const order = await queryRow<{ grand_total: number; promo_codes: string[] }>(
      handle.db,
      sql`select grand_total, promo_codes from orders where payment_id = ${started.paymentId}`,
    );
    expect(order.grand_total).toBe(payment.amount);
    expect(order.promo_codes).toEqual([]);
  });
});

// Last: it stops the fake gateway for good.
describe(`a gateway that cannot be reached (${engine})`, () => {
  it("fails the payment with 502 and returns the wallet hold at once", async () => {
    const shopper = await newCheckoutShopper(handle.db, { stock: 10, quantity: 1 });
    await fundWallet(handle.db, shopper.userId, 3_000);
    await fake.stop();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const state = await checkoutState(handle.db, shopper, NOW);
    const error = await rejection(placeCheckoutOrder(handle.db, state, payForm(state, "card", {}, true), ORIGIN, localDemo(), NOW));
    expect(error).toBeInstanceOf(UnavailableError);
    expect((error as UnavailableError).status).toBe(502);
    expect(logged.mock.calls.flat().join(" ")).toContain("could not be reached");
    expect(logged.mock.calls.flat().join(" ")).not.toContain(secrets.keySecret);
    logged.mockRestore();

    const payment = await latestCartPayment(handle.db, shopper.userId, state.cart.id!);
    expect(payment).toMatchObject({ status: "PAYMENT_FAILED", walletCash: 3_000 });
    expect(await cashBalance(handle.db, shopper.userId)).toBe(3_000);
    expect(await ordersForCart(handle.db, state.cart.id!)).toHaveLength(0);
    expect(await stockOf(handle.db, shopper.productId)).toBe(10);
  });
});
