/**
 * The sandbox wallets judged per request (docs/decisions/033-demo-mode-per-request.md), on a store with the
 * defaults (outbox texts, sandbox gateway) and DEMO_MODE unset: a public request can neither link a sandbox
 * wallet — no link code is made, so nothing reaches the outbox or counts against the text budgets — nor pay
 * through the sandbox, one tap or hosted page, so it gets no order paid with simulated money. A local request
 * keeps both. Requests are made as server.mjs makes them: the URL from `Host`, the client address in the load
 * context.
 */
import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/models/db.server";
import { smsOutbox } from "~/models/schema.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { startSession } from "~/services/account/session.server";
import { findUserPayment } from "~/models/payments.server";
import { placeCheckoutOrder } from "~/services/checkout/checkout-placement.server";
import { beginPayment, createPayment } from "~/services/payments/payment-start.server";
import { getEnv } from "~/services/platform/env.server";
import { startWalletLink, verifyWalletLink } from "~/services/payments/wallet-links.server";
import { demoAccessOf, NO_SANDBOX_CHECKOUT_HERE, NO_WALLET_LINKS_HERE } from "~/services/security/demo-mode.server";
import { checkoutState, newCheckoutShopper, ordersForCart, ORIGIN, payForm, tomorrowNoonIst } from "../support/checkout-shopper";
import { cookiePair } from "../support/cookies";
import { engine, setUpTestDb, stubTestEnv } from "../support/db";

stubTestEnv();
const handle = setUpTestDb({ appDb: true });
const NOW = tomorrowNoonIst();

interface From {
  host: string;
  clientAddress: string;
}
const LOCAL: From = { host: "localhost:3000", clientAddress: "127.0.0.1" };
const PUBLIC: From = { host: "shop.example.in", clientAddress: "198.51.100.20" };
/** A client on the internet that wrote `Host: localhost`: its address still makes it public. */
const PUBLIC_AS_LOCALHOST: From = { host: "localhost:3000", clientAddress: "198.51.100.20" };

/** Demo mode as a request from there meets it: what the checkout route passes the placement. */
const demoFrom = (from: From) =>
  demoAccessOf(getEnv(), {
    url: `http://${from.host}/checkout/payment`,
    headers: new Headers({ Host: from.host }),
    clientAddress: from.clientAddress,
  });

let phoneSeq = 0;
const freshPhone = () => `94${String(40_000_000 + ++phoneSeq * 7919).slice(-8)}`;

const textsTo = (phone: string) => handle.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id));

async function paymentsOf(userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from payments where user_id = ${userId}`);
  return row?.n ?? 0;
}

/** Links a sandbox wallet as a local tester would (the code read from the outbox). */
async function linkLocally(user: { id: number; phone: string }, wallet: string, phone: string): Promise<void> {
  const asker = { deviceId: null, clientAddress: "127.0.0.1", userId: user.id };
  expect(await startWalletLink(handle.db, user, wallet, phone, asker, NOW)).toMatchObject({ ok: true });
  const code = /^(\d{6})\b/.exec((await textsTo(phone))[0]?.body ?? "")?.[1] ?? "";
  expect(await verifyWalletLink(handle.db, user, wallet, phone, code, NOW)).toMatchObject({ ok: true });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (e: unknown) => e,
  );
}

describe(`sandbox payments at placement, by where the request comes from (${engine})`, () => {
  for (const [name, from] of [
    ["a public host", PUBLIC],
    ["a public client that wrote Host: localhost", PUBLIC_AS_LOCALHOST],
  ] as const) {
    it(`refuses a one-tap payment from a linked sandbox wallet for ${name}: 403, no payment, no order`, async () => {
      const shopper = await newCheckoutShopper(handle.db);
      const user = { id: shopper.userId, phone: shopper.phone };
      await linkLocally(user, "paytm", freshPhone());
      const state = await checkoutState(handle.db, shopper, NOW);
      const error = await rejection(
        placeCheckoutOrder(handle.db, state, payForm(state, "wallet", { wallet: "paytm" }), ORIGIN, demoFrom(from), NOW),
      );
      expect(error).toMatchObject({ status: 403, message: NO_SANDBOX_CHECKOUT_HERE });
      expect(await ordersForCart(handle.db, state.cart.id!)).toEqual([]);
      expect(await paymentsOf(user.id)).toBe(0);
    });
  }

  it("refuses a payment on the sandbox's hosted page for a public request before it starts", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const state = await checkoutState(handle.db, shopper, NOW);
    const error = await rejection(placeCheckoutOrder(handle.db, state, payForm(state, "upi"), ORIGIN, demoFrom(PUBLIC), NOW));
    expect(error).toMatchObject({ status: 403, message: NO_SANDBOX_CHECKOUT_HERE });
    expect(await paymentsOf(shopper.userId)).toBe(0);
  });

  it("refuses paying a top-up through the sandbox for a public request: the payment stays open, nothing held", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const user = { id: shopper.userId, phone: shopper.phone };
    const paymentId = await createPayment(
      handle.db,
      { userId: user.id, purpose: "wallet_topup", amount: 50_000, details: {}, allowGift: true },
      NOW,
    );
    const choice = { method: "upi" as const, instrument: { flow: "collect" }, useWallet: false };
    const error = await rejection(beginPayment(handle.db, user, paymentId, choice, ORIGIN, demoFrom(PUBLIC), NOW));
    expect(error).toMatchObject({ status: 403, message: NO_SANDBOX_CHECKOUT_HERE });
    expect(await findUserPayment(handle.db, user.id, paymentId)).toMatchObject({ status: "ACTIVE", gateway: "" });
  });

  it("still places cash on delivery for a public request: no sandbox money in it", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const state = await checkoutState(handle.db, shopper, NOW);
    const placed = await placeCheckoutOrder(handle.db, state, payForm(state, "cod"), ORIGIN, demoFrom(PUBLIC), NOW);
    expect(placed).toMatchObject({ kind: "placed", created: true });
  });

  it("takes the one-tap payment from a local request and places the order", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    await linkLocally({ id: shopper.userId, phone: shopper.phone }, "paytm", freshPhone());
    const state = await checkoutState(handle.db, shopper, NOW);
    const result = await placeCheckoutOrder(handle.db, state, payForm(state, "wallet", { wallet: "paytm" }), ORIGIN, demoFrom(LOCAL), NOW);
    expect(result).toMatchObject({ kind: "pay" });
    expect(await ordersForCart(handle.db, state.cart.id!)).toHaveLength(1);
  });
});

describe(`/wallets/link/{wallet} by where the request comes from (${engine})`, () => {
  async function loggedIn(): Promise<string> {
    const user = await upsertVerifiedUser(handle.db, freshPhone());
    const { setCookie } = await startSession(handle.db, user.id, null);
    return cookiePair(setCookie);
  }

  async function post(from: From, cookie: string, fields: Record<string, string>) {
    const { action } = await import("~/routes/wallets.link.$wallet");
    const origin = `http://${from.host}`;
    const request = new Request(`${origin}/wallets/link/paytm`, {
      method: "POST",
      headers: { Host: from.host, Origin: origin, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    try {
      return await action({ request, params: { wallet: "paytm" }, context: { clientAddress: from.clientAddress } });
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  async function load(from: From, cookie: string) {
    const { loader } = await import("~/routes/wallets.link.$wallet");
    const request = new Request(`http://${from.host}/wallets/link/paytm`, { headers: { Host: from.host, Cookie: cookie } });
    return loader({ request, params: { wallet: "paytm" }, context: { clientAddress: from.clientAddress } });
  }

  it("makes no link code for a public request: 403 with the number kept, nothing in the outbox", async () => {
    const cookie = await loggedIn();
    const phone = freshPhone();
    expect((await load(PUBLIC, cookie)).data).toMatchObject({ closed: NO_WALLET_LINKS_HERE });
    const answer = await post(PUBLIC, cookie, { intent: "send", phone });
    expect(answer).not.toBeInstanceOf(Response);
    expect(answer).toMatchObject({ init: { status: 403 }, data: { formError: NO_WALLET_LINKS_HERE, values: { phone } } });
    expect(await textsTo(phone)).toEqual([]);
  });

  it("texts a link code to a local request's outbox", async () => {
    const cookie = await loggedIn();
    const phone = freshPhone();
    expect((await load(LOCAL, cookie)).data).toMatchObject({ closed: null });
    const answer = await post(LOCAL, cookie, { intent: "send", phone });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect(await textsTo(phone)).toHaveLength(1);
  });

  it("does not link from a public request a code sent while the browser was local", async () => {
    const cookie = await loggedIn();
    const phone = freshPhone();
    const sent = (await post(LOCAL, cookie, { intent: "send", phone })) as Response;
    const pending = sent.headers
      .getSetCookie()
      .map(cookiePair)
      .filter((pair) => !pair.startsWith("__flash") && !pair.endsWith("="));
    const withPending = [cookie, ...pending].join("; ");
    const code = /^(\d{6})\b/.exec((await textsTo(phone))[0]?.body ?? "")?.[1] ?? "";
    const answer = await post(PUBLIC, withPending, { intent: "verify", code });
    expect(answer).toMatchObject({ init: { status: 403 }, data: { fieldErrors: { code: [NO_WALLET_LINKS_HERE] }, values: { code } } });
    const resent = await post(PUBLIC, withPending, { intent: "resend" });
    expect(resent).toMatchObject({ init: { status: 403 }, data: { formError: NO_WALLET_LINKS_HERE } });
    expect(await textsTo(phone)).toHaveLength(1);
  });
});
